import { describe, expect, it } from "vitest";
import { RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../../../core/limits.ts";
import { bodyHashOf, canonicalJson, parseIdempotencyKey } from "./idempotency.ts";
import { allocateReservationNumber, randomReservationNumber } from "./reservation-number.ts";

describe("reservation numbers", () => {
  it("are 6 to 8 digits, drawn evenly over the whole range", () => {
    const tenths = new Array<number>(10).fill(0);
    const width = RESERVATION_NUMBER_MAX - RESERVATION_NUMBER_MIN + 1;
    for (let i = 0; i < 10_000; i += 1) {
      const n = randomReservationNumber();
      expect(Number.isInteger(n) && n >= RESERVATION_NUMBER_MIN && n <= RESERVATION_NUMBER_MAX).toBe(true);
      tenths[Math.floor(((n - RESERVATION_NUMBER_MIN) / width) * 10)]! += 1;
    }
    // about 1,000 in each tenth of the range; 800 is more than six standard deviations below
    for (const count of tenths) expect(count).toBeGreaterThan(800);
  });

  it("draw again when a number is taken, and give up after twenty clashes", async () => {
    const draws = [111_111, 222_222, 333_333];
    expect(
      await allocateReservationNumber(
        async (n) => (n === 333_333 ? n : null),
        () => draws.shift()!,
      ),
    ).toBe(333_333);
    await expect(
      allocateReservationNumber(
        async () => null,
        () => 123_456,
      ),
    ).rejects.toThrow(/No free reservation number/);
  });
});

describe("idempotency helpers", () => {
  it("hash a body independently of key order and whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}');
    expect(bodyHashOf({ a: 1, b: 2 })).toBe(bodyHashOf(JSON.parse('{ "b": 2,\n "a": 1 }')));
    expect(bodyHashOf({ a: 1 })).not.toBe(bodyHashOf({ a: "1" }));
  });

  it("accept 1 to 255 printable characters", () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
    for (const bad of ["", "x".repeat(256), "tab\there"]) expect(() => parseIdempotencyKey(bad)).toThrow();
  });
});
