import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_KEY_TTL_MINUTES } from "../../../core/keys/schemas.ts";
import { bookingBody, codeOf, manage, ownerJson, postBooking } from "../../modules/reservation/test-support.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { hashApiKey } from "../../security/api-keys.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { expectOwnerConforms } from "../../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestResponse, type TestServer } from "../../testing/test-server.ts";

/**
 * The Website screen's API over real HTTP (docs/api.md §2.4, §16.8): owners create keys (shown
 * once, with the snippet), revoke them and change their origins, each taking effect on the public
 * API at the next request; the console's preview key reads an unpublished restaurant and never
 * writes. Staff, other restaurants' owners and other sites' pages are refused.
 */

let server: TestServer;
const get = (tab: ConsoleTab, restaurant: Restaurant, route: string) => consoleGet(server, tab, restaurant, route);
const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown = {}) =>
  consolePost(server, tab, restaurant, route, body);

/** A read of the public API with `key`, as a page of `origin` (or a server, without one) makes it. */
const readWith = (key: string, origin?: string, path = "/reservation") =>
  server.request(`/api/v1${path}`, { key, headers: origin ? { origin } : {} });

async function createKey(tab: ConsoleTab, restaurant: Restaurant, body: Record<string, unknown> = {}) {
  const res = await post(tab, restaurant, "/keys", { label: "Website", modules: ["reservation", "events"], ...body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expectOwnerConforms("createKey", res);
  return res.json.data as { key: { id: string; prefix: string; allowedOrigins: string[] | null }; clearKey: string; snippet: string };
}

const expectRefused = (res: TestResponse, status: number, code: string, field?: string) => {
  expect([res.status, codeOf(res)], JSON.stringify(res.json)).toEqual([status, code]);
  if (field) expect(res.json.error.field).toBe(field);
};

describe("the Website screen's keys", () => {
  let bistro: Restaurant;
  let other: Restaurant;
  let owner: ConsoleTab;
  let otherOwner: ConsoleTab;
  let staff: ConsoleTab;

  beforeAll(async () => {
    server = await startTestServer();
    bistro = (await seedRestaurant(server.ctx)).restaurant;
    other = (await seedRestaurant(server.ctx)).restaurant;
    [owner, otherOwner, staff] = await Promise.all([
      signedInTab(server, bistro, "owner@bistro.example", "owner"),
      signedInTab(server, other, "owner@other.example", "owner"),
      signedInTab(server, bistro, "waiter@bistro.example", "staff"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows a new key once, with its snippet, and lists it only by its prefix", async () => {
    const created = await createKey(owner, bistro, { allowedOrigins: ["HTTPS://Bistro.Example/", "https://www.bistro.example"] });
    expect(created.clearKey).toMatch(/^ck_[0-9A-Za-z]{38}$/);
    expect(created.key).toMatchObject({ prefix: `${created.clearKey.slice(0, 7)}…`, label: "Website", revokedAt: null });
    expect(created.key.allowedOrigins).toEqual(["https://bistro.example", "https://www.bistro.example"]);
    // The snippet loads the widget from the configured public address, not from where the request went.
    const script = `${server.ctx.config.publicUrl}/widget/couvert.js`;
    expect(server.url).not.toBe(server.ctx.config.publicUrl);
    expect(created.snippet).toBe(
      // One snippet for every widget (issue 28): headings, the booking's manage link to the manage widget below it, the script once.
      [
        `<h2>Book a table</h2>`,
        `<couvert-booking api-key="${created.clearKey}" manage-url="#reservation"></couvert-booking>`,
        `<h2 id="reservation">Your reservation</h2>`,
        `<couvert-manage api-key="${created.clearKey}"></couvert-manage>`,
        `<h2>Events</h2>`,
        `<couvert-events api-key="${created.clearKey}"></couvert-events>`,
        `<script src="${script}" defer></script>`,
      ].join("\n"),
    );

    const listed = await get(owner, bistro, "/website");
    expect(listed.status).toBe(200);
    expectOwnerConforms("website", listed);
    expect(listed.json.data).toMatchObject({ widgetScriptUrl: script, apiBase: `${server.ctx.config.publicUrl}/api/v1` });
    // The hosted booking page's address, and a QR code of it to print (docs/api.md §18.4).
    expect(listed.json.data.hostedPage.url).toBe(`${server.ctx.config.publicUrl}/r/${bistro.slug}`);
    expect(listed.json.data.hostedPage.qrSvg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"[\s\S]*<path [^>]*d="M[^"]+"[\s\S]*<\/svg>\s*$/,
    );
    expect(listed.json.data.keys).toContainEqual({ ...created.key, createdAt: expect.any(String), lastUsedAt: null });
    expect(listed.text).not.toContain(created.clearKey);
    expect(listed.text).not.toContain(hashApiKey(created.clearKey));
    expect(Object.keys(listed.json.data.keys[0]).sort()).toEqual(
      ["allowedOrigins", "createdAt", "id", "label", "lastUsedAt", "modules", "prefix", "revokedAt", "test"].sort(),
    );
    // A key for other clients of the API serves no widget, so it has no snippet.
    expect((await createKey(owner, bistro, { modules: ["menu"] })).snippet).toBeNull();
  });

  it("makes a key that works from its websites only, until it is revoked", async () => {
    const { key, clearKey } = await createKey(owner, bistro, { allowedOrigins: ["https://bistro.example"] });
    expect((await readWith(clearKey, "https://bistro.example")).status).toBe(200);
    expect((await readWith(clearKey, undefined, "/events")).status).toBe(200);
    expectRefused(await readWith(clearKey, "https://thief.example"), 403, "origin_not_allowed");
    expectRefused(await readWith(clearKey, "https://bistro.example", "/menu"), 403, "module_not_enabled");

    const revoked = await post(owner, bistro, `/keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expectOwnerConforms("revokeKey", revoked);
    expect(revoked.json.data.key).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    expectRefused(await readWith(clearKey, "https://bistro.example"), 401, "invalid_api_key");
    // Twice is harmless: the key stays revoked as of the first time.
    expect((await post(owner, bistro, `/keys/${key.id}/revoke`)).json.data.key.revokedAt).toBe(revoked.json.data.key.revokedAt);
    const refused = await post(owner, bistro, `/keys/${key.id}/origins`, { allowedOrigins: null });
    expectRefused(refused, 400, "invalid_request", "allowedOrigins");
    expectOwnerConforms("setKeyOrigins", refused);
  });

  it("changes a key's websites with effect from the next request", async () => {
    const { key, clearKey } = await createKey(owner, bistro, { allowedOrigins: ["https://bistro.example"] });
    const moved = await post(owner, bistro, `/keys/${key.id}/origins`, { allowedOrigins: ["https://new-bistro.example:8443/"] });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expectOwnerConforms("setKeyOrigins", moved);
    expect(moved.json.data.key.allowedOrigins).toEqual(["https://new-bistro.example:8443"]);
    expectRefused(await readWith(clearKey, "https://bistro.example"), 403, "origin_not_allowed");
    expect((await readWith(clearKey, "https://new-bistro.example:8443")).status).toBe(200);

    const anywhere = await post(owner, bistro, `/keys/${key.id}/origins`, { allowedOrigins: [] });
    expect(anywhere.json.data.key.allowedOrigins).toBeNull();
    expect((await readWith(clearKey, "https://thief.example")).status).toBe(200);
    expect((await get(owner, bistro, "/website")).json.data.keys.find((k: { id: string }) => k.id === key.id).allowedOrigins).toBeNull();
  });

  it("refuses what breaks the rules, naming the field, and writes nothing", async () => {
    const { key } = await createKey(owner, bistro, { allowedOrigins: ["https://bistro.example"] });
    const before = (await get(owner, bistro, "/website")).json.data.keys;
    const origins = [
      ["https://*.bistro.example", /has a wildcard/],
      ["https://bistro.example/booking", /is not an origin/],
      ["ftp://bistro.example", /is not an origin/],
      ["bistro.example", /is not an origin/],
      ["https://user@bistro.example", /is not an origin/],
    ] as const;
    for (const [origin, message] of origins) {
      const created = await post(owner, bistro, "/keys", { modules: ["events"], allowedOrigins: ["https://ok.example", origin] });
      expectRefused(created, 400, "invalid_request", "allowedOrigins");
      expect(created.json.error.message).toMatch(message);
      expectRefused(
        await post(owner, bistro, `/keys/${key.id}/origins`, { allowedOrigins: [origin] }),
        400,
        "invalid_request",
        "allowedOrigins",
      );
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => `https://site-${i}.example`);
    expectRefused(
      await post(owner, bistro, "/keys", { modules: ["events"], allowedOrigins: tooMany }),
      400,
      "invalid_request",
      "allowedOrigins",
    );
    expectRefused(await post(owner, bistro, "/keys", { modules: ["events", "bar"] }), 400, "invalid_request", "modules");
    expectRefused(await post(owner, bistro, "/keys", { modules: [] }), 400, "invalid_request", "modules");
    expectRefused(await post(owner, bistro, "/keys", { modules: "events" }), 400, "invalid_request", "modules");
    expectRefused(await post(owner, bistro, "/keys", { modules: ["events"], label: "x".repeat(81) }), 400, "invalid_request", "label");
    expectRefused(
      await post(owner, bistro, `/keys/${key.id}/origins`, { allowedOrigins: "https://bistro.example" }),
      400,
      "invalid_request",
      "allowedOrigins",
    );

    const after = (await get(owner, bistro, "/website")).json.data.keys;
    expect(after).toEqual(before);
  });

  it("makes a test key, shows its bookings' messages as they would have gone out, and deletes its bookings on request", async () => {
    const { key, clearKey } = await createKey(owner, bistro, { test: true });
    expect([key, clearKey]).toMatchObject([{ test: true }, expect.stringMatching(/^ck_test_/)]);
    const booked = await postBooking(server, clearKey, bookingBody({ guest_email: "qa@example.org" }));
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const { reservation_number, guest_pin } = booked.json.data;

    const { messages } = (await get(owner, bistro, "/website/test-space")).json.data;
    const received = messages.find((m: { topic: string }) => m.topic === "guest.booking_received");
    expect(received).toMatchObject({ channel: "email", recipient: "qa@example.org", subject: expect.stringContaining(bistro.name) });
    expect(received.body).toContain(guest_pin);
    expectRefused(await get(staff, bistro, "/website/test-space"), 403, "forbidden");
    expectRefused(await post(staff, bistro, "/website/test-space/purge"), 403, "forbidden");

    expect((await post(owner, bistro, "/website/test-space/purge")).json.data).toEqual({ deleted: 1 });
    expect((await get(owner, bistro, "/website/test-space")).json.data.messages).toEqual([]);
    expectRefused(await manage(server, clearKey, { action: "load", reservation_number, pin: guest_pin }), 401, "invalid_credentials");
  });

  it("refuses staff every route, and another restaurant's owner every key of this one, even by its id", async () => {
    const { key, clearKey } = await createKey(owner, bistro);
    for (const res of await Promise.all([
      get(staff, bistro, "/website"),
      post(staff, bistro, "/keys", { modules: ["events"] }),
      post(staff, bistro, `/keys/${key.id}/revoke`),
      post(staff, bistro, `/keys/${key.id}/origins`, { allowedOrigins: null }),
      post(staff, bistro, "/website/preview-key"),
      get(otherOwner, bistro, "/website"),
      post(otherOwner, bistro, `/keys/${key.id}/revoke`),
    ])) {
      expectRefused(res, 403, "forbidden");
    }
    // Through the other owner's own restaurant, the id is simply not there.
    expectRefused(await post(otherOwner, other, `/keys/${key.id}/revoke`), 404, "not_found");
    expectRefused(await post(otherOwner, other, `/keys/${key.id}/origins`, { allowedOrigins: null }), 404, "not_found");
    expect((await get(otherOwner, other, "/website")).json.data.keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await readWith(clearKey)).status).toBe(200);
    expect((await get(owner, bistro, "/website")).json.data.keys.find((k: { id: string }) => k.id === key.id).revokedAt).toBeNull();
  });

  it("refuses writes from another site's page or without the session's CSRF token", async () => {
    const before = (await get(owner, bistro, "/website")).json.data.keys.length;
    const { key } = await createKey(owner, bistro);
    const route = (path: string) => `/owner/api/restaurants/${bistro.slug}${path}`;
    const attempts = [
      ["/keys", { modules: ["events"] }],
      [`/keys/${key.id}/revoke`, {}],
      [`/keys/${key.id}/origins`, { allowedOrigins: ["https://evil.example"] }],
      ["/website/preview-key", {}],
    ] as const;
    for (const [path, body] of attempts) {
      const foreign = await server.request(route(path), {
        body,
        headers: { cookie: owner.cookie, origin: "https://evil.example", "x-csrf-token": owner.csrf },
      });
      expectRefused(foreign, 403, "csrf_rejected");
      expectRefused(
        await server.request(route(path), { body, headers: { cookie: owner.cookie, origin: server.url } }),
        403,
        "csrf_rejected",
      );
    }
    const keys = (await get(owner, bistro, "/website")).json.data.keys;
    expect(keys).toHaveLength(before + 1);
    expect(keys.find((k: { id: string }) => k.id === key.id)).toMatchObject({ revokedAt: null, allowedOrigins: null });
  });
});

describe("the console's preview key", () => {
  let unpublished: Restaurant;
  let owner: ConsoleTab;
  let ordinaryKey: string;
  const previewKeys = () =>
    server.rows<{ id: string }>(sql`SELECT id FROM api_keys WHERE restaurant_id = ${unpublished.id} AND preview = 1`);

  beforeAll(async () => {
    server = await startTestServer();
    const seeded = await seedRestaurant(server.ctx, { published: false });
    unpublished = seeded.restaurant;
    ordinaryKey = seeded.key;
    owner = await signedInTab(server, unpublished, "owner@bistro.example", "owner");
  });
  afterAll(async () => {
    await server?.close();
  });

  async function previewKey(): Promise<{ clearKey: string; expiresAt: string }> {
    const res = await post(owner, unpublished, "/website/preview-key");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  }

  it("reads the unpublished restaurant's widgets from the console's origin only, and is never listed", async () => {
    const { clearKey, expiresAt } = await previewKey();
    expect(expiresAt).toBe(new Date(server.clock.now().getTime() + PREVIEW_KEY_TTL_MINUTES * 60_000).toISOString().replace(".000", ""));
    expectRefused(await readWith(ordinaryKey), 403, "restaurant_not_published");
    expect((await readWith(clearKey, server.url)).status).toBe(200);
    expect((await readWith(clearKey, undefined, "/events")).status).toBe(200);
    expectRefused(await readWith(clearKey, undefined, "/menu"), 403, "module_not_enabled");
    expectRefused(await readWith(clearKey, "https://thief.example"), 403, "origin_not_allowed");

    expect((await get(owner, unpublished, "/website")).json.data.keys).toHaveLength(1);
    expect((await ownerJson(server, "key", "list", "--restaurant", unpublished.slug)).keys).toHaveLength(1);
    const [stored] = await previewKeys();
    expectRefused(await post(owner, unpublished, `/keys/${stored!.id}/revoke`), 404, "not_found");
    expectRefused(await post(owner, unpublished, `/keys/${stored!.id}/origins`, { allowedOrigins: null }), 404, "not_found");
  });

  it("refuses every write with preview_only, before the body is read, and books nothing", async () => {
    const { clearKey } = await previewKey();
    const reservations = () => server.rows(sql`SELECT id FROM reservations WHERE restaurant_id = ${unpublished.id}`);
    expectRefused(await postBooking(server, clearKey, bookingBody(), { origin: server.url }), 403, "preview_only");
    expectRefused(await manage(server, clearKey, { action: "load", reservation_number: 123456, pin: "ABC234" }), 403, "preview_only");
    const reset = await server.request("/api/v1/reservation/pin-reset", { key: clearKey, body: "not even JSON" });
    expectRefused(reset, 403, "preview_only");
    expect(await reservations()).toEqual([]);
  });

  it("expires like an unknown key, and the next one issued clears the expired ones away", async () => {
    const { clearKey } = await previewKey();
    const live = await previewKey();
    server.clock.advance(PREVIEW_KEY_TTL_MINUTES * 60_000 - 1000);
    expect((await readWith(clearKey)).status).toBe(200);
    server.clock.advance(1000);
    expectRefused(await readWith(clearKey), 401, "invalid_api_key");
    expectRefused(await readWith(live.clearKey), 401, "invalid_api_key");

    const fresh = await previewKey();
    expect((await readWith(fresh.clearKey)).status).toBe(200);
    expect(await previewKeys()).toHaveLength(1);
  });
});
