import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./database.ts";
import { checkpointInBackground, CHECKPOINT_INTERVAL_MS, RESTART_ABOVE_PAGES, SAFETY_NET_PAGES } from "./sqlite-checkpoints.ts";
import { writeTransaction } from "./transactions.ts";

/** Checkpoints of a serving process, off the event loop (docs/api.md §7a). */
let dir: string;
let file: string;
let db: Db & { engine: "sqlite" };
let failures: unknown[];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-checkpoints-"));
  file = path.join(dir, "couvert.db");
  db = (await openDatabase({ engine: "sqlite", file })) as Db & { engine: "sqlite" };
  await sql`CREATE TABLE filler (body TEXT NOT NULL)`.execute(db.kysely);
  failures = [];
});
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PAGE = 4096;
/**
 * `commits` commits of 100 pages each, as a busy server makes them: one after another, the event
 * loop turning between them (reading the next requests) for a couple of milliseconds.
 */
const commitPages = async (commits: number) => {
  for (let i = 0; i < commits; i++) {
    await writeTransaction(db, async (tx) => {
      for (let row = 0; row < 100; row++) await sql`INSERT INTO filler (body) VALUES (${"x".repeat(4000)})`.execute(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};
const bytes = (name: string) => fs.statSync(name).size;
const until = async (done: () => boolean) => {
  const deadline = Date.now() + 40 * CHECKPOINT_INTERVAL_MS;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS / 5));
};
/** Commits `commits` × 100 pages and sees the thread copy them into the database file. */
const committedAndCopied = async (commits: number) => {
  const before = bytes(file);
  await commitPages(commits);
  await until(() => bytes(file) >= before + commits * 100 * PAGE);
  expect(bytes(file)).toBeGreaterThanOrEqual(before + commits * 100 * PAGE);
};

describe("checkpointInBackground", () => {
  it("leaves the connection's own checkpoints as a far safety net, and copies the WAL back into the file from another thread", async () => {
    db.checkpointInBackground((error) => failures.push(error));
    expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(SAFETY_NET_PAGES);
    // 500 pages: fewer than any threshold of the connection's, so only the thread copies them.
    await committedAndCopied(5);
    expect(failures).toEqual([]);
  });

  it("starts the WAL over once it passed the restart mark, while the server writes on and on", async () => {
    db.checkpointInBackground((error) => failures.push(error));
    // The thread at work first: on a loaded machine its start (a thread of its own opening the
    // file) took as long as the commits below.
    await committedAndCopied(1);
    // Below the safety net (SAFETY_NET_PAGES) only the thread can start the WAL over, and its
    // copies alone rarely catch up with writes that go on and on: without its RESTART the WAL file
    // grows with every commit. A commit that does not grow it past the mark is one written from the
    // WAL's start again. Counted in commits, not time: a starved thread gets more of them.
    const wal = `${file}-wal`;
    let grew = true;
    for (let commits = 0; commits < 95 && (grew || bytes(wal) <= RESTART_ABOVE_PAGES * PAGE); commits++) {
      const before = bytes(wal);
      await commitPages(1);
      grew = bytes(wal) > before;
    }
    expect(grew, `the WAL grew to ${Math.round(bytes(wal) / PAGE)} pages without starting over`).toBe(false);
    expect(failures).toEqual([]);
  });

  it("hands the checkpoints back to the connection when the thread fails, and still stops", async () => {
    let reportFailure!: (error: unknown) => void;
    const failed = new Promise<unknown>((resolve) => (reportFailure = resolve));
    // A file the thread cannot open: it fails at once.
    const checkpoints = checkpointInBackground(db.sqlite, path.join(dir, "missing", "couvert.db"), reportFailure);
    expect(String(await failed)).toMatch(/directory does not exist/);
    expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    // Returns although the thread is gone already (else the test times out).
    await checkpoints.stop();
  });

  it("is not started for a process that does not serve: SQLite's own threshold holds", () => {
    expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
  });
});
