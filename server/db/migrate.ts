import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies each numbered `migrations/NNN_name.sql` not yet applied, each in its own transaction. */
export function applyMigrations(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const pending = fs
    .readdirSync(dir)
    .map((name) => ({ name, match: /^(\d+)_.+\.sql$/.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map((f) => ({ name: f.name, version: Number(f.match[1]) }))
    .filter((m) => !applied.has(m.version))
    .sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    const sql = fs.readFileSync(path.join(dir, migration.name), "utf8");
    db.transaction(() => {
      db.exec(sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
  return pending.map((m) => m.version);
}
