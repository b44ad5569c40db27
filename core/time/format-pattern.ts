import type { DateTime } from "./date-time.ts";
/**
 * luxon's `toFormat` patterns (the notification catalogs are written in them), for the tokens
 * Couvert uses. Names of weekdays and months come from `Intl` the way luxon takes them: "format"
 * names (`EEE`, `MMM`) as they stand inside a date, "standalone" ones (`ccc`, `LLL`) on their own,
 * which differ in some languages (German "Okt." beside "Okt").
 */

type Width = "short" | "long";

/** locale + kind → the 7 weekdays (Monday first) or 12 months. */
const names = new Map<string, string[]>();

function partOf(locale: string, options: Intl.DateTimeFormatOptions, ts: number, part: "weekday" | "month"): string {
  const parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).formatToParts(ts);
  return parts.find((p) => p.type === part)?.value ?? "";
}

function weekdayNames(locale: string, width: Width, inDate: boolean): string[] {
  const key = `${locale} weekday ${width} ${inDate}`;
  let list = names.get(key);
  if (!list) {
    const options: Intl.DateTimeFormatOptions = inDate
      ? { weekday: width, year: "numeric", month: "long", day: "numeric" }
      : { weekday: width };
    // 14 November 2016 was a Monday.
    list = Array.from({ length: 7 }, (_, i) => partOf(locale, options, Date.UTC(2016, 10, 14 + i), "weekday"));
    names.set(key, list);
  }
  return list;
}

function monthNames(locale: string, width: Width, inDate: boolean): string[] {
  const key = `${locale} month ${width} ${inDate}`;
  let list = names.get(key);
  if (!list) {
    const options: Intl.DateTimeFormatOptions = inDate ? { month: width, day: "numeric" } : { month: width };
    list = Array.from({ length: 12 }, (_, i) => partOf(locale, options, Date.UTC(2009, i, 1), "month"));
    names.set(key, list);
  }
  return list;
}

const pad = (n: number, width: number): string => (n < 0 ? "-" : "") + String(Math.abs(n)).padStart(width, "0");

/**
 * `wall` is the wall clock read through a Date's UTC getters. Quoted text is copied; letters are
 * tokens; anything else is copied. A token outside the supported set throws, so a new pattern is
 * noticed in its first test rather than printed wrong.
 */
export function formatPattern(wall: Date, locale: string, pattern: string): string {
  const weekday = (wall.getUTCDay() + 6) % 7;
  const month = wall.getUTCMonth();
  return pattern.replace(/'([^']*)'|([A-Za-z])\2*/g, (token: string, quoted?: string) => {
    if (quoted !== undefined) return quoted;
    switch (token) {
      case "yyyy":
        return pad(wall.getUTCFullYear(), 4);
      case "y":
        return String(wall.getUTCFullYear());
      case "MM":
      case "LL":
        return pad(month + 1, 2);
      case "M":
      case "L":
        return String(month + 1);
      case "dd":
        return pad(wall.getUTCDate(), 2);
      case "d":
        return String(wall.getUTCDate());
      case "HH":
        return pad(wall.getUTCHours(), 2);
      case "H":
        return String(wall.getUTCHours());
      case "mm":
        return pad(wall.getUTCMinutes(), 2);
      case "ss":
        return pad(wall.getUTCSeconds(), 2);
      case "SSS":
        return pad(wall.getUTCMilliseconds(), 3);
      case "EEE":
      case "EEEE":
        return weekdayNames(locale, token.length === 3 ? "short" : "long", true)[weekday]!;
      case "ccc":
      case "cccc":
        return weekdayNames(locale, token.length === 3 ? "short" : "long", false)[weekday]!;
      case "MMM":
      case "MMMM":
        return monthNames(locale, token.length === 3 ? "short" : "long", true)[month]!;
      case "LLL":
      case "LLLL":
        return monthNames(locale, token.length === 3 ? "short" : "long", false)[month]!;
      default:
        throw new RangeError(`Unsupported date format token "${token}" in "${pattern}"`);
    }
  });
}

/** luxon's `toFormat`: `dateTime` in `pattern` (the tokens above), names in its `setLocale` language. */
export const formatDateTime = (dateTime: DateTime, pattern: string): string =>
  dateTime.isValid ? formatPattern(dateTime.wallClock, dateTime.locale, pattern) : "Invalid DateTime";
