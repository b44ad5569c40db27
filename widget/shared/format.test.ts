import { describe, expect, it } from "vitest";
import { canonicalLocale, resolveLanguage } from "../i18n/index.ts";
import { formatDay, formatTime, formatWallTime, formatWhen, zoneName } from "./format.ts";

// ICU puts narrow no-break spaces before "PM"; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
// 09:00 UTC is 18:00 in Tokyo: far from any zone the test machine may run in.
const instant = "2026-03-06T09:00:00Z";
const tokyo = "Asia/Tokyo";

describe("canonicalLocale", () => {
  it("turns underscores into dashes and canonicalises case", () => {
    expect(canonicalLocale("en_US")).toBe("en-US");
    expect(canonicalLocale("de_DE")).toBe("de-DE");
    expect(canonicalLocale("EN-gb")).toBe("en-GB");
  });

  it("falls back to the base language, then English", () => {
    expect(canonicalLocale("de-!!")).toBe("de");
    expect(canonicalLocale("not a tag!")).toBe("en");
    expect(canonicalLocale("")).toBe("en");
  });
});

describe("resolveLanguage", () => {
  it("speaks German for de_DE, with the region for Intl", () => {
    expect(resolveLanguage("de_DE")).toEqual({ lang: "de", locale: "de-DE" });
    expect(resolveLanguage("en_US")).toEqual({ lang: "en", locale: "en-US" });
  });

  it("formats in English when it falls back to English, so dates match the words", () => {
    expect(resolveLanguage("pt")).toEqual({ lang: "en", locale: "en" });
    expect(resolveLanguage("pt_BR")).toEqual({ lang: "en", locale: "en" });
    expect(resolveLanguage("%%garbage%%")).toEqual({ lang: "en", locale: "en" });
  });
});

describe("formatting with an odd page language never drops the zone", () => {
  it("en_US: the time in the restaurant's zone, in US English", () => {
    expect(plain(formatTime(instant, tokyo, "en_US"))).toBe("6:00 PM");
    expect(plain(formatWhen(instant, tokyo, "en_US"))).toBe("Friday, March 6, 2026 at 6:00 PM");
  });

  it("de_DE: German, in the restaurant's zone", () => {
    expect(formatTime(instant, tokyo, "de_DE")).toBe("18:00");
    expect(formatDay("2026-03-06", "de_DE")).toBe("Freitag, 6. März 2026");
  });

  it("garbage: English, still in the restaurant's zone", () => {
    expect(plain(formatTime(instant, tokyo, "%%garbage%%"))).toBe("6:00 PM");
    expect(plain(formatTime(instant, tokyo, ""))).toBe("6:00 PM");
  });

  it("an unknown zone falls back to UTC, not to the visitor's zone", () => {
    expect(formatTime(instant, "Mars/Olympus", "de")).toBe("9:00");
  });
});

describe("zoneName", () => {
  it("names a zone in words, in the language", () => {
    expect(zoneName("Europe/Berlin", "en")).toBe("Central European Time");
    expect(zoneName("Europe/Berlin", "de_DE")).toBe("Mitteleuropäische Zeit");
  });

  it("falls back to the IANA name", () => {
    expect(zoneName("UTC", "en")).toBe("UTC");
    expect(zoneName("Mars/Olympus", "en")).toBe("Mars/Olympus");
    expect(zoneName("America/Argentina/Buenos_Aires", "xx-!!")).not.toContain("_");
  });
});

describe("formatWallTime", () => {
  // Every quarter hour of a day, in each language the widget speaks and regions that write times otherwise.
  const times = Array.from(
    { length: 96 },
    (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
  );
  const locales = ["en", "en-US", "en-GB", "en-IN", "de", "de-AT", "fr", "fr-CA", "it", "es", "es-MX", "nl", "nl-BE"];

  it("writes a slot's wall time as Intl writes that instant in the restaurant's zone", () => {
    for (const locale of locales) {
      for (const time of times) {
        // The instant whose wall time in Tokyo (no clock changes) is `time`.
        const iso = new Date(Date.UTC(2026, 2, 6, Number(time.slice(0, 2)) - 9, Number(time.slice(3, 5)))).toISOString();
        expect(formatWallTime(time, locale), `${time} in ${locale}`).toBe(formatTime(iso, tokyo, locale));
      }
    }
  });

  it("keeps a language's own digits through Intl", () => {
    expect(formatWallTime("19:05", "ar-EG")).toBe(
      new Intl.DateTimeFormat("ar-EG", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, 19, 5)),
    );
  });
});
