import type { DateTime } from "luxon";
import type { DateException, OpeningHours } from "../hours.ts";
import { addDays, localToInstant, minutesOfDay, weekdayOf, type LocalDate, type LocalTime } from "../time.ts";

/** The hours one local date opens with, after its exception (if any) replaced its weekday entry. */
export interface DayPlan {
  date: LocalDate;
  open: LocalTime;
  close: LocalTime;
  /** close ≤ open: the interval ends on the next day. */
  overnight: boolean;
  exception: DateException | null;
}

export interface OpeningInterval {
  date: LocalDate;
  open: DateTime;
  close: DateTime;
}

export function dayPlan(date: LocalDate, hours: OpeningHours): DayPlan | null {
  const exception = hours.dateExceptions.find((e) => e.date === date) ?? null;
  const entry = exception ?? hours.weeklyHours[weekdayOf(date)];
  if (entry.closed || entry.open === null || entry.close === null) return null;
  return {
    date,
    open: entry.open,
    close: entry.close,
    overnight: minutesOfDay(entry.close) <= minutesOfDay(entry.open),
    exception,
  };
}

/**
 * The opening interval that begins on `date`, as instants in `zone`. A wall time that falls in a
 * spring-forward gap is taken as the first instant after it, so the interval stays usable.
 */
export function openingInterval(date: LocalDate, hours: OpeningHours, zone: string): OpeningInterval | null {
  const plan = dayPlan(date, hours);
  if (!plan) return null;
  const open = wallTimeOrLater(date, plan.open, zone);
  const close = wallTimeOrLater(plan.overnight ? addDays(date, 1) : date, plan.close, zone);
  return { date, open, close };
}

/** A wall time as an instant in `zone`; one in a spring-forward gap becomes the first instant after it. */
export function wallTimeOrLater(date: LocalDate, time: LocalTime, zone: string): DateTime {
  for (let shift = 0; shift <= 180; shift += 1) {
    const minutes = minutesOfDay(time) + shift;
    const day = minutes >= 1440 ? addDays(date, 1) : date;
    const hh = String(Math.floor((minutes % 1440) / 60)).padStart(2, "0");
    const mm = String(minutes % 60).padStart(2, "0");
    const instant = localToInstant(day, `${hh}:${mm}`, zone);
    if (instant) return instant;
  }
  throw new Error(`No wall time near ${date} ${time} exists in ${zone}`);
}

/**
 * The interval a stay starting at `start` belongs to (docs/api.md §5.4): the one of its local date,
 * or, before that date opens, the previous date's overnight interval.
 */
export function intervalContaining(start: DateTime, hours: OpeningHours, zone: string): OpeningInterval | null {
  const date = start.setZone(zone).toISODate()!;
  const sameDay = openingInterval(date, hours, zone);
  if (sameDay && start >= sameDay.open) return sameDay;
  const previous = openingInterval(addDays(date, -1), hours, zone);
  if (previous && start < previous.close) return previous;
  return sameDay;
}
