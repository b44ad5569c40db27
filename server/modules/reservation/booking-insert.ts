import { sql, type Insertable } from "kysely";
import { preparedQuery } from "../../db/prepared.ts";
import type { ReservationsTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transactions.ts";

// The booking path's statements, compiled once (db/prepared.ts).
const INSERTED_COLUMNS = [
  "restaurant_id",
  "reservation_number",
  "pin_hmac",
  "status",
  "space",
  "guest_lang",
  "guest_language",
  "source",
  "table_ids",
  "table_locked",
  "guest_first_name",
  "guest_last_name",
  "guest_phone",
  "guest_email",
  "party_size",
  "starts_at",
  "ends_at",
  "notify_email",
  "notify_whatsapp",
  "guest_notes",
  "occasion",
  "guest_profile_id",
  "created_at",
  "updated_at",
] as const;

/** Integer columns among them; the others are text. */
const INTEGER_COLUMNS: ReadonlySet<string> = new Set([
  "reservation_number",
  "party_size",
  "notify_email",
  "notify_whatsapp",
  "table_locked",
  "guest_profile_id",
]);

type Row = Insertable<ReservationsTable>;

/** What a capacity-checked insert adds to the row: the covers `limit`, and the stay's earliest overlapping start. */
export type Room = {
  limit: number;
  earliestStart: string;
};

/** PostgreSQL: the guest's contacts to recognise in the insert's own statement (null: not known). */
export type Recognised = {
  email: string | null;
  phone: string | null;
};

export const insertUnlessNumberTaken = preparedQuery<Row, { id: number }>((db, value) =>
  db
    .insertInto("reservations")
    .values(Object.fromEntries(INSERTED_COLUMNS.map((c) => [c, value(c)])) as Row)
    .onConflict((oc) => oc.columns(["restaurant_id", "reservation_number"]).doNothing())
    .returning("id"),
);

/**
 * INSERT … SELECT of the row's values, WHERE the covers already overlapping its stay plus its
 * party stay within `limit` (coversOverlapping's sum). Each value is cast to its column's type:
 * PostgreSQL would take an untyped parameter in a SELECT list for text.
 */
export const insertIfRoomUnlessNumberTaken = preparedQuery<Row & Room, { id: number }>((db, value) =>
  db
    .insertInto("reservations")
    .columns(INSERTED_COLUMNS)
    .expression(
      db
        .selectNoFrom((eb) => INSERTED_COLUMNS.map((c) => eb.cast(eb.val(value(c)), INTEGER_COLUMNS.has(c) ? "integer" : "text").as(c)))
        .where((eb) => eb(eb(coversOf(db, value), "+", eb.cast<number>(eb.val(value("party_size")), "integer")), "<=", eb.cast<number>(eb.val(value("limit")), "integer"))),
    )
    .onConflict((oc) => oc.columns(["restaurant_id", "reservation_number"]).doNothing())
    .returning("id"),
);

/**
 * PostgreSQL: the insert (capacity-checked when `withRoom`) and the guest's recognition
 * (server/guests/recognition.ts) in one statement, so the booking waits for one round trip and
 * writes its row once, already linked: the profile its e-mail names, else its phone's, else a new
 * one made in the same statement; the contacts not yet known added; a known profile touched.
 * Nothing is written when the stay does not fit or the number is taken.
 */
const recognisingInsert = (withRoom: boolean) =>
  preparedQuery<Row & Room & Recognised, { id: number; guest_profile_id: number | null }>((db, value) => {
    const typed = (c: string) => sql`cast(${value(c as keyof Row)} as ${sql.raw(INTEGER_COLUMNS.has(c) ? "integer" : "text")})`;
    const columns = INSERTED_COLUMNS.filter((c) => c !== "guest_profile_id");
    const restaurant = sql`cast(${value("restaurant_id")} as text)`;
    const now = sql`cast(${value("created_at")} as text)`;
    const room = withRoom
      ? sql`(${coversOf(db, value)}) + cast(${value("party_size")} as integer) <= cast(${value("limit")} as integer) AND`
      : sql``;
    const query = sql<{ id: number; guest_profile_id: number | null }>`/* writes: reservations, guest_profiles, guest_contacts */
      WITH incoming (kind, value) AS (
        SELECT kind, value FROM (VALUES ('email', cast(${value("email")} as text)), ('phone', cast(${value("phone")} as text))) AS v (kind, value)
        WHERE value IS NOT NULL
      ),
      fits AS (
        SELECT 1 AS yes WHERE ${room} NOT EXISTS (
          SELECT 1 FROM reservations WHERE restaurant_id = ${restaurant} AND reservation_number = cast(${value("reservation_number")} as integer)
        )
      ),
      known AS (
        SELECT c.profile_id FROM guest_contacts c JOIN incoming i ON c.kind = i.kind AND c.value = i.value
        WHERE c.restaurant_id = ${restaurant}
        ORDER BY c.kind = 'email' DESC LIMIT 1
      ),
      created AS (
        INSERT INTO guest_profiles (restaurant_id, owner_notes, created_at, updated_at)
        SELECT ${restaurant}, NULL, ${now}, ${now}
        WHERE EXISTS (SELECT 1 FROM incoming) AND NOT EXISTS (SELECT 1 FROM known) AND EXISTS (SELECT 1 FROM fits)
        RETURNING id
      ),
      inserted AS (
        INSERT INTO reservations (${sql.join(columns.map((c) => sql.ref(c)))}, guest_profile_id)
        SELECT ${sql.join(columns.map(typed))}, (SELECT profile_id FROM known UNION ALL SELECT id FROM created)
        FROM fits
        ON CONFLICT (restaurant_id, reservation_number) DO NOTHING
        RETURNING id, guest_profile_id
      ),
      added AS (
        INSERT INTO guest_contacts (restaurant_id, kind, value, profile_id)
        SELECT ${restaurant}, i.kind, i.value, r.guest_profile_id FROM incoming i, inserted r WHERE r.guest_profile_id IS NOT NULL
        ON CONFLICT (restaurant_id, kind, value) DO NOTHING
      ),
      touched AS (
        UPDATE guest_profiles SET updated_at = ${now} WHERE id = (SELECT profile_id FROM known) AND EXISTS (SELECT 1 FROM inserted)
      )
      SELECT id, guest_profile_id FROM inserted`;
    return { compile: () => query.compile(db) };
  });

export const insertRecognising = recognisingInsert(false);
export const insertIfRoomRecognising = recognisingInsert(true);

export interface Stay {
  restaurantId: string;
  space: string;
  startsAt: string;
  endsAt: string;
  /** No stay starting this early can still overlap (longestStayBefore): bounds the index range. */
  earliestStart: string;
}

/** The covers of the stays that overlap `stay`: the capacity rule's sum, read alone or inside the insert. */
const coversOverlappingStay = (db: Tx, stay: Stay) =>
  db
    .selectFrom("covers_by_stay")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("covers"), eb.lit(0)).as("covers"))
    .where("restaurant_id", "=", stay.restaurantId)
    .where("space", "=", stay.space)
    .where("starts_at", "<", stay.endsAt)
    .where("starts_at", ">", stay.earliestStart)
    .where("ends_at", ">", stay.startsAt);

/** The covers overlapping the stay of the row being inserted. */
const coversOf = (db: Tx, value: <K extends keyof (Row & Room)>(name: K) => (Row & Room)[K]) =>
  coversOverlappingStay(db, {
    restaurantId: value("restaurant_id"),
    space: value("space") as string,
    startsAt: value("starts_at"),
    endsAt: value("ends_at"),
    earliestStart: value("earliestStart"),
  });

export const coversOverlapping = preparedQuery<Stay & Record<string, unknown>, { covers: number }>((db, value) =>
  coversOverlappingStay(db, {
    restaurantId: value("restaurantId"),
    space: value("space"),
    startsAt: value("startsAt"),
    endsAt: value("endsAt"),
    earliestStart: value("earliestStart"),
  }),
);
