import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventSchema, type RestaurantEvent } from "../../../core/events/schemas.ts";
import type { EventFields } from "../../modules/events/repository.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { expectOwnerConforms } from "../../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

/**
 * The Events screen's API over real HTTP (docs/api.md §16.7): owners write drafts, edit their own
 * events, and pin, publish, archive and delete any; guests see an event only while it is
 * published; staff, other restaurants and other origins are refused. One server and one sign-in
 * per person for the whole file (each sign-in costs a scrypt hash): every test makes its own events.
 */

const NOW = "2026-06-01T10:00:00Z";

let server: TestServer;
let a: { restaurant: Restaurant; key: string; owner: ConsoleTab; staff: ConsoleTab };
let b: { restaurant: Restaurant; owner: ConsoleTab };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  const seededA = await seedRestaurant(server.ctx);
  const seededB = await seedRestaurant(server.ctx);
  a = {
    ...seededA,
    owner: await signedInTab(server, seededA.restaurant, "owner@a.example", "owner"),
    staff: await signedInTab(server, seededA.restaurant, "waiter@a.example", "staff"),
  };
  b = { restaurant: seededB.restaurant, owner: await signedInTab(server, seededB.restaurant, "owner@b.example", "owner") };
});
afterAll(async () => {
  await server?.close();
});

const get = (tab: ConsoleTab, restaurant: Restaurant, route: string) => consoleGet(server, tab, restaurant, route);
const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown) => consolePost(server, tab, restaurant, route, body);

const JAZZ = {
  title: "Jazz evening",
  description: "Trio live from 20:00.",
  startAt: "2026-06-12T18:00:00Z",
  endAt: "2026-06-12T21:00:00Z",
  location: "Garden",
  ticketUrl: "https://tickets.example/jazz",
  coverUrl: null,
};

/** A new draft at restaurant A, as the console's form sends it. */
async function draft(content: Record<string, unknown> = JAZZ): Promise<RestaurantEvent> {
  const res = await post(a.owner, a.restaurant, "/events", content);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.event;
}

/** The events the public GET /events serves restaurant A's guests, upcoming and past. */
async function servedIds(): Promise<string[]> {
  const { items, pastItems } = (await server.request("/api/v1/events", { key: a.key })).json.data;
  return [...items, ...pastItems].map((e: RestaurantEvent) => e.id);
}

const listedIds = async (restaurant: Restaurant, tab: ConsoleTab, query = "") =>
  (await get(tab, restaurant, `/events${query}`)).json.data.events.map((e: RestaurantEvent) => e.id);

