import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventsEnvelopeSchema, type RestaurantEvent } from "../../../core/events/schemas.ts";
import { COMMANDS } from "../../cli/registry.ts";
import { runCli } from "../../cli/run.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import type { EventFields } from "./repository.ts";

const NOW = "2026-06-10T18:00:00Z";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seed 2.3's fields, all of them, in every element. */
const EVENT_KEYS = [
  "id",
  "platform",
  "source",
  "eventId",
  "title",
  "description",
  "coverUrl",
  "coverStoragePath",
  "startAt",
  "endAt",
  "ticketUrl",
  "location",
  "status",
  "canEdit",
  "canDelete",
  "externalUrl",
  "createdAt",
  "publishedAt",
  "isPinned",
  // Project addition (docs/api.md §8.2): the restaurant's wall clock at startAt and endAt.
  "startLocal",
  "endLocal",
].sort();

let server: TestServer;
// One server for the file (each test seeds a restaurant of its own); every test starts at NOW.
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
beforeEach(() => server.clock.set(NOW));
afterAll(() => server.close());

const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();

function add(restaurantId: string, title: string, startOffsetMs: number, extra: Partial<EventFields> = {}): Promise<RestaurantEvent> {
  return server.ctx.services.events.create(
    restaurantId,
    {
      platform: "native",
      source: "native",
      eventId: null,
      title,
      description: "",
      coverUrl: null,
      coverStoragePath: null,
      startAt: at(startOffsetMs),
      endAt: null,
      ticketUrl: null,
      location: null,
      status: "published",
      externalUrl: null,
      isPinned: false,
      publishedAt: null,
      ...extra,
    },
    server.clock.now(),
  );
}

