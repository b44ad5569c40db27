import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "./migrate.ts";

export type Db = Database.Database;

/**
 * Opens (creating if needed) the database with CONTRACT §7a's settings and brings its schema up
 * to date. FULL synchronous: a booking the guest saw confirmed survives a power cut.
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // First, so that switching a new file to WAL waits for another process doing the same.
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  applyMigrations(db);
  return db;
}

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-then-write (a capacity check, say) cannot be overtaken by another writer.
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
