import type { RestaurantEvent } from "../../core/events/schemas.ts";
import { PLATFORMS, type Platform } from "../../core/events/names.ts";

/** The platform filter's value: every platform, or one of them. */
export type PlatformFilter = "all" | Platform;

/**
 * The filter's choices after "All": each known platform of `connectedPlatforms` once, in the server's
 * order. Empty (no filter shown) unless the restaurant turned `showAllPlatformFilter` on.
 */
export function filterChoices(envelope: { connectedPlatforms: readonly string[]; showAllPlatformFilter: boolean }): Platform[] {
  if (!envelope.showAllPlatformFilter) return [];
  const known = new Set<string>(PLATFORMS);
  return [...new Set(envelope.connectedPlatforms)].filter((p): p is Platform => known.has(p));
}

/** The events of one platform, or all of them; the order is kept. */
export function filterEvents<T extends Pick<RestaurantEvent, "platform">>(events: readonly T[], filter: PlatformFilter): readonly T[] {
  return filter === "all" ? events : events.filter((event) => event.platform === filter);
}

/** Keeps a chosen filter only while it is still offered (the data may have been reloaded). */
export function validFilter(filter: PlatformFilter, choices: readonly Platform[]): PlatformFilter {
  return filter !== "all" && choices.includes(filter) ? filter : "all";
}
