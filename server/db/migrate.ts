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
 * versions it applied. Safe when several processes start on one database at once: each migration
 * runs in its own transaction that holds a lock (SQLite's write lock, PostgreSQL's advisory lock)
 * and checks again, under it, whether the migration is applied.
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

/**
 * Each migration in its own transaction that first takes a transaction-scoped advisory lock and
 * then checks again whether the migration is applied. Transaction-scoped, so it also holds behind
 * a pooler in transaction mode (PgBouncer), where a session lock could outlive its session.
 */
async function migratePostgres(pool: pg.Pool, migrations: Migration[]): Promise<number[]> {
  const client = await pool.connect();
  const inLockedTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query("BEGIN");
    try {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const result = await work();
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  };
  try {
    await inLockedTransaction(() => client.query(CREATE_SCHEMA_MIGRATIONS));
    const applied: number[] = [];
    for (const migration of migrations) {
      const ran = await inLockedTransaction(async () => {
        const done = await client.query("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version]);
        if (done.rowCount) return false;
        try {
          await client.query(migration.sql);
        } catch (error) {
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
        return true;
      });
      if (ran) applied.push(migration.version);
    }
    return applied;
  } finally {
    client.release();
  }
}
