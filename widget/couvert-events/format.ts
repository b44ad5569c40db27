import type { RestaurantEvent } from "../../core/events/schemas.ts";

type Schedule = Pick<RestaurantEvent, "startAt" | "endAt">;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached `Intl.DateTimeFormat` with a full date and a short time, in `lang`, in `timeZone` when it
 * is a valid IANA name, else in the browser's zone (GET /events carries no zone: see the element's
 * JSDoc). An unknown language tag falls back to the runtime's default rather than throwing.
 */
export function eventDateFormat(lang: string, timeZone?: string | null): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" };
    format = tryFormat(lang, { ...options, timeZone: timeZone || undefined }) ?? tryFormat(lang, options) ?? new Intl.DateTimeFormat(undefined, options);
    formats.set(key, format);
  }
  return format;
}

function tryFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | undefined {
  try {
    return new Intl.DateTimeFormat(lang, options);
  } catch {
    return undefined; // RangeError: invalid language tag or time zone
  }
}

/**
 * "Friday, 14 March 2025, 19:00–22:00" style text for an event: a range when it has an end after its
 * start (Intl collapses the shared date), otherwise the start alone.
 */
export function formatEventWhen(event: Schedule, lang: string, timeZone?: string | null): string {
  const format = eventDateFormat(lang, timeZone);
  const start = new Date(event.startAt);
  const end = event.endAt ? new Date(event.endAt) : null;
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}
