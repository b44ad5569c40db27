import { PostgresAdapter } from "kysely";
import type { Space } from "../../core/keys/space.ts";
import { MAX_STAY_MINUTES } from "../../core/limits.ts";
import type { BookedStay } from "../../core/tables/availability.ts";
import type { Room } from "../../core/tables/room.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Tx } from "../db/transactions.ts";
import { OCCUPYING_STATUSES } from "../../core/reservation/status.ts";
import { heldStayOf, heldStaysByStart, heldStaysStartingIn, heldStaysThroughStays, stayVersion } from "./held-stays.ts";
import { heldStaysMemory, overlapping, windowOf } from "./held-stays-memory.ts";
import type { ReservationRecord } from "../modules/reservation/reservation-repository.ts";

/** The room of a restaurant (migration 016): areas, tables and combinations, each in the owner's order. */
export class RoomRepository {
  private readonly db: Tx;
  /** SQLite: the stay version each restaurant's held stays were answered at, in this transaction. */
  private readonly versionsSeen = new Map<string, number | null>();

  constructor(db: Tx) {
    this.db = db;
  }

  async room(restaurantId: string): Promise<Room> {
    const [areas, tables, combinations, members] = await Promise.all([
      this.db.selectFrom("room_areas").selectAll().where("restaurant_id", "=", restaurantId).orderBy("position").execute(),
      this.db.selectFrom("room_tables").selectAll().where("restaurant_id", "=", restaurantId).orderBy("position").execute(),
      this.db.selectFrom("room_combinations").selectAll().where("restaurant_id", "=", restaurantId).orderBy("position").execute(),
      this.db
        .selectFrom("room_combination_tables")
        .selectAll()
        .where("restaurant_id", "=", restaurantId)
        .orderBy("combination_id")
        .orderBy("position")
        .execute(),
    ]);
    const tablesOf = new Map<string, string[]>();
    for (const m of members) tablesOf.set(m.combination_id, [...(tablesOf.get(m.combination_id) ?? []), m.table_id]);
    return {
      areas: areas.map((a) => ({ id: a.id, name: a.name, bookableOnline: a.bookable_online === 1 })),
      tables: tables.map((t) => ({
        id: t.id,
        name: t.name,
        area: t.area_id,
        minSeats: t.min_seats,
        maxSeats: t.max_seats,
        bookableOnline: t.bookable_online === 1,
      })),
      combinations: combinations.map((c) => ({ id: c.id, tables: tablesOf.get(c.id) ?? [], minSeats: c.min_seats, maxSeats: c.max_seats })),
    };
  }

  /**
   * The occupying stays of `space` that overlap `[startsAt, endsAt)` (ISO instants), with their
   * tables and party, in order of start: what a new stay competes with for a table. `excludeId`
   * leaves out one (the reservation being re-seated). On SQLite, answered from the stays kept in
   * memory (held-stays-memory.ts) when the restaurant's version says they are still current:
   * call it inside the write transaction, as seating does, to rely on the answer.
   */
  async heldStays(
    restaurantId: string,
    space: Space,
    startsAt: string,
    endsAt: string,
    excludeId: number | null = null,
  ): Promise<(BookedStay & { id: number })[]> {
    const startMs = Date.parse(startsAt);
    const earliestMs = startMs - MAX_STAY_MINUTES * 60_000;
    const endMs = Date.parse(endsAt);
    const window = windowOf(space, startMs);
    if (this.db.getExecutor().adapter instanceof PostgresAdapter || endMs > window.toMs) {
      const query = this.db.getExecutor().adapter instanceof PostgresAdapter ? heldStaysByStart : heldStaysThroughStays;
      const earliestStart = toUtcIso(new Date(earliestMs));
      // Answered from the database: a seating after it has no version to note its stay at.
      this.versionsSeen.delete(restaurantId);
      const { rows } = await query(this.db, { restaurantId, space, startsAt, endsAt, earliestStart, excludeId: excludeId ?? 0 });
      return rows.map(heldStayOf);
    }
    const version = await this.stayVersion(restaurantId);
    let stays = heldStaysMemory.kept(restaurantId, version, window);
    if (!stays) {
      const fromStart = toUtcIso(new Date(window.fromMs));
      const toStart = toUtcIso(new Date(window.toMs));
      const { rows } = await heldStaysStartingIn(this.db, { restaurantId, space, fromStart, toStart });
      const read = rows.map(heldStayOf);
      heldStaysMemory.keep(restaurantId, version, window, read);
      stays = read;
    }
    this.versionsSeen.set(restaurantId, version);
    return overlapping(stays, earliestMs, startMs, endMs, excludeId ?? 0);
  }

  /**
   * A reservation just inserted on the tables `heldStays` found free, with no other write to a
   * stay in this transaction since that read (createReservation after seatFor): kept with the
   * restaurant's stays in memory (SQLite), which then need not be read again for the next booking.
   */
  async noteSeated(reservation: ReservationRecord): Promise<void> {
    const seen = this.versionsSeen.get(reservation.restaurantId);
    if (seen === undefined || !OCCUPYING_STATUSES.includes(reservation.status)) return;
    const version = await this.stayVersion(reservation.restaurantId);
    this.versionsSeen.set(reservation.restaurantId, version);
    heldStaysMemory.noteInserted(reservation.restaurantId, reservation.space, seen, version, {
      id: reservation.id,
      tableIds: [...reservation.tableIds],
      startMs: Date.parse(reservation.starts_at),
      endMs: Date.parse(reservation.ends_at),
      partySize: reservation.party_size,
    });
  }

  private async stayVersion(restaurantId: string): Promise<number | null> {
    return (await stayVersion(this.db, { restaurantId })).rows[0]?.version ?? null;
  }

  /** Replaces the whole room; call it inside the write transaction that checked it. */
  async replace(restaurantId: string, room: Room): Promise<void> {
    await this.db.deleteFrom("room_combination_tables").where("restaurant_id", "=", restaurantId).execute();
    await this.db.deleteFrom("room_combinations").where("restaurant_id", "=", restaurantId).execute();
    await this.db.deleteFrom("room_tables").where("restaurant_id", "=", restaurantId).execute();
    await this.db.deleteFrom("room_areas").where("restaurant_id", "=", restaurantId).execute();
    if (room.areas.length) {
      await this.db
        .insertInto("room_areas")
        .values(
          room.areas.map((a, position) => ({
            restaurant_id: restaurantId,
            id: a.id,
            name: a.name,
            position,
            bookable_online: a.bookableOnline ? 1 : 0,
          })),
        )
        .execute();
    }
    if (room.tables.length) {
      await this.db
        .insertInto("room_tables")
        .values(
          room.tables.map((t, position) => ({
            restaurant_id: restaurantId,
            id: t.id,
            name: t.name,
            area_id: t.area,
            position,
            min_seats: t.minSeats,
            max_seats: t.maxSeats,
            bookable_online: t.bookableOnline ? 1 : 0,
          })),
        )
        .execute();
    }
    if (room.combinations.length) {
      await this.db
        .insertInto("room_combinations")
        .values(
          room.combinations.map((c, position) => ({
            restaurant_id: restaurantId,
            id: c.id,
            position,
            min_seats: c.minSeats,
            max_seats: c.maxSeats,
          })),
        )
        .execute();
      await this.db
        .insertInto("room_combination_tables")
        .values(
          room.combinations.flatMap((c) =>
            c.tables.map((tableId, position) => ({ restaurant_id: restaurantId, combination_id: c.id, table_id: tableId, position })),
          ),
        )
        .execute();
    }
  }
}
