import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies each numbered `migrations/NNN_name.sql` not yet applied, each in its own BEGIN IMMEDIATE
 * transaction, and returns the versions it applied. Whether a version is applied is decided again
 * inside that transaction, under the write lock: two processes opening a new database at once
 * both see it unapplied at first, and the second must not run it again once the first has.
 */
export function applyMigrations(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const isApplied = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").pluck();
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const migrations = fs
    .readdirSync(dir)
    .map((name) => ({ name, match: /^(\d+)_.+\.sql$/.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map((f) => ({ name: f.name, version: Number(f.match[1]) }))
    .sort((a, b) => a.version - b.version);
  const applied: number[] = [];
  for (const migration of migrations) {
    if (isApplied.get(migration.version)) continue; // the common case, without taking the write lock
    const sql = fs.readFileSync(path.join(dir, migration.name), "utf8");
    const ran = db
      .transaction(() => {
        if (isApplied.get(migration.version)) return false;
        db.exec(sql);
        record.run(migration.version, migration.name, new Date().toISOString());
        return true;
      })
      .immediate();
    if (ran) applied.push(migration.version);
  }
  return applied;
}
