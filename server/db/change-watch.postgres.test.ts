import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { CHANGES_CHANNEL } from "./change-watch.ts";
import { openDatabase, type Db } from "./database.ts";
import { localWriteGeneration } from "./local-writes.ts";

let writer: TestServer;
let reader: Db;
const lost = vi.fn();

beforeAll(async () => {
  writer = await startTestServer();
  reader = await openDatabase(loadConfig({ COUVERT_DB: writer.database.url }).database);
  reader.watchChanges(lost);
});

afterAll(async () => {
  await reader?.close();
  await writer?.close();
});

const waitFor = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const listeners = () =>
  writer.rows<{ pid: number }>(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN ${CHANGES_CHANNEL}`}`,
  );

/** A write this process does not note itself: only a notice tells of it. */
async function revokeKeysAndSeeIt(restaurantId: string): Promise<void> {
  const keys = localWriteGeneration(["api_keys"]);
  await writer.ctx.store.db.kysely
    .withoutPlugins()
    .updateTable("api_keys")
    .set({ revoked_at: new Date().toISOString() })
    .where("restaurant_id", "=", restaurantId)
    .execute();
  await waitFor(() => expect(localWriteGeneration(["api_keys"])).toBeGreaterThan(keys));
}

describe("the change watch on PostgreSQL", () => {
  it("listens again after losing its connection, and drops everything kept, since notices may have been missed", async () => {
    const { restaurant } = await seedRestaurant(writer.ctx);
    await waitFor(async () => expect(await listeners()).toHaveLength(1));
    await revokeKeysAndSeeIt(restaurant.id);

    const before = localWriteGeneration(["events"]);
    await writer.rows(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ${(await listeners())[0]!.pid}`);
    await waitFor(() => expect(lost).toHaveBeenCalled());
    // Listening again: every table's generation moved, though nothing wrote to events.
    await waitFor(() => expect(localWriteGeneration(["events"])).toBeGreaterThan(before));
    await waitFor(async () => expect(await listeners()).toHaveLength(1));

    // And notices arrive again.
    await revokeKeysAndSeeIt(restaurant.id);
  });
});
