import { DateTime } from "luxon";
import { addDays, formatMinutesOfDay, localToInstant, minutesOfDay, toUtcIso, type LocalDate, type LocalTime } from "../time.ts";
import { checkStay } from "./check-stay.ts";
import { dayPlan, openingInterval, type DayPlan } from "./opening-interval.ts";
import type { BookingRules } from "./rules.ts";

export interface Slot {
  /** Wall time in the restaurant's zone, as the guest sees it. */
  time: LocalTime;
  /** The local date the slot falls on: the next day for the small hours of an overnight interval. */
  date: LocalDate;
  startsAt: string;
  endsAt: string;
}

/**
 * CONTRACT §5.6: the slots offered for a local date, from its opening time every
 * `slotIntervalMinutes` of wall-clock time, each passing the same checks the server applies.
 * Wall times that do not exist are skipped; an ambiguous one is offered once (its first occurrence).
 */
export function listSlots(date: LocalDate, rules: BookingRules, now: Date): Slot[] {
  const plan = dayPlan(date, rules);
  const interval = openingInterval(date, rules, rules.timezone);
  if (!plan || !interval) return [];
  const slots: Slot[] = [];
  const first = minutesOfDay(plan.open);
  const last = minutesOfDay(plan.close) + (plan.overnight ? 1440 : 0);
  for (let minute = first; minute <= last; minute += rules.slotIntervalMinutes) {
    const slotDate = minute >= 1440 ? addDays(date, 1) : date;
    const time = formatMinutesOfDay(minute);
    const startsAt = localToInstant(slotDate, time, rules.timezone);
    if (!startsAt) continue;
    const endsAt = startsAt.plus({ minutes: rules.defaultDwellMinutes });
    // Only this date's interval: a stay may not spill into the next date's own opening.
    if (endsAt > interval.close) continue;
    if (!checkStay({ startsAt, endsAt }, rules, now).ok) continue;
    slots.push({ time, date: slotDate, startsAt: toUtcIso(startsAt), endsAt: toUtcIso(endsAt) });
  }
  return slots;
}

/** The local dates a guest may pick, today through the horizon, each with its plan (null = closed). */
export function bookableDates(rules: BookingRules, now: Date): { date: LocalDate; plan: DayPlan | null; hasSlots: boolean }[] {
  const today = DateTime.fromJSDate(now, { zone: rules.timezone }).toISODate()!;
  const dates = [];
  for (let offset = 0; offset <= rules.bookingHorizonDays; offset += 1) {
    const date = addDays(today, offset);
    const plan = dayPlan(date, rules);
    dates.push({ date, plan, hasSlots: plan !== null && listSlots(date, rules, now).length > 0 });
  }
  return dates;
}
