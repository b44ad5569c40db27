import { describe, expect, test } from "vitest";
import { eventWhenIn, longDayIn, shortDayIn, wallTimeIn } from "../../core/time/calendar-words.ts";
import { datesFrom } from "../../core/time.ts";
import { LANGS } from "../i18n/index.ts";
import { formatEventWhen } from "../../ui-shared/event-card/format.ts";
import { de } from "../i18n/de.ts";
import { en } from "../i18n/en.ts";
import { es } from "../i18n/es.ts";
import { fr } from "../i18n/fr.ts";
import { it as italian } from "../i18n/it.ts";
import { nl } from "../i18n/nl.ts";

/**
 * The catalogues' calendar words (a first screen without `Intl`, issue 30) write each day and time
 * exactly as `Intl.DateTimeFormat` does for the language's plain tag, in the browser the widget
 * runs in: every day of two years (each weekday in each month), every five minutes of a day, and
 * events' starts and ranges as the event card's `Intl` formatting writes them.
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

  test("an event's start, or its start and end, as the card's Intl formatting writes them", () => {
    const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    // Starts every 35 minutes of a day (each hour of both halves), each alone and with ends on the same
    // minute, in the same half of the day or the other, on the next day, in the next month and year.
    const starts = Array.from({ length: 42 }, (_, i) => Date.UTC(2025, 11, 30, 0, 5) + i * 35 * 60_000);
    const spans = [null, 0, 55, 90, 5 * 60, 13 * 60, 26 * 60, 40 * 24 * 60].map((minutes) => (minutes === null ? null : minutes * 60_000));
    const cases = starts.flatMap((start) => spans.map((span) => [start, span === null ? null : start + span] as const));
    expect(cases.map(([start, end]) => eventWhenIn(words, local(start), end === null ? null : local(end)))).toEqual(
      cases.map(([start, end]) =>
        formatEventWhen({ startAt: new Date(start).toISOString(), endAt: end === null ? null : new Date(end).toISOString() }, lang, "UTC"),
      ),
    );
  });

  test("times of day as Intl writes them", () => {
    const format = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    const at = (time: string) => new Date(`2026-01-01T${time}:00Z`);
    expect(times.map((time) => wallTimeIn(words, time))).toEqual(times.map((time) => format.format(at(time))));
  });
});