describe("the Events screen's API", () => {
  it("runs an event's life: draft, edit, publish, pin, archive, delete; guests see it only while published", async () => {
    const event = await draft();
    expect(EventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      ...JAZZ,
      platform: "native",
      source: "native",
      status: "draft",
      canEdit: true,
      isPinned: false,
      createdAt: NOW,
      publishedAt: null,
    });
    expect(await servedIds()).not.toContain(event.id);

    const listed = await get(a.owner, a.restaurant, "/events");
    expect(listed.status).toBe(200);
    expect(listed.json.data).toMatchObject({
      timezone: "Europe/Berlin",
      accentHex: a.restaurant.accentHex,
      viewMode: "list",
      eventsGraceMinutes: 120,
    });
    expect(listed.json.data.events).toContainEqual(event);
    expectOwnerConforms("events", listed);

    const edited = await post(a.owner, a.restaurant, `/events/${event.id}`, { title: "Jazz & wine", location: null });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data.event).toEqual({ ...event, title: "Jazz & wine", location: null });
    expectOwnerConforms("editEvent", edited);

    server.clock.set("2026-06-01T10:05:00Z");
    const published = await post(a.owner, a.restaurant, `/events/${event.id}/status`, { status: "published" });
    expect(published.json.data.event).toMatchObject({ status: "published", publishedAt: "2026-06-01T10:05:00Z" });
    expect(await servedIds()).toContain(event.id);
    expect(await listedIds(a.restaurant, a.owner, "?status=published")).toContain(event.id);
    expect(await listedIds(a.restaurant, a.owner, "?status=draft")).not.toContain(event.id);

    const pinned = await post(a.owner, a.restaurant, `/events/${event.id}/pin`, { pinned: true });
    expect(pinned.json.data.event).toMatchObject({ isPinned: true, title: "Jazz & wine" });
    expect((await server.request("/api/v1/events", { key: a.key })).json.data.items[0]).toMatchObject({ id: event.id, isPinned: true });
    expect((await post(a.owner, a.restaurant, `/events/${event.id}/pin`, { pinned: false })).json.data.event.isPinned).toBe(false);

    const archived = await post(a.owner, a.restaurant, `/events/${event.id}/status`, { status: "archived" });
    expect(archived.json.data.event).toMatchObject({ status: "archived", publishedAt: "2026-06-01T10:05:00Z" });
    expect(await servedIds()).not.toContain(event.id);
    expect(await listedIds(a.restaurant, a.owner, "?status=archived")).toContain(event.id);

    const deleted = await post(a.owner, a.restaurant, `/events/${event.id}/delete`, {});
    expect(deleted.json.data).toEqual({ id: event.id, deleted: true });
    expect(await listedIds(a.restaurant, a.owner)).not.toContain(event.id);
    const again = await post(a.owner, a.restaurant, `/events/${event.id}/delete`, {});
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe("not_found");
  });

  it("refuses invalid content, fields that are not content and bad bodies, naming the field, and writes nothing", async () => {
    const event = await draft({ title: "Quiz night", startAt: "2026-07-01T17:00:00Z" });
    const before = (await get(a.owner, a.restaurant, "/events")).json.data.events;
    const cases: [string, unknown, string | undefined][] = [
      ["/events", { title: "   ", startAt: "2026-07-01T17:00:00Z" }, "title"],
      ["/events", { title: "X", startAt: "tomorrow" }, "startAt"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", endAt: "2026-07-01T16:00:00Z" }, "endAt"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", ticketUrl: "javascript:alert(1)" }, "ticketUrl"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", coverUrl: 'https://img.example/a.png" onerror="x' }, "coverUrl"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", location: "x".repeat(301) }, "location"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", status: "published" }, "status"],
      ["/events", { title: "X", startAt: "2026-07-01T17:00:00Z", platform: "social_network" }, "platform"],
      ["/events", [JAZZ], undefined],
      [`/events/${event.id}`, { endAt: "2026-07-01T16:00:00Z" }, "endAt"],
      [`/events/${event.id}`, { title: "" }, "title"],
      [`/events/${event.id}`, { isPinned: true }, "isPinned"],
      [`/events/${event.id}/pin`, { pinned: "yes" }, "pinned"],
      [`/events/${event.id}/status`, { status: "live" }, "status"],
    ];
    for (const [route, body, field] of cases) {
      const res = await post(a.owner, a.restaurant, route, body);
      const label = `${route} ${JSON.stringify(body).slice(0, 80)}`;
      expect(res.status, label).toBe(400);
      expect(res.json.error, label).toMatchObject({ code: "invalid_request", ...(field ? { field } : {}) });
      expect(res.json.error.message, label).toMatch(/\S/);
    }
    const colour = await post(a.owner, a.restaurant, `/events/${event.id}`, { colour: "red" });
    expect(colour.json.error).toMatchObject({
      field: "colour",
      message: expect.stringMatching(/^colour cannot be changed here\. Fields: title, /),
    });
    const badQuery = await get(a.owner, a.restaurant, "/events?status=live");
    expect(badQuery.status).toBe(400);
    expect(badQuery.json.error).toMatchObject({ code: "invalid_request", field: "status" });
    expect((await get(a.owner, a.restaurant, "/events")).json.data.events).toEqual(before);
  });

  it("edits only the content of the restaurant's own events; an imported one is still pinned, published, archived and deleted", async () => {
    const imported = await server.ctx.services.events.create(a.restaurant.id, importedEvent("sn-1"), server.clock.now());
    expect(imported.canEdit).toBe(false);
    const refused = await post(a.owner, a.restaurant, `/events/${imported.id}`, { title: "Renamed" });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("not_editable");
    expect((await server.ctx.services.events.get(a.restaurant.id, imported.id))!.title).toBe("Tasting");

    expect((await post(a.owner, a.restaurant, `/events/${imported.id}/pin`, { pinned: true })).json.data.event.isPinned).toBe(true);
    expect((await post(a.owner, a.restaurant, `/events/${imported.id}/status`, { status: "published" })).json.data.event.status).toBe(
      "published",
    );
    expect((await post(a.owner, a.restaurant, `/events/${imported.id}/status`, { status: "archived" })).json.data.event.status).toBe(
      "archived",
    );
    expect((await post(a.owner, a.restaurant, `/events/${imported.id}/delete`, {})).status).toBe(200);
  });

  it("refuses staff every route, changing nothing", async () => {
    const event = await draft();
    const attempts = await Promise.all([
      get(a.staff, a.restaurant, "/events"),
      post(a.staff, a.restaurant, "/events", JAZZ),
      post(a.staff, a.restaurant, `/events/${event.id}`, { title: "Staff party" }),
      post(a.staff, a.restaurant, `/events/${event.id}/pin`, { pinned: true }),
      post(a.staff, a.restaurant, `/events/${event.id}/status`, { status: "published" }),
      post(a.staff, a.restaurant, `/events/${event.id}/delete`, {}),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("forbidden");
    }
    expect(await server.ctx.services.events.get(a.restaurant.id, event.id)).toEqual(event);
  });

  it("keeps restaurants apart: another restaurant's owner is refused as for one that does not exist, and ids do not cross", async () => {
    const ofA = await draft();
    const ofB = await server.ctx.services.events.create(b.restaurant.id, importedEvent("b-1"), server.clock.now());

    const foreign = await get(b.owner, a.restaurant, "/events");
    const nowhere = await server.request("/owner/api/restaurants/no-such-place/events", { headers: { cookie: b.owner.cookie } });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual(nowhere.json);
    expect(foreign.json.error.code).toBe("forbidden");
    for (const [route, body] of [
      ["/events", JAZZ],
      [`/events/${ofA.id}`, { title: "Taken over" }],
      [`/events/${ofA.id}/status`, { status: "published" }],
      [`/events/${ofA.id}/delete`, {}],
    ] as const) {
      expect((await post(b.owner, a.restaurant, route, body)).json.error.code, route).toBe("forbidden");
    }

    // A's owner, under A's address, with B's event: there is no such event at A.
    for (const [route, body] of [
      [`/events/${ofB.id}`, { title: "Taken over" }],
      [`/events/${ofB.id}/pin`, { pinned: true }],
      [`/events/${ofB.id}/status`, { status: "archived" }],
      [`/events/${ofB.id}/delete`, {}],
    ] as const) {
      const res = await post(a.owner, a.restaurant, route, body);
      expect(res.status, route).toBe(404);
      expect(res.json.error.code).toBe("not_found");
    }
    expect(await listedIds(a.restaurant, a.owner)).not.toContain(ofB.id);
    expect(await server.ctx.services.events.get(b.restaurant.id, ofB.id)).toEqual(ofB);
    expect(await server.ctx.services.events.get(a.restaurant.id, ofA.id)).toEqual(ofA);
  });

  it("refuses a write from another origin, or without the session's CSRF token", async () => {
    const before = await listedIds(a.restaurant, a.owner);
    const route = `/owner/api/restaurants/${a.restaurant.slug}/events`;
    const foreign = await server.request(route, {
      method: "POST",
      body: JAZZ,
      headers: { cookie: a.owner.cookie, origin: "https://evil.example", "x-csrf-token": a.owner.csrf },
    });
    const tokenless = await server.request(route, { method: "POST", body: JAZZ, headers: { cookie: a.owner.cookie, origin: server.url } });
    for (const res of [foreign, tokenless]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("csrf_rejected");
    }
    expect(await listedIds(a.restaurant, a.owner)).toEqual(before);
  });
});

/** An event from a social network's feed, published, as an import makes it. */
function importedEvent(eventId: string): EventFields {
  return {
    platform: "social_network",
    source: "social_network",
    eventId,
    title: "Tasting",
    description: "",
    coverUrl: null,
    coverStoragePath: null,
    startAt: "2026-07-10T17:00:00Z",
    endAt: null,
    ticketUrl: null,
    location: null,
    status: "draft",
    externalUrl: "https://social.example/e/1",
    isPinned: false,
    publishedAt: null,
  };
}
