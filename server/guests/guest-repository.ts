import { PostgresAdapter, sql, type SqlBool } from "kysely";
import type { ContactKind } from "../../core/guests/identity.ts";
import type { VisitRecord } from "../../core/guests/history.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import { preparedQuery } from "../db/prepared.ts";
import type { Tx } from "../db/transactions.ts";
import { escapeLike } from "../modules/reservation/reservation-repository.ts";

export interface GuestProfileRecord {
  id: number;
  restaurantId: string;
  tags: string[];
  ownerNotes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactRecord {
  kind: ContactKind;
  value: string;
  profileId: number;
}

/** A linked live booking, as much as a profile shows of it. */
export interface ProfileBookingRecord extends VisitRecord {
  profileId: number;
  partySize: number;
  firstName: string | null;
  lastName: string;
  lang: string;
}

/**
 * Guest profiles and their contacts (migration 019). A profile's counts are never stored: they are
 * read from the live reservations linked to it (`bookingsOf`).
 */
export class GuestRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /** Whether this runs on PostgreSQL, where the booking's insert recognises its guest itself (recognition.ts). */
  get inOneStatement(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** The contacts among `contacts` (at most one of each kind, as contactsOf gives them) known at the restaurant. */
  async contactsNamed(restaurantId: string, contacts: readonly { kind: ContactKind; value: string }[]): Promise<ContactRecord[]> {
    if (!contacts.length) return [];
    const valueOf = (kind: ContactKind) => contacts.find((c) => c.kind === kind)?.value ?? null;
    const { rows } = await contactsNamedStatement(this.db, { restaurantId, email: valueOf("email"), phone: valueOf("phone") });
    return rows.map((r) => ({ kind: r.kind, value: r.value, profileId: Number(r.profile_id) }));
  }

  /**
   * A new profile for a guest none of whose contacts the restaurant knows (most bookings' guests),
   * made in the statement that looks: its id, or null when one is known (nothing made).
   */
  async createUnlessKnown(
    restaurantId: string,
    contacts: { email: string | null; phone: string | null },
    now: string,
  ): Promise<number | null> {
    const { rows } = await createUnlessKnownStatement(this.db, { restaurantId, ...contacts, now });
    return rows[0] ? Number(rows[0].id) : null;
  }

  async create(restaurantId: string, now: string): Promise<number> {
    const { rows } = await createStatement(this.db, { restaurantId, now });
    return Number(rows[0]!.id);
  }

  /** Contacts already naming a profile keep naming it: recognition never moves a contact. */
  async addContacts(restaurantId: string, profileId: number, contacts: readonly { kind: ContactKind; value: string }[]): Promise<void> {
    if (!contacts.length) return;
    const values: Record<string, unknown> = { restaurantId, profileId };
    contacts.forEach((c, i) => Object.assign(values, { [`kind${i}`]: c.kind, [`value${i}`]: c.value }));
    await addContactsStatement(contacts.length)(this.db, values);
  }

  /** Deletes a profile made for a booking that was not written after all. */
  async remove(profileId: number): Promise<void> {
    await this.db.deleteFrom("guest_profiles").where("id", "=", profileId).execute();
  }

  async touch(profileId: number, now: string): Promise<void> {
    await touchStatement(this.db, { profileId, now });
  }

  async profiles(restaurantId: string, ids: readonly number[]): Promise<GuestProfileRecord[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom("guest_profiles")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("id", "in", [...new Set(ids)])
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      restaurantId: r.restaurant_id,
      tags: JSON.parse(r.tags) as string[],
      ownerNotes: r.owner_notes,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }

  async contactsOf(ids: readonly number[]): Promise<ContactRecord[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom("guest_contacts")
      .select(["kind", "value", "profile_id"])
      .where("profile_id", "in", [...new Set(ids)])
      .orderBy("kind")
      .orderBy("value")
      .execute();
    return rows.map((r) => ({ kind: r.kind, value: r.value, profileId: Number(r.profile_id) }));
  }

  /** The live bookings linked to `ids`, newest start first. */
  async bookingsOf(ids: readonly number[]): Promise<ProfileBookingRecord[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom("reservations")
      .select([
        "guest_profile_id",
        "reservation_number",
        "status",
        "starts_at",
        "updated_at",
        "guest_notes",
        "party_size",
        "guest_first_name",
        "guest_last_name",
        // Migration 024: the booking's language, beyond en/de, is in guest_language.
        sql<string>`coalesce(guest_language, guest_lang)`.as("guest_lang"),
      ])
      .where("guest_profile_id", "in", [...new Set(ids)])
      .where("space", "=", "live")
      .orderBy("starts_at", "desc")
      .execute();
    return rows.map((r) => ({
      profileId: Number(r.guest_profile_id),
      reservationNumber: r.reservation_number,
      status: r.status as ReservationStatus,
      startsAt: r.starts_at,
      updatedAt: r.updated_at,
      guestNotes: r.guest_notes,
      partySize: r.party_size,
      firstName: r.guest_first_name,
      lastName: r.guest_last_name,
      lang: r.guest_lang,
    }));
  }

  /** The latest-touched profiles of the restaurant. */
  async latest(restaurantId: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("guest_profiles")
      .select("id")
      .where("restaurant_id", "=", restaurantId)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Profiles whose bookings' names contain `text`, or whose contacts contain it or one of
   * `phoneDigits` (case-insensitive, `%` and `_` match themselves), latest-touched first.
   */
  async search(restaurantId: string, text: string, phoneDigits: readonly string[], limit: number): Promise<number[]> {
    const like = (needle: string) => `%${escapeLike(needle.toLowerCase())}%`;
    const contains = (column: "guest_first_name" | "guest_last_name", needle: string) =>
      sql<SqlBool>`lower(${sql.ref(column)}) like ${like(needle)} escape '\\'`;
    const rows = await this.db
      .selectFrom("guest_profiles as p")
      .select("p.id")
      .where("p.restaurant_id", "=", restaurantId)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom("reservations as r")
              .select("r.id")
              .whereRef("r.guest_profile_id", "=", "p.id")
              .where((inner) => inner.or([contains("guest_first_name", text), contains("guest_last_name", text)])),
          ),
          eb.exists(
            eb
              .selectFrom("guest_contacts as c")
              .select("c.profile_id")
              .whereRef("c.profile_id", "=", "p.id")
              .where((inner) =>
                inner.or([text, ...phoneDigits].map((needle) => sql<SqlBool>`lower(c.value) like ${like(needle)} escape '\\'`)),
              ),
          ),
        ]),
      )
      .orderBy("p.updated_at", "desc")
      .orderBy("p.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async update(profileId: number, changes: { tags?: string[]; ownerNotes?: string | null }, now: string): Promise<void> {
    await this.db
      .updateTable("guest_profiles")
      .set({
        ...(changes.tags === undefined ? {} : { tags: JSON.stringify(changes.tags) }),
        ...(changes.ownerNotes === undefined ? {} : { owner_notes: changes.ownerNotes }),
        updated_at: now,
      })
      .where("id", "=", profileId)
      .execute();
  }

  /** Moves `from`'s bookings and contacts to `into`, then deletes `from`. Call it inside a transaction. */
  async moveAndDelete(from: number, into: number): Promise<void> {
    await this.db.updateTable("reservations").set({ guest_profile_id: into }).where("guest_profile_id", "=", from).execute();
    await this.db.updateTable("guest_contacts").set({ profile_id: into }).where("profile_id", "=", from).execute();
    await this.db.deleteFrom("guest_profiles").where("id", "=", from).execute();
  }
}

