import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { clientTag } from "../security/client-tag.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { clientBatch, MemoryHitCounter, SharedHitCounter } from "./hit-counters.ts";
import { RateLimitRepository } from "./rate-limit-repository.ts";

const MINUTE = 60_000;
const SECRET = "hit-counters-secret-0123456789abcdef0123456789";

describe("MemoryHitCounter", () => {
  it("counts per key in a window from the key's first hit, and takes a hit back", () => {
    const counter = new MemoryHitCounter(MINUTE);
    expect([1, 2, 3].map(() => counter.hit("a", 1_000).hits)).toEqual([1, 2, 3]);
    expect(counter.hit("b", 30_000)).toEqual({ hits: 1, resetAt: 90_000 });
    counter.unhit("a");
    expect(counter.hit("a", 60_999)).toEqual({ hits: 3, resetAt: 61_000 });
    expect(counter.hit("a", 61_000)).toEqual({ hits: 1, resetAt: 121_000 });
  });

  it("says what the next hit would count, counting nothing (the fast lane asks before it counts)", () => {
    const counter = new MemoryHitCounter(MINUTE);
    expect(counter.hitsAfterOneMore("a", 1_000)).toBe(1);
    counter.hit("a", 1_000);
    counter.hit("a", 2_000);
    expect([counter.hitsAfterOneMore("a", 60_999), counter.hitsAfterOneMore("a", 60_999)]).toEqual([3, 3]);
    expect(counter.hitsAfterOneMore("a", 61_000)).toBe(1);
    expect(counter.hit("a", 60_999).hits).toBe(3);
  });
});

/**
 * Two "processes" (two counters, each on its own connection) sharing one database of the run's
 * engine: the counter is the same on both, though the server uses it on PostgreSQL only
 * (docs/api.md §7.1). Batches are added by an explicit flush, so what each knows is exact.
 */
