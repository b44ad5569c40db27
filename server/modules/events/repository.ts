import type { EventStatus, Platform } from "../../../core/events/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import { writeTransaction, type Db } from "../../db/connection.ts";

/**
 * An event as stored. Instants are kept in the API's form, `toUtcIso` (UTC, whole seconds, fixed
 * width) like every other timestamp in the database, so SQLite can compare them as text.
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

interface EventRow {
  id: string;
  restaurant_id: string;
  platform: string;
  source: string;
  external_event_id: string | null;
  title: string;
  description: string;
  cover_url: string | null;
  cover_storage_path: string | null;
  start_at: string;
  end_at: string | null;
  ticket_url: string | null;
  location: string | null;
  status: string;
  external_url: string | null;
  is_pinned: number;
  created_at: string;
  published_at: string | null;
}

const FIELD_PARAMS = `platform = @platform, source = @source, external_event_id = @eventId, title = @title,
  description = @description, cover_url = @coverUrl, cover_storage_path = @coverStoragePath, start_at = @startAt,
  end_at = @endAt, ticket_url = @ticketUrl, location = @location, status = @status, external_url = @externalUrl,
  is_pinned = @isPinned, published_at = @publishedAt`;

/** The only SQL of the events module. */
export class EventRepository {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO events (id, restaurant_id, platform, source, external_event_id, title, description, cover_url,
           cover_storage_path, start_at, end_at, ticket_url, location, status, external_url, is_pinned, created_at, published_at)
         VALUES (@id, @restaurantId, @platform, @source, @eventId, @title, @description, @coverUrl, @coverStoragePath,
           @startAt, @endAt, @ticketUrl, @location, @status, @externalUrl, @isPinned, @createdAt, @publishedAt)`,
      ),
      update: db.prepare(`UPDATE events SET ${FIELD_PARAMS} WHERE restaurant_id = @restaurantId AND id = @id`),
      setPinned: db.prepare("UPDATE events SET is_pinned = ? WHERE restaurant_id = ? AND id = ?"),
      delete: db.prepare("DELETE FROM events WHERE restaurant_id = ? AND id = ?"),
      findById: db.prepare("SELECT * FROM events WHERE restaurant_id = ? AND id = ?"),
      findByExternal: db.prepare("SELECT * FROM events WHERE restaurant_id = ? AND platform = ? AND external_event_id = ?"),
      listAll: db.prepare("SELECT * FROM events WHERE restaurant_id = ? ORDER BY start_at DESC, id"),
      listByStatus: db.prepare("SELECT * FROM events WHERE restaurant_id = ? AND status = ? ORDER BY start_at DESC, id"),
      // Published events starting at or after `from`, plus those still running at `from`. The second
      // part walks the restaurant's older events in the index and reads only their end_at in SQLite.
      publishedFrom: db.prepare(
        `SELECT * FROM events WHERE restaurant_id = @restaurantId AND status = 'published' AND start_at >= @from
         UNION ALL
         SELECT * FROM events WHERE restaurant_id = @restaurantId AND status = 'published' AND start_at < @from
           AND end_at >= @from
         ORDER BY start_at, id`,
      ),
      // The complement of `publishedFrom`, newest first, at most `limit`.
      publishedBefore: db.prepare(
        `SELECT * FROM events WHERE restaurant_id = @restaurantId AND status = 'published' AND start_at < @from
           AND (end_at IS NULL OR end_at < @from)
         ORDER BY start_at DESC, id LIMIT @limit`,
      ),
    };
  }

  /** Runs `work` in one write transaction (an import is all or nothing). */
  transaction<T>(work: () => T): T {
    return writeTransaction(this.db, work);
  }

  insert(record: EventRecord): void {
    this.statements.insert.run(toParams(record));
  }

  /** Replaces every owner-editable field; false when the event does not exist. */
  update(restaurantId: string, id: string, fields: EventFields): boolean {
    return this.statements.update.run({ ...fields, isPinned: fields.isPinned ? 1 : 0, restaurantId, id }).changes === 1;
  }

  setPinned(restaurantId: string, id: string, pinned: boolean): boolean {
    return this.statements.setPinned.run(pinned ? 1 : 0, restaurantId, id).changes === 1;
  }

  delete(restaurantId: string, id: string): boolean {
    return this.statements.delete.run(restaurantId, id).changes === 1;
  }

  findById(restaurantId: string, id: string): EventRecord | null {
    const row = this.statements.findById.get(restaurantId, id) as EventRow | undefined;
    return row ? toRecord(row) : null;
  }

  findByExternal(restaurantId: string, platform: Platform, eventId: string): EventRecord | null {
    const row = this.statements.findByExternal.get(restaurantId, platform, eventId) as EventRow | undefined;
    return row ? toRecord(row) : null;
  }

  /** Every event of the restaurant, whatever its status, newest start first. */
  list(restaurantId: string, status?: EventStatus): EventRecord[] {
    const rows = status ? this.statements.listByStatus.all(restaurantId, status) : this.statements.listAll.all(restaurantId);
    return (rows as EventRow[]).map(toRecord);
  }

  /** Published events that start at or after `from`, or that have not ended by `from`. */
  listPublishedFrom(restaurantId: string, from: Date): EventRecord[] {
    return (this.statements.publishedFrom.all({ restaurantId, from: toUtcIso(from) }) as EventRow[]).map(toRecord);
  }

  /** The newest `limit` published events that started and ended (if they have an end) before `from`. */
  listPublishedBefore(restaurantId: string, from: Date, limit: number): EventRecord[] {
    return (this.statements.publishedBefore.all({ restaurantId, from: toUtcIso(from), limit }) as EventRow[]).map(toRecord);
  }
}

function toParams(r: EventRecord): Record<string, unknown> {
  return { ...r, isPinned: r.isPinned ? 1 : 0 };
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
