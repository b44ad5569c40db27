import { addDays, datesFrom, localDateOf, weekdayOf, WEEKDAYS, type LocalDate } from "../core/time.ts";

/** One day of the picker. */
export interface DayOption {
  date: LocalDate;
  /** The server lists at least one slot on it. */
  bookable: boolean;
  /** Closed by its weekly entry or by a date exception. */
  closed: boolean;
  /** The date exception's note ("Christmas Eve: open until 15:00"), if any. */
  note: string | null;
}

/** Today through the booking horizon, the days a guest may pick. */
export function pickableDates(today: LocalDate, horizonDays: number): LocalDate[] {
  return datesFrom(today, horizonDays + 1);
}

/** Today's date in a zone, `YYYY-MM-DD`, with core's zone offsets (one formatter per zone, kept). */
export const todayIn = (zone: string, now: Date): LocalDate => localDateOf(now, zone);

/** Today's date where the browser is (no `Intl`: cheap, for a first guess of the restaurant's). */
export const browserToday = (now: Date): LocalDate => new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The same day `months` months on, clamped to that month's length (31 March − 1 month → 28/29 February). */
export function shiftMonth(date: LocalDate, months: number): LocalDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(Math.min(Number(date.slice(8, 10)), length))}`;
}

/**
 * Where a key moves the date grid's focus (the APG date picker's keys): arrows by a day or a week,
 * Home/End to the week's Monday/Sunday, PageUp/PageDown by a month. Null for other keys.
 */
export function dayKeyTarget(key: string, date: LocalDate): LocalDate | null {
  const weekday = WEEKDAYS.indexOf(weekdayOf(date));
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
  if (key in steps) return addDays(date, steps[key]!);
  if (key === "PageUp" || key === "PageDown") return shiftMonth(date, key === "PageUp" ? -1 : 1);
  return null;
}

/** "2026-03" for a date. */
export const monthOf = (date: LocalDate): string => date.slice(0, 7);

/** The months the options span, in order. */
export const monthsOf = (dates: readonly LocalDate[]): string[] => [...new Set(dates.map(monthOf))];

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
