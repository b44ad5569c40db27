import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { IdempotencyStore, type IdempotencyAttempt, type IdempotencyStart } from "./idempotency.ts";
import { bookingBody, codeOf, postBooking } from "./test-support.ts";

let server: TestServer;
let key: string;
let keyId: string;
beforeEach(async () => {
  server = await startTestServer();
  ({ key, keyId } = await seedRestaurant(server.ctx));
});
afterEach(() => server.close());

/** Counts the write transactions `db` runs from now on. */
function countWriteTransactions(db: Db): () => number {
  let count = 0;
  const queue = db.engine === "sqlite" ? db.groupCommit : db.writeQueues;
  const run = queue.run.bind(queue) as (...args: unknown[]) => Promise<unknown>;
  (queue as unknown as { run: (...args: unknown[]) => Promise<unknown> }).run = (...args) => {
    count += 1;
    return run(...args);
  };
  return () => count;
}

const attemptOf = (start: IdempotencyStart): IdempotencyAttempt => {
  if (start.kind !== "attempt") throw new Error("expected an attempt: nothing is stored for the key");
  return start.attempt;
};

const records = () =>
  server.rows<{ state: string; status_code: number | null }>(sql`SELECT state, status_code FROM idempotency_keys ORDER BY created_at`);

describe("Idempotency-Key without a claim ahead of the work (docs/api.md §7.6)", () => {
  it("stores the answer in the booking's own transaction: one write transaction per booking, and per refusal", async () => {
    const writes = countWriteTransactions(server.ctx.store.db);
    expect((await postBooking(server, key, bookingBody(), { "idempotency-key": "one" })).status).toBe(200);
    expect(writes()).toBe(1);
    const refused = await postBooking(server, key, bookingBody({ terms_accepted: false }), { "idempotency-key": "two" });
    expect(codeOf(refused)).toBe("terms_required");
    expect(writes()).toBe(2);
    // A replay writes nothing.
    expect((await postBooking(server, key, bookingBody(), { "idempotency-key": "one" })).headers.get("idempotent-replayed")).toBe("true");
    expect(writes()).toBe(2);
    expect(await records()).toEqual([
      { state: "done", status_code: 200 },
      { state: "done", status_code: 400 },
    ]);
  });

  it("answers 409 with Retry-After to a second attempt with the key while the first runs in this process", async () => {
    const store = new IdempotencyStore(server.ctx.secret);
    const body = { guest_last_name: "Doe" };
    const begin = (sent: unknown, at: Date) => store.begin(server.ctx.store.read.idempotency, keyId, "twice", sent, at);
    const first = attemptOf(await begin(body, server.clock.now()));
    const later = new Date(server.clock.now().getTime() + 15_000);
    await expect(begin(body, later)).rejects.toMatchObject({ code: "idempotency_in_progress", retryAfterSeconds: 45 });
    await expect(begin({ guest_last_name: "Roe" }, later)).rejects.toMatchObject({ code: "idempotency_key_reused" });
    store.finish(first);
    expect((await begin(body, later)).kind).toBe("attempt");
  });

  it("replays what another process stored for the key after this attempt began, inside the transaction that would book", async () => {
    const here = new IdempotencyStore(server.ctx.secret);
    const elsewhere = new IdempotencyStore(server.ctx.secret);
    const now = server.clock.now();
    const body = { guest_last_name: "Doe" };
    const mine = attemptOf(await here.begin(server.ctx.store.read.idempotency, keyId, "k", body, now));
    const theirs = attemptOf(await elsewhere.begin(server.ctx.store.read.idempotency, keyId, "k", body, now));
    const stored = { status: 200, body: { data: { reservation_number: 1234567 } } };
    await server.ctx.store.write([], async (tx) => {
      expect(await elsewhere.recheck(tx.idempotency, theirs)).toBeNull();
      await elsewhere.record(tx.idempotency, theirs, stored);
    });
    const replay = await server.ctx.store.write([], (tx) => here.recheck(tx.idempotency, mine));
    expect(replay).toEqual(stored);
    here.finish(mine);
    elsewhere.finish(theirs);
  });

  it("leaves nothing behind for an attempt that failed, so the same request can be sent again at once", async () => {
    const body = bookingBody();
    const store = new IdempotencyStore(server.ctx.secret);
    attemptOf(await store.begin(server.ctx.store.read.idempotency, keyId, "crashed", body, server.clock.now()));
    // The process died here: its transaction never committed, and no claim was ever written.
    expect(await records()).toEqual([]);
    expect((await postBooking(server, key, body, { "idempotency-key": "crashed" })).status).toBe(200);
  });
});
