import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { openDatabase, type Db } from "./database.ts";
import type { UnitOptions } from "./group-commit.ts";
import { leaveToCommit } from "./together.ts";
import { writeTransaction, type Tx } from "./transactions.ts";

// PostgreSQL's write transactions wait for their locks in this process, without a pool
// connection, and share commits (postgres-write-queues.ts).
let database: TestDatabase;
let db: Db & { engine: "postgres" };
beforeEach(async () => {
  database = await createMigratedTestDatabase("postgres");
  db = (await openDatabase({ engine: "postgres", url: database.url, poolSize: 2 })) as Db & { engine: "postgres" };
  await sql`CREATE TABLE seen (n INTEGER NOT NULL)`.execute(db.kysely);
});
afterEach(async () => {
  await db.close();
  await database.drop();
});

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * Runs unit 0 and, while it holds the lock, queues units 1 to count - 1 behind it (waiting for the
 * same lock, they share the next commit) and runs `whileHeld`. The units' outcomes, in order.
 */
async function queuedBehindFirst(
  count: number,
  work: (tx: Tx, n: number) => Promise<unknown>,
  whileHeld: () => Promise<void> = async () => {},
  /** Filled with each unit's rejection reason (undefined for one that succeeded). */
  reasons: unknown[] = [],
  options: UnitOptions = {},
): Promise<string[]> {
  const first = deferred();
  const started = deferred();
  const unit = (n: number) =>
    writeTransaction(
      db,
      async (tx) => {
        if (n === 0) {
          started.resolve();
          await first.promise;
        }
        return work(tx, n);
      },
      ["restaurant:one"],
      options,
    );
  const head = unit(0);
  await started.promise;
  const rest = Array.from({ length: count - 1 }, (_, i) => unit(i + 1));
  await whileHeld();
  first.resolve();
  const settled = await Promise.allSettled([head, ...rest]);
  reasons.push(...settled.map((o) => (o.status === "rejected" ? o.reason : undefined)));
  return settled.map((o) => o.status);
}

