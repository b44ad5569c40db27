import { seatingPlan, type SeatingPlan } from "../../core/tables/seating.ts";
import { localWriteGeneration } from "../db/local-writes.ts";
import type { Repositories } from "../store.ts";

/** The tables a room is read from (migration 016); a write to any of them, by any process, drops every room kept. */
export const ROOM_TABLES = ["room_areas", "room_tables", "room_combinations", "room_combination_tables"] as const;

/** Rooms kept, at most this many restaurants' (the oldest dropped first). */
const KEPT = 1_000;
const kept = new Map<string, { generation: number; plan: SeatingPlan }>();

/**
 * The seating plan of a restaurant's room, read once and kept in memory: a booking in tables mode
 * needs it every time, and rooms change seldom. What this process writes to the room tables drops it
 * at once (db/local-writes.ts); another process's writes within 1 second (db/change-watch.ts,
 * migration 027), the rule docs/api.md §3.4 sets for every setting kept.
 */
export async function roomPlan(tx: Pick<Repositories, "room">, restaurantId: string): Promise<SeatingPlan> {
  // Read before the room is: a write noted meanwhile leaves what is read here marked as older.
  const generation = localWriteGeneration(ROOM_TABLES);
  const hit = kept.get(restaurantId);
  if (hit && hit.generation === generation) return hit.plan;
  const plan = seatingPlan(await tx.room.room(restaurantId));
  kept.delete(restaurantId);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(restaurantId, { generation, plan });
  return plan;
}
