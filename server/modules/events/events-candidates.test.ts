import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { partitionEvents } from "../../../core/events/partition.ts";
import { eventFields, seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { RUNNING_READ_AT_ONCE, type EventFields } from "./repository.ts";

const START = Date.parse("2026-06-10T12:00:00Z");
const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: new Date(START).toISOString() });
});
afterAll(() => server.close());

const fields = (i: number, startMs: number, extra: Partial<EventFields> = {}): EventFields =>
  eventFields({ title: `Event ${i}`, startAt: new Date(startMs).toISOString(), ...extra });

it("/events reads a bounded number of events, and answers as core would over all of them at every instant", async () => {
  const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { embedMaxItems: 3, eventsGraceMinutes: 60 } });
  const events = server.ctx.services.events;
  const now = server.clock.now();
  // Forty events an hour apart from yesterday on, one pinned far ahead, one running for a week, one long over.
  for (let i = 0; i < 40; i += 1) await events.create(restaurant.id, fields(i, START - 24 * HOUR + i * HOUR), now);
  await events.create(restaurant.id, fields(40, START + 30 * HOUR, { isPinned: true }), now);
  await events.create(restaurant.id, fields(41, START - 72 * HOUR, { endAt: new Date(START + 96 * HOUR).toISOString() }), now);
  await events.create(restaurant.id, fields(42, START - 900 * HOUR), now);
  const all = (await events.list(restaurant.id, "published")).map((e) => e);

  const ids = (list: { id: string }[]) => list.map((e) => e.id);
  const repository = server.ctx.store.read.events;
  const limits: (number | null)[] = [];
  const listStarting = repository.listPublishedStartingFrom.bind(repository);
  repository.listPublishedStartingFrom = (restaurantId, from, limit) => {
    limits.push(limit);
    return listStarting(restaurantId, from, limit);
  };
  // Forward an hour at a time past many of them, then back again (a clock set back).
  for (const offset of [0, 1, 2, 5, 9, 14, 15, 20, 31, 3, 0]) {
    server.clock.set(new Date(START + offset * HOUR + 17 * 60_000));
    const expected = partitionEvents(all, server.clock.now(), { graceMinutes: 60, maxItems: 3 });
    const data = (await server.request("/api/v1/events", { key })).json.data;
    expect([ids(data.items), ids(data.pastItems)], `at +${offset} h`).toEqual([ids(expected.items), ids(expected.pastItems)]);
  }
  // Read a few at a time, never all of them: 3 × maxItems from the cut-off on.
  expect(limits.length).toBeGreaterThan(0);
  expect(new Set(limits)).toEqual(new Set([9]));
});

it("/events finds every running event, however many run at once: the earliest started are shown, though they end last", async () => {
  const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { embedMaxItems: 3, eventsGraceMinutes: 60 } });
  const now = server.clock.now();
  // More running events than one read takes; the earlier one started, the later it ends, so those
  // shown (the earliest started) are the last the running read finds in its order by end.
  const count = RUNNING_READ_AT_ONCE + 5;
  await server.ctx.store.write([], async ({ events }) => {
    for (let i = 0; i < count; i += 1) {
      const startAt = new Date(now.getTime() - 24 * HOUR - i * 60_000).toISOString();
      const endAt = new Date(now.getTime() + 24 * HOUR + i * 60_000).toISOString();
      await events.insert({
        id: randomUUID(),
        restaurantId: restaurant.id,
        createdAt: startAt,
        ...fields(i, Date.parse(startAt), { endAt }),
      });
    }
  });
  // Without an end, started before the cut-off: past, never running.
  await server.ctx.services.events.create(restaurant.id, fields(count, now.getTime() - 3 * HOUR), now);
  const data = (await server.request("/api/v1/events", { key })).json.data;
  const titles = (list: { title: string }[]) => list.map((e) => e.title);
  expect(titles(data.items)).toEqual([count - 1, count - 2, count - 3].map((i) => `Event ${i}`));
  expect(titles(data.pastItems)).toEqual([`Event ${count}`]);
});
