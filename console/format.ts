import { LOCAL_DATE_PATTERN, localDateOf, type LocalDate } from "../core/time.ts";
import type { ConsoleLang } from "./i18n/index.ts";

/** The locale of the console's dates: British English (day before month, 24 hours), else the language's own. */
const localeOf = (lang: ConsoleLang): string => (lang === "en" ? "en-GB" : lang === "de" ? "de-DE" : lang);

/** `HH:MM` of an instant on the restaurant's wall clock. */
export const localTime = (iso: string, zone: string, lang: ConsoleLang): string =>
  new Intl.DateTimeFormat(localeOf(lang), { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

/** A date and time on the restaurant's wall clock, e.g. "Sat 28 Nov, 19:30". */
export const localDateTime = (iso: string, zone: string, lang: ConsoleLang): string =>
  new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

/** A local date (`2026-11-28`) as a heading, e.g. "Saturday, 28 November 2026". */
export const longDate = (date: string, lang: ConsoleLang): string =>
  new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${date}T12:00:00Z`));

/** A month (`2026-12`) as a calendar's title, e.g. "December 2026". */
export const longMonth = (month: string, lang: ConsoleLang): string =>
  new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", month: "long", year: "numeric" }).format(new Date(`${month}-15T12:00:00Z`));

/**
 * A start as `date`'s list shows it: its wall time, and `nextDay` ("(next day)") when it falls past
 * that date's midnight (the small hours of a night listed under the evening it began, docs/api.md §5.6).
 */
export const listedTime = (time: string, startsAt: string, date: LocalDate, zone: string, nextDay: string): string =>
  localDateOf(new Date(startsAt), zone) === date ? time : `${time} ${nextDay}`;

/** Today's date on the restaurant's wall clock. */
export const todayIn = (zone: string): LocalDate => localDateOf(new Date(), zone);

/** The date a dated screen asks for: its route's (`#/SLUG/day/2026-06-02`) when that is one, else none ("", the server's list running now). */
export const routeDate = (param: string | undefined): LocalDate | "" => (param && LOCAL_DATE_PATTERN.test(param) ? param : "");

/** The query of a dated screen's load: `routeDate`'s date, or none. */
export const dateQuery = (date: LocalDate | ""): { date?: LocalDate } => (date ? { date } : {});

/** The date a dated screen shows: its route's, else the one its answer carries (`answered`), else today until that is in. */
export const dateShown = (param: string | undefined, zone: string, answered?: LocalDate): LocalDate =>
  routeDate(param) || answered || todayIn(zone);

/** When an event takes place on the restaurant's wall clock, e.g. "Fri 12 Jun 2026, 20:00–23:00"; the start alone without an end. */
export function localPeriod(startIso: string, endIso: string | null, zone: string, lang: ConsoleLang): string {
  const format = new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  const start = new Date(startIso);
  const end = endIso ? new Date(endIso) : null;
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}
