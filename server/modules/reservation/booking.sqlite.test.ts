import Database from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MODULE_IDS } from "../../../core/modules.ts";
import { migrateSqlite, migrationsFor } from "../../db/migrate.ts";
import { issueKey } from "../../keys/service.ts";
import { seedRestaurant, TEST_HOURS } from "../../testing/fixtures.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { startTestServer } from "../../testing/test-server.ts";
import { book, bookingBody, codeOf, postBooking } from "./test-support.ts";

/**
 * What only SQLite has: databases made before migration 003, which could keep instants with
 * fractions of a second (PostgreSQL support began at schema version 3).
 */

describe("capacity (maxCoversPerSlot) on a database made before migration 003", () => {
  it("compares stays as instants, also against a row stored with fractional seconds", async () => {
    const database = await createTestDatabase("sqlite");
    // a restaurant at schema version 2 with a full table from 19:00Z, written before timestamps were cut to whole seconds
    const legacy = new Database(database.file!);
    try {
      migrateSqlite(
        legacy,
        migrationsFor("sqlite").filter((m) => m.version <= 2),
      );
      legacy
        .prepare(
          "INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES ('r', 'legacy-bistro', 'Legacy Bistro', 'Europe/Berlin', '{}', 'x', 'x')",
        )
        .run();
      legacy
        .prepare(
          `INSERT INTO reservations (restaurant_id, reservation_number, pin_hmac, status, guest_last_name, party_size,
             starts_at, ends_at, notify_email, notify_whatsapp, created_at, updated_at)
           VALUES ('r', 4242424, 'x', 'confirmed', 'Earlier', 4, '2026-06-02T19:00:00.000Z', '2026-06-02T21:00:00.000Z', 1, 0, 'x', 'x')`,
        )
        .run();
    } finally {
      legacy.close();
    }

    // today's server opens (and upgrades) that database
    const server = await startTestServer({ database });
    try {
      const now = server.clock.now();
      await server.ctx.restaurants.updateSettings("r", { maxCoversPerSlot: 4 }, now);
      await server.ctx.restaurants.setHours("r", TEST_HOURS, now);
      await server.ctx.restaurants.setPublished("r", true, now);
      const { key } = await issueKey(server.ctx.keys, { restaurantId: "r", modules: [...MODULE_IDS], allowedOrigins: null }, now);
      // 17:00Z–19:00Z ends as it starts: no overlap (as text, "…19:00:00.000Z" < "…19:00:00Z" says otherwise)
      await book(server, key, { party_size: 4, starts_at: "2026-06-02T17:00:00Z", ends_at: "2026-06-02T19:00:00Z" });
      // one second more does overlap
      const over = await postBooking(
        server,
        key,
        bookingBody({ party_size: 1, starts_at: "2026-06-02T17:00:00Z", ends_at: "2026-06-02T19:00:01Z" }),
      );
      expect(codeOf(over)).toBe("slot_full");
    } finally {
      await server.close();
      await database.drop();
    }
  });
});

describe("a booking while another process holds the database's write lock (docs/api.md §7a)", () => {
  it("waits for it asynchronously: /health and reads answer meanwhile, and the booking is stored once the lock is free", async () => {
    const server = await startTestServer();
    const other = new Database(server.database.file!);
    try {
      const { key } = await seedRestaurant(server.ctx);
      other.exec("BEGIN IMMEDIATE");
      const booking = postBooking(server, key, bookingBody(), { "Idempotency-Key": "held-lock-1" });
      // With a synchronous busy timeout, neither would answer before the booking gave up with a 500.
      expect((await server.request("/api/v1/health")).status).toBe(200);
      expect((await server.request("/api/v1/reservation", { key })).status).toBe(200);
      expect(other.inTransaction).toBe(true);
      other.exec("COMMIT");
      const res = await booking;
      expect(res.status, res.text).toBe(200);
      const stored = other
        .prepare("SELECT COUNT(*) FROM reservations WHERE reservation_number = ?")
        .pluck()
        .get(res.json.data.reservation_number);
      expect(stored).toBe(1);
    } finally {
      other.close();
      await server.close();
    }
  });
});

describe("two servers on one SQLite file (each its own connection and group commit)", () => {
  it("accept exactly the last 10 covers of 40 concurrent bookings between them, refuse the rest as slot_full, and never answer 5xx", async () => {
    const first = await startTestServer({ limits: { bookingsPerHour: 1_000, writesPerMinute: 10_000 } });
    const second = await startTestServer({ database: first.database, limits: { bookingsPerHour: 1_000, writesPerMinute: 10_000 } });
    try {
      const { key } = await seedRestaurant(first.ctx, { settings: { maxCoversPerSlot: 10 } });
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          postBooking(i % 2 === 0 ? first : second, key, bookingBody({ party_size: 1, guest_last_name: `Racer ${i}` }), {
            "Idempotency-Key": `race-${i}`,
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(30);
      expect(responses.filter((r) => r.status === 409).every((r) => codeOf(r) === "slot_full")).toBe(true);
      const [stored] = await first.rows<{ n: number }>(sql`SELECT SUM(party_size) AS n FROM reservations`);
      expect(stored!.n).toBe(10);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
