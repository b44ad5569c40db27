import { sql, type Selectable, type SqlBool } from "kysely";
import type { Space } from "../../../core/keys/space.ts";
import { langOf, type Lang } from "../../../core/locale.ts";
import type { ReservationSource } from "../../../core/owner/views.ts";
import { MAX_STAY_MINUTES } from "../../../core/limits.ts";
import type { ChangeRequestStatus, Occasion, ReservationChanges, ReservationDetails } from "../../../core/reservation/schemas.ts";
import { OCCUPYING_STATUSES, type ReservationStatus } from "../../../core/reservation/status.ts";
import { toUtcIso } from "../../../core/time.ts";
import type { Tx } from "../../db/transactions.ts";
import type { ReservationsTable } from "../../db/schema.ts";
import { heldStayOf } from "../../tables/held-stays.ts";
import {
  coversOverlapping,
  insertIfRoomRecognising,
  insertIfRoomUnlessNumberTaken,
  insertRecognising,
  insertUnlessNumberTaken,
  recognisingInsertWithNews,
  type Recognised,
} from "./booking-insert.ts";

/** Where a page of reservations by start ended: its last start and, among equal starts, number. */
export interface ReservationKey {
  startsAt: string;
  reservationNumber: number;
}

/** How a new reservation is linked to its guest's profile: a profile found or made beforehand (or none), or contacts to recognise in the insert (PostgreSQL). */
export type GuestLink = { profileId: number | null } | { recognise: Recognised };

/** One outbox row of a booking's news, written by its insert (`insertWithNews`). */
export interface NewsMessage {
  channel: string;
  topic: string;
  recipient: string;
  payloadSealed: string;
  notBefore: string;
}

/** A stored reservation. `pinHmac` never leaves the module: views are built without it. */
export interface ReservationRecord extends ReservationDetails {
  id: number;
  restaurantId: string;
  reservationNumber: number;
  pinHmac: string;
  status: ReservationStatus;
  /** A test key's booking lives in the test space, apart from the restaurant's live book. */
  space: Space;
  /** The language its messages speak. */
  guestLang: Lang;
  /** Who booked it: a guest online, the restaurant's staff, or a walk-in. */
  source: ReservationSource;
  /** The tables it holds in tables mode (one, or a combination's); empty when none. */
  tableIds: string[];
  /** Whether the owner fixed its tables. */
  tableLocked: boolean;
  /** Its guest's profile (server/guests); null in the test space or without a contact. */
  guestProfileId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChangeRequestRecord {
  reservationId: number;
  status: ChangeRequestStatus;
  changes: ReservationChanges;
  submittedAt: string;
  decidedAt: string | null;
}

/**
 * Reservations and their change requests. Instants are `toUtcIso` text (fixed width, UTC), so a
 * range is a plain comparison on the indexed column.
 */
export class ReservationRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /**
   * The stored reservation, or null when the restaurant already has a reservation with this
   * number, or, with a cover `limit`, when its stay's overlapping covers (`coversOverlapping`) and
   * its party would not fit: the capacity check and the insert in one statement (docs/api.md §5.7).
   * `guest` links it to its guest's profile as it is written (server/guests/recognition.ts): a
   * profile found beforehand, or, on PostgreSQL, the contacts to recognise in the same statement.
   */
  async insertUnlessNumberTaken(
    input: {
      restaurantId: string;
      reservationNumber: number;
      pinHmac: string;
      status: ReservationStatus;
      space: Space;
      details: ReservationDetails;
      guestLang: Lang;
      now: string;
      /** Default `online`. */
      source?: ReservationSource;
      /** The tables it takes (tables mode); default none. */
      tableIds?: readonly string[];
      /** Default none. */
      guest?: GuestLink;
    },
    limit: number | null = null,
  ): Promise<ReservationRecord | null> {
    const guest = input.guest ?? { profileId: null };
    const row = rowOf(input, guest);
    const room = limit === null ? null : { limit, earliestStart: longestStayBefore(row.starts_at) };
    if ("recognise" in guest) {
      const { rows } =
        room === null
          ? await insertRecognising(this.db, { ...row, ...guest.recognise, limit: 0, earliestStart: "" })
          : await insertIfRoomRecognising(this.db, { ...row, ...guest.recognise, ...room });
      const { id, guest_profile_id: profileId, created_profile_id: created } = rows[0]!;
      if (id === null) {
        // The number was taken: the profile made for the booking goes with it.
        if (created !== null) await this.removeProfile(created);
        return null;
      }
      return toRecord({ ...row, id, guest_profile_id: profileId === null ? null : Number(profileId) });
    }
    const { rows } =
      room === null ? await insertUnlessNumberTaken(this.db, row) : await insertIfRoomUnlessNumberTaken(this.db, { ...row, ...room });
    // Every column but the id is one of the row's values, stored as given: only the id is read back.
    return rows[0] ? toRecord({ ...row, id: rows[0].id }) : null;
  }

