import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from "../testing/test-database.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "./database.ts";
import { migrate, migrationsFor } from "./migrate.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

const configOf = (db: TestDatabase) => loadConfig({ COUVERT_DB: db.url }).database;
const versionsIn = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db.kysely)).rows.map((r) =>
    Number(r.version),
  );

describe(`migrations (${TEST_ENGINE})`, () => {
  it("are applied once: reopening the database applies nothing again and keeps the data", async () => {
    const first = await openDatabase(configOf(database));
    const versions = await versionsIn(first);
    expect(versions).toEqual(migrationsFor(TEST_ENGINE).map((m) => m.version));
    await first.kysely
      .insertInto("restaurants")
      .values({ id: "r", slug: "s", name: "n", timezone: "UTC", weekly_hours: "{}", created_at: "x", updated_at: "x" })
      .execute();
    await first.close();

    const again = await openDatabase(configOf(database));
    try {
      expect(await migrate(again)).toEqual([]);
      expect(await versionsIn(again)).toEqual(versions);
      const { n } = await again.kysely
        .selectFrom("restaurants")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(1);
    } finally {
      await again.close();
    }
  });

  it("are safe when several servers open one new database at the same moment", async () => {
    const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase(configOf(database))));
    try {
      for (const db of opened) expect(await versionsIn(db)).toEqual(migrationsFor(TEST_ENGINE).map((m) => m.version));
    } finally {
      await Promise.all(opened.map((db) => db.close()));
    }
  });

  it("give both engines the same tables and columns", async () => {
    const db = await openDatabase(configOf(database));
    try {
      const tables = await db.kysely.introspection.getTables();
      const shape = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
      expect(shape).toEqual(db.engine === "sqlite" ? { ...EXPECTED_SCHEMA, ...SQLITE_ONLY } : EXPECTED_SCHEMA);
    } finally {
      await db.close();
    }
  });
});

describe("migration numbers", () => {
  // `couvert db copy` compares the engines' latest versions: a number taken on one engine alone
  // left them apart (029 was SQLite's only, at first). PostgreSQL starts at 003, its initial
  // schema holding what SQLite's 001–003 built.
  it("are the same on both engines from PostgreSQL's first on", () => {
    const postgres = migrationsFor("postgres").map((m) => m.version);
    const sqlite = migrationsFor("sqlite")
      .map((m) => m.version)
      .filter((version) => version >= postgres[0]!);
    expect(postgres).toEqual(sqlite);
  });
});

