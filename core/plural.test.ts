import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

describe("plural", () => {
  const guests = { one: "# invité", other: "# invités" };

  it("follows each language's rules from Intl.PluralRules, not n === 1", () => {
    expect(plural("fr", 0, guests)).toBe("0 invité");
    expect(plural("fr", 1, guests)).toBe("1 invité");
    expect(plural("fr", 2, guests)).toBe("2 invités");
    expect(plural("en", 0, { one: "# guest", other: "# guests" })).toBe("0 guests");
    for (const lang of ["it", "es", "nl", "de"] as const) {
      expect(plural(lang, 1, { one: "one #", other: "other #" })).toBe("one 1");
      expect(plural(lang, 0, { one: "one #", other: "other #" })).toBe("other 0");
      expect(plural(lang, 12, { one: "one #", other: "other #" })).toBe("other 12");
    }
  });

  it("falls back to `other` for a category the forms do not name", () => {
    expect(plural("es", 1_000_000, { one: "# persona", other: "# personas" })).toBe("1000000 personas");
  });
});