// Recognition's statements on SQLite, run for every booking, compiled once (db/prepared.ts).

type NamedContacts = { restaurantId: string; email: string | null; phone: string | null };

/** The restaurant's contacts that are the e-mail or the phone; one absent from the booking is looked for as NULL, which names none. */
const contactsOf = (db: Tx, value: <K extends keyof NamedContacts>(name: K) => NamedContacts[K]) =>
  db
    .selectFrom("guest_contacts")
    .where("restaurant_id", "=", value("restaurantId"))
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "email"), eb("value", "=", value("email") as string)]),
        eb.and([eb("kind", "=", "phone"), eb("value", "=", value("phone") as string)]),
      ]),
    );

const contactsNamedStatement = preparedQuery<NamedContacts, { kind: ContactKind; value: string; profile_id: number | string }>(
  (db, value) => contactsOf(db, value).select(["kind", "value", "profile_id"]),
);

const createUnlessKnownStatement = preparedQuery<NamedContacts & { now: string }, { id: number | string }>((db, value) =>
  db
    .insertInto("guest_profiles")
    .columns(["restaurant_id", "owner_notes", "created_at", "updated_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(value("restaurantId")).as("restaurant_id"),
          eb.lit(null).as("owner_notes"),
          eb.val(value("now")).as("created_at"),
          eb.val(value("now")).as("updated_at"),
        ])
        .where((eb) => eb.not(eb.exists(contactsOf(db, value).select(eb.lit(1).as("known"))))),
    )
    .returning("id"),
);

const createStatement = preparedQuery<{ restaurantId: string; now: string }, { id: number | string }>((db, value) =>
  db
    .insertInto("guest_profiles")
    .values({ restaurant_id: value("restaurantId"), owner_notes: null, created_at: value("now"), updated_at: value("now") })
    .returning("id"),
);

const touchStatement = preparedQuery<{ profileId: number; now: string }, never>((db, value) =>
  db
    .updateTable("guest_profiles")
    .set({ updated_at: value("now") })
    .where("id", "=", value("profileId")),
);

const addContactsStatements = new Map<number, ReturnType<typeof addContactsOf>>();

/** The insert of `count` contacts of one profile, compiled once per count. */
function addContactsStatement(count: number): ReturnType<typeof addContactsOf> {
  let statement = addContactsStatements.get(count);
  if (!statement) addContactsStatements.set(count, (statement = addContactsOf(count)));
  return statement;
}

const addContactsOf = (count: number) =>
  preparedQuery<Record<string, unknown>, never>((db, value) =>
    db
      .insertInto("guest_contacts")
      .values(
        Array.from({ length: count }, (_, i) => ({
          restaurant_id: value("restaurantId") as string,
          kind: value(`kind${i}`) as ContactKind,
          value: value(`value${i}`) as string,
          profile_id: value("profileId") as number,
        })),
      )
      .onConflict((oc) => oc.columns(["restaurant_id", "kind", "value"]).doNothing()),
  );