describe("SharedHitCounter", () => {
  let database: TestDatabase;
  let dbs: Db[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ COUVERT_DB: database.url }).database;
    dbs = [await openDatabase(config), await openDatabase(config)];
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await database.drop();
  });

  let now = 1_000_000;
  const counter = (db: Db, quota: number) =>
    new SharedHitCounter(
      new RateLimitRepository(db.kysely.withoutPlugins()),
      "reads",
      SECRET,
      { windowMs: MINUTE, quota },
      // A batch the last hit of a test scheduled may meet the database closed.
      () => {},
      () => now,
    );
  /** What the table holds for `client` (each test counts its own clients). */
  const stored = async (client: string) =>
    (
      await sql<{
        bucket: string;
        hits: number;
        reset_at: number;
      }>`SELECT bucket, hits, reset_at FROM rate_limit_hits WHERE bucket = ${`reads:${clientTag(SECRET, client)}`}`.execute(dbs[0]!.kysely)
    ).rows.map((r) => ({ bucket: r.bucket, hits: Number(r.hits), resetAt: Number(r.reset_at) }));

  it("on one process counts exactly, and adds its hits in one batch under an HMAC of the client", async () => {
    const a = counter(dbs[0]!, 1000);
    expect(Array.from({ length: 7 }, () => a.hit("203.0.113.7", now).hits)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await stored("203.0.113.7")).toEqual([]);
    await a.flush();
    const rows = await stored("203.0.113.7");
    expect(rows).toEqual([{ bucket: expect.stringMatching(/^reads:[A-Za-z0-9_-]{22}$/), hits: 7, resetAt: now + MINUTE }]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
    expect(a.hit("203.0.113.7", now).hits).toBe(8);
  });

  it("counts the hits of a batch still being added", async () => {
    const a = counter(dbs[0]!, 1000);
    a.hit("192.0.2.3", now);
    const adding = a.flush();
    expect(a.hitsAfterOneMore("192.0.2.3", now)).toBe(2);
    expect(a.hit("192.0.2.3", now).hits).toBe(2);
    await adding;
    expect(a.hitsAfterOneMore("192.0.2.3", now)).toBe(3);
    expect(a.hit("192.0.2.3", now).hits).toBe(3);
  });

  it("says what the next hit would count from what it last read back, counting nothing", async () => {
    const [a, b] = [counter(dbs[0]!, 1000), counter(dbs[1]!, 1000)];
    expect(a.hitsAfterOneMore("192.0.2.4", now)).toBe(1);
    for (let i = 0; i < 5; i += 1) b.hit("192.0.2.4", now);
    await b.flush();
    a.hit("192.0.2.4", now);
    await a.flush();
    expect([a.hitsAfterOneMore("192.0.2.4", now), a.hitsAfterOneMore("192.0.2.4", now)]).toEqual([7, 7]);
    expect(a.hit("192.0.2.4", now).hits).toBe(7);
    expect(a.hitsAfterOneMore("192.0.2.4", now + MINUTE)).toBe(1);
  });

  it("across two processes, each refuses once the shared total passes the limit, late by at most what the other had not added", async () => {
    const quota = 100;
    const batch = clientBatch(quota);
    const [a, b] = [counter(dbs[0]!, quota), counter(dbs[1]!, quota)];
    // A client hammering both in turn: each process takes a batch of hits, then both add theirs.
    let admitted = 0;
    for (let round = 0; round < 20; round += 1) {
      for (const process of [a, b]) for (let i = 0; i < batch; i += 1) if (process.hit("198.51.100.1", now).hits <= quota) admitted += 1;
      await Promise.all([a.flush(), b.flush()]);
    }
    expect(admitted).toBeGreaterThanOrEqual(quota);
    expect(admitted).toBeLessThanOrEqual(quota + 2 * batch);
    expect((await stored("198.51.100.1"))[0]!.hits).toBe(20 * 2 * batch);
    // Both know the shared total now: the next hit is refused by either.
    expect(a.hit("198.51.100.1", now).hits).toBeGreaterThan(quota);
    expect(b.hit("198.51.100.1", now).hits).toBeGreaterThan(quota);
  });

  it("a process that has not added its batch yet counts from what it last read back", async () => {
    const [a, b] = [counter(dbs[0]!, 1000), counter(dbs[1]!, 1000)];
    for (let i = 0; i < 30; i += 1) a.hit("192.0.2.9", now);
    expect(b.hit("192.0.2.9", now).hits).toBe(1);
    await a.flush();
    await b.flush();
    expect(b.hit("192.0.2.9", now).hits).toBe(32);
    await b.flush();
    // A reads the total back with its next batch: until then it knows its own 30 and nothing of B's 2.
    expect(a.hit("192.0.2.9", now).hits).toBe(31);
    await a.flush();
    expect(a.hit("192.0.2.9", now).hits).toBe(34);
  });

  it("starts a window over once it ended, here and in the table; the first process's window holds for both", async () => {
    const [a, b] = [counter(dbs[0]!, 1000), counter(dbs[1]!, 1000)];
    a.hit("192.0.2.1", now);
    await a.flush();
    now += 10_000;
    b.hit("192.0.2.1", now);
    await b.flush();
    expect(b.hit("192.0.2.1", now)).toEqual(expect.objectContaining({ hits: 3, resetAt: now - 10_000 + MINUTE }));
    now += MINUTE;
    expect(a.hit("192.0.2.1", now).hits).toBe(1);
    await a.flush();
    expect((await stored("192.0.2.1"))[0]).toEqual(expect.objectContaining({ hits: 1, resetAt: now + MINUTE }));
  });

  it("takes back a hit already added (a booking the cap counted that then failed)", async () => {
    const a = counter(dbs[0]!, 10);
    a.hit("192.0.2.2", now);
    a.hit("192.0.2.2", now);
    await a.flush();
    a.unhit("192.0.2.2");
    await a.flush();
    expect((await stored("192.0.2.2"))[0]!.hits).toBe(1);
    expect(a.hit("192.0.2.2", now).hits).toBe(2);
  });

  it("adds the hits of many clients that arrive within one flush interval in one statement", async () => {
    const db = dbs[0]!;
    const table = new RateLimitRepository(db.kysely.withoutPlugins());
    const statements: number[] = [];
    const addHits = table.addHits.bind(table);
    table.addHits = (batch, at) => {
      statements.push(batch.length);
      return addHits(batch, at);
    };
    const a = new SharedHitCounter(
      table,
      "reads",
      SECRET,
      { windowMs: MINUTE, quota: 100_000 },
      () => {},
      () => now,
    );
    // 200 clients once each, as 2,000 requests a second bring in one 100 ms interval.
    for (let i = 0; i < 200; i += 1) a.hit(`198.51.100.${i}`, now);
    await a.flush();
    expect(statements).toEqual([200]);
  });
});
