import pg from "pg";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { createMigratedTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { lockNames } from "../../db/transactions.ts";
import { bookingBody, codeOf, postBooking } from "./test-support.ts";

let database: TestDatabase;
let server: TestServer | undefined;
let holder: pg.Client;
beforeEach(async () => {
  database = await createMigratedTestDatabase("postgres");
  holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
});
afterEach(async () => {
  await holder.end();
  await server?.close();
  await database.drop();
});

/**
 * A database role with a short lock_timeout or statement_timeout (README: PostgreSQL): a booking
 * that waits past it for its restaurant's lock, held by another server's transaction, is
 * cancelled by PostgreSQL. The guest is told to try again (503 database_busy, Retry-After), as
 * when SQLite's write lock is held too long, not a 500; and the next booking goes through.
 */
it.each(["lock_timeout", "statement_timeout"])("a booking cancelled by %s answers 503 database_busy", async (setting) => {
  const name = new URL(database.url).pathname.slice(1);
  await holder.query(`ALTER DATABASE "${name}" SET ${setting} = '150ms'`);
  server = await startTestServer({ database });
  const { key, restaurant } = await seedRestaurant(server.ctx);

  await holder.query("BEGIN");
  await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [lockNames.restaurant(restaurant.id)]);
  const refused = await postBooking(server, key, bookingBody());
  await holder.query("ROLLBACK");

  expect(codeOf(refused), refused.text).toBe("database_busy");
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("1");
  const booked = await postBooking(server, key, bookingBody());
  expect(booked.status, booked.text).toBe(200);
});

/** An operator's `pg_cancel_backend` shares statement_timeout's code, not its meaning: not a busy database. */
it("a booking cancelled by an operator answers 500 internal_error", async () => {
  server = await startTestServer({ database });
  const { key, restaurant } = await seedRestaurant(server.ctx);

  await holder.query("BEGIN");
  await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [lockNames.restaurant(restaurant.id)]);
  const booking = postBooking(server, key, bookingBody());
  // pg_stat_activity is read once a transaction unless its snapshot is cleared.
  const waiting = async () => {
    await holder.query("SELECT pg_stat_clear_snapshot()");
    const sql = "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND pid <> pg_backend_pid()";
    return (await holder.query<{ pid: number }>(sql)).rows;
  };
  await vi.waitFor(async () => expect(await waiting()).toHaveLength(1), { timeout: 10_000, interval: 20 });
  await holder.query("SELECT pg_cancel_backend($1)", [(await waiting())[0]!.pid]);
  const refused = await booking;
  await holder.query("ROLLBACK");

  expect(codeOf(refused), refused.text).toBe("internal_error");
  expect(refused.status).toBe(500);
});