/** The schema both engines must have; a migration that changes one folder and not the other fails here. */
const EXPECTED_SCHEMA = {
  api_keys: [
    "allowed_origins",
    "created_at",
    "expires_at",
    "id",
    "key_hash",
    "label",
    "last_used_at",
    "modules",
    "prefix",
    "preview",
    "restaurant_id",
    "revoked_at",
    "test",
  ],
  change_requests: ["changes", "decided_at", "reservation_id", "status", "submitted_at"],
  content: ["document", "module", "restaurant_id", "updated_at"],
  events: [
    "cover_storage_path",
    "cover_url",
    "created_at",
    "description",
    "end_at",
    "external_event_id",
    "external_url",
    "id",
    "is_pinned",
    "location",
    "platform",
    "published_at",
    "restaurant_id",
    "source",
    "start_at",
    "status",
    "ticket_url",
    "title",
  ],
  guest_contacts: ["kind", "profile_id", "restaurant_id", "value"],
  guest_profiles: ["created_at", "id", "owner_notes", "restaurant_id", "tags", "updated_at"],
  idempotency_keys: ["api_key_id", "body_hash", "created_at", "idempotency_key", "response_encrypted", "state", "status_code"],
  manage_failures: ["client_tag", "failed_at", "id", "reservation_number", "restaurant_id"],
  rate_limit_hits: ["bucket", "hits", "reset_at"],
  reservations: [
    "anonymised_at",
    "created_at",
    "ends_at",
    "guest_email",
    "guest_first_name",
    "guest_lang",
    "guest_language",
    "guest_last_name",
    "guest_notes",
    "guest_phone",
    "guest_profile_id",
    "id",
    "notify_email",
    "notify_whatsapp",
    "occasion",
    "party_size",
    "pin_hmac",
    "reservation_number",
    "restaurant_id",
    "source",
    "space",
    "starts_at",
    "status",
    "table_ids",
    "table_locked",
    "updated_at",
  ],
  restaurants: [
    "accent_hex",
    "address",
    "auto_approve_changes",
    "booking_horizon_days",
    "booking_lead_time_hours",
    "capacity_mode",
    "confirmation_mode",
    "connected_platforms",
    "country",
    "created_at",
    "date_exceptions",
    "default_dwell_minutes",
    "dwell_minutes_by_party_size",
    "embed_form_footer_text",
    "embed_max_items",
    "events_grace_minutes",
    "events_view_mode",
    "feedback_emails",
    "guest_data_retention_months",
    "id",
    "manage_url",
    "max_covers_per_slot",
    "max_covers_starting_per_slot",
    "max_party_size",
    "min_minutes_before_closing",
    "min_party_size",
    "name",
    "notification_emails",
    "phone",
    "published",
    "reminders_enabled",
    "services",
    "show_all_platform_filter",
    "slot_interval_minutes",
    "slug",
    "terms_url",
    "timezone",
    "updated_at",
    "waitlist_offer_minutes",
    "webhook_secret_sealed",
    "webhook_url",
    "website",
    "weekly_hours",
  ],
  schema_migrations: ["applied_at", "name", "version"],
  outbox: [
    "attempts",
    "channel",
    "created_at",
    "erase_when_done",
    "id",
    "last_error",
    "lease_token",
    "leased_until",
    "not_before",
    "payload_sealed",
    "recipient",
    "reservation_id",
    "restaurant_id",
    "retry_from",
    "sent_at",
    "space",
    "status",
    "topic",
  ],
  outbox_attempts: ["at", "attempt", "error", "message_id", "outcome"],
  users: ["created_at", "email", "id", "lang", "password_changed_at", "password_hash"],
  memberships: ["accepted_at", "created_at", "restaurant_id", "role", "user_id"],
  setup_links: ["created_at", "expires_at", "issued_by", "restaurant_id", "token_hash", "user_id"],
  sessions: ["created_at", "id_hash", "last_seen_at", "user_id"],
  sign_in_failures: ["account_tag", "client_tag", "failed_at", "forgiven", "id"],
  live_events: ["created_at", "id", "kind", "reservation_number", "restaurant_id", "tx_id"],
  covers_by_stay: ["covers", "ends_at", "restaurant_id", "space", "starts_at"],
  room_areas: ["bookable_online", "id", "name", "position", "restaurant_id"],
  room_tables: ["area_id", "bookable_online", "id", "max_seats", "min_seats", "name", "position", "restaurant_id"],
  room_combinations: ["id", "max_seats", "min_seats", "position", "restaurant_id"],
  room_combination_tables: ["combination_id", "position", "restaurant_id", "table_id"],
  feedback: [
    "answered_at",
    "comment",
    "created_at",
    "expires_at",
    "id",
    "published_at",
    "rating",
    "reservation_id",
    "restaurant_id",
    "token_hash",
  ],
  waitlist_entries: [
    "created_at",
    "date",
    "guest_email",
    "guest_first_name",
    "guest_lang",
    "guest_last_name",
    "guest_phone",
    "id",
    "party_size",
    "reservation_id",
    "restaurant_id",
    "status",
    "updated_at",
    "window_end",
    "window_start",
  ],
  waitlist_offers: ["created_at", "entry_id", "expires_at", "id", "restaurant_id", "starts_at", "state", "token_hash"],
  privacy_audit: ["action", "actor", "at", "bookings_cancelled", "id", "restaurant_id", "rows_changed"],
};

/** How a server learns which tables another process changed: PostgreSQL notifies instead (migration 017). */
const SQLITE_ONLY = { change_counts: ["changes", "table_name"], stay_versions: ["restaurant_id", "version"] };
