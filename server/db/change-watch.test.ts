import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { openDatabase, type Db } from "./database.ts";
import { localWriteGeneration } from "./local-writes.ts";

/**
 * db/change-watch.ts on a connection of its own, while another connection writes as another
 * process would: unnoted here (no plugin), so only the watch can tell this process of them.
 */
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

const unnoted = () => writer.ctx.store.db.kysely.withoutPlugins();
const KEPT = ["restaurants", "api_keys", "events", "content"] as const;
const generations = () => Object.fromEntries(KEPT.map((table) => [table, localWriteGeneration([table])]));

/** Waits until the watch has moved `table`'s generation past `before`. */
const seen = (table: string, before: number) =>
  vi.waitFor(() => expect(localWriteGeneration([table])).toBeGreaterThan(before), { timeout: 5_000, interval: 20 });

describe("the change watch", () => {
  it("drops what was read from the tables another process wrote, and only those", async () => {
    const { restaurant, keyId } = await seedRestaurant(writer.ctx);
    // The watch hears of the seed's writes too, later (PostgreSQL: a notice each, in commit order).
    // Caught up once it has heard of a later write to a table the seed leaves alone.
    const seeded = generations();
    await unnoted()
      .insertInto("content")
      .values({ restaurant_id: restaurant.id, module: "news", document: '{"items":[]}', updated_at: new Date().toISOString() })
      .execute();
    await seen("content", seeded.content!);

    // Up once a write of the other connection is seen.
    let before = generations();
    await unnoted().updateTable("restaurants").set({ name: "Renamed" }).where("id", "=", restaurant.id).execute();
    await seen("restaurants", before.restaurants!);

    before = generations();
    // A key's last use, and a table nothing kept is read from: neither is a change to drop.
    await unnoted().updateTable("api_keys").set({ last_used_at: new Date().toISOString() }).where("id", "=", keyId).execute();
    await unnoted()
      .insertInto("manage_failures")
      .values({ restaurant_id: restaurant.id, reservation_number: 1, client_tag: "watch", failed_at: Date.now() })
      .execute();
    // Committed after them: once it is seen, so would they be.
    await unnoted()
      .insertInto("content")
      .values({ restaurant_id: restaurant.id, module: "menu", document: '{"sections":[]}', updated_at: new Date().toISOString() })
      .execute();
    await seen("content", before.content!);
    expect(generations()).toMatchObject({ restaurants: before.restaurants, api_keys: before.api_keys, events: before.events });

    before = generations();
    await unnoted().updateTable("api_keys").set({ revoked_at: new Date().toISOString() }).where("id", "=", keyId).execute();
    await seen("api_keys", before.api_keys!);
    expect(generations()).toMatchObject({ restaurants: before.restaurants, content: before.content, events: before.events });
    expect(lost).not.toHaveBeenCalled();
  });
});
