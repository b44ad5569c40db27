import type { OpeningHours, ServiceSchedule } from "../hours.ts";
import { scheduleFromHours } from "../main-service.ts";
import { addDays, minutesOfDay, weekdayOf, type DateTime, type LocalDate, type LocalTime } from "../time.ts";
import { wallTimeOrLater } from "./opening-interval.ts";

/** Hours with, optionally, their services (docs/api.md §4); without them, the one `main` service. */
export type HoursWithServices = OpeningHours & { services?: ServiceSchedule | undefined };

/** One opening period of a local date, after its exception (if any) replaced its weekday's periods. */
export interface PeriodPlan {
  date: LocalDate;
  service: string;
  open: LocalTime;
  close: LocalTime;
  /** close ≤ open: the period ends on the next day. */
  overnight: boolean;
  /** The last arrival (docs/api.md §5.4); null: `minMinutesBeforeClosing` before `close`. */
  lastSeating: LocalTime | null;
  /** Stays may run past `close` (the service's `staysPastClosing`). */
  staysPastClosing: boolean;
}

/** A period as instants in the restaurant's zone. */
export interface ServiceInterval {
  date: LocalDate;
  service: string;
  open: DateTime;
  close: DateTime;
  /** The last instant a stay may start at; absent: `minMinutesBeforeClosing` before `close`. */
  lastSeating?: DateTime | undefined;
  /** Stays may end after `close`. */
  staysPastClosing?: boolean | undefined;
}

const derived = new WeakMap<OpeningHours, ServiceSchedule>();

/** The services of `hours`: its own, or (for hours in the seed's shape) the one `main` service. */
export function scheduleOf(hours: HoursWithServices): ServiceSchedule {
  if (hours.services) return hours.services;
  let schedule = derived.get(hours);
  if (!schedule) {
    schedule = scheduleFromHours(hours);
    derived.set(hours, schedule);
  }
  return schedule;
}

/** The periods a local date opens with, in order: its exception's, else its weekday's. */
export function periodsOn(date: LocalDate, schedule: ServiceSchedule): PeriodPlan[] {
  const exception = schedule.exceptions.find((e) => e.date === date);
  const periods = exception ? exception.periods : schedule.weekly[weekdayOf(date)];
  const pastClosing = new Set(schedule.definitions.filter((d) => d.staysPastClosing).map((d) => d.id));
  return periods.map((p) => ({
    date,
    service: p.service,
    open: p.open,
    close: p.close,
    overnight: minutesOfDay(p.close) <= minutesOfDay(p.open),
    lastSeating: p.lastSeating ?? null,
    staysPastClosing: pastClosing.has(p.service),
  }));
}

export function intervalOf(plan: PeriodPlan, zone: string): ServiceInterval {
  // A last seating before the opening's wall time falls after midnight, in an overnight period.
  const seatingNextDay = plan.lastSeating !== null && minutesOfDay(plan.lastSeating) < minutesOfDay(plan.open);
  return {
    date: plan.date,
    service: plan.service,
    open: wallTimeOrLater(plan.date, plan.open, zone),
    close: wallTimeOrLater(plan.overnight ? addDays(plan.date, 1) : plan.date, plan.close, zone),
    lastSeating:
      plan.lastSeating === null ? undefined : wallTimeOrLater(seatingNextDay ? addDays(plan.date, 1) : plan.date, plan.lastSeating, zone),
    staysPastClosing: plan.staysPastClosing,
  };
}

export const serviceIntervals = (date: LocalDate, schedule: ServiceSchedule, zone: string): ServiceInterval[] =>
  periodsOn(date, schedule).map((plan) => intervalOf(plan, zone));

/**
 * The period a stay starting at `start` belongs to (docs/api.md §5.4): the last one of its local
 * date that has opened by then, or, before that date's first opening, the previous date's last
 * period if it runs past midnight. Between lunch and dinner that is lunch, which the stay then
 * fails; before any opening, none.
 */
export function periodContaining(start: DateTime, schedule: ServiceSchedule, zone: string): ServiceInterval | null {
  const date = start.setZone(zone).toISODate()!;
  const opened = serviceIntervals(date, schedule, zone).filter((i) => i.open <= start);
  if (opened.length > 0) return opened.at(-1)!;
  const previous = periodsOn(addDays(date, -1), schedule).at(-1);
  if (!previous?.overnight) return null;
  const interval = intervalOf(previous, zone);
  return start < interval.close ? interval : null;
}