  /**
   * PostgreSQL: `insertUnlessNumberTaken` of a live booking whose guest is recognised in the
   * statement, writing its `news` (the live view's event and its messages, each linked to the row)
   * in the same statement, and only when the row is written. The statement is handed to the
   * connection before this first awaits, so a caller may leave the answer to the commit.
   * `taken`: the number was taken (the profile made for it is the caller's to `removeProfile`).
   */
  async insertWithNews(
    input: Parameters<ReservationRepository["insertUnlessNumberTaken"]>[0] & { guest: { recognise: Recognised } },
    limit: number | null,
    news: { kind: string; at: number; messages: readonly NewsMessage[] },
  ): Promise<{ inserted: ReservationRecord } | { full: true } | { taken: true; createdProfileId: number | null }> {
    const row = rowOf(input, input.guest);
    const values: Record<string, unknown> = { ...row, ...input.guest.recognise, event_kind: news.kind, event_at: news.at };
    Object.assign(values, limit === null ? { limit: 0, earliestStart: "" } : { limit, earliestStart: longestStayBefore(row.starts_at) });
    news.messages.forEach((m, i) => {
      values[`channel${i}`] = m.channel;
      values[`topic${i}`] = m.topic;
      values[`recipient${i}`] = m.recipient;
      values[`payload_sealed${i}`] = m.payloadSealed;
      values[`not_before${i}`] = m.notBefore;
    });
    const statement = recognisingInsertWithNews(limit !== null, news.messages.length);
    const { rows } = await statement(this.db, values as Parameters<typeof statement>[1]);
    const { id, guest_profile_id: profileId, created_profile_id: created, fitted } = rows[0]!;
    if (id !== null) return { inserted: toRecord({ ...row, id, guest_profile_id: profileId === null ? null : Number(profileId) }) };
    return fitted ? { taken: true, createdProfileId: created === null ? null : Number(created) } : { full: true };
  }

  /** Removes a guest profile made for a booking whose number was taken (nothing else names it). */
  async removeProfile(id: number | string): Promise<void> {
    await this.db.deleteFrom("guest_profiles").where("id", "=", Number(id)).execute();
  }

