import type { EventStatus, Platform } from "../../../core/events/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import { sql, type Insertable, type Selectable } from "kysely";
import type { EventsTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transactions.ts";

/**
 * An event as stored. Instants are kept in the API's form, `toUtcIso` (UTC, whole seconds, fixed
 * width) like every other timestamp in the database, so both engines compare them as text.
 */
export interface EventRecord {
  id: string;
  restaurantId: string;
  platform: Platform;
  source: Platform;
  /** The event's id on its platform (`eventId` in the API); unique per restaurant and platform. */
  eventId: string | null;
  title: string;
  description: string;
  coverUrl: string | null;
  coverStoragePath: string | null;
  startAt: string;
  endAt: string | null;
  ticketUrl: string | null;
  location: string | null;
  status: EventStatus;
  externalUrl: string | null;
  isPinned: boolean;
  createdAt: string;
  publishedAt: string | null;
}

/** What an owner can change about an event. */
export type EventFields = Omit<EventRecord, "id" | "restaurantId" | "createdAt">;

type EventRow = Selectable<EventsTable>;

/** More events than this running at once, and listPublishedRunning reads them again without a limit. */
export const RUNNING_READ_AT_ONCE = 200;

/** The only SQL of the events module. */
export class EventRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async insert(record: EventRecord): Promise<void> {
    await this.db.insertInto("events").values(toColumns(record)).execute();
  }

  /** Replaces every owner-editable field; false when the event does not exist. */
  async update(restaurantId: string, id: string, fields: EventFields): Promise<boolean> {
    const result = await this.db
      .updateTable("events")
      .set(fieldColumns(fields))
      .where("restaurant_id", "=", restaurantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async setPinned(restaurantId: string, id: string, pinned: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable("events")
      .set({ is_pinned: pinned ? 1 : 0 })
      .where("restaurant_id", "=", restaurantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async delete(restaurantId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("events").where("restaurant_id", "=", restaurantId).where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async findById(restaurantId: string, id: string): Promise<EventRecord | null> {
    const row = await this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByExternal(restaurantId: string, platform: Platform, eventId: string): Promise<EventRecord | null> {
    const row = await this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("platform", "=", platform)
      .where("external_event_id", "=", eventId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Every event of the restaurant, whatever its status, newest start first. */
  async list(restaurantId: string, status?: EventStatus): Promise<EventRecord[]> {
    let query = this.db.selectFrom("events").selectAll().where("restaurant_id", "=", restaurantId);
    if (status) query = query.where("status", "=", status);
    const rows = await query.orderBy("start_at", "desc").orderBy("id").execute();
    return rows.map(toRecord);
  }

  /** The first `limit` published events (all when null) that start at or after `from`, soonest first; by the index, stopping at the limit. */
  async listPublishedStartingFrom(restaurantId: string, from: Date, limit: number | null): Promise<EventRecord[]> {
    let query = this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("status", "=", "published")
      .where("start_at", ">=", toUtcIso(from))
      .orderBy("start_at")
      .orderBy("id");
    if (limit !== null) query = query.limit(limit);
    return (await query.execute()).map(toRecord);
  }

  /**
   * Published events that started before `from` and end at or after it, from events_by_end
   * (migration 010): its entries from `from` on are the events still to come, never the
   * restaurant's history, and the start is tested in the index. Read in the index's order with a
   * limit first: PostgreSQL's statistics cannot tell that few events both started before `from`
   * and end after it, and without the limit it reads the whole table instead.
   */
  async listPublishedRunning(restaurantId: string, from: Date): Promise<EventRecord[]> {
    const at = toUtcIso(from);
    const running = this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("status", "=", "published")
      .where("end_at", ">=", at)
      .where("start_at", "<", at)
      .orderBy("end_at");
    const first = await running.limit(RUNNING_READ_AT_ONCE + 1).execute();
    const rows = first.length <= RUNNING_READ_AT_ONCE ? first : await running.execute();
    return rows.map(toRecord);
  }

  /**
   * Pinned published events that start at or after `from`, from events_pinned (migration 010), a
   * partial index of the pinned events that the planners match only to the literal `is_pinned = 1`.
   */
  async listPublishedPinnedFrom(restaurantId: string, from: Date): Promise<EventRecord[]> {
    const rows = await this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("status", "=", "published")
      .where("is_pinned", "=", sql.lit(1))
      .where("start_at", ">=", toUtcIso(from))
      .execute();
    return rows.map(toRecord);
  }

  /** The newest `limit` published events that started and ended (if they have an end) before `from`. */
  async listPublishedBefore(restaurantId: string, from: Date, limit: number): Promise<EventRecord[]> {
    const at = toUtcIso(from);
    const rows = await this.db
      .selectFrom("events")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("status", "=", "published")
      .where("start_at", "<", at)
      .where((eb) => eb.or([eb("end_at", "is", null), eb("end_at", "<", at)]))
      .orderBy("start_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }
}

function toColumns(r: EventRecord): Insertable<EventsTable> {
  return { id: r.id, restaurant_id: r.restaurantId, created_at: r.createdAt, ...fieldColumns(r) };
}

function fieldColumns(r: EventFields) {
  return {
    platform: r.platform,
    source: r.source,
    external_event_id: r.eventId,
    title: r.title,
    description: r.description,
    cover_url: r.coverUrl,
    cover_storage_path: r.coverStoragePath,
    start_at: r.startAt,
    end_at: r.endAt,
    ticket_url: r.ticketUrl,
    location: r.location,
    status: r.status,
    external_url: r.externalUrl,
    is_pinned: r.isPinned ? 1 : 0,
    published_at: r.publishedAt,
  };
}

function toRecord(row: EventRow): EventRecord {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    platform: row.platform as Platform,
    source: row.source as Platform,
    eventId: row.external_event_id,
    title: row.title,
    description: row.description,
    coverUrl: row.cover_url,
    coverStoragePath: row.cover_storage_path,
    startAt: row.start_at,
    endAt: row.end_at,
    ticketUrl: row.ticket_url,
    location: row.location,
    status: row.status as EventStatus,
    externalUrl: row.external_url,
    isPinned: row.is_pinned === 1,
    createdAt: row.created_at,
    publishedAt: row.published_at,
  };
}
