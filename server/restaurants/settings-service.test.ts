import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OpeningHours } from "../../core/hours.ts";
import { COMMANDS } from "../cli/registry.ts";
import { runCli } from "../cli/run.ts";
import { seedDemoRestaurant } from "../demo/seed-demo.ts";
import { berlin, book } from "../modules/reservation/test-support.ts";
import { seedRestaurant, TEST_HOURS } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import type { Restaurant } from "./settings.ts";

let server: TestServer;
// One server for the file (each test seeds a restaurant of its own); every test starts at its first time.
let start: Date;
beforeAll(async () => {
  server = await startTestServer();
  start = server.clock.now();
});
beforeEach(() => server.clock.set(start));
afterAll(() => server.close());

const service = () => server.ctx.services.settings;
const stored = async (restaurant: Restaurant): Promise<Restaurant> => (await server.ctx.restaurants.findById(restaurant.id))!;

describe("RestaurantSettingsService.update", () => {
  it("merges the changes over the stored settings, keeping every other field, and takes the alias", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 20, address: "Lindenstraße 5" } });
    server.clock.advance(60_000);
    const updated = await service().update(restaurant, { maxPartySize: 6, embed_max_items: 30, termsUrl: "HTTPS://B.Example" });
    expect(updated).toEqual({
      ...restaurant,
      maxPartySize: 6,
      embedMaxItems: 30,
      termsUrl: "https://b.example/",
      updatedAt: "2026-06-01T10:01:00Z",
    });
    expect(await stored(restaurant)).toEqual(updated);
  });

  it("writes nothing when no value changes", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    server.clock.advance(60_000);
    expect(await service().update(restaurant, { maxPartySize: restaurant.maxPartySize })).toEqual(restaurant);
  });

  it("refuses an invalid value with invalid_request naming the field and why, and writes nothing", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    for (const [changes, field, message] of [
      [{ maxPartySize: 6, minPartySize: 9 }, "minPartySize", "minPartySize must not exceed maxPartySize."],
      [{ maxPartySize: 1000 }, "maxPartySize", "maxPartySize must be at most 100."],
      [{ maxPartySize: 2.5 }, "maxPartySize", "maxPartySize must be a whole number."],
      [{ viewMode: "wall" }, "viewMode", 'viewMode must be one of "list", "grid".'],
      [{ connectedPlatforms: ["native", "fax"] }, "connectedPlatforms.1", /^connectedPlatforms\[1\] must be one of "native", /],
      [{ remindersEnabled: "yes" }, "remindersEnabled", "remindersEnabled must be true or false."],
      [{ name: "  " }, "name", "name must not be empty."],
      [{ termsUrl: "ftp://b.example/terms" }, "termsUrl", "termsUrl must be an http(s) URL, e.g. https://bistro.example/."],
      [{ timezone: "Mars/Olympus" }, "timezone", "timezone is not valid: Unknown IANA time zone, e.g. Europe/Berlin."],
      [{ address: "Lindenstraße 5", phone: "call us" }, "phone", /^phone is not valid: Expected a phone number/],
    ] as const) {
      const refused = service().update(restaurant, changes);
      await expect(refused, JSON.stringify(changes)).rejects.toMatchObject({ code: "invalid_request", field, message });
    }
    expect(await stored(restaurant)).toEqual(restaurant);
  });

  it("refuses a setting it does not know, inherited names included, and writes nothing", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    for (const key of ["colour", "slug", "published", "constructor", "__proto__"]) {
      const changes = JSON.parse(`{"maxPartySize": 4, ${JSON.stringify(key)}: 1}`) as Record<string, unknown>;
      await expect(service().update(restaurant, changes), key).rejects.toMatchObject({
        code: "invalid_request",
        field: key,
        message: expect.stringContaining(`Unknown setting "${key}". Settings: name, timezone,`),
      });
    }
    expect(await stored(restaurant)).toEqual(restaurant);
  });

  it("keeps both of two concurrent updates of different fields", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    await Promise.all([
      service().update(restaurant, { maxPartySize: 6 }),
      service().update(restaurant, { address: "Lindenstraße 5" }),
      service().update(restaurant, { maxCoversPerSlot: 30 }),
    ]);
    expect(await stored(restaurant)).toMatchObject({ maxPartySize: 6, address: "Lindenstraße 5", maxCoversPerSlot: 30 });
  });

  it("checks each of two concurrent updates against the other's result, so the stored whole stays valid", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    // Each is valid over 1–12; together (8–6) they are not: one must be refused.
    const results = await Promise.allSettled([
      service().update(restaurant, { minPartySize: 8 }),
      service().update(restaurant, { maxPartySize: 6 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const after = await stored(restaurant);
    expect(after.minPartySize).toBeLessThanOrEqual(after.maxPartySize);
  });

  it("keeps a published restaurant's capacity: removing it is refused until the restaurant is unpublished", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 20 } });
    await expect(service().update(restaurant, { maxCoversPerSlot: null })).rejects.toMatchObject({
      code: "invalid_request",
      field: "maxCoversPerSlot",
    });
    expect((await stored(restaurant)).maxCoversPerSlot).toBe(20);
    await service().setPublished(restaurant, false);
    expect((await service().update(restaurant, { maxCoversPerSlot: null })).maxCoversPerSlot).toBeNull();
  });
});

