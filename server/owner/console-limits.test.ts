import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "../config.ts";
import { berlin, bookingBody } from "../modules/reservation/test-support.ts";
import type { Restaurant, RestaurantSettings } from "../restaurants/settings.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { consolePost, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * The console's limits (docs/api.md §16.4): booking for a guest sends the guest a message with
 * text staff chose, so the messages to guest addresses are capped per person, per restaurant and
 * per address an hour, and every person's writes per minute; over a limit, 429 and nothing sent.
 */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

async function setUp(limits: Partial<Limits> = {}, settings: Partial<RestaurantSettings> = {}) {
  server = await startTestServer({ limits });
  const { restaurant } = await seedRestaurant(server.ctx, { settings });
  const host = await signedInTab(server, restaurant, "host@bistro.example", "staff");
  return { restaurant, host };
}

const bookFor = (tab: ConsoleTab, restaurant: Restaurant, guest: Record<string, unknown>) =>
  consolePost(server, tab, restaurant, "/reservations", {
    ...bookingBody({ terms_accepted: null, ...guest }),
    overrides: { overCapacity: true },
  });

const guest = (n: number) => ({ guest_last_name: `Guest ${n}`, guest_email: `guest${n}@example.org` });

async function messagesTo(restaurant: Restaurant, address: string): Promise<number> {
  const outbox = await server.ctx.store.read.outbox.list({ restaurantId: restaurant.id, limit: 1000 });
  return outbox.filter((m) => m.recipient.toLowerCase() === address).length;
}

function expectRateLimited(res: { status: number; json: any; headers: Headers }, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(429);
  expect(res.json.error.code).toBe("rate_limit_exceeded");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
}

describe("booking for a guest from the console", () => {
  it("refuses a person's 61st booking that messages a guest within the hour, and sends it nothing; others book on", async () => {
    const { restaurant, host } = await setUp({ consoleWritesPerMinute: 1000 });
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => bookFor(host, restaurant, guest(i))));
    expect(burst.map((res) => res.status)).toEqual(Array.from({ length: 60 }, () => 200));

    const refused = await bookFor(host, restaurant, guest(60));
    expectRateLimited(refused, "the 61st");
    expect(await messagesTo(restaurant, "guest60@example.org")).toBe(0);
    expect(await server.ctx.store.read.reservations.list(restaurant.id)).toHaveLength(60);
    const colleague = await signedInTab(server, restaurant, "second-host@bistro.example", "staff");
    expect((await bookFor(colleague, restaurant, guest(61))).status).toBe(200);
    const other = await seedRestaurant(server.ctx);
    const otherHost = await signedInTab(server, other.restaurant, "host@other.example", "owner");
    expect((await bookFor(otherHost, other.restaurant, guest(62))).status).toBe(200);
  });

  it("caps the messages of all a restaurant's people together, and no other restaurant's", async () => {
    const { restaurant, host } = await setUp({ consoleMessagesPerRestaurantPerHour: 3 });
    const colleague = await signedInTab(server, restaurant, "second-host@bistro.example", "staff");
    for (const [tab, n] of [
      [host, 1],
      [host, 2],
      [colleague, 3],
    ] as const)
      expect((await bookFor(tab, restaurant, guest(n))).status).toBe(200);
    expectRateLimited(await bookFor(colleague, restaurant, guest(4)), "the restaurant's 4th");
    const other = await seedRestaurant(server.ctx);
    const otherHost = await signedInTab(server, other.restaurant, "host@other.example", "owner");
    expect((await bookFor(otherHost, other.restaurant, guest(5))).status).toBe(200);
  });

  it("lets a busy evening's pace through: 30 phone bookings in a row", async () => {
    const { restaurant, host } = await setUp();
    for (let i = 0; i < 30; i++) {
      const res = await bookFor(host, restaurant, guest(i));
      expect(res.status, `booking ${i + 1}: ${JSON.stringify(res.json)}`).toBe(200);
    }
    expect(await messagesTo(restaurant, "guest29@example.org")).toBeGreaterThan(0);
  });

  it("books one guest address at most COUVERT_BOOKINGS_PER_HOUR times an hour, as the public API does", async () => {
    const { restaurant, host } = await setUp();
    const victim = { guest_email: "Victim@Example.org" };
    for (let i = 0; i < 10; i++) expect((await bookFor(host, restaurant, { ...victim, guest_last_name: `Spam ${i}` })).status).toBe(200);
    expectRateLimited(await bookFor(host, restaurant, { guest_email: "victim@example.org" }), "the 11th to one address");
    expect(await messagesTo(restaurant, "victim@example.org")).toBe(20); // ten confirmations, ten reminders
    expect((await bookFor(host, restaurant, guest(1))).status).toBe(200);
  });

  it("counts a booking that fails (a full slot) against no limit", async () => {
    const { restaurant, host } = await setUp({ bookingsPerHour: 1 }, { maxCoversPerSlot: 2 });
    const post = (body: Record<string, unknown>) =>
      consolePost(server, host, restaurant, "/reservations", bookingBody({ terms_accepted: null, ...body }));
    expect((await post(guest(1))).status).toBe(200);
    const full = await post(guest(2));
    expect(full.status, JSON.stringify(full.json)).toBe(409);
    expect((await post({ ...guest(2), starts_at: berlin("2026-06-02", "12:00") })).status).toBe(200);
  });
});

describe("a person's console writes", () => {
  it("are refused past COUVERT_CONSOLE_WRITES_PER_MIN, whatever they are, and another person's are not", async () => {
    const { restaurant, host } = await setUp({ consoleWritesPerMinute: 5 });
    for (let i = 0; i < 5; i++) expect((await consolePost(server, host, restaurant, "/reservations/1/approve", {})).status).toBe(404);
    expectRateLimited(await consolePost(server, host, restaurant, "/reservations/1/approve", {}), "the 6th write");
    expectRateLimited(await bookFor(host, restaurant, guest(1)), "a booking after them");
    expect(await server.ctx.store.read.reservations.list(restaurant.id)).toHaveLength(0);

    const colleague = await signedInTab(server, restaurant, "second-host@bistro.example", "staff");
    expect((await bookFor(colleague, restaurant, guest(2))).status).toBe(200);
  });

  it("count the language choice too: a script cannot make every server drop the languages it keeps", async () => {
    const { host } = await setUp({ consoleWritesPerMinute: 3 });
    const choose = (lang: string) =>
      server.request("/owner/api/session/language", {
        method: "POST",
        body: { lang },
        headers: { cookie: host.cookie, origin: server.url, "x-csrf-token": host.csrf },
      });
    for (const lang of ["de", "en", "fr"]) expect((await choose(lang)).status).toBe(200);
    expectRateLimited(await choose("it"), "the 4th choice");
    const [user] = await server.rows<{ lang: string }>(sql`SELECT lang FROM users WHERE email = 'host@bistro.example'`);
    expect(user!.lang).toBe("fr");
  });
});
