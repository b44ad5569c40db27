import type { RestaurantEvent } from "../../core/events/schemas.ts";
import { dateFormat } from "../date-format.ts";

/**
 * "Friday, 14 March 2025, 19:00–22:00" style text for an event, in `locale`: a range when it has an
 * end after its start (Intl collapses the shared date), otherwise the start alone. Times are in
 * `timeZone`: the restaurant's IANA zone from GET /events (else the browser's).
 * A malformed language tag falls back to English, never losing the zone (the shared formatter's rule).
 */
export function formatEventWhen(event: Pick<RestaurantEvent, "startAt" | "endAt">, locale: string, timeZone?: string | null): string {
  const format = dateFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: timeZone || undefined });
  const start = new Date(event.startAt);
  const end = event.endAt ? new Date(event.endAt) : null;
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}
