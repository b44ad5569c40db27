import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type Db } from "./database.ts";
import { migrateSqlite, migrationsFor } from "./migrate.ts";

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-db-"));
  file = path.join(dir, "couvert.db");
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations", "sqlite");
const MIGRATIONS = migrationsFor("sqlite");
const upTo = (version: number) => MIGRATIONS.filter((m) => m.version <= version);
const sqliteOf = (db: Db): Database.Database => {
  if (db.engine !== "sqlite") throw new Error("expected SQLite");
  return db.sqlite;
};

describe("openDatabase on SQLite (docs/api.md §7a)", () => {
  it("sets WAL, synchronous FULL and foreign keys on, and no busy timeout once open (a held lock is waited for asynchronously)", async () => {
    const db = await openDatabase({ engine: "sqlite", file });
    try {
      const sqlite = sqliteOf(db);
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(sqlite.pragma("synchronous", { simple: true })).toBe(2); // FULL
      expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe("upgrading a database made by an earlier version", () => {
  it("002 forgets the lockout rows that held client addresses in clear, and keeps everything else", () => {
    const db = new Database(file);
    try {
      expect(migrateSqlite(db, upTo(1))).toEqual([1]);
      db.prepare(
        "INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES ('r', 's', 'n', 'UTC', '{}', 'x', 'x')",
      ).run();
      db.prepare(
        "INSERT INTO manage_failures (restaurant_id, reservation_number, client_ip, failed_at) VALUES ('r', 123456, '203.0.113.9', 1)",
      ).run();

      expect(migrateSqlite(db, upTo(2))).toEqual([2]);
      expect(db.prepare("SELECT COUNT(*) FROM manage_failures").pluck().get()).toBe(0);
      expect(db.prepare("SELECT name FROM pragma_table_info('manage_failures')").pluck().all()).toContain("client_tag");
      expect(db.prepare("SELECT COUNT(*) FROM restaurants").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });

  it("012 keeps the access a password was set for, and leaves access given later pending", () => {
    const db = new Database(file);
    try {
      migrateSqlite(db, upTo(11));
      for (const id of ["a", "b"])
        db.prepare(
          "INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES (?, ?, ?, 'UTC', '{}', 'x', 'x')",
        ).run(id, id, id);
      const user = db.prepare("INSERT INTO users (id, email, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?)");
      user.run("set", "set@x.example", "scrypt$h", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z");
      user.run("new", "new@x.example", null, "2026-01-01T00:00:00Z", null);
      const member = db.prepare("INSERT INTO memberships (user_id, restaurant_id, role, created_at) VALUES (?, ?, 'staff', ?)");
      member.run("set", "a", "2026-01-01T00:00:00Z");
      // Given after the password was set: under the old rule, access no one agreed to.
      member.run("set", "b", "2026-01-03T00:00:00Z");
      member.run("new", "a", "2026-01-01T00:00:00Z");
      member.run("new", "b", "2026-01-01T00:00:00Z");
      const link = db.prepare(
        "INSERT INTO setup_links (token_hash, user_id, expires_at, created_at) VALUES (?, ?, '2099-01-01T00:00:00Z', 'x')",
      );
      link.run("for-new", "new");

      expect(migrateSqlite(db, upTo(12))).toEqual([12]);
      const accepted = db
        .prepare("SELECT user_id || '@' || restaurant_id FROM memberships WHERE accepted_at IS NOT NULL ORDER BY 1")
        .pluck()
        .all();
      expect(accepted).toEqual(["set@a"]);
      // The link of an account invited at two restaurants cannot say which it takes up: it goes.
      expect(db.prepare("SELECT COUNT(*) FROM setup_links").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it("003 rewrites instants kept with fractions of a second into the fixed form that compares as text", async () => {
    const raw = new Database(file);
    migrateSqlite(raw, upTo(2));
    raw
      .prepare(
        "INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at) VALUES ('r', 's', 'n', 'UTC', '{}', 'x', 'x')",
      )
      .run();
    const insert = raw.prepare(
      `INSERT INTO reservations (restaurant_id, reservation_number, pin_hmac, status, guest_last_name, party_size, starts_at, ends_at,
         notify_email, notify_whatsapp, created_at, updated_at) VALUES ('r', ?, 'h', 'pending', 'Doe', 2, ?, ?, 1, 0, 'x', 'x')`,
    );
    insert.run(100001, "2026-06-02T18:00:00.250Z", "2026-06-02T20:00:00.000Z");
    insert.run(100002, "2026-06-02T17:00:00Z", "2026-06-02T19:00:00Z");
    raw
      .prepare(
        "INSERT INTO events (id, restaurant_id, platform, source, title, description, start_at, end_at, status, created_at) VALUES ('e', 'r', 'native', 'native', 't', 'd', '2026-07-01T19:30:00.5Z', NULL, 'published', 'x')",
      )
      .run();
    raw.close();

    const db = await openDatabase({ engine: "sqlite", file });
    try {
      const stays = await sql<{
        starts_at: string;
        ends_at: string;
      }>`SELECT starts_at, ends_at FROM reservations ORDER BY starts_at`.execute(db.kysely);
      expect(stays.rows).toEqual([
        { starts_at: "2026-06-02T17:00:00Z", ends_at: "2026-06-02T19:00:00Z" },
        { starts_at: "2026-06-02T18:00:00Z", ends_at: "2026-06-02T20:00:00Z" },
      ]);
      const events = await sql<{ start_at: string }>`SELECT start_at FROM events`.execute(db.kysely);
      expect(events.rows).toEqual([{ start_at: "2026-07-01T19:30:00Z" }]);
    } finally {
      await db.close();
    }
  });
});

describe("migrations with two connections on one new file", () => {
  it("does not run a migration again that the other connection applied while this one waited for the lock", async () => {
    const mine = new Database(file);
    mine.pragma("busy_timeout = 5000");
    mine.pragma("journal_mode = WAL");
    migrateSqlite(mine, []); // the bookkeeping table only
    const first = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((n) => n.endsWith(".sql"))
      .sort()[0]!;

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
      const applied = migrateSqlite(mine, MIGRATIONS);
      expect(applied).not.toContain(Number(/^\d+/.exec(first)![0]));
      expect(mine.prepare("SELECT applied_at FROM schema_migrations ORDER BY version").pluck().get()).toBe("then");
    } finally {
      await exited;
      mine.close();
    }
  });
});
