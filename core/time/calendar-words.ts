import { weekdayOf, WEEKDAYS, type LocalDate } from "../time.ts";

/**
 * How one language writes a day and a time of day, as `Intl.DateTimeFormat` writes them for its
 * plain tag ("de", not "de-AT"): a first screen can show dates and times without building a
 * formatter, whose first one loads the browser's date data (up to a second on a phone, issue 30).
 * Names are space-separated, Monday first and January first.
 */
export interface CalendarWords {
  weekdays: string;
  weekdaysShort: string;
  months: string;
  monthsShort: string;
  /** `{ weekday: "short", day: "numeric", month: "short" }`: "Fri, Mar 6". */
  shortDay: (weekday: string, day: number, month: string) => string;
  /** `{ weekday: "long", day: "numeric", month: "long", year: "numeric" }`: "Friday, March 6, 2026". */
  longDay: (weekday: string, day: number, month: string, year: number) => string;
  /** The clock: 1–12 with `pm` telling the halves apart ("h12"), or 0–23 ("h23"). */
  hourCycle: "h12" | "h23";
  /** `{ hour: "numeric", minute: "2-digit" }`: "7:05 PM", "19:05". */
  time: (hour: number, minutes: string, pm: boolean) => string;
}

const nameOf = (names: string, index: number): string => names.split(" ")[index]!;

const partsOf = (date: LocalDate) => ({
  weekday: WEEKDAYS.indexOf(weekdayOf(date)),
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
  day: Number(date.slice(8, 10)),
});

/** "Fri, Mar 6" for a local date. */
export function shortDayIn(words: CalendarWords, date: LocalDate): string {
  const { weekday, month, day } = partsOf(date);
  return words.shortDay(nameOf(words.weekdaysShort, weekday), day, nameOf(words.monthsShort, month));
}

/** "Friday, March 6, 2026" for a local date. */
export function longDayIn(words: CalendarWords, date: LocalDate): string {
  const { weekday, year, month, day } = partsOf(date);
  return words.longDay(nameOf(words.weekdays, weekday), day, nameOf(words.months, month), year);
}

/** "7:05 PM" for a wall time "19:05". */
export function wallTimeIn(words: CalendarWords, time: string): string {
  const hours = Number(time.slice(0, 2));
  return words.time(words.hourCycle === "h12" ? hours % 12 || 12 : hours, time.slice(3, 5), hours >= 12);
}
