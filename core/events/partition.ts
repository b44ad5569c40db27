import { compareText } from "../compare.ts";
import type { RestaurantEvent } from "./schemas.ts";

type Schedulable = Pick<RestaurantEvent, "id" | "startAt" | "endAt" | "isPinned">;

/**
 * docs/api.md §8: an event is upcoming until its end, or, without an end, until `graceMinutes` after
 * its start (a guest checking at 20:30 still finds the 20:00 concert).
 */
export function isUpcoming(event: Pick<RestaurantEvent, "startAt" | "endAt">, now: Date, graceMinutes: number): boolean {
  return now.getTime() < upcomingUntil(event, graceMinutes);
}

/** The instant (milliseconds) from which `event` is past (isUpcoming). */
export function upcomingUntil(event: Pick<RestaurantEvent, "startAt" | "endAt">, graceMinutes: number): number {
  return event.endAt ? Date.parse(event.endAt) : Date.parse(event.startAt) + graceMinutes * 60_000;
}

/** Events that start together, in the order of their ids: the same order whatever order they were read in. */
const byId = (a: Schedulable, b: Schedulable): number => compareText(a.id, b.id);

/** What partitionEvents answers. */
export interface Partition<T> {
  items: T[];
  pastItems: T[];
}

/** Upcoming (pinned first, soonest first) and past (newest first), each capped at `maxItems`. */
export function partitionEvents<T extends Schedulable>(
  events: readonly T[],
  now: Date,
  options: { graceMinutes: number; maxItems: number },
): Partition<T> {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const event of events) (isUpcoming(event, now, options.graceMinutes) ? upcoming : past).push(event);
  upcoming.sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || Date.parse(a.startAt) - Date.parse(b.startAt) || byId(a, b));
  past.sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt) || byId(a, b));
  return { items: upcoming.slice(0, options.maxItems), pastItems: past.slice(0, options.maxItems) };
}

type Listed = Schedulable & Pick<RestaurantEvent, "status">;

/**
 * The owner's three lists of every event (the console's Events screen): published upcoming ones
 * in the widget's order, drafts soonest first, and the rest (published ones that are over, and
 * archived ones) newest first. Nothing is capped.
 */
export function ownerEventLists<T extends Listed>(
  events: readonly T[],
  now: Date,
  graceMinutes: number,
): { upcoming: T[]; drafts: T[]; past: T[] } {
  const published = events.filter((e) => e.status === "published");
  const { items: upcoming } = partitionEvents(published, now, { graceMinutes, maxItems: Infinity });
  const drafts = events.filter((e) => e.status === "draft").sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  const past = events
    .filter((e) => e.status === "archived" || (e.status === "published" && !isUpcoming(e, now, graceMinutes)))
    .sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
  return { upcoming, drafts, past };
}
