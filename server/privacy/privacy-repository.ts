import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Tx } from "../db/transactions.ts";
import { PERSONAL_DATA, type GuestKey, type PersonalDataPlace } from "./personal-data.ts";

/** Whose data: one guest of one restaurant, named by e-mail or by phone (E.164), never both. */
export interface GuestLookup {
  restaurantId: string;
  email: string | null;
  phone: string | null;
}

/** The guest's bookings as erasure and retention find them. */
export interface GuestBookings {
  restaurantId: string;
  ids: number[];
  numbers: number[];
  /** The guest's own contacts, for the places kept per guest (`contact` keys); null in a retention run. */
  lookup: GuestLookup | null;
}

export interface AuditEntry {
  restaurantId: string;
  action: "erasure" | "retention";
  actor: string;
  at: string;
  rowsChanged: number;
  bookingsCancelled: number;
}

/** A table whose name and columns the registry gives: the builder over it, untyped by design. */
type AnyTables = Record<string, Record<string, unknown>>;

/** Ids per statement: far below either engine's limit on bound values. */
const CHUNK = 500;

/**
 * The SQL of privacy (docs/api.md §20): finding a guest's bookings, blanking what the registry of
 * personal data lists (personal-data.ts), exporting it, and the audit.
 */
export class PrivacyRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  private get any(): Kysely<AnyTables> {
    return this.db as unknown as Kysely<AnyTables>;
  }

  /** The guest's bookings in the restaurant, both spaces, by e-mail (any case) or phone. */
  async guestBookings(lookup: GuestLookup): Promise<GuestBookings> {
    const rows = await this.db
      .selectFrom("reservations")
      .select(["id", "reservation_number"])
      .where("restaurant_id", "=", lookup.restaurantId)
      .where((eb) =>
        lookup.email !== null ? eb(eb.fn("lower", ["guest_email"]), "=", lookup.email.toLowerCase()) : eb("guest_phone", "=", lookup.phone),
      )
      .orderBy("id")
      .execute();
    return { restaurantId: lookup.restaurantId, ids: rows.map((r) => r.id), numbers: rows.map((r) => r.reservation_number), lookup };
  }

  /** Bookings of the restaurant whose stay ended before `endedBefore` and that still hold guest details. */
  async staysEndedBefore(restaurantId: string, endedBefore: string): Promise<GuestBookings> {
    const rows = await this.db
      .selectFrom("reservations")
      .select(["id", "reservation_number"])
      .where("restaurant_id", "=", restaurantId)
      .where("ends_at", "<", endedBefore)
      .where("anonymised_at", "is", null)
      .orderBy("id")
      .execute();
    return { restaurantId, ids: rows.map((r) => r.id), numbers: rows.map((r) => r.reservation_number), lookup: null };
  }

  /** The guest's bookings among `ids` that have not started by `now` and still stand: an erasure cancels them. */
  async standingFrom(ids: readonly number[], now: string): Promise<number[]> {
    const found: number[] = [];
    for (const part of chunks(ids)) {
      const rows = await this.db
        .selectFrom("reservations")
        .select("id")
        .where("id", "in", part)
        .where("status", "in", ["pending", "confirmed"])
        .where("starts_at", ">", now)
        .execute();
      found.push(...rows.map((r) => r.id));
    }
    return found;
  }

  /** The outbox rows of `ids` with an id above `after`: the messages this transaction queued. */
  async markEraseWhenDone(ids: readonly number[], after: number): Promise<void> {
    for (const part of chunks(ids)) {
      await this.db.updateTable("outbox").set({ erase_when_done: 1 }).where("reservation_id", "in", part).where("id", ">", after).execute();
    }
  }

  async lastMessageId(): Promise<number> {
    const row = await this.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Messages about `ids` still waiting to go: skipped, never sent, once their guest's data is erased. */
  async skipQueuedMessages(ids: readonly number[], reason: string): Promise<void> {
    for (const part of chunks(ids)) {
      await this.db
        .updateTable("outbox")
        .set({ status: "skipped", leased_until: null, lease_token: null, last_error: reason })
        .where("reservation_id", "in", part)
        .where("status", "=", "queued")
        .where("erase_when_done", "=", 0)
        .execute();
    }
  }

  /** Blanks (or deletes) the guest's rows in every place of the registry; returns how many rows changed. */
  async erase(bookings: GuestBookings, now: string, places: readonly PersonalDataPlace[] = PERSONAL_DATA): Promise<number> {
    let changed = 0;
    for (const place of places) {
      if ((place.key.by === "contact" || place.key.by === "profile") && bookings.lookup === null) continue;
      if (place.jsonKeys) changed += await this.dropJsonKeys(place, bookings);
      for (const where of this.conditions(place, bookings)) {
        const query = place.blank
          ? this.any.updateTable(place.table).set(place.blank(now)).where(where)
          : this.any.deleteFrom(place.table).where(where);
        const result = await query.executeTakeFirst();
        changed += Number("numUpdatedRows" in result ? result.numUpdatedRows : result.numDeletedRows);
      }
    }
    return changed;
  }

  /**
   * Deletes the restaurant's guest profiles (with their contacts) none of whose bookings keeps its
   * guest's details any more: a profile lives as long as one of its bookings does (docs/api.md §20.1).
   */
  async dropProfilesWithoutDetails(restaurantId: string): Promise<number> {
    const result = await this.any
      .deleteFrom("guest_profiles")
      .where("restaurant_id", "=", restaurantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("reservations")
              .select("reservations.id")
              .whereRef("reservations.guest_profile_id", "=", "guest_profiles.id")
              .where("reservations.anonymised_at", "is", null),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** What the registry lists of the guest, each place under its export name. */
  async export(bookings: GuestBookings): Promise<Record<string, Record<string, unknown>[]>> {
    const document: Record<string, Record<string, unknown>[]> = {};
    for (const place of PERSONAL_DATA) {
      if (!place.export) continue;
      const rows = (document[place.export.as] ??= []);
      for (const where of this.conditions(place, bookings)) {
        rows.push(
          ...(await this.any
            .selectFrom(place.table)
            .select([...place.export.columns])
            .where(where)
            .execute()),
        );
      }
    }
    return document;
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto("privacy_audit")
      .values({
        restaurant_id: entry.restaurantId,
        action: entry.action,
        actor: entry.actor,
        at: entry.at,
        rows_changed: entry.rowsChanged,
        bookings_cancelled: entry.bookingsCancelled,
      })
      .execute();
  }

  /** The restaurant's latest audit entries, newest first. */
  async auditTrail(restaurantId: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .selectFrom("privacy_audit")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      restaurantId: r.restaurant_id,
      action: r.action as AuditEntry["action"],
      actor: r.actor,
      at: r.at,
      rowsChanged: Number(r.rows_changed),
      bookingsCancelled: Number(r.bookings_cancelled),
    }));
  }

  /** Whether a retention run of the restaurant is recorded at or after `since`: one run a day, whichever server. */
  async retentionRanSince(restaurantId: string, since: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("privacy_audit")
      .select("id")
      .where("restaurant_id", "=", restaurantId)
      .where("action", "=", "retention")
      .where("at", ">=", since)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The rows of `place` that belong to the guest, as one condition per chunk of bookings. */
  private conditions(place: PersonalDataPlace, bookings: GuestBookings): Expression<SqlBool>[] {
    const only = place.onlyWhere ? sql<SqlBool>`(${sql.raw(place.onlyWhere)})` : sql<SqlBool>`1 = 1`;
    const key: GuestKey = place.key;
    if (key.by === "contact") {
      const { email, phone } = bookings.lookup!;
      const match =
        email !== null ? sql`lower(${sql.ref(key.column)}) = ${email.toLowerCase()}` : sql`${sql.ref(key.phoneColumn)} = ${phone}`;
      return [sql<SqlBool>`${sql.ref(key.restaurantColumn)} = ${bookings.restaurantId} AND ${match} AND ${only}`];
    }
    if (key.by === "profile") {
      return chunks(bookings.ids).map(
        (part) =>
          sql<SqlBool>`${sql.ref(key.column)} IN (SELECT guest_profile_id FROM reservations WHERE id IN (${sql.join(part)})) AND ${only}`,
      );
    }
    if (key.by === "reservation number") {
      return chunks(bookings.numbers).map(
        (part) =>
          sql<SqlBool>`${sql.ref(key.restaurantColumn)} = ${bookings.restaurantId} AND ${sql.ref(key.column)} IN (${sql.join(part)}) AND ${only}`,
      );
    }
    return chunks(bookings.ids).map((part) => {
      const target =
        key.by === "reservation"
          ? sql`${sql.ref(key.column)} IN (${sql.join(part)})`
          : // A message queued by an erasure keeps what it needs until it leaves (outbox-repository.ts).
            sql`${sql.ref(key.column)} IN (SELECT id FROM outbox WHERE reservation_id IN (${sql.join(part)}) AND erase_when_done = 0)`;
      const keep = place.table === "outbox" ? sql`AND erase_when_done = 0` : sql``;
      return sql<SqlBool>`${target} ${keep} AND ${only}`;
    });
  }

  /** Removes the registry's keys from a JSON column of the guest's rows; returns how many rows changed. */
  private async dropJsonKeys(place: PersonalDataPlace, bookings: GuestBookings): Promise<number> {
    const { column, keys } = place.jsonKeys!;
    const rowKey = place.key.column;
    let changed = 0;
    for (const where of this.conditions(place, bookings)) {
      const rows = await this.any.selectFrom(place.table).select([rowKey, column]).where(where).execute();
      for (const row of rows) {
        const value = JSON.parse(String(row[column])) as Record<string, unknown>;
        const kept = Object.fromEntries(Object.entries(value).filter(([name]) => !keys.includes(name)));
        if (Object.keys(kept).length === Object.keys(value).length) continue;
        await this.any
          .updateTable(place.table)
          .set({ [column]: JSON.stringify(kept) })
          .where(sql<SqlBool>`${sql.ref(rowKey)} = ${row[rowKey]}`)
          .execute();
        changed += 1;
      }
    }
    return changed;
  }
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) parts.push(items.slice(i, i + CHUNK));
  return parts;
}
