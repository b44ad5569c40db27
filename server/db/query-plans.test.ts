import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { EventRepository } from "../modules/events/repository.ts";
import { IdempotencyRepository } from "../modules/reservation/idempotency-repository.ts";
import { ManageFailureRepository } from "../modules/reservation/manage-failure-repository.ts";
import { ReservationRepository } from "../modules/reservation/reservation-repository.ts";
import { createMigratedTestDatabase, TEST_ENGINE, type TestDatabase } from "../testing/test-database.ts";
import { openDatabase, type Db } from "./database.ts";
import type { Database } from "./schema.ts";

/**
 * The range queries use their indexes on both engines: the instant column is compared as it is
 * stored (no function around it), so the index bounds the scan. PostgreSQL is told not to
 * sequential-scan, so a plan that still does could not use the index at all.
 */
let database: TestDatabase;
let db: Db;
let captured: CompiledQuery[];
let logged: Kysely<Database>;

beforeEach(async () => {
  database = await createMigratedTestDatabase();
  db = await openDatabase(loadConfig({ COUVERT_DB: database.url }).database);
  captured = [];
  const log = (event: LogEvent) => void captured.push(event.query);
  // A second Kysely over the same connection(s), which logs what the repositories send.
  logged = new Kysely<Database>({
    dialect: db.engine === "sqlite" ? new SqliteDialect({ database: db.sqlite }) : new PostgresDialect({ pool: db.pool }),
    log,
  });
});
afterEach(async () => {
  await db.close();
  await database.drop();
});

async function planOf(query: CompiledQuery): Promise<string> {
  if (db.engine === "sqlite") {
    const rows = db.sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
    return rows.map((r) => r.detail).join("\n");
  }
  return db.kysely.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    const result = await connection.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
    );
    await sql`RESET enable_seqscan`.execute(connection);
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

/** The one query the work sent, and its plan. */
async function planOfOnly(work: () => Promise<unknown>): Promise<string> {
  captured = [];
  await work();
  expect(captured).toHaveLength(1);
  return planOf(captured[0]!);
}

