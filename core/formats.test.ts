import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHttpUrl, isIsoInstant, isLocaleTag } from "./formats.ts";
import { HttpUrlSchema, IsoInstantSchema } from "./primitives.ts";

/** Strings shaped like instants, with every part now and then out of range or malformed. */
const instantLike = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 9999 }).map((y) => String(y).padStart(4, "0")),
      fc.constantFrom("2026", "1900", "2000", "2024", "99"),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom("", ".5", ".123456", ".", ",5"),
    fc.constantFrom("Z", "z", "+02:00", "-05:30", "+24:00", "+0200", "", "+02:60"),
    fc.constantFrom("T", " ", "t"),
  )
  .map(([y, mo, d, h, mi, frac, zone, t]) => {
    const two = (n: number) => String(n).padStart(2, "0");
    return `${y}-${two(mo)}-${two(d)}${t}${two(h)}:${two(mi)}:${two(mi)}${frac}${zone}`;
  });

describe("isIsoInstant", () => {
  it("takes exactly what zod's iso.datetime({ offset: true }) takes, the schema the server documents", () => {
    fc.assert(
      fc.property(fc.oneof(instantLike, fc.string()), (text) => {
        expect(isIsoInstant(text)).toBe(IsoInstantSchema.safeParse(text).success);
      }),
      { numRuns: 1000 },
    );
  });

  it("takes leap days only in leap years and needs seconds and a zone", () => {
    expect(isIsoInstant("2024-02-29T12:00:00Z")).toBe(true);
    expect(isIsoInstant("2000-02-29T12:00:00+01:00")).toBe(true);
    expect(isIsoInstant("1900-02-29T12:00:00Z")).toBe(false);
    expect(isIsoInstant("2026-04-31T12:00:00Z")).toBe(false);
    expect(isIsoInstant("2026-04-30T12:00Z")).toBe(false);
    expect(isIsoInstant("2026-04-30T12:00:00")).toBe(false);
  });
});

describe("isHttpUrl", () => {
  it("takes exactly what the server's HttpUrlSchema takes", () => {
    const urlCharacter = fc.constantFrom(..."ab.-_:/?#%@=&~ \"'<>`\\\u0000\u0085\u00e9\u202e\t\n");
    const urlLike = fc.oneof(
      fc
        .tuple(
          fc.constantFrom("http://", "https://", "HTTPS://", " https://", "javascript:", "ftp://", "https:/", "http:", "data:", ""),
          fc.string({ unit: urlCharacter }),
        )
        .map(([scheme, rest]) => scheme + rest),
      fc.constantFrom(
        'https://x.example/a.png" onerror=alert(1)',
        "https://x.example/<b>",
        "https://x.example/\u0085",
        " https://x.example/",
        "https://",
      ),
    );
    fc.assert(
      fc.property(urlLike, (text) => {
        expect(isHttpUrl(text)).toBe(HttpUrlSchema.safeParse(text).success);
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses script URLs and attribute breakouts", () => {
    expect(isHttpUrl("https://tickets.example/e/1")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl('https://x.example/a.png" onerror=x')).toBe(false);
  });
});

describe("isLocaleTag", () => {
  it("takes BCP 47-shaped tags up to 35 characters", () => {
    expect(isLocaleTag("de-AT")).toBe(true);
    expect(isLocaleTag("en_GB")).toBe(true);
    expect(isLocaleTag("d")).toBe(false);
    expect(isLocaleTag("de-AT!")).toBe(false);
    expect(isLocaleTag(`de${"-abcdefgh".repeat(4)}`)).toBe(false);
  });
});