describe("PostgreSQL write transactions", () => {
  it("waiting for one lock, they hold no pool connection: a read still gets one", async () => {
    let read: unknown;
    const outcomes = await queuedBehindFirst(
      5,
      (tx, n) => sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx),
      async () => {
        // Four transactions wait for the lock the first holds; the pool has two connections.
        read = await Promise.race([
          sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely).then((r) => r.rows[0]!.one),
          new Promise((resolve) => setTimeout(() => resolve("starved"), 2_000)),
        ]);
      },
    );
    expect(outcomes).toEqual(Array(5).fill("fulfilled"));
    expect(read).toBe(1);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it("runs the transactions that waited for one set of locks in one commit, a failing one rolled back alone", async () => {
    const transactionIds: string[] = [];
    const outcomes = await queuedBehindFirst(4, async (tx, n) => {
      const { rows } = await sql<{ xid: string }>`SELECT txid_current()::text AS xid`.execute(tx);
      transactionIds.push(rows[0]!.xid);
      await sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx);
      if (n === 2) throw new Error("unit 2 fails");
    });
    expect(outcomes).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 1, 3]);
    // Units 1–3 arrived while unit 0's commit was under way: they share the next one.
    expect(new Set(transactionIds.slice(1)).size).toBe(1);
    expect(transactionIds[1]).not.toBe(transactionIds[0]);
  });

  it("sends each unit's statements pipelined: a unit that throws with a write still on its way has it rolled back alone", async () => {
    const outcomes = await queuedBehindFirst(4, async (tx, n) => {
      // Issued, not awaited: the pipelined connection sends it while the unit goes on.
      const insert = sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx);
      if (n !== 2) return insert;
      insert.catch(() => {});
      throw new Error("unit 2 fails");
    });
    expect(outcomes).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 1, 3]);
  });

  it("fails the whole commit, committing nothing, when a unit hides a failed statement from it", async () => {
    const outcomes = await queuedBehindFirst(3, async (tx, n) => {
      await sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx);
      // The statement fails and the unit carries on as if not: PostgreSQL's transaction is failed now.
      if (n === 1) await sql`SELECT 1 / 0`.execute(tx).catch(() => {});
    });
    expect(outcomes).toEqual(["fulfilled", "rejected", "rejected"]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0]);
  });

  it("commits a write a unit left unanswered with the unit; if it fails, that unit fails and the others commit in the next", async () => {
    const outcomes = await queuedBehindFirst(3, async (tx, n) => {
      leaveToCommit([sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx)]);
    });
    expect(outcomes).toEqual(["fulfilled", "fulfilled", "fulfilled"]);

    const failed = await queuedBehindFirst(3, async (tx, n) => {
      leaveToCommit([sql`INSERT INTO seen (n) VALUES (${n === 1 ? null : 10 + n})`.execute(tx)]);
    });
    expect(failed).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 1, 2, 10, 12]);
  });

  it("fails the unit with its unanswered write's own error, not that of the failed transaction after it, and runs the others again", async () => {
    let met: unknown;
    const reasons: unknown[] = [];
    await queuedBehindFirst(
      3,
      async (tx, n) => {
        if (n === 1) leaveToCommit([sql`INSERT INTO seen (n) VALUES (NULL)`.execute(tx)]);
        if (n === 2) await sql`INSERT INTO seen (n) VALUES (2)`.execute(tx).catch((error: unknown) => (met = error));
      },
      undefined,
      reasons,
    );
    // Unit 2's statement met the failed transaction; the commit names the cause: a null in a NOT NULL column.
    expect((met as { code?: string }).code).toBe("25P02");
    expect(reasons.map((r) => (r as { code?: string } | undefined)?.code)).toEqual([undefined, "23502", undefined]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toContain(2);
  });

  it("runs units of one statement left to the commit without savepoints; one whose statement fails, or that throws after it, fails alone", async () => {
    const statements: string[] = [];
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      if (typeof text === "string") statements.push(text);
      return query.apply(this, args);
    };
    const oneStatement = { oneStatement: true };
    try {
      const failing = await queuedBehindFirst(
        3,
        async (tx, n) => leaveToCommit([sql`INSERT INTO seen (n) VALUES (${n === 1 ? null : n})`.execute(tx)]),
        undefined,
        undefined,
        oneStatement,
      );
      expect(failing).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const throwing = await queuedBehindFirst(
        3,
        async (tx, n) => {
          leaveToCommit([sql`INSERT INTO seen (n) VALUES (${10 + n})`.execute(tx)]);
          if (n === 1) throw new Error("unit 1 fails after its insert went out");
        },
        undefined,
        undefined,
        oneStatement,
      );
      expect(throwing).toEqual(["fulfilled", "rejected", "fulfilled"]);
    } finally {
      proto.query = query;
    }
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 2, 10, 12]);
    expect(statements.filter((text) => /SAVEPOINT|RELEASE/i.test(text))).toEqual([]);
  });

  it("fails the commit when a unit's query is issued after the unit ended", async () => {
    let ended: Tx | null = null;
    const outcomes = await queuedBehindFirst(3, async (tx, n) => {
      await sql`INSERT INTO seen (n) VALUES (${n})`.execute(tx);
      if (n === 1) ended = tx;
      if (n === 2) await sql`INSERT INTO seen (n) VALUES (99)`.execute(ended!).catch(() => {});
    });
    expect(outcomes).toEqual(["fulfilled", "rejected", "rejected"]);
    const rows = await sql<{ n: number }>`SELECT n FROM seen ORDER BY n`.execute(db.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([0]);
  });

  it("begins the next commit while one is flushing, its statements waiting in the server for the locks", async () => {
    // A COMMIT kept under way: a deferred trigger that sleeps when the transaction commits.
    await sql`CREATE TABLE slow_commit (n INTEGER NOT NULL)`.execute(db.kysely);
    await sql`CREATE FUNCTION sleep_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$`.execute(
      db.kysely,
    );
    await sql`CREATE CONSTRAINT TRIGGER slow AFTER INSERT ON slow_commit DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sleep_at_commit()`.execute(
      db.kysely,
    );
    // Watches the server from a connection of its own (the pool's two are the commits').
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    const until = async (condition: string) => {
      for (const started = Date.now(); Date.now() - started < 20_000;) {
        const { rows } = await observer.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${condition}`);
        if (rows[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`never seen: ${condition}`);
    };
    try {
      const first = writeTransaction(db, (tx) => sql`INSERT INTO slow_commit (n) VALUES (1)`.execute(tx), ["restaurant:one"]);
      await until("query = 'COMMIT' AND state = 'active'");
      const second = writeTransaction(
        db,
        async (tx) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM slow_commit`.execute(tx)).rows[0]!.n,
        ["restaurant:one"],
      );
      // The second has begun on the other connection, and waits for the first's lock in the server.
      await until("wait_event_type = 'Lock' AND wait_event = 'advisory'");
      await first;
      // Its statement ran once the first had committed: it sees the first's row.
      expect(await second).toBe(1);
    } finally {
      await observer.end();
    }
  });

  it("sends the queries a client is given in one go in one socket write", async () => {
    const client = await db.pool.connect();
    try {
      const stream = (
        client as unknown as { connection: { stream: { _writev: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown } } }
      ).connection.stream;
      let writes = 0;
      const { _writev: writev, _write: write } = stream;
      stream._writev = function (this: unknown, ...args: unknown[]) {
        writes += 1;
        return writev.apply(this, args);
      };
      stream._write = function (this: unknown, ...args: unknown[]) {
        writes += 1;
        return write.apply(this, args);
      };
      const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => client.query<{ n: number }>("SELECT $1::int AS n", [n])));
      expect(answers.map((a) => a.rows[0]!.n)).toEqual([1, 2, 3, 4, 5]);
      expect(writes).toBe(1);
    } finally {
      client.release();
    }
  });
});
