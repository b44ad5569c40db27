import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./database.ts";
import { CHECKPOINT_INTERVAL_MS } from "./sqlite-checkpoints.ts";
import { writeTransaction } from "./transactions.ts";

/** Checkpoints of a serving process, off the event loop (docs/api.md §7a). */
let dir: string;
let file: string;
let db: Db & { engine: "sqlite" };

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-checkpoints-"));
  file = path.join(dir, "couvert.db");
  db = (await openDatabase({ engine: "sqlite", file })) as Db & { engine: "sqlite" };
  await sql`CREATE TABLE filler (body TEXT NOT NULL)`.execute(db.kysely);
});
afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Commits about 2 MB (500 pages), fewer than SQLite's own threshold for checkpointing in a COMMIT (1,000). */
const commitPages = async () => {
  for (let i = 0; i < 5; i++) {
    await writeTransaction(db, async (tx) => {
      for (let row = 0; row < 100; row++) await sql`INSERT INTO filler (body) VALUES (${"x".repeat(4000)})`.execute(tx);
    });
  }
};

const fileBytes = () => fs.statSync(file).size;

describe("checkpointInBackground", () => {
  it("turns the connection's own checkpoints off, and copies the WAL back into the file from another thread", async () => {
    db.checkpointInBackground();
    expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const before = fileBytes();
    await commitPages();
    // Whatever reaches the file now was copied there by the background thread: nothing else checkpoints.
    const deadline = Date.now() + 20 * CHECKPOINT_INTERVAL_MS;
    while (fileBytes() < before + 2_000_000 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS));
    expect(fileBytes()).toBeGreaterThan(before + 2_000_000);
    expect(await sql`SELECT COUNT(*) AS n FROM filler`.execute(db.kysely)).toHaveProperty("rows", [{ n: 500 }]);
  });

  it("is not started for a process that does not serve: the pages stay in the WAL until SQLite's own threshold", async () => {
    const before = fileBytes();
    await commitPages();
    await new Promise((resolve) => setTimeout(resolve, 4 * CHECKPOINT_INTERVAL_MS));
    expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    expect(fileBytes()).toBe(before);
  });
});
