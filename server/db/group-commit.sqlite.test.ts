import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CouvertError } from "../../core/errors.ts";
import { openDatabase, type Db } from "./database.ts";
import { GroupCommit } from "./group-commit.ts";
import { heldConnections } from "./held-connection.ts";
import type { Database as Schema } from "./schema.ts";
import { sqliteDialect } from "./sqlite-driver.ts";
import { writeTransaction, type Tx } from "./transactions.ts";

/** Group commit and the asynchronous lock wait on SQLite (docs/api.md §7a). */
let dir: string;
let file: string;
let db: Db & { engine: "sqlite" };
/** Another connection to the same file, as another process would hold one. */
let other: Database.Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-group-"));
  file = path.join(dir, "couvert.db");
  db = (await openDatabase({ engine: "sqlite", file })) as Db & { engine: "sqlite" };
  await sql`CREATE TABLE parent (id INTEGER PRIMARY KEY)`.execute(db.kysely);
  await sql`CREATE TABLE child (parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)`.execute(db.kysely);
  other = new Database(file);
});
afterEach(async () => {
  other.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insertParent = (tx: Tx, id: number) => sql`INSERT INTO parent (id) VALUES (${id})`.execute(tx);
/** What a second connection sees: only what was committed. */
const committedParents = (): number[] => other.prepare("SELECT id FROM parent ORDER BY id").pluck().all() as number[];

describe("group commit", () => {
  it("runs the transactions that arrive together in one commit, in order, each hearing of success only once committed", async () => {
    const ran: number[] = [];
    const settled: number[] = [];
    const units = [1, 2, 3, 4].map((id) =>
      writeTransaction(db, async (tx) => {
        ran.push(id);
        // Nothing of the units before it is committed yet: they all wait for one COMMIT.
        expect(committedParents()).toEqual([]);
        await insertParent(tx, id);
        return id;
      }).then((id) => {
        // Visible to another connection by the time its caller hears of it: the COMMIT returned.
        expect(committedParents()).toContain(id);
        settled.push(id);
        return id;
      }),
    );
    expect(await Promise.all(units)).toEqual([1, 2, 3, 4]);
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it("rolls back a failing unit alone: the others in its commit are stored and succeed", async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(db, (tx) => insertParent(tx, 1)),
      writeTransaction(db, async (tx) => {
        await insertParent(tx, 2);
        throw new Error("this unit fails");
      }),
      writeTransaction(db, (tx) => insertParent(tx, 3)),
      // A statement error (the primary key) is a failing unit too.
      writeTransaction(db, (tx) => insertParent(tx, 1)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toHaveProperty("message", "this unit fails");
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(committedParents()).toEqual([1, 3]);
  });

  it("fails every unit of a commit that fails, and stores none of them", async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(db, (tx) => insertParent(tx, 1)),
      // A deferred foreign key is checked at COMMIT only: this unit passes, the commit then fails.
      writeTransaction(db, (tx) => sql`INSERT INTO child (parent_id) VALUES (99)`.execute(tx)),
      writeTransaction(db, (tx) => insertParent(tx, 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const o of outcomes) expect(String((o as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(committedParents()).toEqual([]);
    expect(db.sqlite.inTransaction).toBe(false);
    // The next transactions commit as usual.
    await writeTransaction(db, (tx) => insertParent(tx, 4));
    expect(committedParents()).toEqual([4]);
  });

  it("takes the transactions that arrive while one commits into the next commit", async () => {
    let releaseFirst!: () => void;
    const firstRunning = new Promise<void>((resolve) => (releaseFirst = resolve));
    let later: Promise<unknown> | undefined;
    const first = writeTransaction(db, async (tx) => {
      await insertParent(tx, 1);
      // Queued while this commit is under way: it must not join it, nor run before it ends.
      later = writeTransaction(db, (inner) => insertParent(inner, 2));
      releaseFirst();
    });
    await firstRunning;
    await first;
    expect(committedParents()).toEqual([1]);
    await later;
    expect(committedParents()).toEqual([1, 2]);
  });
});

describe("a write lock held by another connection", () => {
  it("is waited for without blocking the event loop; the write then commits", async () => {
    other.exec("BEGIN IMMEDIATE");
    let done = false;
    const write = writeTransaction(db, (tx) => insertParent(tx, 1)).then(() => (done = true));
    // The event loop turns meanwhile (timers fire, reads answer), which a busy_timeout would stop.
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await sql`SELECT COUNT(*) AS n FROM parent`.execute(db.kysely)).toHaveProperty("rows", [{ n: 0 }]);
    expect(done).toBe(false);
    other.exec("COMMIT");
    await write;
    expect(committedParents()).toEqual([1]);
  });

  it("fails with database_busy, not a 500, when held past the deadline; every unit of that commit fails", async () => {
    const raw = new Database(file, { timeout: 0 });
    const dialect = sqliteDialect(raw);
    const kysely = new Kysely<Schema>({ dialect });
    const group = new GroupCommit({
      inTransaction: () => raw.inTransaction,
      lockWaitMs: 150,
      connect: heldConnections(kysely, dialect),
    });
    other.exec("BEGIN IMMEDIATE");
    try {
      const outcomes = await Promise.allSettled([1, 2].map((id) => group.run((tx) => insertParent(tx, id))));
      for (const o of outcomes) {
        expect(o.status).toBe("rejected");
        const reason = (o as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(CouvertError);
        expect(reason).toMatchObject({ code: "database_busy", status: 503, retryAfterSeconds: 1 });
      }
    } finally {
      other.exec("ROLLBACK");
    }
    // Once the lock is free, the same connection writes again.
    await group.run((tx) => insertParent(tx, 5));
    expect(committedParents()).toEqual([5]);
    await kysely.destroy();
  });
});
