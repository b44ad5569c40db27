import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "../../../core/accounts/roles.ts";
import { berlin, book } from "../../modules/reservation/test-support.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { TEST_HOURS, seedRestaurant, storeReservations } from "../../testing/fixtures.ts";
import { STRANDED_LIST_MAX } from "../../restaurants/settings-service.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { expectOwnerConforms } from "../../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

/**
 * The Settings screen's API over real HTTP (docs/api.md §16): owners read and change settings,
 * opening hours and publication; staff are refused all of it; a change of hours is checked for
 * the bookings it would strand first.
 */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const get = (tab: ConsoleTab, restaurant: Restaurant, route: string) => consoleGet(server, tab, restaurant, route);
const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown) => consolePost(server, tab, restaurant, route, body);
const signedIn = (restaurant: Restaurant, email: string, role: Role) => signedInTab(server, restaurant, email, role);

async function setUp(options: Parameters<typeof seedRestaurant>[1] = {}) {
  server = await startTestServer();
  const { restaurant, key } = await seedRestaurant(server.ctx, options);
  return { restaurant, key, owner: await signedIn(restaurant, "owner@bistro.example", "owner") };
}

const closedOn = (day: keyof typeof TEST_HOURS.weeklyHours) => ({
  ...TEST_HOURS,
  weeklyHours: { ...TEST_HOURS.weeklyHours, [day]: { closed: true, open: "12:00", close: "22:00" } },
});

