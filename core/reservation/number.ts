import { RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../limits.ts";

/**
 * The reservation number a typed text names, or null: digits alone, after trimming, within the 6 to
 * 8 digits numbers are drawn with (docs/api.md §6). The manage form's check and the owner's search
 * alike; the API's own bound is `ReservationNumberSchema` (schemas.ts), on the same limits.
 */
export function reservationNumberIn(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= RESERVATION_NUMBER_MIN && number <= RESERVATION_NUMBER_MAX ? number : null;
}
