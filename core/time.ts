import { DateTime } from "luxon";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "YYYY-MM-DD" */
export type LocalDate = string;
/** "HH:MM", 24-hour */
export type LocalTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant at which the wall clock in `zone` shows `date` `time` (docs/api.md §5.5):
 * null when that wall time does not exist (spring-forward gap); the first occurrence when it is
 * ambiguous (fall-back). Luxon alone would pick the later one.
 */
export function localToInstant(date: LocalDate, time: LocalTime, zone: string): DateTime | null {
  const candidate = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!candidate.isValid) return null;
  if (candidate.toFormat("yyyy-MM-dd'T'HH:mm") !== `${date}T${time}`) return null;
  const occurrences = candidate.getPossibleOffsets();
  return occurrences.reduce((first, dt) => (dt.toMillis() < first.toMillis() ? dt : first), candidate);
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
  DateTime.fromISO(iso, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

/** Minutes since midnight of "HH:MM". */
export const minutesOfDay = (time: LocalTime): number => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const formatMinutesOfDay = (minutes: number): LocalTime => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

const DAY_MS = 86_400_000;

/** Calendar arithmetic on local dates: plain UTC dates, no zone involved (and no luxon, it is hot). */
export const addDays = (date: LocalDate, days: number): LocalDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const weekdayOf = (date: LocalDate): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

export const localDateOf = (instant: Date | DateTime, zone: string): LocalDate => toDateTime(instant).setZone(zone).toISODate()!;

export const toDateTime = (instant: Date | DateTime): DateTime =>
  instant instanceof Date ? DateTime.fromJSDate(instant, { zone: "UTC" }) : instant;

/** The API's timestamp form: UTC, whole seconds (fractions are cut off), `Z` suffix. */
export const toUtcIso = (instant: Date | DateTime): string => {
  const ms = instant instanceof Date ? instant.getTime() : instant.toMillis();
  return `${new Date(ms - (((ms % 1000) + 1000) % 1000)).toISOString().slice(0, 19)}Z`;
};

/** An ISO 8601 instant as a UTC DateTime cut to whole seconds, the precision reservations keep. */
export const parseInstant = (iso: string): DateTime =>
  DateTime.fromISO(toUtcIso(DateTime.fromISO(iso, { setZone: true })), { zone: "UTC" });

/**
 * A named IANA zone in its canonical spelling (`europe/berlin` → `Europe/Berlin`), or null. Luxon
 * alone also takes `system`, `local` and `UTC+5`: the first two are the server's own zone (§5.5
 * forbids it) and none of them is a place the browser's Intl knows.
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
