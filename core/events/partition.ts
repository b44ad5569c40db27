import type { RestaurantEvent } from "./schemas.ts";

type Schedulable = Pick<RestaurantEvent, "startAt" | "endAt" | "isPinned">;

/**
 * docs/api.md §8: an event is upcoming until its end, or, without an end, until `graceMinutes` after
 * its start (a guest checking at 20:30 still finds the 20:00 concert).
 */
export function isUpcoming(event: Pick<RestaurantEvent, "startAt" | "endAt">, now: Date, graceMinutes: number): boolean {
  const nowMs = now.getTime();
  if (event.endAt) return nowMs < Date.parse(event.endAt);
  return nowMs < Date.parse(event.startAt) + graceMinutes * 60_000;
}

/** Upcoming (pinned first, soonest first) and past (newest first), each capped at `maxItems`. */
export function partitionEvents<T extends Schedulable>(
  events: readonly T[],
  now: Date,
  options: { graceMinutes: number; maxItems: number },
): { items: T[]; pastItems: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const event of events) (isUpcoming(event, now, options.graceMinutes) ? upcoming : past).push(event);
  upcoming.sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || Date.parse(a.startAt) - Date.parse(b.startAt));
  past.sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
  return { items: upcoming.slice(0, options.maxItems), pastItems: past.slice(0, options.maxItems) };
}
