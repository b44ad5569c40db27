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
        .where((eb) =>
          eb(
            eb(coversOf(db, value), "+", eb.cast<number>(eb.val(value("party_size")), "integer")),
            "<=",
            eb.cast<number>(eb.val(value("limit")), "integer"),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(["restaurant_id", "reservation_number"]).doNothing())
    .returning("id"),
);

/** Always one row: the reservation's id and profile (null when nothing was inserted), and the profile made, if any. */
export interface RecognisingResult {
  id: number | null;
  guest_profile_id: number | string | null;
  created_profile_id: number | string | null;
  /** Whether the stay fitted (always true without a room check): false means no room, else a null id means the number was taken. */
  fitted: boolean;
}

/** A live booking's news written by its insert's own statement: the live view's event and `messages` outbox rows. */
export type News = {
  event_kind: string;
  event_at: number;
} & Record<`${"channel" | "topic" | "recipient" | "payload_sealed" | "not_before"}${number}`, string>;

/** The outbox columns each message gives in `News`, in the VALUES list's order. */
const NEWS_COLUMNS = ["channel", "topic", "recipient", "payload_sealed", "not_before"] as const;

/**
 * PostgreSQL: the insert (capacity-checked when `withRoom`) and the guest's recognition
 * (server/guests/recognition.ts) in one statement, so the booking waits for one round trip and
 * writes its row once, already linked: the profile its e-mail names, else its phone's, else a new
 * one made in the same statement; the contacts not yet known added; a known profile touched.
 * Nothing is written when the stay does not fit; when the number is taken, only a new profile,
 * which its answer names (`created_profile_id` without an `id`) for the caller to delete: a check
 * of the number inside the statement was planned, once for the named statement, as a scan of
 * every reservation of the restaurant.
 *
 * With `messages` (not null), the statement also writes the booking's news (`News`) when the row
 * is inserted, linked to it, and nothing else when it is not: its caller need not wait for the
 * answer before the next booking's statements go out (create-reservation.ts).
 */
const recognisingInsert = (withRoom: boolean, messages: number | null = null) =>
  preparedQuery<Row & Room & Recognised & Partial<News>, RecognisingResult>((db, value) => {
    const typed = (c: string) => sql`cast(${value(c as keyof Row)} as ${sql.raw(INTEGER_COLUMNS.has(c) ? "integer" : "text")})`;
    const text = (name: keyof News) => sql`cast(${value(name)} as text)`;
    const columns = INSERTED_COLUMNS.filter((c) => c !== "guest_profile_id");
    const restaurant = sql`cast(${value("restaurant_id")} as text)`;
    const now = sql`cast(${value("created_at")} as text)`;
    // Each contact looked up by the whole primary key: a join with `incoming` was planned, once
    // for the named statement, as a read of every contact of the restaurant.
    const contact = (kind: "email" | "phone") =>
      sql`(SELECT profile_id FROM guest_contacts WHERE restaurant_id = ${restaurant} AND kind = ${sql.lit(kind)} AND value = cast(${value(kind)} as text))`;
    const room = withRoom
      ? sql`(${coversOf(db, value)}) + cast(${value("party_size")} as integer) <= cast(${value("limit")} as integer)`
      : sql`true`;
    const rows = Array.from({ length: messages ?? 0 }, (_, i) => sql`(${sql.join(NEWS_COLUMNS.map((c) => text(`${c}${i}`)))})`);
    const news =
      messages === null
        ? sql``
        : sql`,
      event AS (
        INSERT INTO live_events (restaurant_id, reservation_number, kind, created_at)
        SELECT ${restaurant}, cast(${value("reservation_number")} as integer), ${text("event_kind")}, cast(${value("event_at")} as bigint) FROM inserted
      )${
        messages === 0
          ? sql``
          : sql`,
      queued AS (
        INSERT INTO outbox (restaurant_id, reservation_id, ${sql.join(NEWS_COLUMNS.map((c) => sql.ref(c)))}, space, status, created_at)
        SELECT ${restaurant}, r.id, ${sql.join(NEWS_COLUMNS.map((c) => sql.ref(`m.${c}`)))}, 'live', 'queued', ${now}
        FROM (VALUES ${sql.join(rows)}) AS m (${sql.join(NEWS_COLUMNS.map((c) => sql.ref(c)))}), inserted r
      )`
      }`;
    // The declaration is one literal (local-writes.ts reads the first fragment only): without news
    // it names two tables more than are written, which only drops what is kept on them.
    const query = sql<RecognisingResult>`/* writes: reservations, guest_profiles, guest_contacts, live_events, outbox */
      WITH incoming (kind, value) AS (
        SELECT kind, value FROM (VALUES ('email', cast(${value("email")} as text)), ('phone', cast(${value("phone")} as text))) AS v (kind, value)
        WHERE value IS NOT NULL
      ),
      fits AS (SELECT 1 AS yes WHERE ${room}),
      known AS (
        SELECT profile_id FROM (SELECT coalesce(${contact("email")}, ${contact("phone")}) AS profile_id) AS k WHERE profile_id IS NOT NULL
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
      )${news}
      SELECT r.id, r.guest_profile_id, (SELECT id FROM created) AS created_profile_id, EXISTS (SELECT 1 FROM fits) AS fitted
      FROM (SELECT 1) AS one LEFT JOIN inserted r ON true`;
    return { compile: () => query.compile(db) };
  });

export const insertRecognising = recognisingInsert(false);
export const insertIfRoomRecognising = recognisingInsert(true);

const withNews = new Map<string, ReturnType<typeof recognisingInsert>>();

/** `recognisingInsert` that also writes a live booking's news with `messages` outbox rows, compiled once per shape. */
export function recognisingInsertWithNews(withRoom: boolean, messages: number): ReturnType<typeof recognisingInsert> {
  const shape = `${withRoom}:${messages}`;
  let statement = withNews.get(shape);
  if (!statement) withNews.set(shape, (statement = recognisingInsert(withRoom, messages)));
  return statement;
}

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