  /** Numbers are unique across both spaces, but a look-up finds only its own space's booking. */
  async findByNumber(restaurantId: string, reservationNumber: number, space: Space = "live"): Promise<ReservationRecord | null> {
    const row = await this.db
      .selectFrom("reservations")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("reservation_number", "=", reservationNumber)
      .where("space", "=", space)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findById(id: number): Promise<ReservationRecord | null> {
    const row = await this.db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /**
   * Guests of still-occupying reservations whose stay overlaps `[startsAt, endsAt)` (ISO instants):
   * `starts_at < endsAt and ends_at > startsAt`, summed from covers_by_stay (one row per distinct
   * stay, kept by triggers in the same statement as the reservation's, migration 008). Its key
   * bounds the scan from above, and, since no stay lasts longer than MAX_STAY_MINUTES, from below
   * too: the cost stays flat however many bookings a slot or a restaurant has.
   */
  async coversOverlapping(
    restaurantId: string,
    space: Space,
    startsAt: string,
    endsAt: string,
    excludeId: number | null = null,
  ): Promise<number> {
    const { rows } = await coversOverlapping(this.db, {
      restaurantId,
      space,
      startsAt,
      endsAt,
      earliestStart: longestStayBefore(startsAt),
    });
    const covers = rows[0]!.covers;
    if (excludeId === null) return Number(covers);
    const excluded = await this.db
      .selectFrom("reservations")
      .select("party_size")
      .where("id", "=", excludeId)
      .where("status", "in", OCCUPYING_STATUSES)
      .where("starts_at", "<", endsAt)
      .where("ends_at", ">", startsAt)
      .executeTakeFirst();
    return Number(covers) - (excluded?.party_size ?? 0);
  }

  /**
   * The still-occupying stays that may overlap `[from, to)` (ISO instants), sorted by start: one
   * query for a whole range of slots (GET /reservation/availability), bounded like
   * `coversOverlapping` by the longest stay.
   */
  async occupyingStays(
    restaurantId: string,
    space: Space,
    from: string,
    to: string,
  ): Promise<{ starts_at: string; ends_at: string; party_size: number }[]> {
    return this.db
      .selectFrom("reservations")
      .select(["starts_at", "ends_at", "party_size"])
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", space)
      .where("status", "in", OCCUPYING_STATUSES)
      .where("starts_at", "<", to)
      .where("starts_at", ">", longestStayBefore(from))
      .where("ends_at", ">", from)
      .orderBy("starts_at")
      .execute();
  }

  /**
   * Tables mode: the still-occupying stays of `space` that may overlap `[from, to)` and hold tables,
   * with their tables and party, bounded like `occupyingStays`; `excludeId` leaves out one (the
   * reservation being re-seated).
   */
  async heldStays(
    restaurantId: string,
    space: Space,
    from: string,
    to: string,
    excludeId: number | null = null,
  ): Promise<{ id: number; tableIds: readonly string[]; startMs: number; endMs: number; partySize: number }[]> {
    let query = this.db
      .selectFrom("reservations")
      .select(["id", "starts_at", "ends_at", "party_size", "table_ids"])
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", space)
      .where("status", "in", OCCUPYING_STATUSES)
      .where("starts_at", "<", to)
      .where("starts_at", ">", longestStayBefore(from))
      .where("ends_at", ">", from);
    if (excludeId !== null) query = query.where("id", "<>", excludeId);
    const rows = await query.orderBy("starts_at").execute();
    return rows.map(heldStayOf);
  }

  /** Puts a reservation on `tableIds` (none: `[]`), locked there or not. */
  async setTables(id: number, tableIds: readonly string[], locked: boolean, now: string): Promise<void> {
    await this.db
      .updateTable("reservations")
      .set({ table_ids: JSON.stringify(tableIds), table_locked: locked ? 1 : 0, updated_at: now })
      .where("id", "=", id)
      .execute();
  }

  async updateDetails(id: number, details: ReservationDetails, now: string): Promise<void> {
    await this.db
      .updateTable("reservations")
      .set({ ...detailColumns(details), updated_at: now })
      .where("id", "=", id)
      .execute();
  }

  async setPinHmac(id: number, pinHmac: string, now: string): Promise<void> {
    await this.db.updateTable("reservations").set({ pin_hmac: pinHmac, updated_at: now }).where("id", "=", id).execute();
  }

  async updateStatus(id: number, status: ReservationStatus, now: string): Promise<void> {
    await this.db.updateTable("reservations").set({ status, updated_at: now }).where("id", "=", id).execute();
  }

  async list(
    restaurantId: string,
    filter: { status?: ReservationStatus | null; from?: string | null; to?: string | null; space?: Space } = {},
  ): Promise<ReservationRecord[]> {
    let query = this.db
      .selectFrom("reservations")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", filter.space ?? "live");
    if (filter.status) query = query.where("status", "=", filter.status);
    if (filter.from) query = query.where("starts_at", ">=", filter.from);
    if (filter.to) query = query.where("starts_at", "<", filter.to);
    const rows = await query.orderBy("starts_at").orderBy("reservation_number").execute();
    return rows.map(toRecord);
  }

  /** How many live reservations start in `[from, to)` (ISO instants): the size of an export before it is read. */
  async countStarting(restaurantId: string, range: { from: string; to: string }): Promise<number> {
    const row = await this.db
      .selectFrom("reservations")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", "live")
      .where("starts_at", ">=", range.from)
      .where("starts_at", "<", range.to)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Up to `limit` live reservations starting at or after `range.from` (and before `range.to`, when
   * given), in `statuses` when given, by start then number, after `after` (the last one of the
   * page before): keyset paging, so each page is one bounded range of the index however deep in.
   */
  async pageStarting(
    restaurantId: string,
    range: { from: string; to?: string; statuses?: readonly ReservationStatus[] },
    after: ReservationKey | null,
    limit: number,
  ): Promise<ReservationRecord[]> {
    let query = this.db
      .selectFrom("reservations")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", "live")
      .where("starts_at", ">=", after ? after.startsAt : range.from);
    if (range.to) query = query.where("starts_at", "<", range.to);
    if (range.statuses) query = query.where("status", "in", range.statuses);
    if (after) {
      query = query.where((eb) => eb.or([eb("starts_at", ">", after.startsAt), eb("reservation_number", ">", after.reservationNumber)]));
    }
    const rows = await query.orderBy("starts_at").orderBy("reservation_number").limit(limit).execute();
    return rows.map(toRecord);
  }

  /**
   * The owner's search, newest start first: reservations whose number is `number`, or whose first
   * name, last name or e-mail contains `text`, or whose stored (E.164) phone contains one of
   * `phoneDigits`. Case-insensitive through `lower()` on both sides (SQLite folds ASCII letters
   * only); `%` and `_` in the input match themselves. A criterion that is null is left out.
   */
  async search(
    restaurantId: string,
    criteria: { number: number | null; text: string | null; phoneDigits: string[] },
    limit: number,
    space: Space = "live",
  ): Promise<ReservationRecord[]> {
    const contains = (column: "guest_first_name" | "guest_last_name" | "guest_email" | "guest_phone", needle: string) =>
      sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`;
    const { number, text, phoneDigits } = criteria;
    if (number === null && !text && !phoneDigits.length) return [];
    const rows = await this.db
      .selectFrom("reservations")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", space)
      .where((eb) =>
        eb.or([
          ...(number === null ? [] : [eb("reservation_number", "=", number)]),
          ...(text ? [contains("guest_first_name", text), contains("guest_last_name", text), contains("guest_email", text)] : []),
          ...phoneDigits.map((digits) => contains("guest_phone", digits)),
        ]),
      )
      .orderBy("starts_at", "desc")
      .orderBy("reservation_number", "desc")
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  /**
   * The restaurant's bookings waiting for confirmation whose stay is not over at `now`, soonest
   * first, from the index of pending bookings (migration 011), which the planners match only to the
   * literal status. The start's lower bound (no stay is longer than MAX_STAY_MINUTES) keeps the
   * read to the stays that can still be going on.
   */
  async pendingNotOver(restaurantId: string, now: Date, space: Space = "live"): Promise<ReservationRecord[]> {
    const rows = await this.db
      .selectFrom("reservations")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("space", "=", space)
      .where("starts_at", ">", toUtcIso(new Date(now.getTime() - MAX_STAY_MINUTES * 60_000)))
      .where("ends_at", ">", toUtcIso(now))
      .where("status", "=", sql.lit("pending"))
      .orderBy("starts_at")
      .orderBy("reservation_number")
      .execute();
    return rows.map(toRecord);
  }

  /** The restaurant's reservations whose change request is open, the longest-waiting request first. */
  async withOpenChangeRequest(restaurantId: string, space: Space = "live"): Promise<ReservationRecord[]> {
    const rows = await this.db
      .selectFrom("reservations")
      .innerJoin("change_requests", "change_requests.reservation_id", "reservations.id")
      .selectAll("reservations")
      .where("reservations.restaurant_id", "=", restaurantId)
      .where("reservations.space", "=", space)
      .where("change_requests.status", "=", "open")
      .orderBy("change_requests.submitted_at")
      .orderBy("reservations.reservation_number")
      .execute();
    return rows.map(toRecord);
  }

  async findChangeRequest(reservationId: number): Promise<ChangeRequestRecord | null> {
    const row = await this.db.selectFrom("change_requests").selectAll().where("reservation_id", "=", reservationId).executeTakeFirst();
    return row
      ? {
          reservationId: row.reservation_id,
          status: row.status as ChangeRequestStatus,
          changes: JSON.parse(row.changes) as ReservationChanges,
          submittedAt: row.submitted_at,
          decidedAt: row.decided_at,
        }
      : null;
  }

  /** One request per reservation: a newer one replaces whatever was there. */
  async saveOpenChangeRequest(reservationId: number, changes: ReservationChanges, now: string): Promise<void> {
    const values = { status: "open", changes: JSON.stringify(changes), submitted_at: now, decided_at: null };
    await this.db
      .insertInto("change_requests")
      .values({ reservation_id: reservationId, ...values })
      .onConflict((oc) => oc.column("reservation_id").doUpdateSet(values))
      .execute();
  }

  /**
   * Deletes test bookings: the restaurant's all (`restaurantId`), or every restaurant's made before
   * `createdBefore`. Their change requests and outbox rows go with them (foreign keys); returns how many.
   */
  async deleteTest(scope: { restaurantId: string } | { createdBefore: string }): Promise<number> {
    // The literal, so the planners match the partial index of test bookings (migration 015).
    let query = this.db.deleteFrom("reservations").where("space", "=", sql.lit("test"));
    query =
      "restaurantId" in scope ? query.where("restaurant_id", "=", scope.restaurantId) : query.where("created_at", "<", scope.createdBefore);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Returns false when the reservation has no open request. */
  async decideChangeRequest(reservationId: number, status: "approved" | "declined", now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("change_requests")
      .set({ status, decided_at: now })
      .where("reservation_id", "=", reservationId)
      .where("status", "=", "open")
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The guest took their open request back; a decided one stays as the record of the decision. */
  async withdrawOpenChangeRequest(reservationId: number): Promise<void> {
    await this.db.deleteFrom("change_requests").where("reservation_id", "=", reservationId).where("status", "=", "open").execute();
  }
}

const longestStayBefore = (iso: string): string => toUtcIso(new Date(Date.parse(iso) - MAX_STAY_MINUTES * 60_000));

/** `text` as the inside of a LIKE pattern that matches only itself, a backslash being the escape character. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of `d`; an optional field left undefined is stored, and read back by insertUnlessNumberTaken, as null. */
function detailColumns(d: ReservationDetails) {
  return {
    guest_first_name: d.guest_first_name ?? null,
    guest_last_name: d.guest_last_name,
    guest_phone: d.guest_phone ?? null,
    guest_email: d.guest_email ?? null,
    party_size: d.party_size,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    notify_email: d.notify_email ? 1 : 0,
    notify_whatsapp: d.notify_whatsapp ? 1 : 0,
    guest_notes: d.guest_notes ?? null,
    occasion: d.occasion ?? null,
  };
}

function toRecord(row: Selectable<ReservationsTable>): ReservationRecord {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    reservationNumber: row.reservation_number,
    pinHmac: row.pin_hmac,
    status: row.status as ReservationStatus,
    space: row.space as Space,
    guestLang: langOf(row.guest_language ?? row.guest_lang),
    source: row.source as ReservationSource,
    tableIds: JSON.parse(row.table_ids) as string[],
    tableLocked: row.table_locked === 1,
    guestProfileId: row.guest_profile_id ?? null,
    guest_first_name: row.guest_first_name,
    guest_last_name: row.guest_last_name,
    guest_phone: row.guest_phone,
    guest_email: row.guest_email,
    party_size: row.party_size,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    notify_email: row.notify_email === 1,
    notify_whatsapp: row.notify_whatsapp === 1,
    guest_notes: row.guest_notes,
    occasion: row.occasion as Occasion | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The guest-editable part of a stored reservation. */
export function detailsOf(r: ReservationRecord): ReservationDetails {
  return {
    guest_first_name: r.guest_first_name,
    guest_last_name: r.guest_last_name,
    guest_phone: r.guest_phone,
    guest_email: r.guest_email,
    party_size: r.party_size,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    notify_email: r.notify_email,
    notify_whatsapp: r.notify_whatsapp,
    guest_notes: r.guest_notes,
    occasion: r.occasion,
  };
}

/** The columns of a new reservation as `insertUnlessNumberTaken` writes them. */
function rowOf(input: Parameters<ReservationRepository["insertUnlessNumberTaken"]>[0], guest: GuestLink) {
  return {
    restaurant_id: input.restaurantId,
    reservation_number: input.reservationNumber,
    pin_hmac: input.pinHmac,
    status: input.status,
    space: input.space,
    guest_lang: input.guestLang === "de" ? "de" : "en",
    guest_language: input.guestLang,
    source: input.source ?? "online",
    table_ids: JSON.stringify(input.tableIds ?? []),
    table_locked: 0,
    anonymised_at: null,
    ...detailColumns(input.details),
    guest_profile_id: "profileId" in guest ? guest.profileId : null,
    created_at: input.now,
    updated_at: input.now,
  };
}
