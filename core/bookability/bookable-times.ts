import { hoursFromSchedule, type ServiceSchedule } from "../hours.ts";
import type { LocalDate } from "../time.ts";
import type { BookingRules } from "./rules.ts";
import { listSlots, type Slot } from "./slots.ts";

/** The settings besides the hours that decide a day's bookable times (docs/api.md §5.4–5.6). */
export type BookableTimeRules = Pick<
  BookingRules,
  "timezone" | "defaultDwellMinutes" | "minMinutesBeforeClosing" | "slotIntervalMinutes" | "dwellMinutesByPartySize"
>;

/**
 * The times guests could book on `date` under `services`, lead time and horizon aside: the very
 * list the server offers (core's listSlots), for the hours editor to preview as the owner edits.
 */
export function bookableTimes(date: LocalDate, services: ServiceSchedule, rules: BookableTimeRules): Slot[] {
  const all: BookingRules = {
    ...hoursFromSchedule(services),
    services,
    ...rules,
    bookingLeadTimeHours: 0,
    bookingHorizonDays: 0,
    minPartySize: 1,
    maxPartySize: 1,
    termsUrl: null,
  };
  return listSlots(date, all, new Date(0), { earliestMs: -Infinity, latestMs: Infinity });
}