const INDEX_RANGE = {
  sqlite: (index: string, column: string) =>
    new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index} \\(restaurant_id=\\? AND ${column}[<>]`),
  postgres: (index: string, column: string) =>
    new RegExp(`Index (Only )?Scan[^\\n]* using ${index}[\\s\\S]*Index Cond: [^\\n]*${column} [<>]`),
};

describe(`query plans on ${TEST_ENGINE}`, () => {
  it("capacity uses covers_by_stay's key and the owner's day list reservations_by_time for their time range", async () => {
    const reservations = new ReservationRepository(logged);
    // Capacity reads the per-stay sums (migration 008), never the reservations: flat however full a slot is.
    const covers = await planOfOnly(() => reservations.coversOverlapping("r", "live", "2026-06-02T18:00:00Z", "2026-06-02T20:00:00Z"));
    expect(covers).toMatch(
      db.engine === "sqlite"
        ? /SEARCH covers_by_stay USING PRIMARY KEY \(restaurant_id=\? AND space=\? AND starts_at[<>]/
        : INDEX_RANGE.postgres("covers_by_stay_pkey", "starts_at"),
    );
    expect(covers).not.toMatch(/SCAN|Seq Scan|reservations/);
    const day = await planOfOnly(() => reservations.list("r", { from: "2026-06-02T00:00:00Z", to: "2026-06-03T00:00:00Z" }));
    expect(day).toMatch(INDEX_RANGE[db.engine]("reservations_by_time", "starts_at"));
    expect(day).not.toMatch(/SCAN reservations|Seq Scan/);
  });

  it("the export's count and pages, and hours/check's pages, are ranges of reservations_by_time however deep the page", async () => {
    const reservations = new ReservationRepository(logged);
    const range = { from: "2026-06-02T00:00:00Z", to: "2027-06-03T00:00:00Z" };
    const after = { startsAt: "2026-09-01T18:00:00Z", reservationNumber: 4321 };
    for (const work of [
      () => reservations.countStarting("r", range),
      () => reservations.pageStarting("r", range, after, 500),
      () => reservations.pageStarting("r", { from: range.from, statuses: ["pending", "confirmed"] }, after, 500),
    ]) {
      const plan = await planOfOnly(work);
      expect(plan).toMatch(INDEX_RANGE[db.engine]("reservations_by_time", "starts_at"));
      expect(plan).not.toMatch(/SCAN reservations|Seq Scan/);
    }
  });

  it("the Requests screen's bookings to confirm come from reservations_pending_by_time (migration 011)", async () => {
    const reservations = new ReservationRepository(logged);
    const pending = await planOfOnly(() => reservations.pendingNotOver("r", new Date("2026-06-02T12:00:00Z")));
    expect(pending).toMatch(INDEX_RANGE[db.engine]("reservations_pending_by_time", "starts_at"));
    expect(pending).not.toMatch(/SCAN reservations|Seq Scan|reservations_by_time/);
  });

  it("the events module's lists use events_by_restaurant for their time range", async () => {
    const events = new EventRepository(logged);
    const before = await planOfOnly(() => events.listPublishedBefore("r", new Date("2026-06-02T00:00:00Z"), 24));
    expect(before).not.toMatch(/SCAN events|Seq Scan/);
    expect(before).toMatch(
      db.engine === "sqlite"
        ? /USING INDEX events_by_restaurant \(restaurant_id=\? AND status=\? AND start_at<\?\)/
        : /events_by_restaurant[\s\S]*start_at </,
    );
    const from = await planOfOnly(() => events.listPublishedStartingFrom("r", new Date("2026-06-02T00:00:00Z"), 72));
    expect(from).not.toMatch(/SCAN events|Seq Scan/);
    expect(from).toMatch(
      db.engine === "sqlite"
        ? /USING INDEX events_by_restaurant \(restaurant_id=\? AND status=\? AND start_at>\?\)/
        : /events_by_restaurant[\s\S]*start_at >=/,
    );
  });

  it("running events come from events_by_end's range from the instant on, pinned ones from events_pinned (migration 010)", async () => {
    const events = new EventRepository(logged);
    // Never events_by_restaurant's start_at < instant: that range holds every earlier event.
    const running = await planOfOnly(() => events.listPublishedRunning("r", new Date("2026-06-02T00:00:00Z")));
    const pinned = await planOfOnly(() => events.listPublishedPinnedFrom("r", new Date("2026-06-02T00:00:00Z")));
    expect(`${running}\n${pinned}`).not.toMatch(/SCAN events|Seq Scan|events_by_restaurant|TEMP B-TREE|Sort/);
    if (db.engine === "sqlite") {
      expect(running).toMatch(/USING (COVERING )?INDEX events_by_end \(restaurant_id=\? AND status=\? AND end_at>\?\)/);
      expect(pinned).toMatch(/USING INDEX events_pinned \(restaurant_id=\? AND status=\? AND start_at>\?\)/);
    } else {
      // The start is tested in the index (an Index Cond), not on each row fetched.
      expect(running).toMatch(/Index Scan using events_by_end[^\n]*\n\s*Index Cond: [^\n]*end_at >= [^\n]*start_at </);
      expect(pinned).toMatch(/Index Scan using events_pinned[^\n]*\n\s*Index Cond: [^\n]*start_at >=/);
    }
  });

  it("PIN lockouts read their window through an index", async () => {
    const failures = new ManageFailureRepository(logged);
    const byNumber = await planOfOnly(() => failures.forNumber("r", 123456, 0));
    expect(byNumber).toMatch(/manage_failures_by_number/);
    const byClient = await planOfOnly(() => failures.forClient("tag", 0));
    expect(byClient).toMatch(/manage_failures_by_client/);
    expect(`${byNumber}\n${byClient}`).not.toMatch(/SCAN manage_failures|Seq Scan/);
  });

  it("the expiry of test bookings finds them through reservations_test_by_age (migration 015)", async () => {
    const expiry = await planOfOnly(() => new ReservationRepository(logged).deleteTest({ createdBefore: "2026-06-01T00:00:00Z" }));
    expect(expiry).toMatch(/reservations_test_by_age/);
    expect(expiry).not.toMatch(/SCAN reservations|Seq Scan/);
  });

  it("a reservation's deletion finds its messages through outbox_by_reservation (migration 031), not by reading the outbox", async () => {
    // What the foreign key's ON DELETE CASCADE runs for each deleted reservation (an erasure, test bookings' expiry).
    const parameter = db.engine === "sqlite" ? "?" : "$1";
    const cascade = await planOf(CompiledQuery.raw(`DELETE FROM outbox WHERE reservation_id = ${parameter}`, [1]));
    expect(cascade).toMatch(/outbox_by_reservation/);
    expect(cascade).not.toMatch(/SCAN outbox|Seq Scan/);
  });

  it("the purge of expired Idempotency-Key records finds them through an index", async () => {
    const purge = await planOfOnly(() => new IdempotencyRepository(logged).purgeUntil(0));
    expect(purge).toMatch(/idempotency_keys_by_age/);
    expect(purge).not.toMatch(/SCAN idempotency_keys|Seq Scan/);
  });
});
