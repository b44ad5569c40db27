import type { OpeningHours, ServiceDefinition, ServicePeriod, ServiceSchedule } from "./hours.ts";
import { WEEKDAYS } from "./time.ts";

/*
 * Services' ids and the one service of a restaurant that never defined services (docs/api.md §4),
 * apart from hours.ts's schemas so the widget reads hours without bundling zod.
 */

/** docs/api.md §4 `services`: a service's id, a lowercase slug. */
export const SERVICE_ID_PATTERN = /^[a-z0-9-]{1,32}$/;

/** The id of the one service of a restaurant that never defined services: its periods are its weekly hours. */
export const MAIN_SERVICE_ID = "main";

const MAIN_DEFINITION: ServiceDefinition = { id: MAIN_SERVICE_ID, name: null, maxCoversPerSlot: null };

const periodsOfEntry = (entry: { closed: boolean; open: string | null; close: string | null }): ServicePeriod[] =>
  entry.closed || entry.open === null || entry.close === null ? [] : [{ service: MAIN_SERVICE_ID, open: entry.open, close: entry.close }];

/** A restaurant that never defined services: the one `main` service, open in its weekly hours (docs/api.md §4). */
export function scheduleFromHours(hours: OpeningHours): ServiceSchedule {
  return {
    definitions: [MAIN_DEFINITION],
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, periodsOfEntry(hours.weeklyHours[day])])) as ServiceSchedule["weekly"],
    exceptions: hours.dateExceptions.map((e) => ({ date: e.date, closed: e.closed, note: e.note, periods: periodsOfEntry(e) })),
  };
}
