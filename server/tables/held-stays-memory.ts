import { MAX_STAY_MINUTES } from "../../core/limits.ts";
import type { heldStayOf } from "./held-stays.ts";

/** A stored occupying stay as seating reads it. */
export type KeptStay = ReturnType<typeof heldStayOf>;

const DAY_MS = 24 * 60 * 60_000;
const MAX_STAY_MS = MAX_STAY_MINUTES * 60_000;
/** Windows kept per restaurant, and in all, at most: the oldest window, or restaurant, goes first. */
const WINDOWS_PER_RESTAURANT = 64;
const WINDOWS = 4_096;

/**
 * The stays a seating asks about: those starting in `[fromMs, toMs)`, one UTC day of starts and the
 * longest stay allowed either side, so that every stay starting that day finds all it overlaps.
 */
export interface StayWindow {
  key: string;
  fromMs: number;
  toMs: number;
}

export function windowOf(space: string, startMs: number): StayWindow {
  return windowOfDay(space, Math.floor(startMs / DAY_MS));
}

const windowOfDay = (space: string, day: number): StayWindow => ({
  key: `${space}\u0000${day}`,
  fromMs: day * DAY_MS - MAX_STAY_MS,
  toMs: (day + 1) * DAY_MS + MAX_STAY_MS,
});

/** The keys of every window whose stays include one starting at `startMs`: the days within the longest stay of it. */
function windowKeysHolding(space: string, startMs: number): string[] {
  const keys: string[] = [];
  for (let day = Math.floor((startMs - MAX_STAY_MS) / DAY_MS); day <= Math.floor((startMs + MAX_STAY_MS) / DAY_MS); day += 1) {
    keys.push(windowOfDay(space, day).key);
  }
  return keys;
}

interface KeptRestaurant {
  /** stay_versions' version (migration 029) that every window below was read at, or brought to. */
  version: number | null;
  windows: Map<string, { window: StayWindow; stays: KeptStay[] }>;
}

/**
 * Tables mode on SQLite (issue 27): each restaurant's occupying stays, by window, kept in memory
 * instead of read at every booking. A window is used only when the restaurant's version in
 * stay_versions, read inside the booking's write transaction, is the one it was read at: any
 * change to a stay, by any process or connection, draws a new version, and a rolled-back one
 * brings the old version back with the old stays. A version names one state of the stays, so a
 * copy of a database (the tests' template) agrees with what was kept from the original.
 */
export class HeldStaysMemory {
  private readonly restaurants = new Map<string, KeptRestaurant>();
  private windows = 0;

  /** The window's stays, in order of start, if kept at `version`. */
  kept(restaurantId: string, version: number | null, window: StayWindow): readonly KeptStay[] | undefined {
    const restaurant = this.restaurants.get(restaurantId);
    return restaurant?.version === version ? restaurant.windows.get(window.key)?.stays : undefined;
  }

  /** Keeps a window's stays (in order of start) read at `version`; windows kept at another version go. */
  keep(restaurantId: string, version: number | null, window: StayWindow, stays: KeptStay[]): void {
    let restaurant = this.restaurants.get(restaurantId);
    if (restaurant?.version !== version) {
      this.forget(restaurantId);
      while (this.windows >= WINDOWS) this.forget(this.restaurants.keys().next().value!);
      restaurant = { version, windows: new Map() };
      this.restaurants.set(restaurantId, restaurant);
    }
    if (restaurant.windows.size >= WINDOWS_PER_RESTAURANT) {
      restaurant.windows.delete(restaurant.windows.keys().next().value!);
      this.windows -= 1;
    }
    if (!restaurant.windows.has(window.key)) this.windows += 1;
    restaurant.windows.set(window.key, { window, stays });
  }

  /**
   * A stay just inserted, that moved the version from `from` to `to` and did nothing else: added
   * to the windows that hold its start. Kept at another version than `from`, all is dropped.
   */
  noteInserted(restaurantId: string, space: string, from: number | null, to: number | null, stay: KeptStay): void {
    const restaurant = this.restaurants.get(restaurantId);
    if (!restaurant) return;
    if (restaurant.version !== from || to === from) {
      this.forget(restaurantId);
      return;
    }
    restaurant.version = to;
    // Looked up by day, not by going over every window kept (up to 64: ~15 µs a booking).
    for (const key of windowKeysHolding(space, stay.startMs)) {
      const kept = restaurant.windows.get(key);
      if (!kept || stay.startMs < kept.window.fromMs || stay.startMs >= kept.window.toMs) continue;
      kept.stays.splice(firstStartingAfter(kept.stays, stay.startMs), 0, stay);
    }
  }

  /** Forgets what is kept of one restaurant. */
  forget(restaurantId: string): void {
    this.windows -= this.restaurants.get(restaurantId)?.windows.size ?? 0;
    this.restaurants.delete(restaurantId);
  }
}

/**
 * The stays among `stays` (in order of start) that overlap `[startMs, endMs)` and start after
 * `earliestMs`, but `excludeId`: what heldStaysThroughStays answers from the database.
 */
export function overlapping(stays: readonly KeptStay[], earliestMs: number, startMs: number, endMs: number, excludeId: number): KeptStay[] {
  const found: KeptStay[] = [];
  for (let i = firstStartingAfter(stays, earliestMs); i < stays.length; i += 1) {
    const stay = stays[i]!;
    if (stay.startMs >= endMs) break;
    if (stay.endMs > startMs && stay.id !== excludeId) found.push(stay);
  }
  return found;
}

/** The index of the first stay starting after `ms` (binary search over stays in order of start). */
function firstStartingAfter(stays: readonly KeptStay[], ms: number): number {
  let low = 0;
  let high = stays.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (stays[middle]!.startMs <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The process's one memory: every database of the process shares it (see the class). */
export const heldStaysMemory = new HeldStaysMemory();
