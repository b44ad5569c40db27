import type { CompactAvailability } from "../../core/bookability/compact-availability.ts";
import { minutesOfDay, type LocalDate } from "../../core/time.ts";
import { browserToday, todayIn } from "../../ui-shared/date-list.ts";

const DAY_MINUTES = 1440;

/** Per zone: whether an answer in it showed the browser's own offsets at every time it listed. */
const agreeing = new Map<string, boolean>();

/**
 * Learns from an availability answer whether its zone keeps the browser's offsets: each run's first
 * slot (a run ends where the offset changes) gives the restaurant's offset, its wall time against
 * its instant, and `Date` gives the browser's at that instant, without `Intl` (whose first formatter
 * loads the browser's date data: up to a second on a phone, issue 30). A day without slots says
 * nothing; one disagreement is enough.
 */
export function learnOffsets(answer: CompactAvailability): void {
  if (agreeing.get(answer.timezone) === false) return;
  let seen = false;
  for (const { runs } of answer.days) {
    for (const { startsAt, time } of runs) {
      const instant = new Date(startsAt);
      const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
      const restaurant = (minutesOfDay(time) - utcMinutes + 2 * DAY_MINUTES) % DAY_MINUTES;
      const browser = (-instant.getTimezoneOffset() + 2 * DAY_MINUTES) % DAY_MINUTES;
      if (restaurant !== browser) return void agreeing.set(answer.timezone, false);
      seen = true;
    }
  }
  if (seen) agreeing.set(answer.timezone, true);
}

/**
 * Whether an answer showed `zone` to keep the browser's offsets (`learnOffsets`): its today is then
 * the browser's, and its times need no hint of another zone until `Intl` can name the browser's.
 */
export const keepsBrowserOffsets = (zone: string): boolean => agreeing.get(zone) === true;

/** Today's date in `zone`: the browser's when an answer showed the zone to keep its offsets (no `Intl`). */
export const todayOf = (zone: string, now: Date): LocalDate => (keepsBrowserOffsets(zone) ? browserToday(now) : todayIn(zone, now));