describe("RestaurantSettingsService.setOpeningHours", () => {
  const exception = { date: "2026-12-24", closed: true, open: null, close: null, note: "Christmas Eve" };

  it("replaces weekly hours and date exceptions", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    const hours = {
      weeklyHours: { ...TEST_HOURS.weeklyHours, monday: { closed: false, open: "17:00", close: "23:00" } },
      dateExceptions: [exception],
    };
    const updated = await service().setOpeningHours(restaurant, hours);
    expect(updated).toMatchObject(hours);
    expect(await stored(restaurant)).toEqual(updated);
  });

  it("refuses bad hours naming the element at fault, and writes nothing", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    const week = TEST_HOURS.weeklyHours;
    for (const [hours, field, message] of [
      [
        { weeklyHours: { ...week, friday: { closed: false, open: "25:00", close: "22:00" } }, dateExceptions: [] },
        "weeklyHours.friday.open",
        "weeklyHours.friday.open is not valid: Expected HH:MM (24-hour).",
      ],
      [{ weeklyHours: { ...week, sunday: undefined }, dateExceptions: [] }, "weeklyHours.sunday", "weeklyHours.sunday must be an object."],
      [
        { weeklyHours: week, dateExceptions: [{ ...exception, closed: false }] },
        "dateExceptions.0.open",
        "dateExceptions[0].open is not valid: An exception that is not closed needs open and close.",
      ],
      [
        { weeklyHours: week, dateExceptions: [exception, exception] },
        "dateExceptions",
        "dateExceptions is not valid: Each date may have one exception only.",
      ],
      [null, undefined, "The opening hours must be an object."],
    ] as const) {
      await expect(service().setOpeningHours(restaurant, hours), message).rejects.toMatchObject({
        code: "invalid_request",
        field,
        message,
      });
    }
    expect(await stored(restaurant)).toEqual(restaurant);
  });
});

