import { OCCUPYING_STATUSES } from "../../core/reservation/status.ts";
import { preparedQuery } from "../db/prepared.ts";

/** A stay to seat: the held stays that overlap it are the ones it competes with. */
export type StayQuery = {
  restaurantId: string;
  space: string;
  startsAt: string;
  endsAt: string;
  /** No stay starting this early can still overlap (MAX_STAY_MINUTES before `startsAt`). */
  earliestStart: string;
  /** The reservation being re-seated, left out; 0 (no reservation's id) when none. */
  excludeId: number;
};

export interface HeldStayRow {
  id: number;
  starts_at: string;
  ends_at: string;
  party_size: number;
  table_ids: string;
}

/** A stored reservation's stay as seating reads it: its tables and party over `[startMs, endMs)`. */
export const heldStayOf = (row: HeldStayRow) => ({
  id: row.id,
  tableIds: tableIdsOf(row.table_ids),
  startMs: Date.parse(row.starts_at),
  endMs: Date.parse(row.ends_at),
  partySize: row.party_size,
});

const parsedTableIds = new Map<string, readonly string[]>();

/**
 * A stored `table_ids`, parsed once: a room has few tables and combinations, and the availability
 * of 31 days reads thousands of stays (a parse each was ~0.15 ms of CPU per 1,000). Frozen, as it is shared.
 */
function tableIdsOf(stored: string): readonly string[] {
  let tableIds = parsedTableIds.get(stored);
  if (!tableIds) {
    if (parsedTableIds.size >= 10_000) parsedTableIds.clear();
    tableIds = Object.freeze(JSON.parse(stored) as string[]);
    parsedTableIds.set(stored, tableIds);
  }
  return tableIds;
}

/**
 * The occupying reservations whose stay overlaps one stay, for seating it (issue 27), on SQLite.
 * Found through covers_by_stay (migration 008: one row per distinct stay, kept by triggers), whose
 * key answers which stays overlap without reading a reservation; only those stays' reservations
 * are then read, by their start. `heldStaysByStart`'s range would read every booking of the day
 * that starts before the stay ends (its lower bound is the longest stay allowed, 12 hours), each
 * looked up in the table, to keep those that still last. The CROSS JOIN fixes SQLite's order.
 */
export const heldStaysThroughStays = preparedQuery<StayQuery, HeldStayRow>((db, value) =>
  db
    .selectFrom("covers_by_stay as c")
    .crossJoin("reservations as r")
    .select(["r.id", "r.starts_at", "r.ends_at", "r.party_size", "r.table_ids"])
    .where("c.restaurant_id", "=", value("restaurantId"))
    .where("c.space", "=", value("space"))
    .where("c.starts_at", "<", value("endsAt"))
    .where("c.starts_at", ">", value("earliestStart"))
    .where("c.ends_at", ">", value("startsAt"))
    .where("r.restaurant_id", "=", value("restaurantId"))
    .where("r.space", "=", value("space"))
    .whereRef("r.starts_at", "=", "c.starts_at")
    .whereRef("r.ends_at", "=", "c.ends_at")
    .where("r.status", "in", OCCUPYING_STATUSES)
    .where("r.id", "<>", value("excludeId"))
    .orderBy("c.starts_at"),
);

/**
 * The same stays by one range of reservations_by_time, on PostgreSQL: it reads the range's rows
 * cheaply in a bitmap scan, and planning the join above at every call cost it 3× the CPU.
 */
export const heldStaysByStart = preparedQuery<StayQuery, HeldStayRow>((db, value) =>
  db
    .selectFrom("reservations")
    .select(["id", "starts_at", "ends_at", "party_size", "table_ids"])
    .where("restaurant_id", "=", value("restaurantId"))
    .where("space", "=", value("space"))
    .where("status", "in", OCCUPYING_STATUSES)
    .where("starts_at", "<", value("endsAt"))
    .where("starts_at", ">", value("earliestStart"))
    .where("ends_at", ">", value("startsAt"))
    .where("id", "<>", value("excludeId"))
    .orderBy("starts_at"),
);

/** The occupying stays of `space` starting in `[fromStart, toStart)`, in order of start: one window of held-stays-memory.ts, on SQLite. */
export const heldStaysStartingIn = preparedQuery<{ restaurantId: string; space: string; fromStart: string; toStart: string }, HeldStayRow>(
  (db, value) =>
    db
      .selectFrom("reservations")
      .select(["id", "starts_at", "ends_at", "party_size", "table_ids"])
      .where("restaurant_id", "=", value("restaurantId"))
      .where("starts_at", ">=", value("fromStart"))
      .where("starts_at", "<", value("toStart"))
      .where("space", "=", value("space"))
      .where("status", "in", OCCUPYING_STATUSES)
      .orderBy("starts_at"),
);

/** The restaurant's version of its stays (migration 029, SQLite), drawn anew at each change to one. */
export const stayVersion = preparedQuery<{ restaurantId: string }, { version: number }>((db, value) =>
  db.selectFrom("stay_versions").select("version").where("restaurant_id", "=", value("restaurantId")),
);
