import type { LocalDate } from "../../core/time.ts";

const cache = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; a language tag or zone `Intl` does not know falls back instead of throwing. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat("en", { ...options, timeZone: undefined });
    }
    cache.set(key, format);
  }
  return format;
}

const noon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);

/** "Friday, 6 March 2026" (a local date, no zone arithmetic). */
export const formatDay = (date: LocalDate, locale: string): string =>
  dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(noon(date));

/** "March 2026" for "2026-03". */
export const formatMonth = (month: string, locale: string): string =>
  dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(noon(`${month}-01`));

/** Short weekday names, Monday first. */
export const weekdayNames = (locale: string): string[] =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) => dateFormat(locale, { weekday: "short", timeZone: "UTC" }).format(noon(`2024-01-0${i + 1}`)));

/** "19:00" / "7:00 PM": the wall time of an instant in the restaurant's zone. */
export const formatTime = (iso: string, zone: string, locale: string): string =>
  dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(new Date(iso));

/** "Friday, 6 March 2026, 19:00" in the restaurant's zone. */
export const formatWhen = (iso: string, zone: string, locale: string): string =>
  dateFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(new Date(iso));

/** The browser's own zone (to tell the guest when times are shown in another one). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
