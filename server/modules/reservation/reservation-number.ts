import { randomInt } from "node:crypto";
import { RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../../../core/limits.ts";

/**
 * How many random draws to try before giving up. With 99.9 million numbers per restaurant a clash
 * is rare, and twenty in a row means something else is wrong.
 */
const ATTEMPTS = 20;

/** A reservation number from a CSPRNG: 6 to 8 digits, never sequential (docs/api.md §6). */
export const randomReservationNumber = (): number => randomInt(RESERVATION_NUMBER_MIN, RESERVATION_NUMBER_MAX + 1);

/**
 * A random number `isTaken` says is free. Call it inside the write transaction that inserts the
 * reservation, holding the restaurant's lock, so the answer still holds at the insert.
 */
export async function allocateReservationNumber(
  isTaken: (candidate: number) => Promise<boolean>,
  draw: () => number = randomReservationNumber,
): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const candidate = draw();
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free reservation number after ${ATTEMPTS} random draws`);
}
