import type { RestaurantEvent } from "../../core/events/schemas.ts";
import { dateFormat } from "../date-format.ts";

/** Texts already written, by language, zone, start and end: a list re-renders its cards several times in its first second. */
const written = new Map<string, string>();
/** Enough for every card of a long list in a few languages; past it the cache starts over. */
const MOST_WRITTEN = 1000;

/**
 * "Friday, 14 March 2025, 19:00–22:00" style text for an event, in `locale`: a range when it has an
 * end after its start (Intl collapses the shared date), otherwise the start alone. Times are in
 * `timeZone`: the restaurant's IANA zone from GET /events (else the browser's).
 * A malformed language tag falls back to English, never losing the zone (the shared formatter's rule).
 * Each text is asked of Intl once (a range costs milliseconds on a phone, issue 30), then kept.
 */
export function formatEventWhen(event: Pick<RestaurantEvent, "startAt" | "endAt">, locale: string, timeZone?: string | null): string {
  const key = `${locale} ${timeZone ?? ""} ${event.startAt} ${event.endAt ?? ""}`;
  let text = written.get(key);
  if (text === undefined) {
    const format = dateFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: timeZone || undefined });
    const start = new Date(event.startAt);
    const end = event.endAt ? new Date(event.endAt) : null;
    text = end && end > start ? format.formatRange(start, end) : format.format(start);
    if (written.size >= MOST_WRITTEN) written.clear();
    written.set(key, text);
  }
  return text;
}
