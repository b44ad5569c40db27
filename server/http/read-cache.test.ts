import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { noteLocalWrite } from "../db/local-writes.ts";
import { eventFields, seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer } from "../testing/test-server.ts";
import { ReadCache } from "./read-cache.ts";

describe("ReadCache", () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => (loads += 1), loads: () => loads };
  };

  /** A cache of events on a clock the test moves, and a source that counts its loads. */
  const onManualClock = () => {
    const clock = { now: 0 };
    return { clock, cache: new ReadCache<number>(["events"], () => clock.now), source: counting() };
  };

  it("keeps a value until this process writes, or twice its time is up", async () => {
    const { clock, cache, source } = onManualClock();
    expect(await cache.get("a", source.load)).toBe(1);
    clock.now = 4_999;
    expect(await cache.get("a", source.load)).toBe(1);
    noteLocalWrite();
    expect(await cache.get("a", source.load)).toBe(2);
    // Twice its time (in between, it is answered while it reloads: below).
    clock.now = 14_999;
    expect(await cache.get("a", source.load)).toBe(3);
  });

  it("answers a value past its time while one reload runs, then the reloaded one; too old, it waits", async () => {
    const { clock, cache, source } = onManualClock();
    expect(await cache.get("a", source.load)).toBe(1);
    clock.now = 5_000;
    expect(cache.peek("a")).toBeUndefined();
    const [first, second] = [cache.get("a", source.load), cache.get("a", source.load)];
    expect(cache.peek("a")).toEqual({ value: 1 });
    expect([await first, await second]).toEqual([1, 1]);
    await new Promise(setImmediate);
    expect(source.loads()).toBe(2);
    expect(cache.peek("a")).toEqual({ value: 2 });
    clock.now = 19_999;
    expect(await cache.get("a", source.load)).toBe(3);
    // A write of this process drops even a value being reloaded.
    clock.now = 25_000;
    void cache.get("a", source.load);
    noteLocalWrite();
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.get("a", source.load)).toBe(5);
  });

  it("shares one load among concurrent misses, and drops what a write overlapped", async () => {
    const cache = new ReadCache<number>(["events"]);
    const source = counting();
    const [a, b] = await Promise.all([cache.get("a", source.load), cache.get("a", source.load)]);
    expect([a, b, source.loads()]).toEqual([1, 1, 1]);
    cache.forget("a");
    const during = cache.get("a", async () => {
      const value = await source.load();
      noteLocalWrite(); // a write lands while this load reads
      return value;
    });
    expect(await during).toBe(2);
    expect(await cache.get("a", source.load)).toBe(3);
  });

  it("drops a value on a write to one of its tables, or to tables unknown, and on no other", async () => {
    const cache = new ReadCache<number>(["events", "content"]);
    const source = counting();
    expect(await cache.get("a", source.load)).toBe(1);
    noteLocalWrite(["reservations", "outbox"]);
    expect(await cache.get("a", source.load)).toBe(1);
    noteLocalWrite(["content"]);
    expect(await cache.get("a", source.load)).toBe(2);
    noteLocalWrite(null);
    expect(await cache.get("a", source.load)).toBe(3);
  });

  it("keeps no failed load", async () => {
    const cache = new ReadCache<number>(["events"]);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});

describe("reads answered from memory", () => {
  it("show this process's writes at once: an event changed, content imported, a key revoked, a restaurant unpublished", async () => {
    const server = await startTestServer({ now: "2026-06-10T18:00:00Z" });
    try {
      const { restaurant, key, keyId } = await seedRestaurant(server.ctx);
      const events = server.ctx.services.events;
      const event = await events.create(
        restaurant.id,
        eventFields({ title: "Jazz night", startAt: "2026-06-12T18:00:00Z" }),
        server.clock.now(),
      );
      const titles = async () =>
        ((await server.request("/api/v1/events", { key })).json.data.items as { title: string }[]).map((e) => e.title);
      expect(await titles()).toEqual(["Jazz night"]);
      await events.change(restaurant.id, event.id, { title: "Soul night" }, server.clock.now());
      expect(await titles()).toEqual(["Soul night"]);
      // Even a change in raw SQL, past every service.
      await server.rows(sql`UPDATE events SET title = ${"Blues night"} WHERE id = ${event.id}`);
      expect(await titles()).toEqual(["Blues night"]);

      const sections = async () => (await server.request("/api/v1/menu", { key })).json.data.sections as unknown[];
      expect(await sections()).toEqual([]);
      await server.ctx.services.content.import(
        restaurant.id,
        "menu",
        { sections: [{ id: "mains", title: "Mains", items: [] }] } as never,
        server.clock.now(),
      );
      expect(await sections()).toHaveLength(1);

      await server.ctx.restaurants.setPublished(restaurant.id, false, server.clock.now());
      expect((await server.request("/api/v1/menu", { key })).json.error.code).toBe("restaurant_not_published");
      await server.ctx.restaurants.setPublished(restaurant.id, true, server.clock.now());
      expect((await server.request("/api/v1/menu", { key })).status).toBe(200);

      await server.ctx.services.apiKeys.revoke(restaurant.id, keyId);
      expect((await server.request("/api/v1/menu", { key })).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