describe("the Settings screen's API", () => {
  it("shows an owner the settings, hours and publication, and saves a change", async () => {
    const { restaurant, owner } = await setUp();
    const read = await get(owner, restaurant, "/settings");
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual({
      settings: expect.objectContaining({
        name: restaurant.name,
        bookingLeadTimeHours: 2,
        confirmationMode: "manual",
        notificationEmails: [],
      }),
      hours: TEST_HOURS,
      services: expect.objectContaining({ definitions: [{ id: "main", name: null, maxCoversPerSlot: null }] }),
      published: true,
    });
    expect(Object.keys(read.json.data.settings)).not.toContain("webhookUrl");
    expectOwnerConforms("settings", read);

    const saved = await post(owner, restaurant, "/settings", {
      bookingLeadTimeHours: 5,
      notificationEmails: "a@bistro.example, b@bistro.example",
      maxCoversPerSlot: 30,
      website: null,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.settings).toMatchObject({
      bookingLeadTimeHours: 5,
      notificationEmails: ["a@bistro.example", "b@bistro.example"],
      maxCoversPerSlot: 30,
    });
    expect((await get(owner, restaurant, "/settings")).json.data).toEqual(saved.json.data);
    expectOwnerConforms("updateSettings", saved);
    expectOwnerConforms("updateSettings", await post(owner, restaurant, "/settings", { webhookUrl: "https://evil.example/" }));
  });

  it("reads the restaurant's phone as dialled in its country, as the widget reads a guest's", async () => {
    const { restaurant, owner } = await setUp();
    const withoutCountry = await post(owner, restaurant, "/settings", { country: null, phone: "030 1234567" });
    expect([withoutCountry.status, withoutCountry.json.error?.field]).toEqual([400, "phone"]);
    const saved = await post(owner, restaurant, "/settings", { country: "DE", phone: "030 1234567" });
    expect(saved.status).toBe(200);
    expect((await get(owner, restaurant, "/settings")).json.data.settings).toMatchObject({ phone: "+49301234567" });
    const international = await post(owner, restaurant, "/settings", { phone: "+44 20 7946 0958" });
    expect([international.status, (await get(owner, restaurant, "/settings")).json.data.settings.phone]).toEqual([200, "+442079460958"]);
  });

  it("refuses an invalid value naming its field, and writes nothing of that change", async () => {
    const { restaurant, owner } = await setUp();
    const before = (await get(owner, restaurant, "/settings")).json.data;
    for (const [body, field] of [
      [{ bookingLeadTimeHours: 3, minPartySize: 9, maxPartySize: 4 }, "minPartySize"],
      [{ name: "New name", termsUrl: "not a url" }, "termsUrl"],
      [{ phone: "call us" }, "phone"],
      [{ defaultDwellMinutes: -5 }, "defaultDwellMinutes"],
      [{ webhookUrl: "https://evil.example/" }, "webhookUrl"],
    ] as const) {
      const res = await post(owner, restaurant, "/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error, JSON.stringify(body)).toMatchObject({ code: "invalid_request", field });
      expect(res.json.error.message).toMatch(/\S/);
    }
    const unknown = await post(owner, restaurant, "/settings", { webhookUrl: "https://evil.example/" });
    expect(unknown.json.error.message).toMatch(/^webhookUrl cannot be changed here\. Settings: name, timezone, /);
    expect((await get(owner, restaurant, "/settings")).json.data).toEqual(before);
  });

  it("lists at most STRANDED_LIST_MAX stranded bookings, the earliest, and says there are more", async () => {
    const { restaurant, owner } = await setUp();
    server.ctx.services.settings.checkBatchRows = 7;
    // Ten an evening on eleven Tuesdays from 2 June (and a Wednesday's, which stays): 110 to strand.
    const tuesdays = Array.from({ length: 11 }, (_, week) => new Date(Date.UTC(2026, 5, 2 + 7 * week)).toISOString().slice(0, 10));
    const starts = tuesdays.flatMap((date) =>
      Array.from({ length: 10 }, (_, i) => berlin(date, `${12 + Math.floor(i / 2)}:${i % 2 ? "30" : "00"}`)),
    );
    await storeReservations(server.ctx, restaurant, [berlin("2026-06-03", "12:00"), ...starts]);

    const closing = await post(owner, restaurant, "/hours/check", closedOn("tuesday"));
    expect(closing.status).toBe(200);
    expect(closing.json.data.more).toBe(true);
    expect(closing.json.data.affected.map((r: { reservation_number: number }) => r.reservation_number)).toEqual(
      Array.from({ length: STRANDED_LIST_MAX }, (_, i) => 1001 + i),
    );

    const fewer = await post(owner, restaurant, "/hours/check", {
      ...TEST_HOURS,
      dateExceptions: [{ date: "2026-06-09", closed: true, open: null, close: null, note: null }],
    });
    expect(fewer.json.data).toMatchObject({ more: false });
    expect(fewer.json.data.affected.map((r: { reservation_number: number }) => r.reservation_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => 1011 + i),
    );
  });

  it("lists the bookings a change of hours would strand, then saves the hours", async () => {
    const { restaurant, key, owner } = await setUp();
    // The server's clock stands on Monday 1 June 2026: this is Tuesday 2 June, 19:00.
    const booked = await book(server, key);

    const unchanged = await post(owner, restaurant, "/hours/check", TEST_HOURS);
    expect(unchanged.status).toBe(200);
    expect(unchanged.json.data).toEqual({ affected: [], more: false });

    const closing = await post(owner, restaurant, "/hours/check", closedOn("tuesday"));
    expect(closing.status).toBe(200);
    expect(closing.json.data.affected.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([
      booked.reservation_number,
    ]);
    expect(closing.json.data.affected[0]).toMatchObject({ guest_last_name: "Lovelace", status: "pending" });
    // Only a check: the hours are as they were.
    expect((await get(owner, restaurant, "/settings")).json.data.hours).toEqual(TEST_HOURS);

    const bad = await post(owner, restaurant, "/hours", {
      ...TEST_HOURS,
      weeklyHours: { ...TEST_HOURS.weeklyHours, sunday: { closed: false, open: "noon", close: "22:00" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: "invalid_request", field: "weeklyHours.sunday.open" });

    // A body that names services is read as services, even beside valid weekly hours: never dropped.
    for (const path of ["/hours/check", "/hours"]) {
      const mixed = await post(owner, restaurant, path, { ...TEST_HOURS, services: 5 });
      expect(mixed.status, path).toBe(400);
      expect(mixed.json.error, path).toMatchObject({ code: "invalid_request", field: "services" });
    }

    const hours = {
      weeklyHours: { ...TEST_HOURS.weeklyHours, sunday: { closed: false, open: "12:00", close: "21:30" } },
      dateExceptions: [{ date: "2026-12-24", closed: true, open: null, close: null, note: "Christmas Eve" }],
    };
    const saved = await post(owner, restaurant, "/hours", hours);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.hours).toEqual(hours);
  });

  it("refuses to publish without a capacity, and publishes once there is one", async () => {
    const { restaurant, owner } = await setUp({ published: false });
    expect((await get(owner, restaurant, "/settings")).json.data).toMatchObject({ published: false, settings: { maxCoversPerSlot: null } });

    const refused = await post(owner, restaurant, "/publish", { published: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: "invalid_request", field: "maxCoversPerSlot" });
    expect((await get(owner, restaurant, "/settings")).json.data.published).toBe(false);

    expect((await post(owner, restaurant, "/publish", { published: "yes" })).json.error).toMatchObject({ field: "published" });
    await post(owner, restaurant, "/settings", { maxCoversPerSlot: 24 });
    const published = await post(owner, restaurant, "/publish", { published: true });
    expect(published.status).toBe(200);
    expect(published.json.data.published).toBe(true);
    const unpublished = await post(owner, restaurant, "/publish", { published: false });
    expect(unpublished.json.data.published).toBe(false);
  });

  it("refuses staff every route, changing nothing", async () => {
    const { restaurant, owner } = await setUp();
    const staff = await signedIn(restaurant, "waiter@bistro.example", "staff");
    const before = (await get(owner, restaurant, "/settings")).json.data;
    const attempts = [
      get(staff, restaurant, "/settings"),
      post(staff, restaurant, "/settings", { bookingLeadTimeHours: 9 }),
      post(staff, restaurant, "/hours/check", closedOn("tuesday")),
      post(staff, restaurant, "/hours", closedOn("tuesday")),
      post(staff, restaurant, "/publish", { published: false }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("forbidden");
    }
    expect((await get(owner, restaurant, "/settings")).json.data).toEqual(before);
  });
});
