import { openState } from "../../../core/bookability/open-now.ts";
import type { OpeningHoursEnvelope } from "../../../core/content/schemas.ts";
import { envelopeOf, type Restaurant } from "../../restaurants/settings.ts";

/**
 * `data` of GET /opening-hours (docs/api.md §9): the restaurant's hours as stored, and whether it is
 * open at `now` in its own zone, with the instant that changes next. No storage of its own: the
 * hours live on the restaurant.
 */
export function openingHoursView(restaurant: Restaurant, now: Date): OpeningHoursEnvelope {
  const { openNow, nextChangeAt } = openState(restaurant, restaurant.timezone, now);
  return {
    ...envelopeOf(restaurant),
    timezone: restaurant.timezone,
    weeklyHours: restaurant.weeklyHours,
    dateExceptions: restaurant.dateExceptions,
    openNow,
    nextChangeAt,
  };
}
