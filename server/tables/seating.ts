import type { Space } from "../../core/keys/space.ts";
import { pacingAllows, startLedger } from "../../core/tables/pacing.ts";
import { assignSeating, seatingRefusal, type SeatingOption, type SeatingPlan } from "../../core/tables/seating.ts";
import { pacingLimitFor, type Restaurant } from "../restaurants/settings.ts";
import { together } from "../db/together.ts";
import { roomPlan } from "./room-cache.ts";
import type { Repositories } from "../store.ts";

/** A stay to seat in tables mode, as stored instants. */
export interface SeatingNeed {
  partySize: number;
  startsAt: string;
  endsAt: string;
  /** Booked by a guest: never on a table kept off line. */
  online: boolean;
  space: Space;
  /** The reservation being re-seated: its own stay does not compete. */
  excludeId?: number | null;
  /** Its tables now: kept when they still fit and are free; when locked, nothing else will do. */
  keep?: { tableIds: readonly string[]; locked: boolean };
}

/**
 * Tables mode (issue 27): the tables a stay gets, or null when none that seats the party is free
 * (or pacing refuses the start). Call it inside the write transaction holding the restaurant's
 * lock, then store the answer with the insert or update: two racing bookings cannot both get the
 * last table.
 */
export async function seatFor(tx: Repositories, restaurant: Restaurant, need: SeatingNeed): Promise<string[] | null> {
  // Asked together: on PostgreSQL's pipelined write connection, one round trip for both.
  const [plan, held] = await together([
    roomPlan(tx, restaurant.id),
    tx.room.heldStays(restaurant.id, need.space, need.startsAt, need.endsAt, need.excludeId ?? null),
  ]);
  const request = { partySize: need.partySize, startMs: Date.parse(need.startsAt), endMs: Date.parse(need.endsAt), online: need.online };
  const pacing = pacingLimitFor(restaurant, need.startsAt);
  if (pacing !== null) {
    const slotMs = restaurant.slotIntervalMinutes * 60_000;
    if (!pacingAllows(startLedger(held), pacing, request.startMs, slotMs, need.partySize)) return null;
  }
  if (need.keep && need.keep.tableIds.length > 0) {
    const current = optionOf(plan, need.keep.tableIds);
    if (current && seatingRefusal(plan, held, current.id, { ...request, online: false }) === null) return [...current.tableIds];
    if (need.keep.locked) return null;
  }
  const option = assignSeating(plan, held, request);
  return option ? [...option.tableIds] : null;
}

/** The table or combination made of exactly `tableIds`, or undefined. */
export function optionOf(plan: SeatingPlan, tableIds: readonly string[]): SeatingOption | undefined {
  const wanted = [...tableIds].sort().join("\u0000");
  return plan.options.find((o) => o.tableIds.length === tableIds.length && [...o.tableIds].sort().join("\u0000") === wanted);
}
