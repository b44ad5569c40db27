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

export class LiveEventRepository {
  constructor(private readonly db: Tx) {}

  async append(event: Omit<LiveEvent, "id">): Promise<void> {
    await appendEvent(this.db, event);
  }

  /** The newest id, or 0: where a new reader starts. */
  async lastId(): Promise<number> {
    const row = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Events after `id`, oldest first. */
  async after(id: number, limit: number): Promise<LiveEvent[]> {
    const rows = await this.db.selectFrom("live_events").selectAll().where("id", ">", id).orderBy("id").limit(limit).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      restaurantId: r.restaurant_id,
      reservationNumber: r.reservation_number,
      kind: r.kind,
      at: Number(r.created_at),
    }));
  }

  async purgeUntil(at: number): Promise<void> {
    await this.db.deleteFrom("live_events").where("created_at", "<=", at).execute();
  }
}

/** Every write of a reservation appends one: compiled once (db/prepared.ts). */
const appendEvent = preparedQuery<Omit<LiveEvent, "id">, unknown>((db, value) =>
  db.insertInto("live_events").values({
    restaurant_id: value("restaurantId"),
    reservation_number: value("reservationNumber"),
    kind: value("kind"),
    created_at: value("at"),
  }),
);
