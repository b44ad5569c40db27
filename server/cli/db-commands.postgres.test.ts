import { sql } from "kysely";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../site/paths.ts";
import { issueDemoKey, seedDemoRestaurant } from "../demo/seed-demo.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { startTestServer } from "../testing/test-server.ts";
import { MESSAGING_ENV } from "../notifications/test-support.ts";
import { migrateSqlite, migrationsFor } from "../db/migrate.ts";
import { runDbCommand } from "./db-commands.ts";

const run = promisify(execFile);
const SECRET = "copy-secret-0123456789abcdef0123456789abcdef";
const NOW = "2026-06-01T10:00:00Z";
/** One GET per module. */
const READS = ["/reservation", "/events", "/menu", "/reviews", "/news", "/gallery", "/opening-hours"];

const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((d) => d.drop()));
});
const fresh = async (engine: "sqlite" | "postgres") => {
  const database = await createTestDatabase(engine);
  databases.push(database);
  return database;
};

/** An SQLite installation with a demo restaurant, bookings in every state, a change request and a lockout failure. */
async function seededSqlite() {
  const source = await fresh("sqlite");
  const server = await startTestServer({ database: source, secret: SECRET, now: NOW, env: MESSAGING_ENV });
  try {
    const seeded = await seedDemoRestaurant(server.ctx);
    // Manual confirmation, so the bookings below pass through pending and confirmed.
    await server.ctx.restaurants.updateSettings(seeded.id, { confirmationMode: "manual" }, server.clock.now());
    // Named services (migration 009's column), which GET /reservation must answer the same after the copy.
    const demo = (await server.ctx.restaurants.findById(seeded.id))!;
    const definitions = [{ id: "main", name: "All day", maxCoversPerSlot: 30 }];
    await server.ctx.services.settings.setOpeningHours(demo, { services: { ...demo.services, definitions } });
    const restaurant = (await server.ctx.restaurants.findById(seeded.id))!;
    expect(restaurant.services.definitions).toEqual(definitions);
    const { key } = await issueDemoKey(server.ctx, restaurant);
    const guests = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request("/api/v1/reservation", {
        key,
        headers: { "idempotency-key": `seed-${i}` },
        body: {
          guest_last_name: `Guest ${i}`,
          guest_phone: "+49 30 1234567",
          party_size: 2 + i,
          starts_at: "2026-06-05T17:00:00Z",
          notify_whatsapp: true,
          terms_accepted: true,
        },
      });
      expect(res.status).toBe(200);
      guests.push(res.json.data as { reservation_number: number; guest_pin: string });
    }
    await server.ctx.services.owner.setStatus(restaurant, guests[0]!.reservation_number, "confirmed");
    const manage = (body: object) => server.request("/api/v1/reservation/manage", { key, body });
    const change = await manage({
      reservation_number: guests[0]!.reservation_number,
      pin: guests[0]!.guest_pin,
      party_size: 3,
      terms_accepted: true,
    });
    expect(change.json).toEqual({ data: { ok: true, change_request: true, change_request_status: "open" } });
    expect((await manage({ action: "cancel", reservation_number: guests[1]!.reservation_number, pin: guests[1]!.guest_pin })).status).toBe(
      200,
    );
    const reads = Object.fromEntries(await Promise.all(READS.map(async (p) => [p, (await server.request(`/api/v1${p}`, { key })).text])));
    const views = await Promise.all(
      guests.map(async (g) => (await manage({ action: "load", reservation_number: g.reservation_number, pin: g.guest_pin })).text),
    );
    // Last, so that no successful load resets it: a lockout failure to carry over.
    expect((await manage({ action: "load", reservation_number: guests[2]!.reservation_number, pin: "999999" })).status).toBe(401);
    return { source, key, guests, reads, views };
  } finally {
    await server.close();
  }
}

