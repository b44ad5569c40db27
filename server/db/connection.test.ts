import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connection.ts";
import { applyMigrations } from "./migrate.ts";

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-db-"));
  file = path.join(dir, "couvert.db");
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
const versionsIn = (db: Database.Database) => db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all();

describe("openDatabase (CONTRACT §7a)", () => {
  it("sets WAL, synchronous FULL, foreign keys on and a busy timeout of at least 5 s", () => {
    const db = openDatabase(file);
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(db.pragma("busy_timeout", { simple: true })).toBeGreaterThanOrEqual(5000);
    } finally {
      db.close();
    }
  });

  it("applies the migrations once: reopening the file applies nothing again", () => {
    const first = openDatabase(file);
    const versions = versionsIn(first);
    expect(versions.length).toBeGreaterThan(0);
    first.prepare("INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES ('r', 's', 'n', 'UTC', '{}', 'x', 'x')").run();
    first.close();

    const again = openDatabase(file);
    try {
      expect(applyMigrations(again)).toEqual([]);
      expect(versionsIn(again)).toEqual(versions);
      expect(again.prepare("SELECT COUNT(*) FROM restaurants").pluck().get()).toBe(1);
    } finally {
      again.close();
    }
  });
});

describe("upgrading a database made by an earlier version", () => {
  it("002 forgets the lockout rows that held client addresses in clear, and keeps everything else", () => {
    const firstOnly = fs.mkdtempSync(path.join(dir, "v1-"));
    fs.copyFileSync(path.join(MIGRATIONS_DIR, "001_initial.sql"), path.join(firstOnly, "001_initial.sql"));
    const db = new Database(file);
    try {
      expect(applyMigrations(db, firstOnly)).toEqual([1]);
      db.prepare("INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES ('r', 's', 'n', 'UTC', '{}', 'x', 'x')").run();
      db.prepare("INSERT INTO manage_failures (restaurant_id, reservation_number, client_ip, failed_at) VALUES ('r', 123456, '203.0.113.9', 1)").run();

      expect(applyMigrations(db)).toEqual([2]);
      expect(db.prepare("SELECT COUNT(*) FROM manage_failures").pluck().get()).toBe(0);
      expect(db.prepare("SELECT name FROM pragma_table_info('manage_failures')").pluck().all()).toContain("client_tag");
      expect(db.prepare("SELECT COUNT(*) FROM restaurants").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe("applyMigrations with two connections on one new file", () => {
  it("does not run a migration again that the other connection applied while this one waited for the lock", async () => {
    const mine = new Database(file);
    mine.pragma("busy_timeout = 5000");
    mine.pragma("journal_mode = WAL");
    applyMigrations(mine, fs.mkdtempSync(path.join(dir, "none-"))); // the bookkeeping table only
    const first = fs.readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith(".sql")).sort()[0]!;

    // Another process applies the first migration and holds its transaction open a moment, so this
    // connection sees the migration unapplied, then waits for the write lock, then gets it.
    const other = new Worker(
      `const { workerData, parentPort } = require("node:worker_threads");
       const Database = require(workerData.driver);
       const db = new Database(workerData.file);
       db.pragma("busy_timeout = 5000");
       db.exec("BEGIN IMMEDIATE");
       db.exec(workerData.sql);
       db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 'then')").run(workerData.version, workerData.name);
       parentPort.postMessage("holding the lock");
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       db.exec("COMMIT");
       db.close();`,
      {
        eval: true,
        workerData: {
          driver: createRequire(import.meta.url).resolve("better-sqlite3"),
          file,
          sql: fs.readFileSync(path.join(MIGRATIONS_DIR, first), "utf8"),
          version: Number(/^\d+/.exec(first)![0]),
          name: first,
        },
      },
    );
    const exited = new Promise((resolve) => other.once("exit", resolve));
    await new Promise((resolve, reject) => {
      other.once("message", resolve);
      other.once("error", reject);
    });
    try {
      const applied = applyMigrations(mine);
      expect(applied).not.toContain(Number(/^\d+/.exec(first)![0]));
      expect(mine.prepare("SELECT applied_at FROM schema_migrations ORDER BY version").pluck().get()).toBe("then");
    } finally {
      await exited;
      mine.close();
    }
  });
});
