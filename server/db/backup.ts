import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { migrationsFor } from "./migrate.ts";

/** What a backup or a restore wrote: the file, its size, and its tables' row counts. */
export interface BackupReport {
  file: string;
  bytes: number;
  /** The newest migration the copy holds. */
  schemaVersion: number;
  reservations: number;
}

/** A refusal the operator can act on; the command prints its message as is. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** All pages in one step of the online backup API: one read transaction, so one consistent state. */
const ALL_PAGES = 0x7fffffff;

/**
 * `couvert db backup` on SQLite (README "Backups"): a consistent copy of the live database `source`
 * at `target`, taken with SQLite's online backup API while servers go on reading and writing (in
 * WAL mode a reader never blocks a writer), so it holds every transaction committed before it
 * began. Written beside the target first and renamed once it has passed `integrity_check`, so a
 * failed backup never leaves a half file where a good one is expected; a single file (no `-wal`).
 */
export async function backupSqlite(source: string, target: string, options: { force?: boolean } = {}): Promise<BackupReport> {
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist`);
  if (path.resolve(source) === path.resolve(target)) throw new BackupError("--to names the database itself");
  refuseExisting(target, options.force);
  const db = new SqliteDatabase(source, { fileMustExist: true });
  const partial = partialPathFor(target);
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(partial, { progress: () => ALL_PAGES });
    const report = checkedCopy(partial);
    fs.renameSync(partial, target);
    return { ...report, file: target };
  } finally {
    db.close();
    fs.rmSync(partial, { force: true });
  }
}

/**
 * `couvert db restore` on SQLite: puts the backup `source` in place of the database `target` once
 * it has passed `integrity_check` and holds no migration this build does not know. Refuses while
 * any process has `target` open (a server, the command line): switching it out of WAL mode needs
 * every other connection gone, and the lock taken then is held until the new file is in place. A
 * `target` that exists is replaced only with `force`, and kept beside it as `<target>.replaced-<time>`.
 */
export async function restoreSqlite(
  source: string,
  target: string,
  options: { force?: boolean; now: Date },
): Promise<BackupReport & { replaced: string | null }> {
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist`);
  if (path.resolve(source) === path.resolve(target)) throw new BackupError("--from names the database itself");
  refuseExisting(target, options.force);
  const partial = partialPathFor(target);
  const backup = openCopy(source);
  try {
    checkIntegrity(backup, source);
    await backup.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  try {
    const report = checkedCopy(partial);
    const replaced = fs.existsSync(target) ? `${target}.replaced-${options.now.toISOString().replace(/[:.]/g, "-")}` : null;
    const held = replaced ? holdUnused(target) : null;
    try {
      if (replaced) fs.renameSync(target, replaced);
      // A journal left beside the name would be read as the new file's: none may stay.
      for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(target + suffix, { force: true });
      fs.renameSync(partial, target);
    } finally {
      held?.close();
    }
    return { ...report, file: target, replaced };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

function refuseExisting(file: string, force: boolean | undefined): void {
  if (fs.existsSync(file) && !force) throw new BackupError(`${file} exists; add --force to replace it`);
  if (!fs.existsSync(path.dirname(path.resolve(file)))) throw new BackupError(`the folder of ${file} does not exist`);
}

const partialPathFor = (target: string) =>
  path.join(path.dirname(path.resolve(target)), `.${path.basename(target)}.partial-${process.pid}`);

function openCopy(file: string): SqliteDatabase.Database {
  try {
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    db.pragma("schema_version");
    return db;
  } catch (error) {
    throw new BackupError(`${file} is not an SQLite database (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The copy at `file` checked, made one self-contained file, and described. */
function checkedCopy(file: string): Omit<BackupReport, "file"> {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    checkIntegrity(db, file);
    db.pragma("journal_mode = DELETE");
    const schemaVersion = couvertSchemaVersion(db, file);
    const reservations = db.prepare("SELECT COUNT(*) FROM reservations").pluck().get() as number;
    return { bytes: fs.statSync(file).size, schemaVersion, reservations };
  } finally {
    db.close();
  }
}

function checkIntegrity(db: SqliteDatabase.Database, file: string): void {
  let result: unknown[];
  try {
    result = db.pragma("integrity_check", { simple: false }) as unknown[];
  } catch (error) {
    throw new BackupError(`${file} is not an SQLite database (${error instanceof Error ? error.message : String(error)})`);
  }
  const problems = result.map((row) => Object.values(row as object)[0]);
  if (problems.length !== 1 || problems[0] !== "ok")
    throw new BackupError(`${file} fails integrity_check: ${problems.slice(0, 3).join("; ")}`);
}

/** The newest migration a Couvert database holds; refuses another file, or one from a newer Couvert. */
function couvertSchemaVersion(db: SqliteDatabase.Database, file: string): number {
  const hasMigrations = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasMigrations) throw new BackupError(`${file} is not a Couvert database (no schema_migrations table)`);
  const version = (db.prepare("SELECT MAX(version) FROM schema_migrations").pluck().get() as number | null) ?? 0;
  const known = Math.max(0, ...migrationsFor("sqlite").map((m) => m.version));
  if (version > known)
    throw new BackupError(`${file} was written by a newer Couvert (migration ${version}; this one knows up to ${known})`);
  return version;
}

/**
 * A connection to `file` that proves no other process has it open, and keeps it so: switching
 * out of WAL mode needs every other connection gone (SQLite refuses it otherwise), and
 * the exclusive lock taken then holds off a server starting meanwhile.
 */
function holdUnused(file: string): SqliteDatabase.Database {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    const mode = db.pragma("journal_mode = DELETE", { simple: true });
    if (mode !== "delete") throw new Error("still in WAL mode");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    return db;
  } catch {
    db.close();
    throw new BackupError(`${file} is open in another process (a server?): stop every server on it first`);
  }
}
