import { parseInstant } from "../time.ts";
import type { ServiceSchedule } from "../hours.ts";
import { periodContaining, scheduleOf, type HoursWithServices } from "./service-periods.ts";

/**
 * The limits a service may set for itself, else the restaurant's applies: `maxCoversPerSlot`
 * (covers at once, §5.7) and `maxCoversStartingPerSlot` (pacing in tables mode, §5.8).
 */
export type ServiceLimit = "maxCoversPerSlot" | "maxCoversStartingPerSlot";

/** docs/api.md §5.7: a service's `maxCoversPerSlot` (or other `limit`), else the restaurant's (`restaurantMax`); null = no limit. */
export function serviceCoverLimit(
  schedule: ServiceSchedule,
  serviceId: string | null,
  restaurantMax: number | null,
  limit: ServiceLimit = "maxCoversPerSlot",
): number | null {
  const service = serviceId === null ? undefined : schedule.definitions.find((d) => d.id === serviceId);
  return service?.[limit] ?? restaurantMax;
}

/**
 * docs/api.md §5.7: which limit applies to a stay starting at `startsAt` (an ISO instant, as a
 * reservation keeps it): that of the service whose period it starts in. A stay outside every
 * period (an owner's booking past closing, or between lunch and dinner) counts against the
 * restaurant's. The instant is read only when some service has a limit of its own.
 */
export function coverLimitOf(
  startsAt: string,
  hours: HoursWithServices & { timezone: string },
  restaurantMax: number | null,
  limit: ServiceLimit = "maxCoversPerSlot",
): number | null {
  const schedule = scheduleOf(hours);
  // No service has a limit of its own: whichever period the stay starts in, the restaurant's applies.
  if (!schedule.definitions.some((d) => d[limit] !== null && d[limit] !== undefined)) return restaurantMax;
  const at = parseInstant(startsAt);
  const period = periodContaining(at, schedule, hours.timezone);
  return serviceCoverLimit(schedule, period && at < period.close ? period.service : null, restaurantMax, limit);
}
