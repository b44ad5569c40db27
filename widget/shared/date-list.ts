import type { BookingRules } from "../../core/bookability/rules.ts";
import { bookableDates } from "../../core/bookability/slots.ts";
import { addDays, weekdayOf, WEEKDAYS, type LocalDate } from "../../core/time.ts";

/** One day of the picker. */
export interface DayOption {
  date: LocalDate;
  /** At least one slot passes every rule the server applies. */
  bookable: boolean;
  /** Closed by its weekly entry or by a date exception. */
  closed: boolean;
  /** The date exception's note ("Christmas Eve: open until 15:00"), if any. */
  note: string | null;
}

/**
 * The days a guest may pick, today through the booking horizon in the restaurant's zone, built
 * from core's `bookableDates` (so a day is offered exactly when the server would accept one of
 * its slots). Notes come from the date exceptions, closed ones included.
 */
export function dayOptions(rules: BookingRules, now: Date): DayOption[] {
  return bookableDates(rules, now).map(({ date, plan, hasSlots }) => ({
    date,
    bookable: hasSlots,
    closed: plan === null,
    note: (plan?.exception ?? rules.dateExceptions.find((e) => e.date === date))?.note ?? null,
  }));
}

/** "2026-03" for a date. */
export const monthOf = (date: LocalDate): string => date.slice(0, 7);

/** The months the options span, in order. */
export const monthsOf = (days: readonly DayOption[]): string[] => [...new Set(days.map((d) => monthOf(d.date)))];

/**
 * A calendar month as weeks of seven cells, Monday first; cells outside the month are null.
 */
export function monthGrid(month: string): (LocalDate | null)[][] {
  const first = `${month}-01`;
  const cells: (LocalDate | null)[] = Array(WEEKDAYS.indexOf(weekdayOf(first))).fill(null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
