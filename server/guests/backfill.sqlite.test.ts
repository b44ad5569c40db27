import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrateSqlite, migrationsFor } from "../db/migrate.ts";

/** Migration 019 links the bookings made before it to profiles, as booking would have. */
describe("migration 019's backfill", () => {
  it("makes one profile per e-mail (any case), adds its phones, one per other phone, per restaurant, none for test bookings", () => {
    const db = new Database(":memory:");
    const all = migrationsFor("sqlite");
    migrateSqlite(
      db,
      all.filter((m) => m.version < 19),
    );
    db.prepare(
      `INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at)
       VALUES ('r1', 'a', 'A', 'Europe/Berlin', '{}', 't', 't'), ('r2', 'b', 'B', 'Europe/Berlin', '{}', 't', 't')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO reservations (restaurant_id, reservation_number, pin_hmac, status, guest_last_name, guest_phone, guest_email,
         party_size, starts_at, ends_at, notify_email, notify_whatsapp, created_at, updated_at, space)
       VALUES (?, ?, 'x', 'completed', 'L', ?, ?, 2, '2026-01-01T19:00:00Z', '2026-01-01T21:00:00Z', 1, 0, 'c', 'u', ?)`,
    );
    insert.run("r1", 1, "+49301234567", "Ada@Example.org", "live");
    insert.run("r1", 2, null, " ada@example.org", "live");
    insert.run("r1", 3, "+49301234567", null, "live"); // Ada's phone, without her address
    insert.run("r1", 4, "+49407654321", null, "live");
    insert.run("r1", 5, "+49407654321", null, "live");
    insert.run("r1", 6, null, "tester@example.org", "test");
    insert.run("r2", 7, null, "ada@example.org", "live");

    migrateSqlite(db, all);

    const profileOf = Object.fromEntries(
      (
        db.prepare("SELECT reservation_number, guest_profile_id FROM reservations").all() as {
          reservation_number: number;
          guest_profile_id: number | null;
        }[]
      ).map((r) => [r.reservation_number, r.guest_profile_id]),
    );
    expect(profileOf[2]).toBe(profileOf[1]);
    expect(profileOf[3]).toBe(profileOf[1]);
    expect(profileOf[5]).toBe(profileOf[4]);
    expect(new Set([profileOf[1], profileOf[4], profileOf[7]]).size).toBe(3);
    expect(profileOf[6]).toBeNull();
    expect(db.prepare("SELECT restaurant_id, kind, value FROM guest_contacts ORDER BY restaurant_id, kind, value").all()).toEqual([
      { restaurant_id: "r1", kind: "email", value: "ada@example.org" },
      { restaurant_id: "r1", kind: "phone", value: "+49301234567" },
      { restaurant_id: "r1", kind: "phone", value: "+49407654321" },
      { restaurant_id: "r2", kind: "email", value: "ada@example.org" },
    ]);
  });
});