describe("RestaurantSettingsService.bookingsOutside", () => {
  const withTuesday = (tuesday: OpeningHours["weeklyHours"]["tuesday"]): OpeningHours => ({
    weeklyHours: { ...TEST_HOURS.weeklyHours, tuesday },
    dateExceptions: [],
  });

  /** Manual confirmation (the fixture's): a booking starts pending. Now: Monday 1 June, 12:00 in Berlin. */
  async function booked() {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const at = async (date: string, time: string, status: "pending" | "confirmed" | "cancelled") => {
      const { reservation_number } = await book(server, key, { starts_at: berlin(date, time) });
      if (status !== "pending") await server.ctx.services.owner.setStatus(restaurant, reservation_number, "confirmed");
      if (status === "cancelled") await server.ctx.services.owner.setStatus(restaurant, reservation_number, "cancelled");
      return reservation_number;
    };
    const numbers = {
      startedTuesday: await at("2026-06-02", "13:00", "confirmed"),
      confirmedTuesday: await at("2026-06-09", "19:00", "confirmed"),
      cancelledTuesday: await at("2026-06-09", "20:00", "cancelled"),
      pendingTuesday: await at("2026-06-09", "12:30", "pending"),
      confirmedWednesday: await at("2026-06-10", "19:00", "confirmed"),
    };
    server.clock.set(berlin("2026-06-02", "14:00")); // the first Tuesday's booking has started
    return { restaurant, numbers };
  }

  it("finds the pending and confirmed bookings on a day made closed, not cancelled or started ones", async () => {
    const { restaurant, numbers } = await booked();
    const found = (await service().bookingsOutside(restaurant, withTuesday({ closed: true, open: "00:00", close: "00:00" }))).affected;
    expect(found.map((r) => r.reservation_number)).toEqual([numbers.pendingTuesday, numbers.confirmedTuesday]);
    expect(found[1]).toMatchObject({ status: "confirmed", starts_at: berlin("2026-06-09", "19:00"), change_request: null });
  });

  it("judges each stay by core's opening-hours rule: shorter hours strand the stays that no longer fit", async () => {
    const { restaurant, numbers } = await booked();
    // 12:00–20:00: the 19:00 stay of two hours would end after closing; the 12:30 one still fits.
    const found = (await service().bookingsOutside(restaurant, withTuesday({ closed: false, open: "12:00", close: "20:00" }))).affected;
    expect(found.map((r) => r.reservation_number)).toEqual([numbers.confirmedTuesday]);
    expect(await service().bookingsOutside(restaurant, TEST_HOURS)).toEqual({ affected: [], more: false });
  });

  it("finds the bookings of a date an exception closes", async () => {
    const { restaurant, numbers } = await booked();
    const closedOnTenth = { ...TEST_HOURS, dateExceptions: [{ date: "2026-06-10", closed: true, open: null, close: null, note: null }] };
    expect((await service().bookingsOutside(restaurant, closedOnTenth)).affected.map((r) => r.reservation_number)).toEqual([
      numbers.confirmedWednesday,
    ]);
  });

  it("does not list again a booking that today's hours already leave out: only what the change strands", async () => {
    const { restaurant, numbers } = await booked();
    const tuesdayClosed = withTuesday({ closed: true, open: "00:00", close: "00:00" });
    const closed = await service().setOpeningHours(restaurant, tuesdayClosed);
    // Saving other hours later (Wednesday shorter) names Wednesday's booking, not Tuesday's again.
    const shorterWednesday = {
      ...tuesdayClosed,
      weeklyHours: { ...tuesdayClosed.weeklyHours, wednesday: { closed: false, open: "12:00", close: "20:00" } },
    };
    expect((await service().bookingsOutside(closed, shorterWednesday)).affected.map((r) => r.reservation_number)).toEqual([
      numbers.confirmedWednesday,
    ]);
    expect(await service().bookingsOutside(closed, tuesdayClosed)).toEqual({ affected: [], more: false });
  });
});

describe("RestaurantSettingsService.setPublished", () => {
  const refusal = {
    code: "invalid_request",
    field: "maxCoversPerSlot",
    message: "Set a capacity (maxCoversPerSlot) before publishing: without one every time slot takes unlimited bookings.",
  };

  it("refuses to publish a restaurant without a capacity, and publishes one with a capacity", async () => {
    const created = await server.ctx.restaurants.create({ slug: "b", name: "B", timezone: "Europe/Berlin" }, server.clock.now());
    await expect(service().setPublished(created, true)).rejects.toMatchObject(refusal);
    expect((await stored(created)).published).toBe(false);

    await service().update(created, { maxCoversPerSlot: 40 });
    expect((await service().setPublished(created, true)).published).toBe(true);
    expect((await service().setPublished(created, false)).published).toBe(false);
  });

  it("always unpublishes, capacity or not", async () => {
    const { restaurant } = await seedRestaurant(server.ctx);
    expect(restaurant).toMatchObject({ published: true, maxCoversPerSlot: null });
    expect((await service().setPublished(restaurant, false)).published).toBe(false);
  });

  it("is what `couvert restaurant publish` runs", async () => {
    await server.ctx.restaurants.create({ slug: "c", name: "C", timezone: "Europe/Berlin" }, server.clock.now());
    const refused = await runCli(["restaurant", "publish", "c"], server.ctx, COMMANDS);
    expect(refused).toEqual({ exitCode: 1, stdout: "", stderr: `couvert restaurant publish: ${refusal.message}\n` });
  });

  it("publishes the demo restaurant, which has a capacity", async () => {
    const demo = await seedDemoRestaurant(server.ctx, "demo-bistro");
    expect(demo.maxCoversPerSlot).toBe(40);
    expect((await service().setPublished(demo, true)).published).toBe(true);
  });
});