async function getEvents(key: string, path = "/api/v1/events") {
  const res = await server.request(path, { key });
  expect(res.status).toBe(200);
  return EventsEnvelopeSchema.parse(res.json.data);
}
const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe("GET /events", () => {
  it("answers the seed's envelope with every field of every element, optional ones null", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx, {
      settings: { accentHex: "#224466", connectedPlatforms: ["native", "social_network"] },
    });
    await add(restaurant.id, "Bare", 2 * DAY);
    await add(restaurant.id, "Full", 3 * DAY, {
      platform: "social_network",
      source: "social_network",
      eventId: "sn-42",
      description: "Live music on the terrace.",
      coverUrl: "https://img.example/jazz.svg",
      coverStoragePath: "covers/jazz.svg",
      endAt: at(3 * DAY + 3 * HOUR),
      ticketUrl: "https://tickets.example/42",
      location: "Terrace",
      externalUrl: "https://social.example/events/42",
    });
    await add(restaurant.id, "Gone", -3 * DAY);

    const res = await server.request("/api/v1/events", { key });
    expect(res.status).toBe(200);
    const data = EventsEnvelopeSchema.parse(res.json.data);
    expect(Object.keys(res.json.data)).toEqual([
      "restaurantId",
      "name",
      "slug",
      "accentHex",
      "timezone",
      "viewMode",
      "connectedPlatforms",
      "showAllPlatformFilter",
      "items",
      "pastItems",
    ]);
    expect(data).toMatchObject({
      restaurantId: restaurant.id,
      name: restaurant.name,
      slug: restaurant.slug,
      accentHex: "#224466",
      timezone: "Europe/Berlin",
      viewMode: "list",
      connectedPlatforms: ["native", "social_network"],
      showAllPlatformFilter: false,
    });
    for (const element of [...res.json.data.items, ...res.json.data.pastItems]) expect(Object.keys(element).sort()).toEqual(EVENT_KEYS);

    const [bare, full] = res.json.data.items;
    expect(bare).toMatchObject({
      title: "Bare",
      platform: "native",
      source: "native",
      eventId: null,
      description: "",
      coverUrl: null,
      coverStoragePath: null,
      endAt: null,
      ticketUrl: null,
      location: null,
      externalUrl: null,
      status: "published",
      canEdit: true,
      canDelete: true,
      isPinned: false,
      startAt: "2026-06-12T18:00:00Z",
      createdAt: "2026-06-10T18:00:00Z",
      publishedAt: "2026-06-10T18:00:00Z",
      startLocal: "2026-06-12T20:00",
      endLocal: null,
    });
    expect(full).toMatchObject({
      title: "Full",
      platform: "social_network",
      eventId: "sn-42",
      canEdit: false,
      canDelete: true,
      location: "Terrace",
      coverUrl: "https://img.example/jazz.svg",
      coverStoragePath: "covers/jazz.svg",
      endAt: "2026-06-13T21:00:00Z",
      startLocal: "2026-06-13T20:00",
      endLocal: "2026-06-13T23:00",
    });
    expect(titles(data.pastItems)).toEqual(["Gone"]);
  });

  it("gives each event's wall times in the restaurant's zone, winter or summer, past midnight too", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    // Berlin: UTC+1 in December, UTC+2 in June; 23:30 UTC in June is 01:30 the next day there.
    await add(restaurant.id, "Winter", Date.parse("2026-12-24T18:00:00Z") - Date.parse(NOW), { endAt: "2026-12-24T23:30:00Z" });
    await add(restaurant.id, "Late", Date.parse("2026-06-20T21:00:00Z") - Date.parse(NOW), { endAt: "2026-06-20T23:30:00Z" });
    const byTitle = Object.fromEntries((await getEvents(key)).items.map((e) => [e.title, [e.startLocal, e.endLocal]]));
    expect(byTitle).toEqual({ Late: ["2026-06-20T23:00", "2026-06-21T01:30"], Winter: ["2026-12-24T19:00", "2026-12-25T00:30"] });
  });

  it("shows createdAt and publishedAt in UTC to the whole second, whatever the clock's milliseconds", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    server.clock.set("2026-06-10T18:00:00.750Z");
    await add(restaurant.id, "Stamped", 2 * DAY);
    const [element] = (await getEvents(key)).items;
    expect(element).toMatchObject({ createdAt: "2026-06-10T18:00:00Z", publishedAt: "2026-06-10T18:00:00Z" });
  });

  it("orders items pinned first then soonest first, and pastItems newest first", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await add(restaurant.id, "in 5 days", 5 * DAY);
    await add(restaurant.id, "in 1 day", 1 * DAY);
    await add(restaurant.id, "pinned in 9 days", 9 * DAY, { isPinned: true });
    await add(restaurant.id, "in 3 days", 3 * DAY);
    await add(restaurant.id, "pinned in 4 days", 4 * DAY, { isPinned: true });
    await add(restaurant.id, "10 days ago", -10 * DAY);
    await add(restaurant.id, "2 days ago", -2 * DAY);
    await add(restaurant.id, "pinned 5 days ago", -5 * DAY, { isPinned: true });
    await add(restaurant.id, "40 days ago", -40 * DAY);

    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(["pinned in 4 days", "pinned in 9 days", "in 1 day", "in 3 days", "in 5 days"]);
    expect(titles(data.pastItems)).toEqual(["2 days ago", "pinned 5 days ago", "10 days ago", "40 days ago"]);
  });

  it("keeps an event without an end upcoming until its start plus the grace period, to the second", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx); // default grace: 120 minutes
    const start = Date.parse(NOW) + HOUR;
    await add(restaurant.id, "Concert", HOUR);

    server.clock.set(new Date(start + 120 * MINUTE - 1000));
    let data = await getEvents(key);
    expect(titles(data.items)).toEqual(["Concert"]);
    expect(data.pastItems).toEqual([]);

    server.clock.set(new Date(start + 120 * MINUTE + 1000));
    data = await getEvents(key);
    expect(data.items).toEqual([]);
    expect(titles(data.pastItems)).toEqual(["Concert"]);
  });

  it("applies the restaurant's own grace period", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { eventsGraceMinutes: 30 } });
    await add(restaurant.id, "Started 29 min ago", -29 * MINUTE);
    await add(restaurant.id, "Started 31 min ago", -31 * MINUTE);
    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(["Started 29 min ago"]);
    expect(titles(data.pastItems)).toEqual(["Started 31 min ago"]);
  });

  it("keeps an event with an end upcoming while it runs, long after its start plus grace", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await add(restaurant.id, "Exhibition", -20 * DAY, { endAt: at(10 * DAY) });
    await add(restaurant.id, "Long lunch", -3 * HOUR, { endAt: at(1000) });
    await add(restaurant.id, "Ended a second ago", -3 * HOUR, { endAt: at(-1000) });
    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(["Exhibition", "Long lunch"]);
    expect(titles(data.pastItems)).toEqual(["Ended a second ago"]);

    server.clock.set(at(1000)); // "Long lunch" ends exactly now: past
    expect(titles((await getEvents(key)).items)).toEqual(["Exhibition"]);
  });

  it("caps both lists at 24 by default, keeping the soonest upcoming and the newest past", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    for (let i = 1; i <= 30; i += 1) {
      await add(restaurant.id, `up ${i}`, i * DAY);
      await add(restaurant.id, `past ${i}`, -i * DAY);
    }
    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(Array.from({ length: 24 }, (_, i) => `up ${i + 1}`));
    expect(titles(data.pastItems)).toEqual(Array.from({ length: 24 }, (_, i) => `past ${i + 1}`));
  });

  it("caps both lists at the restaurant's embed_max_items, with pinned events first", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { embedMaxItems: 3 } });
    for (let i = 1; i <= 6; i += 1) await add(restaurant.id, `up ${i}`, i * DAY);
    await add(restaurant.id, "pinned far ahead", 60 * DAY, { isPinned: true });
    // Past ones on both sides of the queries' split (now − grace − 1 day), so core merges them.
    await add(restaurant.id, "ended 1 h ago", -5 * HOUR, { endAt: at(-HOUR) });
    await add(restaurant.id, "started 3 h ago", -3 * HOUR);
    await add(restaurant.id, "2 days ago", -2 * DAY);
    await add(restaurant.id, "3 days ago", -3 * DAY);
    await add(restaurant.id, "ran until 30 min ago", -30 * DAY, { endAt: at(-30 * MINUTE) });

    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(["pinned far ahead", "up 1", "up 2"]);
    expect(titles(data.pastItems)).toEqual(["started 3 h ago", "ended 1 h ago", "2 days ago"]);
  });

  it("never serves drafts or archived events", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await add(restaurant.id, "Draft", DAY, { status: "draft" });
    await add(restaurant.id, "Archived upcoming", DAY, { status: "archived", isPinned: true });
    await add(restaurant.id, "Archived past", -DAY, { status: "archived" });
    await add(restaurant.id, "Published", 2 * DAY);
    const data = await getEvents(key);
    expect(titles(data.items)).toEqual(["Published"]);
    expect(data.pastItems).toEqual([]);
    expect(titles(await server.ctx.services.events.list(restaurant.id))).toHaveLength(4);
  });

  it("serves only the key's own restaurant", async () => {
    const a = await seedRestaurant(server.ctx);
    const b = await seedRestaurant(server.ctx);
    await add(a.restaurant.id, "A's", DAY);
    await add(b.restaurant.id, "B's", DAY);
    expect(titles((await getEvents(a.key)).items)).toEqual(["A's"]);
    expect(titles((await getEvents(b.key)).items)).toEqual(["B's"]);
  });

  it("answers module_not_enabled to a key without events", async () => {
    const { key } = await seedRestaurant(server.ctx, { modules: ["reservation", "menu"] });
    const res = await server.request("/api/v1/events", { key });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("module_not_enabled");
  });

  it("answers POST with 405 and Allow, and a preflight with 204", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const post = await server.request("/api/v1/events", { key, body: { title: "x" } });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, OPTIONS");
    expect(post.json.error.code).toBe("method_not_allowed");
    const preflight = await server.request("/api/v1/events", { method: "OPTIONS", headers: { origin: "https://bistro.example" } });
    expect(preflight.status).toBe(204);
  });

  it("ignores any query string", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { embedMaxItems: 2 } });
    for (let i = 1; i <= 3; i += 1) await add(restaurant.id, `up ${i}`, i * DAY);
    await add(restaurant.id, "Draft", DAY, { status: "draft" });
    const plain = await server.request("/api/v1/events", { key });
    const queried = await server.request("/api/v1/events?limit=100&status=draft&embed_max_items=50&platform=native", { key });
    expect(queried.status).toBe(200);
    expect(queried.json).toEqual(plain.json);
    expect(titles(queried.json.data.items)).toEqual(["up 1", "up 2"]);
  });

  it("is cacheable per key, with a strong ETag and 304", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await add(restaurant.id, "Jazz", DAY);
    const first = await server.request("/api/v1/events", { key });
    expect(first.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
    expect(first.headers.get("vary")).toContain("Authorization");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    // fetch() adds `Cache-Control: no-cache` to a conditional request unless one is given (Fetch
    // spec, HTTP-network-or-cache fetch); a browser's or CDN's revalidation does not send it.
    const again = await server.request("/api/v1/events", { key, headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("follows the events settings an owner sets with restaurant update", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    for (let i = 1; i <= 4; i += 1) await add(restaurant.id, `up ${i}`, i * DAY);
    await add(restaurant.id, "Started 45 min ago", -45 * MINUTE);
    const result = await runCli(
      [
        "restaurant",
        "update",
        restaurant.slug,
        "--set",
        "embed_max_items=2",
        "--set",
        "viewMode=grid",
        "--set",
        'connectedPlatforms=["native","business_listing","messaging_channel"]',
        "--set",
        "showAllPlatformFilter=true",
        "--set",
        "eventsGraceMinutes=30",
        "--json",
      ],
      server.ctx,
      COMMANDS,
    );
    expect(result.stderr).toBe("");
    const data = await getEvents(key);
    expect(data).toMatchObject({
      viewMode: "grid",
      connectedPlatforms: ["native", "business_listing", "messaging_channel"],
      showAllPlatformFilter: true,
    });
    expect(titles(data.items)).toEqual(["up 1", "up 2"]);
    expect(titles(data.pastItems)).toEqual(["Started 45 min ago"]);

    const refused = await runCli(["restaurant", "update", restaurant.slug, "--set", "embed_max_items=101"], server.ctx, COMMANDS);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain("embedMaxItems");
    const viewMode = await runCli(["restaurant", "update", restaurant.slug, "--set", "viewMode=cards"], server.ctx, COMMANDS);
    expect(viewMode.exitCode).toBe(1);
  });
});
