import { addDays, DateTime, toUtcIso } from "../time.ts";
import type { OpeningHours } from "../hours.ts";
import { scheduleOf, serviceIntervals, type HoursWithServices } from "./service-periods.ts";

/** How far ahead to look for the next opening before calling the restaurant closed for good. */
const LOOKAHEAD_DAYS = 400;

export interface OpenState {
  openNow: boolean;
  /** When `openNow` next flips, in UTC; null when it never does within the look-ahead. */
  nextChangeAt: string | null;
}

/**
 * docs/api.md §9 `/opening-hours`: whether the restaurant is open at `now`, and until when, over
 * every period of its services (closed between lunch and dinner). Walks forward a day at a time
 * and stops at the first answer. Days without a date exception repeat weekly, so once seven of
 * them in a row were open throughout the walk jumps to the next exception (or the end of the
 * look-ahead): a restaurant open round the clock costs a few days, not 400.
 */
export function openState(hours: HoursWithServices, zone: string, now: Date): OpenState {
  if (!opensEver(hours)) return { openNow: false, nextChangeAt: null };
  const schedule = scheduleOf(hours);
  const instant = DateTime.fromJSDate(now, { zone });
  const today = instant.toISODate()!;
  const intervalsOn = (offset: number) => serviceIntervals(addDays(today, offset), schedule, zone);
  const exceptionOffsets = new Set(schedule.exceptions.map((e) => daysFrom(today, e.date)));
  /** The last day before the next exception after `offset`, within the look-ahead. */
  const lastPlainDayAfter = (offset: number) =>
    Math.min(LOOKAHEAD_DAYS, ...[...exceptionOffsets].filter((o) => o > offset).map((o) => o - 1));

  const current = [...intervalsOn(-1), ...intervalsOn(0)].find((i) => i.open <= instant && instant < i.close);
  if (current) {
    // Back-to-back periods (open until midnight, open again at midnight) are one stretch.
    let close = current.close;
    let alike = 0;
    const currentOffset = current.date === today ? 0 : -1;
    for (let offset = currentOffset; offset <= LOOKAHEAD_DAYS; offset += 1) {
      for (const next of intervalsOn(offset)) {
        if (next.close <= close) continue;
        if (next.open > close) return { openNow: true, nextChangeAt: toUtcIso(close) };
        close = next.close;
      }
      alike = offset === currentOffset || exceptionOffsets.has(offset) || exceptionOffsets.has(offset - 1) ? 0 : alike + 1;
      if (alike >= 7) {
        // Seven plain days open throughout: so is every plain day up to the next exception.
        offset = lastPlainDayAfter(offset);
        const last = intervalsOn(offset).at(-1);
        if (last && last.close > close) close = last.close;
        alike = 0;
      }
    }
    return { openNow: true, nextChangeAt: toUtcIso(close) };
  }
  let closedDays = 0;
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const intervals = intervalsOn(offset);
    const next = intervals.find((i) => i.open > instant);
    if (next) return { openNow: false, nextChangeAt: toUtcIso(next.open) };
    closedDays = intervals.length > 0 || exceptionOffsets.has(offset) ? 0 : closedDays + 1;
    // A week of plain days without a period: no weekday opens, only an exception can.
    if (closedDays >= 7) offset = lastPlainDayAfter(offset);
  }
  return { openNow: false, nextChangeAt: null };
}

/** Whole days from local date `from` to local date `to` (negative when `to` is earlier). */
const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const opensEver = (hours: OpeningHours): boolean =>
  Object.values(hours.weeklyHours).some((day) => !day.closed) || hours.dateExceptions.some((e) => !e.closed);
