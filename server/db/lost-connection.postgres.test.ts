import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { openDatabase, type Db } from "./database.ts";

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createMigratedTestDatabase("postgres");
  db = await openDatabase({ engine: "postgres", url: database.url, poolSize: 1 });
});
afterEach(async () => {
  await db.close();
  await database.drop();
});

/**
 * A checked-out connection ended by the server (what dropping a test's database WITH (FORCE) did
 * to a background read in CI: 'terminating connection due to administrator command', an uncaught
 * 'error' event) rejects its query; the process goes on, and the pool serves the next query.
 */
it("a connection the server ends while in use fails its query, not the process; the next query gets a new one", async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", onUncaught);
  try {
    const held = db.kysely.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(connection);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      await sql`SELECT pg_sleep(0.05)`.execute(connection);
    });
    await expect(held).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely);
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    process.off("uncaughtException", onUncaught);
  }
});
