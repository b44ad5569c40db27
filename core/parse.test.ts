import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { CouvertError } from "./errors.ts";
import { HoursBodySchema } from "./owner/settings.ts";
import { parseOrRefuse } from "./parse.ts";

const refusal = (schema: z.ZodMiniType, value: unknown, what?: string) => {
  try {
    parseOrRefuse(schema, value, what);
  } catch (error) {
    expect(error).toBeInstanceOf(CouvertError);
    const { code, field, message } = error as CouvertError;
    return { code, field, message };
  }
  throw new Error("accepted");
};

describe("parseOrRefuse", () => {
  it("answers the value as the schema reads it", () => {
    expect(parseOrRefuse(z.object({ n: z.int() }), { n: 3, other: 1 })).toEqual({ n: 3 });
  });

  it("refuses with invalid_request, the dotted field and a sentence naming it", () => {
    const schema = z.object({ items: z.array(z.object({ rating: z.int().check(z.maximum(5)) })) });
    expect(refusal(schema, { items: [{ rating: 1 }, { rating: 9 }] })).toEqual({
      code: "invalid_request",
      field: "items.1.rating",
      message: "items[1].rating must be at most 5.",
    });
  });

  it("names the whole with `what` when the top level is at fault, and keeps a schema's own message", () => {
    expect(refusal(z.object({}), [], "The event")).toMatchObject({ field: undefined, message: "The event must be an object." });
    expect(refusal(z.object({ d: z.string().check(z.regex(/^\d$/, "Expected a digit")) }), { d: "x" }).message).toBe(
      "d is not valid: Expected a digit.",
    );
  });

  it("reports a union's refusal from the alternative the value came closest to", () => {
    const week = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { closed: true, open: "12:00", close: "14:00" },
      ]),
    );
    const hours = { weeklyHours: { ...week, sunday: { closed: false, open: "25:00", close: "22:00" } }, dateExceptions: [] };
    expect(refusal(HoursBodySchema, hours).field).toBe("weeklyHours.sunday.open");
    expect(refusal(HoursBodySchema, { services: { definitions: "x" } }).field).toMatch(/^services\./);
    // Hours naming services are read as services, whatever else is wrong beside them.
    expect(refusal(HoursBodySchema, { ...hours, services: 5 })).toMatchObject({
      field: "services",
      message: "services must be an object.",
    });
  });
});
