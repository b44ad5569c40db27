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
  time: (hour: string, minutes: string, pm: boolean) => string;
  /** `timeStyle: "short"` writes the hour in two digits ("09:05") where `time` does not ("9:05"). */
  paddedHour: boolean;
  /** `{ dateStyle: "full", timeStyle: "short" }` from `longDay`'s text and the time's: "Friday, March 6, 2026 at 7:05 PM". */
  dayAt: (day: string, time: string) => string;
  /** The same format's `formatRange` of two times of one day, after the day and ", ": "7:00 – 10:00 PM", "19:00–22:00 Uhr". */
  timeRange: (from: string, to: string) => string;
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

/** A wall time "19:05" as `time` writes it (`padded`: the hour in two digits, as `timeStyle: "short"` may write it). */
function timeIn(words: CalendarWords, time: string, padded = false): string {
  const hours = Number(time.slice(0, 2));
  const hour = String(words.hourCycle === "h12" ? hours % 12 || 12 : hours);
  return words.time(padded ? hour.padStart(2, "0") : hour, time.slice(3, 5), hours >= 12);
}

/** "7:05 PM" for a wall time "19:05". */
export const wallTimeIn = (words: CalendarWords, time: string): string => timeIn(words, time);

/**
 * An event's date and time as `Intl.DateTimeFormat` with `{ dateStyle: "full", timeStyle: "short" }`
 * writes it in Chromium (whose V8 writes ICU's thin and narrow no-break spaces as plain ones), from the
 * restaurant's wall clock at its start and end (`YYYY-MM-DDTHH:MM`, GET /events): the start alone
 * (`format`), or a range (`formatRange`): the day once when both fall on it, else both in full. No
 * end, or one that shows as the start, is the start alone.
 */
export function eventWhenIn(words: CalendarWords, start: string, end: string | null): string {
  const day = (local: string) => longDayIn(words, local.slice(0, 10));
  const time = (local: string) => timeIn(words, local.slice(11), words.paddedHour);
  const dayAt = (local: string) => words.dayAt(day(local), time(local));
  if (!end || end === start) return dayAt(start);
  if (end.slice(0, 10) === start.slice(0, 10)) return `${day(start)}, ${words.timeRange(time(start), time(end))}`;
  return `${dayAt(start)} – ${dayAt(end)}`;
}
