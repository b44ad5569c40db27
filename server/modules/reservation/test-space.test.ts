import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Restaurant } from "../../restaurants/settings.ts";
import { consoleGet, signedInTab } from "../../testing/console-session.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { expectConforms } from "../../testing/openapi-conformance.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, book, codeOf, manage, owner, ownerJson, postBooking, bookingBody } from "./test-support.ts";

/** Test keys and the test space (docs/api.md §2.5), over real HTTP, with the owner's command line and console. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const LIMITS = { bookingsPerHour: 1000, writesPerMinute: 1000, readsPerMinute: 1000 };

/** A restaurant with a live key, and a test key made as an owner makes one. */
async function start(settings: Parameters<typeof seedRestaurant>[1] = {}) {
  server = await startTestServer({ limits: LIMITS });
  const { restaurant, key } = await seedRestaurant(server.ctx, settings);
  const created = await ownerJson(server, "key", "create", "--restaurant", restaurant.slug, "--modules", "reservation", "--test");
  return { restaurant, live: key as string, test: created.key as string, created };
}

async function availableAt(key: string, date: string, time: string, partySize: number): Promise<boolean> {
  const res = await server.request(`/api/v1/reservation/availability?date=${date}&party_size=${partySize}`, { key });
  expectConforms("GET /reservation/availability", res);
  return res.json.data.days[0].slots.find((s: { time: string }) => s.time === time).available;
}

const load = (key: string, booked: { reservation_number: number; guest_pin: string }) =>
  manage(server, key, { action: "load", reservation_number: booked.reservation_number, pin: booked.guest_pin });

