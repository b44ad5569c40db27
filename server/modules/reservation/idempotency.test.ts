import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { ABANDONED_AFTER_MS, IdempotencyStore } from "./idempotency.ts";

let server: TestServer;
let store: IdempotencyStore;
let keyId: string;
beforeEach(async () => {
  server = await startTestServer();
  store = new IdempotencyStore(server.ctx.store, server.ctx.secret);
  ({ keyId } = await seedRestaurant(server.ctx));
});
afterEach(() => server.close());

const body = { guest_last_name: "Doe" };
const stored = async () =>
  server.rows<{ state: string; status_code: number | null }>(
    sql`SELECT state, status_code FROM idempotency_keys WHERE idempotency_key = 'slow'`,
  );

describe("an attempt that a retry took over after it was abandoned", () => {
  it("cannot store its answer, and what it wrote with that answer is rolled back", async () => {
    const t0 = server.clock.now();
    const slow = await store.begin(keyId, "slow", body, t0);
    const retry = await store.begin(keyId, "slow", body, new Date(t0.getTime() + ABANDONED_AFTER_MS + 1000));
    expect([slow.kind, retry.kind]).toEqual(["claimed", "claimed"]);
    if (slow.kind !== "claimed" || retry.kind !== "claimed") return;

    await server.ctx.store.write([], (tx) => store.complete(tx, retry.claim, { status: 200, body: { data: { reservation_number: 1 } } }));
    const late = server.ctx.store.write([], async (tx) => {
      await tx.restaurants.create({ slug: "written-by-the-slow-attempt", name: "x", timezone: "UTC" }, t0);
      await store.complete(tx, slow.claim, { status: 200, body: { data: { reservation_number: 2 } } });
    });
    await expect(late).rejects.toMatchObject({ code: "idempotency_in_progress" });
    expect(await server.ctx.restaurants.findBySlug("written-by-the-slow-attempt")).toBeNull();
    expect(await stored()).toEqual([{ state: "done", status_code: 200 }]);
  });

  it("does not release the retry's claim when it gives up", async () => {
    const t0 = server.clock.now();
    const slow = await store.begin(keyId, "slow", body, t0);
    await store.begin(keyId, "slow", body, new Date(t0.getTime() + ABANDONED_AFTER_MS + 1000));
    if (slow.kind !== "claimed") throw new Error("expected a claim");
    await store.release(slow.claim);
    expect(await stored()).toEqual([{ state: "in_progress", status_code: null }]);
  });
});
