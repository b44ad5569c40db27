import { randomInt } from "node:crypto";
import { RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../../../core/limits.ts";

/**
 * How many random draws to try before giving up. With 99.9 million numbers per restaurant a clash
 * is rare, and twenty in a row means something else is wrong.
 */
const ATTEMPTS = 20;

/** A reservation number from a CSPRNG: 6 to 8 digits, never sequential (CONTRACT §6). */
export const randomReservationNumber = (): number => randomInt(RESERVATION_NUMBER_MIN, RESERVATION_NUMBER_MAX + 1);

/**
 * A random number `isTaken` says is free. Call it inside the write transaction that inserts the
 * reservation, so the answer still holds at the insert.
 */
export function allocateReservationNumber(isTaken: (candidate: number) => boolean, draw: () => number = randomReservationNumber): number {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const candidate = draw();
    if (!isTaken(candidate)) return candidate;
  }
  throw new Error(`No free reservation number after ${ATTEMPTS} random draws`);
}
