import type { RestaurantEnvelope } from "../../core/api.ts";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { coverLimitOf } from "../../core/bookability/cover-limit.ts";
import type { OpeningHours, ServiceSchedule } from "../../core/hours.ts";
import type { RestaurantSettings } from "../../core/restaurant-settings.ts";

export { RestaurantNameSchema, RestaurantSettingsSchema, type RestaurantSettings } from "../../core/restaurant-settings.ts";

export interface Restaurant extends RestaurantSettings, OpeningHours {
  /** docs/api.md §4 `services`: the restaurant's own, or the one `main` service of its weekly hours. */
  services: ServiceSchedule;
  id: string;
  slug: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** Settings names an owner may type, mapped to their field: the API spells one of them two ways. */
export const SETTING_ALIASES: Record<string, keyof RestaurantSettings> = { embed_max_items: "embedMaxItems" };

/** What the shared bookability code needs to know about a restaurant. */
export const bookingRulesOf = (r: Restaurant): BookingRules => ({
  timezone: r.timezone,
  weeklyHours: r.weeklyHours,
  dateExceptions: r.dateExceptions,
  services: r.services,
  defaultDwellMinutes: r.defaultDwellMinutes,
  dwellMinutesByPartySize: r.dwellMinutesByPartySize,
  bookingLeadTimeHours: r.bookingLeadTimeHours,
  bookingHorizonDays: r.bookingHorizonDays,
  minMinutesBeforeClosing: r.minMinutesBeforeClosing,
  slotIntervalMinutes: r.slotIntervalMinutes,
  minPartySize: r.minPartySize,
  maxPartySize: r.maxPartySize,
  termsUrl: r.termsUrl,
});

/** docs/api.md §5.7: the capacity a stay starting at `startsAt` (an ISO instant) counts against; null = none. */
export const coverLimitFor = (r: Restaurant, startsAt: string): number | null => coverLimitOf(startsAt, r, r.maxCoversPerSlot);

/** docs/api.md §5.8: the pacing a stay starting at `startsAt` counts against (its service's, else the restaurant's); null = none. */
export const pacingLimitFor = (r: Restaurant, startsAt: string): number | null =>
  coverLimitOf(startsAt, r, r.maxCoversStartingPerSlot, "maxCoversStartingPerSlot");

/** The fields every module's `data` starts with (docs/api.md §9). */
export const envelopeOf = (r: Restaurant): RestaurantEnvelope => ({
  restaurantId: r.id,
  name: r.name,
  slug: r.slug,
  accentHex: r.accentHex,
});
