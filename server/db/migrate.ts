import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type SqliteDatabase from "better-sqlite3";
import type pg from "pg";
import type { Db, Engine } from "./database.ts";

const MIGRATIONS_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const CREATE_SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/**
 * Applies each numbered `migrations/<engine>/NNN_name.sql` not yet applied, and returns the
 * versions it applied. Safe when several processes start on one database at once: on SQLite each
 * migration runs in its own BEGIN IMMEDIATE transaction and checks again, under the write lock,
 * whether it is applied; on PostgreSQL one session-level advisory lock admits one migrating
 * process at a time, and each migration is one transaction.
 */
export async function migrate(db: Db, root = MIGRATIONS_ROOT): Promise<number[]> {
  const migrations = migrationsFor(db.engine, root);
  return db.engine === "sqlite" ? migrateSqlite(db.sqlite, migrations) : migratePostgres(db.pool, migrations);
}

export function migrationsFor(engine: Engine, root = MIGRATIONS_ROOT): Migration[] {
  const dir = path.join(root, engine);
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, match: /^(\d+)_.+\.sql$/.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map((f) => ({ name: f.name, version: Number(f.match[1]), sql: fs.readFileSync(path.join(dir, f.name), "utf8") }))
    .sort((a, b) => a.version - b.version);
}

export function migrateSqlite(sqlite: SqliteDatabase.Database, migrations: Migration[]): number[] {
  sqlite.exec(CREATE_SCHEMA_MIGRATIONS);
  const isApplied = sqlite.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").pluck();
  const record = sqlite.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const applied: number[] = [];
  for (const migration of migrations) {
    if (isApplied.get(migration.version)) continue; // the common case, without taking the write lock
    const ran = sqlite
      .transaction(() => {
        if (isApplied.get(migration.version)) return false;
        sqlite.exec(migration.sql);
        record.run(migration.version, migration.name, new Date().toISOString());
        return true;
      })
      .immediate();
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** Any constant will do, as long as nothing else in the database uses it: "couvert" in ASCII. */
const MIGRATION_LOCK = 0x636f7576657274;

async function migratePostgres(pool: pg.Pool, migrations: Migration[]): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(CREATE_SCHEMA_MIGRATIONS);
      const done = new Set((await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
      const applied: number[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
            migration.version,
            migration.name,
            new Date().toISOString(),
          ]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(migration.version);
      }
      return applied;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
