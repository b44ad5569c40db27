import { sql } from "kysely";
import type { Engine } from "../db/database.ts";
import { preparedQuery } from "../db/prepared.ts";
import type { Tx } from "../db/transactions.ts";

/** What an open console learns of a reservation write (docs/api.md §16.5). */
export interface LiveEvent {
  id: number;
  restaurantId: string;
  reservationNumber: number;
  /** The write, as the notifier names it: created, changed, change_requested, status_changed, … */
  kind: string;
  at: number;
}

/**
 * Where a reader has got to. SQLite: the last id read, as its one writer commits in id order.
 * PostgreSQL: a snapshot (pg_snapshot as text), since ids from a sequence commit out of order: the
 * next read takes the rows of the transactions that committed after it.
 */
export type LiveCursor = { engine: "sqlite"; lastId: number } | { engine: "postgres"; snapshot: string };

/** At most this many events per read on SQLite; the next read goes on from there. */
const SQLITE_BATCH = 500;

export class LiveEventRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async append(event: Omit<LiveEvent, "id">): Promise<void> {
    await appendEvent(this.db, event);
  }

  /** Where a new reader starts: after every event committed now. */
  async start(engine: Engine): Promise<LiveCursor> {
    if (engine === "postgres") {
      const { rows } = await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(this.db);
      return { engine, snapshot: rows[0]!.snapshot };
    }
    const row = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return { engine, lastId: Number(row?.id ?? 0) };
  }

  /** The events committed after `cursor`, oldest first (by id, within one read), and where the next read starts. */
  async since(cursor: LiveCursor): Promise<{ events: LiveEvent[]; cursor: LiveCursor }> {
    if (cursor.engine === "postgres") return this.committedSince(cursor.snapshot);
    const rows = await this.db
      .selectFrom("live_events")
      .select(["id", "restaurant_id", "reservation_number", "kind", "created_at"])
      .where("id", ">", cursor.lastId)
      .orderBy("id")
      .limit(SQLITE_BATCH)
      .execute();
    const events = rows.map(toEvent);
    return { events, cursor: { engine: "sqlite", lastId: events.at(-1)?.id ?? cursor.lastId } };
  }

  /**
   * One statement, so one snapshot: the rows it sees whose transaction `previous` did not see
   * committed. A transaction still running at `previous` is in neither set then, whatever its id.
   */
  private async committedSince(previous: string): Promise<{ events: LiveEvent[]; cursor: LiveCursor }> {
    // Without an event the one row carries the snapshot alone, its event's columns null.
    const { rows } = await sql<{ snapshot: string } & { [K in keyof LiveEventRow]: LiveEventRow[K] | null }>`
      SELECT now.snapshot::text AS snapshot, e.id, e.restaurant_id, e.reservation_number, e.kind, e.created_at
      FROM (SELECT pg_current_snapshot() AS snapshot) AS now
      LEFT JOIN live_events AS e
        ON e.tx_id >= pg_snapshot_xmin(${previous}::pg_snapshot)
        AND NOT pg_visible_in_snapshot(e.tx_id, ${previous}::pg_snapshot)
      ORDER BY e.id`.execute(this.db);
    const events = rows.filter((r): r is { snapshot: string } & LiveEventRow => r.id !== null).map(toEvent);
    return { events, cursor: { engine: "postgres", snapshot: rows[0]!.snapshot } };
  }

  async purgeUntil(at: number): Promise<void> {
    await this.db.deleteFrom("live_events").where("created_at", "<=", at).execute();
  }
}

interface LiveEventRow {
  id: number | string;
  restaurant_id: string;
  reservation_number: number;
  kind: string;
  created_at: number | string;
}

const toEvent = (r: LiveEventRow): LiveEvent => ({
  id: Number(r.id),
  restaurantId: r.restaurant_id,
  reservationNumber: r.reservation_number,
  kind: r.kind,
  at: Number(r.created_at),
});

/** Every write of a reservation appends one: compiled once (db/prepared.ts). */
const appendEvent = preparedQuery<Omit<LiveEvent, "id">, unknown>((db, value) =>
  db.insertInto("live_events").values({
    restaurant_id: value("restaurantId"),
    reservation_number: value("reservationNumber"),
    kind: value("kind"),
    created_at: value("at"),
  }),
);