describe("couvert key create --test", () => {
  it("makes a ck_test_ key, listed as a test key by its longer prefix, that works before the restaurant is published", async () => {
    const { restaurant, live, test, created } = await start({ published: false });
    expect(test).toMatch(/^ck_test_[0-9A-Za-z]{38}$/);
    expect(created).toMatchObject({ test: true, prefix: `${test.slice(0, 12)}…` });
    const { keys } = await ownerJson(server, "key", "list", "--restaurant", restaurant.slug);
    expect(keys.map((k: { prefix: string; test: boolean }) => [k.prefix.startsWith("ck_test_"), k.test]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);

    // An integration is tested before the restaurant goes live; its live key waits for publication.
    expect((await server.request("/api/v1/reservation", { key: test })).status).toBe(200);
    expect(codeOf(await server.request("/api/v1/reservation", { key: live }))).toBe("restaurant_not_published");
    await book(server, test);

    // The checksum guards a test key as it guards any: one changed character, and it is unknown.
    const typo = `${test.slice(0, -1)}${test.endsWith("A") ? "B" : "A"}`;
    expect(codeOf(await server.request("/api/v1/reservation", { key: typo }))).toBe("invalid_api_key");
  });
});

describe("the test and live spaces", () => {
  it("never share capacity: a slot full of test bookings books live, and one full of live bookings books test", async () => {
    const { live, test } = await start({ settings: { maxCoversPerSlot: 4 } });
    const seven = berlin("2026-06-02", "19:00");
    const noon = berlin("2026-06-02", "12:00");

    await book(server, test, { starts_at: seven, party_size: 4 });
    expect(codeOf(await postBooking(server, test, bookingBody({ starts_at: seven, party_size: 1 })))).toBe("slot_full");
    expect(await availableAt(test, "2026-06-02", "19:00", 1)).toBe(false);
    expect(await availableAt(live, "2026-06-02", "19:00", 4)).toBe(true);
    await book(server, live, { starts_at: seven, party_size: 4 });
    expect(codeOf(await postBooking(server, live, bookingBody({ starts_at: seven, party_size: 1 })))).toBe("slot_full");

    await book(server, live, { starts_at: noon, party_size: 4 });
    expect(await availableAt(live, "2026-06-02", "12:00", 1)).toBe(false);
    expect(await availableAt(test, "2026-06-02", "12:00", 4)).toBe(true);
    await book(server, test, { starts_at: noon, party_size: 4 });

    // A cancelled test booking frees its covers in the test space only.
    const spare = await book(server, test, { starts_at: berlin("2026-06-02", "15:00"), party_size: 4 });
    expect(codeOf(await postBooking(server, live, bookingBody({ starts_at: berlin("2026-06-02", "14:00"), party_size: 1 })))).toBe(
      undefined,
    );
    await manage(server, test, { action: "cancel", ...pinOf(spare) });
    expect(await availableAt(test, "2026-06-02", "15:00", 4)).toBe(true);
    expect(await availableAt(live, "2026-06-02", "15:00", 4)).toBe(false);
  });

  it("find only their own bookings: by number and PIN, and in the owner's listings, search, requests and export", async () => {
    const { restaurant, live, test } = await start();
    const testBooking = await book(server, test, { guest_last_name: "Testfall" });
    const liveBooking = await book(server, live, { guest_last_name: "Lovelace" });

    expect((await load(test, testBooking)).status).toBe(200);
    expect(codeOf(await load(live, testBooking))).toBe("invalid_credentials");
    expect(codeOf(await load(test, liveBooking))).toBe("invalid_credentials");
    expect((await load(live, liveBooking)).status).toBe(200);
    // Numbers are unique across both spaces, so a number names one booking whichever key asks.
    expect(testBooking.reservation_number).not.toBe(liveBooking.reservation_number);

    const listed = await ownerJson(server, "reservation", "list", "--restaurant", restaurant.slug);
    expect(listed.reservations.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([liveBooking.reservation_number]);
    const shown = await owner(server, "reservation", "show", "--restaurant", restaurant.slug, String(testBooking.reservation_number));
    expect(shown.exitCode).not.toBe(0);

    const tab = await signedInTab(server, restaurant, "host@bistro.example", "staff");
    const numbersOf = (rows: { reservation_number: number }[]) => rows.map((r) => r.reservation_number);
    const day = await consoleGet(server, tab, restaurant, "/day?date=2026-06-02");
    expect(numbersOf(day.json.data.reservations)).toEqual([liveBooking.reservation_number]);
    expect(day.json.data.slots.find((s: { time: string }) => s.time === "19:00").covers).toBe(2);
    const search = await consoleGet(server, tab, restaurant, "/search?q=Testfall");
    expect(search.json.data.reservations).toEqual([]);
    const requests = await consoleGet(server, tab, restaurant, "/requests");
    expect(numbersOf(requests.json.data.pending)).toEqual([liveBooking.reservation_number]);
    const ownerTab = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const exported = await consoleGet(server, ownerTab, restaurant, "/export.csv?from=2026-06-01&to=2026-06-30");
    expect(exported.text).toContain("Lovelace");
    expect(exported.text).not.toContain("Testfall");
    expect(exported.text).not.toContain(String(testBooking.reservation_number));
    // The open consoles' live view hears of the live booking only.
    const heard = await server.rows<{ reservation_number: number }>(sql`SELECT reservation_number FROM live_events`);
    expect(heard.map((e) => Number(e.reservation_number))).toEqual([liveBooking.reservation_number]);
  });
});

describe("test bookings' end", () => {
  it("come after seven days on the server's clock, or at once with couvert reservation purge-test", async () => {
    const { restaurant, live, test } = await start();
    const first = await book(server, test, { guest_email: "first@example.org" });
    const liveBooking = await book(server, live);
    server.clock.advance(6 * DAY);
    const second = await book(server, test, { starts_at: berlin("2026-06-09", "19:00"), guest_email: "second@example.org" });
    expect((await load(test, first)).status).toBe(200);

    server.clock.advance(DAY + 60_000);
    // The test space's own next request finds the first booking expired, and deleted.
    expect(codeOf(await load(test, first))).toBe("invalid_credentials");
    expect((await load(test, second)).status).toBe(200);
    expect(await testMessagesFor(restaurant)).toEqual(["second@example.org"]);

    const purged = await ownerJson(server, "reservation", "purge-test", "--restaurant", restaurant.slug);
    expect(purged).toEqual({ deleted: 1 });
    expect(codeOf(await load(test, second))).toBe("invalid_credentials");
    expect(await testMessagesFor(restaurant)).toEqual([]);
    expect((await load(live, liveBooking)).status).toBe(200);
  });
});

const DAY = 24 * 60 * 60_000;

const pinOf = (booked: { reservation_number: number; guest_pin: string }) => ({
  reservation_number: booked.reservation_number,
  pin: booked.guest_pin,
});

/** Whom the restaurant's recorded test messages are for. */
async function testMessagesFor(restaurant: Restaurant): Promise<string[]> {
  const { messages } = await ownerJson(server, "outbox", "list", "--test", "--restaurant", restaurant.slug);
  return [...new Set(messages.map((m: { recipient: string }) => m.recipient))] as string[];
}
