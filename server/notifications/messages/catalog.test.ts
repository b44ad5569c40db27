import { describe, expect, it } from "vitest";
import { LANGS } from "../../../core/locale.ts";
import { GUEST_MESSAGE_KINDS } from "./types.ts";
import { catalogs } from "./catalog.ts";
import { en } from "./catalog.en.ts";

/** Every key path with the type of its value: "guest.kinds.rejected.call: function". */
const shape = (value: unknown, path = ""): string[] =>
  value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key))
    : [`${path}: ${typeof value}`];

describe("catalogs", () => {
  // `de` is typed as `typeof en`, so a missing key does not compile; this also catches a key too many.
  it.each(LANGS.filter((lang) => lang !== "en"))("%s has exactly the English keys, with values of the same type", (lang) => {
    expect(shape(catalogs[lang]).sort()).toEqual(shape(en).sort());
  });

  it("has texts for every guest message kind", () => {
    expect(Object.keys(en.guest.kinds).sort()).toEqual([...GUEST_MESSAGE_KINDS].sort());
  });
});
