import { DateTime } from "../time.ts";
import type { OpeningHours } from "../hours.ts";
import { addDays, toUtcIso } from "../time.ts";
import { openingInterval } from "./opening-interval.ts";

/** How far ahead to look for the next opening before calling the restaurant closed for good. */
const LOOKAHEAD_DAYS = 400;

export interface OpenState {
  openNow: boolean;
  /** When `openNow` next flips, in UTC; null when it never does within the look-ahead. */
  nextChangeAt: string | null;
}

/**
 * docs/api.md §9 `/opening-hours`: whether the restaurant is open at `now`, and until when. Walks
 * forward a day at a time and stops at the first answer, so a typical week costs a few intervals.
 */
export function openState(hours: OpeningHours, zone: string, now: Date): OpenState {
  if (!opensEver(hours)) return { openNow: false, nextChangeAt: null };
  const instant = DateTime.fromJSDate(now, { zone });
  const today = instant.toISODate()!;
  const intervalOn = (offset: number) => openingInterval(addDays(today, offset), hours, zone);

  const current = [intervalOn(-1), intervalOn(0)].find((i) => i && i.open <= instant && instant < i.close);
  if (current) {
    // Back-to-back intervals (open until midnight, open again at midnight) are one stretch.
    let close = current.close;
    const startOffset = current.date === today ? 1 : 0;
    for (let offset = startOffset; offset <= LOOKAHEAD_DAYS; offset += 1) {
      const next = intervalOn(offset);
      if (!next || next.open > close) break;
      if (next.close > close) close = next.close;
    }
    return { openNow: true, nextChangeAt: toUtcIso(close) };
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const next = intervalOn(offset);
    if (next && next.open > instant) return { openNow: false, nextChangeAt: toUtcIso(next.open) };
  }
  return { openNow: false, nextChangeAt: null };
}

const opensEver = (hours: OpeningHours): boolean =>
  Object.values(hours.weeklyHours).some((day) => !day.closed) || hours.dateExceptions.some((e) => !e.closed);
