import type { OpeningHours } from "../../core/hours.ts";
import { addDays, localDateOf } from "../../core/time.ts";

/**
 * Hours a real bistro might keep: closed Mondays, late on Saturdays (an interval past midnight),
 * and two date exceptions ahead of `now` so the widget shows them within the booking horizon.
 * demo/index.html's footer repeats the weekly hours: keep the two in step.
 */
export function demoHours(now: Date, timezone: string): OpeningHours {
  const today = localDateOf(now, timezone);
  const lunchAndDinner = { closed: false, open: "12:00", close: "22:30" };
  return {
    weeklyHours: {
      monday: { closed: true, open: "00:00", close: "00:00" },
      tuesday: lunchAndDinner,
      wednesday: lunchAndDinner,
      thursday: lunchAndDinner,
      friday: { closed: false, open: "12:00", close: "23:30" },
      saturday: { closed: false, open: "17:00", close: "01:00" },
      sunday: { closed: false, open: "12:00", close: "21:00" },
    },
    dateExceptions: [
      { date: addDays(today, 9), closed: true, open: null, close: null, note: "Closed for a private celebration." },
      { date: addDays(today, 16), closed: false, open: "11:00", close: "16:00", note: "Brunch only: the kitchen closes at 16:00." },
    ],
  };
}
