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
 * forward a day at a time and stops at the first answer. Days without a date exception repeat
 * weekly, so once seven of them in a row looked alike the walk jumps to the next exception (or
 * the end of the look-ahead): a restaurant open round the clock costs a few days, not 400.
 */
export function openState(hours: OpeningHours, zone: string, now: Date): OpenState {
  if (!opensEver(hours)) return { openNow: false, nextChangeAt: null };
  const instant = DateTime.fromJSDate(now, { zone });
  const today = instant.toISODate()!;
  const intervalOn = (offset: number) => openingInterval(addDays(today, offset), hours, zone);
  const exceptionOffsets = new Set(hours.dateExceptions.map((e) => daysFrom(today, e.date)));
  /** The last day before the next exception after `offset`, within the look-ahead. */
  const lastPlainDayAfter = (offset: number) =>
    Math.min(LOOKAHEAD_DAYS, ...[...exceptionOffsets].filter((o) => o > offset).map((o) => o - 1));

  const current = [intervalOn(-1), intervalOn(0)].find((i) => i && i.open <= instant && instant < i.close);
  if (current) {
    // Back-to-back intervals (open until midnight, open again at midnight) are one stretch.
    let close = current.close;
    let alike = 0;
    const startOffset = current.date === today ? 1 : 0;
    for (let offset = startOffset; offset <= LOOKAHEAD_DAYS; offset += 1) {
      const next = intervalOn(offset);
      if (!next || next.open > close) break;
      if (next.close > close) close = next.close;
      alike = exceptionOffsets.has(offset) || exceptionOffsets.has(offset - 1) ? 0 : alike + 1;
      if (alike >= 7) {
        // Every weekday joins the next: so does every plain day up to the next exception.
        offset = lastPlainDayAfter(offset);
        const last = intervalOn(offset);
        if (last && last.close > close) close = last.close;
        alike = 0;
      }
    }
    return { openNow: true, nextChangeAt: toUtcIso(close) };
  }
  let closedDays = 0;
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const next = intervalOn(offset);
    if (next && next.open > instant) return { openNow: false, nextChangeAt: toUtcIso(next.open) };
    closedDays = next || exceptionOffsets.has(offset) ? 0 : closedDays + 1;
    // A week of plain days without an interval: no weekday opens, only an exception can.
    if (closedDays >= 7) offset = lastPlainDayAfter(offset);
  }
  return { openNow: false, nextChangeAt: null };
}

/** Whole days from local date `from` to local date `to` (negative when `to` is earlier). */
const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const opensEver = (hours: OpeningHours): boolean =>
  Object.values(hours.weeklyHours).some((day) => !day.closed) || hours.dateExceptions.some((e) => !e.closed);
