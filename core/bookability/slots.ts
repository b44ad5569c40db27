import { DateTime } from "../time.ts";
import { addDays, formatMinutesOfDay, localToInstant, minutesOfDay, type LocalDate, type LocalTime } from "../time.ts";
import { startWindow, stayProblem, type StartWindow } from "./check-stay.ts";
import { dayPlan, type DayPlan } from "./opening-interval.ts";
import type { BookingRules } from "./rules.ts";
import {
  intervalOf,
  periodContaining,
  periodsOn,
  scheduleOf,
  type HoursWithServices,
  type PeriodPlan,
  type ServiceInterval,
} from "./service-periods.ts";

const MINUTE_MS = 60_000;

export interface Slot {
  /** Wall time in the restaurant's zone, as the guest sees it. */
  time: LocalTime;
  /** The local date the slot falls on: the next day for the small hours of an overnight period. */
  date: LocalDate;
  startsAt: string;
  endsAt: string;
  /** The id of the service whose period the slot lies in (docs/api.md §4 `services`). */
  service: string;
}

/**
 * docs/api.md §5.6: the slots offered for a local date, in time order: in each of its periods, from
 * the period's opening every `slotIntervalMinutes` of wall-clock time, each passing the rule the
 * server applies (`stayProblem`). Wall times that do not exist are skipped; an ambiguous one is
 * offered once, at its first occurrence.
 */
export function listSlots(date: LocalDate, rules: BookingRules, now: Date, window: StartWindow = startWindow(rules, now)): Slot[] {
  const schedule = scheduleOf(rules);
  const plans = periodsOn(date, schedule);
  if (plans.length === 0) return [];
  const last = plans.at(-1)!;
  const nextPlan = last.overnight ? periodsOn(addDays(date, 1), schedule)[0] : undefined;
  const nextOpenMs = nextPlan ? intervalOf(nextPlan, rules.timezone).open.toMillis() : Infinity;
  const slots: Slot[] = [];
  for (const plan of plans) slots.push(...periodSlots(plan, intervalOf(plan, rules.timezone), rules, window, nextOpenMs));
  return slots;
}

function periodSlots(plan: PeriodPlan, interval: ServiceInterval, rules: BookingRules, window: StartWindow, nextOpenMs: number): Slot[] {
  const instantOf = wallClockToInstant(plan, interval, rules.timezone);
  const dwellMs = rules.defaultDwellMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  const last = minutesOfDay(plan.close) + (plan.overnight ? 1440 : 0);
  for (let minute = minutesOfDay(plan.open); minute <= last; minute += rules.slotIntervalMinutes) {
    const slotDate = minute >= 1440 ? addDays(plan.date, 1) : plan.date;
    const startMs = instantOf(slotDate, minute);
    if (startMs === null) continue;
    // From the next date's opening on, a start belongs to that date's period (and its list).
    if (startMs >= nextOpenMs) break;
    const endMs = startMs + dwellMs;
    if (stayProblem(startMs, endMs, interval, window, rules.minMinutesBeforeClosing)) continue;
    slots.push({
      time: formatMinutesOfDay(minute),
      date: slotDate,
      startsAt: utcIso(startMs),
      endsAt: utcIso(endMs),
      service: plan.service,
    });
  }
  return slots;
}

/** The local dates a guest may pick, today through the horizon, each with its plan (null = closed). */
export function bookableDates(rules: BookingRules, now: Date): { date: LocalDate; plan: DayPlan | null; hasSlots: boolean }[] {
  const today = DateTime.fromJSDate(now, { zone: rules.timezone }).toISODate()!;
  const window = startWindow(rules, now);
  const dates = [];
  for (let offset = 0; offset <= rules.bookingHorizonDays; offset += 1) {
    const date = addDays(today, offset);
    const plan = dayPlan(date, rules);
    dates.push({ date, plan, hasSlots: plan !== null && listSlots(date, rules, now, window).length > 0 });
  }
  return dates;
}

/**
 * The date whose list offers a start: the date of the period it falls in (so 00:30 in a Saturday
 * 18:00–02:00 period is Saturday's), else its own local date.
 */
export function listingDateOf(startsAt: string, rules: HoursWithServices & { timezone: string }): LocalDate {
  const start = DateTime.fromISO(startsAt, { zone: rules.timezone });
  return periodContaining(start, scheduleOf(rules), rules.timezone)?.date ?? start.toISODate()!;
}

/** The date whose list runs at `now`: today, or while a night past midnight still runs, its evening's. */
export const listingDateAt = (now: Date, rules: HoursWithServices & { timezone: string }): LocalDate =>
  listingDateOf(now.toISOString(), rules);

/**
 * The instants `[from, to)` whose starts `date` lists (`listingDateOf`): its own day, less the small
 * hours of the night before when that night ran past midnight, and with its own night's small hours.
 * What the host stand calls that date's service: its day sheet and timeline (docs/api.md §16.6).
 */
export function listingRange(date: LocalDate, rules: HoursWithServices & { timezone: string }): { from: string; to: string } {
  const schedule = scheduleOf(rules);
  const dayStart = DateTime.fromISO(date, { zone: rules.timezone }).startOf("day");
  if (!dayStart.isValid) throw new RangeError(`Not a date: ${date}`);
  const openingOf = (plan: PeriodPlan | undefined) => (plan ? intervalOf(plan, rules.timezone).open.toMillis() : Infinity);
  /** Where `day`'s list ends: its night's close (or the next date's first opening, if earlier), else `midnight`. */
  const endOf = (day: LocalDate, midnight: number) => {
    const last = periodsOn(day, schedule).at(-1);
    if (!last?.overnight) return midnight;
    return Math.min(intervalOf(last, rules.timezone).close.toMillis(), openingOf(periodsOn(addDays(day, 1), schedule)[0]));
  };
  return { from: utcIso(endOf(addDays(date, -1), dayStart.toMillis())), to: utcIso(endOf(date, dayStart.plus({ days: 1 }).toMillis())) };
}

/**
 * Wall-clock minute → instant. When the zone's offset is the same at opening and closing (every
 * night but two a year), that is plain arithmetic; otherwise each wall time goes through luxon,
 * which knows the gaps and overlaps.
 */
function wallClockToInstant(plan: PeriodPlan, interval: ServiceInterval, zone: string): (date: LocalDate, minute: number) => number | null {
  const openExactly = interval.open.toTimeOfDay() === plan.open;
  if (openExactly && interval.open.offset === interval.close.offset) {
    const base = interval.open.toMillis() - minutesOfDay(plan.open) * MINUTE_MS;
    return (_date, minute) => base + minute * MINUTE_MS;
  }
  return (date, minute) => localToInstant(date, formatMinutesOfDay(minute), zone)?.toMillis() ?? null;
}

const utcIso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
