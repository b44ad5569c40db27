import { describe, expect, it } from "vitest";
import { catalogDiff } from "../../../core/i18n/catalog-diff.ts";
import { LANGS } from "../../../core/locale.ts";
import { GUEST_MESSAGE_KINDS } from "./types.ts";
import { catalogs } from "./catalog.ts";
import { en } from "./catalog.en.ts";

describe("catalogs", () => {
  // Each is typed as `Catalog`, so a missing key does not compile; this also catches a key too
  // many, an empty text and a sentence that drops or adds a placeholder, listing every one.
  it.each(LANGS.filter((lang) => lang !== "en"))("%s has every English key, with the same placeholders", (lang) => {
    expect(catalogDiff(en, catalogs[lang])).toEqual([]);
  });

  it("has texts for every guest message kind", () => {
    expect(Object.keys(en.guest.kinds).sort()).toEqual([...GUEST_MESSAGE_KINDS].sort());
  });
});
