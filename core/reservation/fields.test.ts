import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../formats.ts";
import { RESERVATION_FIELD_RULES } from "./fields.ts";
import { ReservationFieldsSchema } from "./schemas.ts";

/** Values a form or a client may send for any field: text near every bound, with controls and line breaks, numbers, booleans. */
const anyFieldValue = fc.oneof(
  fc.constantFrom(undefined, null, "", "  ", true, false, 0, 2, -1, 2.5, 2 ** 53, Number.NaN, "2", [], {}),
  fc.string({ maxLength: 90 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 30 }), fc.constantFrom("\u0000", "\u001b", "\n", "\r\n", "\t", "\u2028", "\u202e", "\u0085", " "))
    .map(([a, b]) => a + b + a),
  // Text just within and just over each bound, with and without white space around it.
  fc
    .tuple(fc.constantFrom(35, 40, 80, 254, 500), fc.constantFrom(-1, 0, 1), fc.constantFrom("", " ", "\n"))
    .map(([bound, off, pad]) => `${pad}${"x".repeat(bound + off)}${pad}`),
  fc.constantFrom("de-AT", "en_GB", "x", "de-AT-1234567890", "birthday", "other", "party", "ada@example.org", "+49 30 1234567"),
  fc.constantFrom("2026-06-04T17:00:00Z", "2026-06-04T19:00:00+02:00", "2026-02-30T17:00:00Z", "2026-06-04T17:00Z", "2026-06-04 17:00:00Z"),
  fc.integer(),
);

describe("RESERVATION_FIELD_RULES", () => {
  it("covers exactly the fields the server documents", () => {
    expect(Object.keys(RESERVATION_FIELD_RULES)).toEqual(Object.keys(ReservationFieldsSchema.shape));
  });

  it("takes, keeps and refuses each field as its documented zod schema does, controls told apart", () => {
    const fields = Object.keys(RESERVATION_FIELD_RULES) as (keyof typeof RESERVATION_FIELD_RULES)[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), anyFieldValue, (field, value) => {
        const reading = RESERVATION_FIELD_RULES[field](value);
        const parsed = ReservationFieldsSchema.shape[field].safeParse(value);
        expect(reading.ok).toBe(parsed.success);
        if (reading.ok && parsed.success) expect(reading.value).toEqual(parsed.data);
        if (!reading.ok && !parsed.success) {
          const control = parsed.error.issues.some((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE);
          expect(reading.reason).toBe(control ? "control" : "type");
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("trims names and notes, keeps line breaks only in notes, and lets absent and null through", () => {
    expect(RESERVATION_FIELD_RULES.guest_last_name("  Lovelace ")).toEqual({ ok: true, value: "Lovelace" });
    expect(RESERVATION_FIELD_RULES.guest_last_name("Love\nlace")).toEqual({ ok: false, reason: "control" });
    expect(RESERVATION_FIELD_RULES.guest_notes(" a\nb ")).toEqual({ ok: true, value: "a\nb" });
    expect(RESERVATION_FIELD_RULES.guest_notes("a\u202eb")).toEqual({ ok: false, reason: "control" });
    expect(RESERVATION_FIELD_RULES.guest_notes("x".repeat(501))).toEqual({ ok: false, reason: "type" });
    expect(RESERVATION_FIELD_RULES.party_size(2.5)).toEqual({ ok: false, reason: "type" });
    expect(RESERVATION_FIELD_RULES.occasion(null)).toEqual({ ok: true, value: null });
    expect(RESERVATION_FIELD_RULES.starts_at(undefined)).toEqual({ ok: true, value: undefined });
  });
});
