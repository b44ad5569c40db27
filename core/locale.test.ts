import { describe, expect, it } from "vitest";
import { languageOfCountry, LANGS, LANGUAGE_NAMES } from "./locale.ts";

describe("languageOfCountry", () => {
  it("gives the owner's e-mails the language of the restaurant's country, else English", () => {
    expect(["AT", "FR", "it", "ES", "NL", "BE", "GB", "US", ""].map((country) => languageOfCountry(country))).toEqual([
      "de",
      "fr",
      "it",
      "es",
      "nl",
      "nl",
      "en",
      "en",
      "en",
    ]);
    expect(languageOfCountry(null)).toBe("en");
  });

  it("names every language in itself", () => {
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGS]);
  });
});
