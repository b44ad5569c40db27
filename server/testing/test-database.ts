import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { provided } from "./provided.ts";
import { scratchFolder } from "./scratch-folder.ts";

/**
 * Which engine this test run uses: vitest runs every server test once per engine (vitest.config.ts
 * sets COUVERT_TEST_ENGINE per project); PostgreSQL is a real server that the run's global setup
 * started (postgres-global-setup.ts), or, outside vitest (the benchmarks), the one
 * COUVERT_TEST_POSTGRES_URL names.
 */
export const TEST_ENGINE: DatabaseConfig["engine"] = process.env.COUVERT_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

/** A fresh database: `COUVERT_DB` names it; `drop` removes it. */
export interface TestDatabase {
  url: string;
  /** The SQLite file, or null on PostgreSQL. */
  file: string | null;
  drop(): Promise<void>;
}

/** A fresh, empty database: for the tests of migrating, and of what a server does on its first start. */
export async function createTestDatabase(engine = TEST_ENGINE): Promise<TestDatabase> {
  if (engine === "sqlite") return sqliteFile(null);
  const adminUrl = await postgresAdminUrl();
  return postgresDatabase(adminUrl, `couvert_test_${randomBytes(6).toString("hex")}`, null);
}

/**
 * A fresh database with every migration applied, as each test server wants one. Copied from the
 * run's template (made once by the global setup: sqlite-global-setup.ts, postgres-global-setup.ts)
 * instead of migrated anew, which on PostgreSQL cost more than most tests themselves. Without a
 * template (outside vitest) it is migrated here.
 */
export async function createMigratedTestDatabase(engine = TEST_ENGINE): Promise<TestDatabase> {
  const template = await provided(engine === "sqlite" ? "sqliteTemplate" : "postgresTemplate");
  if (!template) {
    const database = await createTestDatabase(engine);
    await (await openDatabase(databaseConfig(database))).close();
    return database;
  }
  if (engine === "sqlite") return sqliteFile(template);
  return postgresDatabase(await postgresAdminUrl(), `couvert_test_${randomBytes(6).toString("hex")}`, template);
}

/**
 * Makes the run's template: a database named `name` on the admin URL's server (PostgreSQL) or the
 * file `name` (SQLite), migrated, and closed to connections (CREATE DATABASE … TEMPLATE refuses a
 * template anyone is connected to).
 */
export async function createTemplateDatabase(engine: DatabaseConfig["engine"], name: string, adminUrl?: string): Promise<void> {
  if (engine === "sqlite") {
    const migrated = await sqliteFile(null);
    const db = await openDatabase({ engine: "sqlite", file: migrated.file! });
    // One self-contained file (no -wal beside it) that a plain copy reproduces.
    if (db.engine === "sqlite") db.sqlite.exec(`VACUUM INTO '${name.replaceAll("'", "''")}'`);
    await db.close();
    await migrated.drop();
    return;
  }
  const database = await postgresDatabase(adminUrl!, name, null);
  await (await openDatabase(databaseConfig(database))).close();
  await withAdmin(adminUrl!, async (admin) => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    // The pool's connections end a moment after it closes: wait until none is left.
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
    while ((await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1", [name])).rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
}

function databaseConfig(database: TestDatabase): DatabaseConfig {
  return database.file ? { engine: "sqlite", file: database.file } : { engine: "postgres", url: database.url, poolSize: 1 };
}

async function sqliteFile(template: string | null): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(scratchFolder(), "couvert-test-"));
  const file = path.join(dir, "couvert.db");
  if (template) fs.copyFileSync(template, file);
  return { url: file, file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresDatabase(adminUrl: string, name: string, template: string | null): Promise<TestDatabase> {
  // FILE_COPY, not PostgreSQL 15's default WAL_LOG: for a template this small it copies the files
  // instead of writing every page through the WAL, a fifth of the server's CPU per test database.
  const copy = template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : "";
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    file: null,
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function postgresAdminUrl(): Promise<string> {
  return process.env.COUVERT_TEST_POSTGRES_URL ?? (await provided("postgresAdminUrl"))!;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
