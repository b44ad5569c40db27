import { DateTime } from "./time/date-time.ts";
import { formatDateTime } from "./time/format-pattern.ts";
import { DAY_MS, firstInstantOfWallTime, MINUTE_MS, offsetAt, utcMs } from "./time/zone-offset.ts";

/**
 * Couvert's one time module, on `Intl` alone: the server, the console and the widget all run it
 * (docs/api.md §5.5 for the rules of wall times). `DateTime` keeps luxon's names and behaviour for
 * the part Couvert uses; luxon itself is only the oracle of the differential tests.
 */
export { DateTime, type DurationLike } from "./time/date-time.ts";
export { formatDateTime } from "./time/format-pattern.ts";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "YYYY-MM-DD" */
export type LocalDate = string;
/** "HH:MM", 24-hour */
export type LocalTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The number the digits of `text` from `from` to `to` spell; NaN when one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return NaN;
    n = n * 10 + digit;
  }
  return n;
}

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * "YYYY-MM-DD" as the milliseconds of its midnight in UTC; NaN when it is not a calendar date.
 * By hand rather than with a regular expression or `Date.parse`: slot listing calls it thousands of times.
 */
function dateMs(date: string): number {
  if (date.length !== 10 || date[4] !== "-" || date[7] !== "-") return NaN;
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 7);
  const day = digitsAt(date, 8, 10);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? utcMs(year, month, day) : NaN;
}

/** `date` `time` as milliseconds as if the wall clock were UTC; NaN when no such calendar date and minute. */
function wallClockMs(date: LocalDate, time: LocalTime): number {
  if (time.length !== 5 || time[2] !== ":") return NaN;
  const hour = digitsAt(time, 0, 2);
  const minute = digitsAt(time, 3, 5);
  return hour < 24 && minute < 60 ? dateMs(date) + (hour * 60 + minute) * MINUTE_MS : NaN;
}

/**
 * The instant at which the wall clock in `zone` shows `date` `time` (docs/api.md §5.5):
 * null when that wall time does not exist (spring-forward gap); the first occurrence when it is
 * ambiguous (fall-back).
 */
export function localToInstant(date: LocalDate, time: LocalTime, zone: string): DateTime | null {
  const wall = wallClockMs(date, time);
  const ts = Number.isNaN(wall) ? null : firstInstantOfWallTime(wall, zone);
  return ts === null ? null : DateTime.fromMillis(ts, { zone });
}

/** `YYYY-MM-DDTHH:MM`: a date and wall time without a zone, as `<input type="datetime-local">` holds one. */
export type LocalDateTime = string;

export const LOCAL_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * The one rule for a date-time an owner types without an offset (console form, command line): it is
 * the restaurant's wall time, read with `localToInstant` (null in a spring-forward gap, the first
 * occurrence when ambiguous). The instant in the API's form, or null when malformed or skipped.
 */
export function localDateTimeToInstant(local: LocalDateTime, zone: string): string | null {
  const parts = LOCAL_DATE_TIME_PATTERN.exec(local);
  const instant = parts && localToInstant(parts[1]!, parts[2]!, zone);
  return instant ? toUtcIso(instant) : null;
}

/** The wall time `zone`'s clocks show at `iso`, as `YYYY-MM-DDTHH:MM` (what a datetime-local input holds). */
export const instantToLocalDateTime = (iso: string, zone: string): LocalDateTime =>
  formatDateTime(DateTime.fromISO(iso, { zone }), "yyyy-MM-dd'T'HH:mm");

/** Minutes since midnight of "HH:MM". */
export const minutesOfDay = (time: LocalTime): number => {
  if (time.length === 5 && time[2] === ":") return digitsAt(time, 0, 2) * 60 + digitsAt(time, 3, 5);
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const formatMinutesOfDay = (minutes: number): LocalTime => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** Calendar arithmetic on local dates: plain UTC dates, no zone involved. */
export const addDays = (date: LocalDate, days: number): LocalDate => new Date(dateMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** `count` dates from `first` on, one a day: `first` read once, not once a day as `addDays` in a loop would. */
export const datesFrom = (first: LocalDate, count: number): LocalDate[] => {
  const ms = dateMs(first);
  return Array.from({ length: count }, (_, i) => new Date(ms + i * DAY_MS).toISOString().slice(0, 10));
};

export const weekdayOf = (date: LocalDate): Weekday => WEEKDAYS[(new Date(dateMs(date)).getUTCDay() + 6) % 7]!;

/** The date `zone`'s calendars show at `instant`. */
export const localDateOf = (instant: Date | DateTime, zone: string): LocalDate => {
  const ms = instant.valueOf();
  return new Date(ms + offsetAt(zone, ms) * MINUTE_MS).toISOString().slice(0, 10);
};

export const toDateTime = (instant: Date | DateTime): DateTime =>
  instant instanceof Date ? DateTime.fromJSDate(instant, { zone: "UTC" }) : instant;

/** The start of the second `ms` falls in (before 1970 too). */
const wholeSecond = (ms: number): number => ms - (((ms % 1000) + 1000) % 1000);

/** The last second `toUtcIso` wrote: a write formats the same `now` several times over. */
let lastSecond = NaN;
let lastSecondIso = "";

/** The API's timestamp form: UTC, whole seconds (fractions are cut off), `Z` suffix. */
export const toUtcIso = (instant: Date | DateTime): string => {
  const second = wholeSecond(instant instanceof Date ? instant.getTime() : instant.toMillis());
  if (second !== lastSecond) {
    lastSecondIso = `${new Date(second).toISOString().slice(0, 19)}Z`;
    lastSecond = second;
  }
  return lastSecondIso;
};

/** The first instants of the years 0000 and 10000: between them `toUtcIso` writes four-digit years. */
const YEAR_0_MS = -62_167_219_200_000;
const YEAR_10000_MS = 253_402_300_800_000;

/** An ISO 8601 instant as a UTC DateTime cut to whole seconds, the precision reservations keep. */
export const parseInstant = (iso: string): DateTime => {
  const ms = DateTime.fromISO(iso, { setZone: true }).toMillis();
  // Within four-digit years, the same instant as reading its `toUtcIso` text back, without the text.
  if (ms >= YEAR_0_MS && ms < YEAR_10000_MS) return DateTime.fromMillis(wholeSecond(ms), { zone: "UTC" });
  return DateTime.fromISO(toUtcIso(new Date(ms)), { zone: "UTC" });
};

/**
 * A named IANA zone in its canonical spelling (`europe/berlin` → `Europe/Berlin`), or null. Not
 * `system`, `local` or `UTC+5`: the first two are the server's own zone (§5.5 forbids it) and none
 * of them is a place the browser's Intl knows.
 */
export function canonicalZone(zone: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // Newer engines accept bare offsets ("+05:00"): fixed, with no DST, and not a zone a place keeps.
  return /^[+-]/.test(resolved) ? null : resolved;
}

export const isValidZone = (zone: string): boolean => canonicalZone(zone) !== null;
