import { DateTime, formatDateTime } from "../../../core/time.ts";
import type { Lang } from "../../../core/locale.ts";
import type { MessageReservation } from "./types.ts";

/** An instant (ISO 8601) as the restaurant's wall clock shows it, in a luxon pattern of the catalog. */
export const formatInstant = (instant: string, zone: string, lang: Lang, pattern: string): string =>
  formatDateTime(DateTime.fromISO(instant, { zone }).setLocale(lang), pattern);

/** Whether `instant` falls on the same local day as `now` in `zone`, the next one, or another. */
export function relativeDay(instant: string, now: Date, zone: string): "today" | "tomorrow" | null {
  const day = DateTime.fromISO(instant, { zone }).startOf("day");
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  if (day.hasSame(today, "day")) return "today";
  return day.hasSame(today.plus({ days: 1 }), "day") ? "tomorrow" : null;
}

export const fullName = (person: Pick<MessageReservation, "firstName" | "lastName">): string =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

/** A mail header must stay on one line: a CR or LF in a name would end it, or start a new header. */
export const singleLine = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
