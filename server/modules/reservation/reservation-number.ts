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
 * What `take` makes of the first random number it can have: `take` stores the reservation under
 * the number, or answers null when the number is taken (the insert that finds it taken is the
 * check, one statement instead of two). Call it inside the write transaction that holds the
 * restaurant's lock.
 */
export async function allocateReservationNumber<T>(
  take: (candidate: number) => Promise<T | null>,
  draw: () => number = randomReservationNumber,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const taken = await take(draw());
    if (taken !== null) return taken;
  }
  throw new Error(`No free reservation number after ${ATTEMPTS} random draws`);
}