describe("couvert db copy", () => {
  it("moves an SQLite installation to PostgreSQL: every GET answers the same body, every key and PIN still works", async () => {
    const { source, key, guests, reads, views } = await seededSqlite();
    const target = await fresh("postgres");

    const copied = await runDbCommand(["copy", "--from", source.url, "--to", target.url, "--json"], {});
    expect(copied.stderr).toBe("");
    const report = JSON.parse(copied.stdout) as { tables: { table: string; source: number; target: number }[] };
    expect(Object.fromEntries(report.tables.map((t) => [t.table, t.target]))).toMatchObject({
      restaurants: 1,
      api_keys: 1,
      reservations: 3,
      change_requests: 1,
      manage_failures: 1,
      idempotency_keys: 3,
      content: 4,
    });
    expect(report.tables.find((t) => t.table === "events")?.target).toBeGreaterThan(30);

    const moved = await startTestServer({ database: target, secret: SECRET, now: NOW, env: MESSAGING_ENV });
    try {
      // The live events are an hour of news whose PostgreSQL transaction ids mean nothing on another server.
      expect(report.tables.map((t) => t.table)).not.toContain("live_events");
      expect(await moved.rows(sql`SELECT id FROM live_events`)).toEqual([]);
      for (const path of READS) expect((await moved.request(`/api/v1${path}`, { key })).text, path).toBe(reads[path]);
      const manage = (body: object) => moved.request("/api/v1/reservation/manage", { key, body });
      for (const [i, g] of guests.entries()) {
        expect((await manage({ action: "load", reservation_number: g.reservation_number, pin: g.guest_pin })).text).toBe(views[i]);
      }
      // A replayed Idempotency-Key still opens its sealed response, and new bookings get new ids.
      const replay = await moved.request("/api/v1/reservation", {
        key,
        headers: { "idempotency-key": "seed-0" },
        body: {
          guest_last_name: "Guest 0",
          guest_phone: "+49 30 1234567",
          party_size: 2,
          starts_at: "2026-06-05T17:00:00Z",
          notify_whatsapp: true,
          terms_accepted: true,
        },
      });
      expect(replay.json.data).toEqual(guests[0]);
      const next = await moved.request("/api/v1/reservation", {
        key,
        body: {
          guest_last_name: "After",
          guest_phone: "+49 30 7654321",
          party_size: 2,
          starts_at: "2026-06-06T17:00:00Z",
          notify_whatsapp: true,
          terms_accepted: true,
        },
      });
      expect(next.status).toBe(200);
      // covers_by_stay is not copied: the target's triggers rebuilt it from the reservations (docs/api.md §7a).
      // The demo's stays go by party size (2:90,4:120,8:150): parties of 2 stay 90 minutes, of 4 two hours.
      expect(await moved.rows(sql`SELECT starts_at, ends_at, covers FROM covers_by_stay ORDER BY starts_at, ends_at`)).toEqual([
        { starts_at: "2026-06-05T17:00:00Z", ends_at: "2026-06-05T18:30:00Z", covers: 2 },
        { starts_at: "2026-06-05T17:00:00Z", ends_at: "2026-06-05T19:00:00Z", covers: 4 },
        { starts_at: "2026-06-06T17:00:00Z", ends_at: "2026-06-06T18:30:00Z", covers: 2 },
      ]);
    } finally {
      await moved.close();
    }
  });

  it("refuses a target that holds anything, and leaves it as it was", async () => {
    const { source } = await seededSqlite();
    const target = await fresh("postgres");
    expect((await runDbCommand(["copy", "--from", source.url, "--to", target.url], {})).exitCode).toBe(0);
    const again = await runDbCommand(["copy", "--from", source.url, "--to", target.url, "--json"], {});
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toMatch(/the target database is not empty \(restaurants, api_keys, room_areas, .*reservations/);
    const counts = await runDbCommand(["copy", "--from", target.url, "--to", (await fresh("sqlite")).url, "--json"], {});
    const tables = (JSON.parse(counts.stdout) as { tables: { table: string; target: number }[] }).tables;
    expect(tables.find((t) => t.table === "reservations")?.target).toBe(3); // not doubled by the refused copy
  });

  it("prints exactly one JSON document with --json, run as the couvert command", async () => {
    const { source } = await seededSqlite();
    const target = await fresh("postgres");
    const { stdout } = await run(process.execPath, [
      path.join(PROJECT_ROOT, "bin", "couvert.mjs"),
      "db",
      "copy",
      "--from",
      source.url,
      "--to",
      target.url,
      "--json",
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ tables: expect.arrayContaining([{ table: "reservations", source: 3, target: 3 }]) });
  }, 60_000);

  it("copies PostgreSQL back to SQLite just as well", async () => {
    const { source } = await seededSqlite();
    const postgres = await fresh("postgres");
    const back = await fresh("sqlite");
    expect((await runDbCommand(["copy", "--from", source.url, "--to", postgres.url], {})).exitCode).toBe(0);
    const result = await runDbCommand(["copy", "--from", postgres.url, "--to", back.url], {});
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/every table's row count matches/);
    expect(result.stdout).toMatch(/reservations\s+3/);
  });
});

describe("couvert db copy, refusing", () => {
  it("a source at another schema version than the target, and leaves the source as it was", async () => {
    const source = await fresh("sqlite");
    const old = new (await import("better-sqlite3")).default(source.file!);
    migrateSqlite(
      old,
      migrationsFor("sqlite").filter((m) => m.version <= 2),
    );
    old.close();
    const target = await fresh("postgres");
    const result = await runDbCommand(["copy", "--from", source.url, "--to", target.url], {});
    expect(result.exitCode).toBe(1);
    const latest = Math.max(...migrationsFor("postgres").map((m) => m.version));
    expect(result.stderr).toContain(
      `the source is at schema version 2 and the target at ${latest}; run \`couvert db migrate\` on the source first`,
    );
    const reopened = new (await import("better-sqlite3")).default(source.file!);
    expect(reopened.prepare("SELECT MAX(version) FROM schema_migrations").pluck().get()).toBe(2);
    reopened.close();
  });
});

describe("couvert db migrate", () => {
  it("brings a new database up to date once, then reports it is up to date", async () => {
    const database = await fresh("postgres");
    const first = await runDbCommand(["migrate", "--json"], { COUVERT_DB: database.url });
    const printedUrl = new URL(database.url);
    printedUrl.password = "";
    expect(JSON.parse(first.stdout)).toEqual({
      database: printedUrl.href,
      engine: "postgres",
      applied: migrationsFor("postgres").map((m) => m.version),
    });
    expect(first.stdout).not.toContain(":couvert@"); // the test server's password is "couvert"; it is never printed
    const second = await runDbCommand(["migrate"], { COUVERT_DB: database.url });
    expect(second.stdout).toMatch(/is up to date\./);
  });
});
