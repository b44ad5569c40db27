import { describe, expect, test } from "vitest";
import { longDayIn, shortDayIn, wallTimeIn } from "../../core/time/calendar-words.ts";
import { datesFrom } from "../../core/time.ts";
import { LANGS } from "../i18n/index.ts";
import { de } from "../i18n/de.ts";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { fr } from "../i18n/fr.ts";
import { it as italian } from "../i18n/it.ts";
import { nl } from "../i18n/nl.ts";

/**
 * The catalogues' calendar words (a first screen without `Intl`, issue 30) write each day and time
 * exactly as `Intl.DateTimeFormat` does for the language's plain tag, in the browser the widget
 * runs in: every day of two years (each weekday in each month) and every five minutes of a day.
 */
const catalogues = { en, de, fr, it: italian, es, nl };
const days = datesFrom("2025-12-29", 2 * 366);
const times = Array.from(
  { length: 288 },
  (_, i) => `${String(Math.floor(i / 12)).padStart(2, "0")}:${String((i % 12) * 5).padStart(2, "0")}`,
);

describe.each(LANGS.map((lang) => [lang, catalogues[lang].calendar] as const))("%s", (lang, words) => {
  test("short and long days as Intl writes them", () => {
    const short = new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const noon = (date: string) => new Date(`${date}T12:00:00Z`);
    expect(days.map((date) => shortDayIn(words, date))).toEqual(days.map((date) => short.format(noon(date))));
    expect(days.map((date) => longDayIn(words, date))).toEqual(days.map((date) => long.format(noon(date))));
  });

  test("times of day as Intl writes them", () => {
    const format = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    const at = (time: string) => new Date(`2026-01-01T${time}:00Z`);
    expect(times.map((time) => wallTimeIn(words, time))).toEqual(times.map((time) => format.format(at(time))));
  });
});
