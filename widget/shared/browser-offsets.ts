import type { CompactAvailability } from "../../core/bookability/compact-availability.ts";
import type { EventsEnvelope } from "../../core/events/schemas.ts";
import { minutesOfDay, type LocalDate } from "../../core/time.ts";
import { browserToday, todayIn } from "../../ui-shared/date-list.ts";

const DAY_MINUTES = 1440;

/** Per zone: whether an answer in it showed the browser's own offsets at every time it listed. */
const agreeing = new Map<string, boolean>();

/**
 * Learns whether `zone` keeps the browser's offsets from the restaurant's wall times ("HH:MM") at
 * instants an answer gave: the wall time against its instant is the restaurant's offset, and `Date`
 * gives the browser's at that instant, without `Intl` (whose first formatter loads the browser's
 * date data: up to a second on a phone, issue 30). No times say nothing; one disagreement is enough.
 */
export function learnWallTimes(zone: string, wallTimes: [instant: string, time: string][]): void {
  if (agreeing.get(zone) === false) return;
  for (const [iso, time] of wallTimes) {
    const instant = new Date(iso);
    const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
    const restaurant = (minutesOfDay(time) - utcMinutes + 2 * DAY_MINUTES) % DAY_MINUTES;
    const browser = (-instant.getTimezoneOffset() + 2 * DAY_MINUTES) % DAY_MINUTES;
    if (restaurant !== browser) return void agreeing.set(zone, false);
  }
  if (wallTimes.length) agreeing.set(zone, true);
}

/** From an availability answer: each run's first slot (a run ends where the offset changes). */
export const learnOffsets = (answer: CompactAvailability): void =>
  learnWallTimes(
    answer.timezone,
    answer.days.flatMap(({ runs }) => runs.map((run): [string, string] => [run.startsAt, run.time])),
  );

/** From GET /events: each event's start and its wall time (docs/api.md §8.2). */
export const learnEventOffsets = (data: EventsEnvelope): void =>
  learnWallTimes(
    data.timezone,
    [...data.items, ...data.pastItems].map((event): [string, string] => [event.startAt, event.startLocal.slice(11)]),
  );

/**
 * Whether an answer showed `zone` to keep the browser's offsets (`learnOffsets`): its today is then
 * the browser's, and its times need no hint of another zone until `Intl` can name the browser's.
 */
export const keepsBrowserOffsets = (zone: string): boolean => agreeing.get(zone) === true;

/** Today's date in `zone`: the browser's when an answer showed the zone to keep its offsets (no `Intl`). */
export const todayOf = (zone: string, now: Date): LocalDate => (keepsBrowserOffsets(zone) ? browserToday(now) : todayIn(zone, now));
