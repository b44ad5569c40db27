import { DateTime } from "luxon";
import type { OpeningHours } from "../hours.ts";
import { addDays, toUtcIso } from "../time.ts";
import { openingInterval, type OpeningInterval } from "./opening-interval.ts";

/** How far ahead to look for the next opening before calling the restaurant closed for good. */
const LOOKAHEAD_DAYS = 400;

export interface OpenState {
  openNow: boolean;
  /** When `openNow` next flips, in UTC; null when it never does within the look-ahead. */
  nextChangeAt: string | null;
}

/** CONTRACT §9 `/opening-hours`: whether the restaurant is open at `now`, and until when. */
export function openState(hours: OpeningHours, zone: string, now: Date): OpenState {
  const instant = DateTime.fromJSDate(now, { zone });
  const today = instant.toISODate()!;
  const intervals: OpeningInterval[] = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const interval = openingInterval(addDays(today, offset), hours, zone);
    if (interval) intervals.push(interval);
  }
  const current = intervals.find((i) => i.open <= instant && instant < i.close);
  if (current) {
    // Back-to-back intervals (open until midnight, open again at midnight) are one stretch.
    let close = current.close;
    for (const next of intervals) if (next.open <= close && next.close > close) close = next.close;
    return { openNow: true, nextChangeAt: toUtcIso(close) };
  }
  const next = intervals.find((i) => i.open > instant);
  return { openNow: false, nextChangeAt: next ? toUtcIso(next.open) : null };
}
