import { expect, it } from "vitest";
import { RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../limits.ts";
import { reservationNumberIn } from "./number.ts";

it("reads digits within the drawn range, after trimming, and nothing else", () => {
  expect(reservationNumberIn(" 4821733 ")).toBe(4821733);
  expect(reservationNumberIn(String(RESERVATION_NUMBER_MIN))).toBe(RESERVATION_NUMBER_MIN);
  expect(reservationNumberIn(String(RESERVATION_NUMBER_MAX))).toBe(RESERVATION_NUMBER_MAX);
  for (const text of [
    String(RESERVATION_NUMBER_MIN - 1),
    String(RESERVATION_NUMBER_MAX + 1),
    "9007199254740942",
    "",
    "48 21733",
    "4821733a",
    "-4821733",
    "4821733.0",
  ]) {
    expect(reservationNumberIn(text), text).toBeNull();
  }
});
