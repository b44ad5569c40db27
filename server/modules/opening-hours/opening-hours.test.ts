import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OpeningHoursViewSchema } from "../../../core/content/schemas.ts";
import { seedRestaurant, TEST_HOURS } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

// TEST_HOURS (Europe/Berlin, UTC+2 in June): Tue–Sun 12:00–22:00, Saturday 18:00–02:00, Monday closed.
let server: TestServer;
const NOW = "2026-06-10T12:00:00Z"; // Wednesday 14:00 in Berlin
// One server for the file (each test seeds a restaurant of its own); every test starts at NOW.
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
beforeEach(() => server.clock.set(NOW));
afterAll(() => server.close());

async function hoursAt(key: string, now: string) {
  server.clock.set(now);
  const res = await server.request("/api/v1/opening-hours", { key });
  expect(res.status).toBe(200);
  return res.json.data;
}

describe("GET /opening-hours", () => {
  it("answers the hours, the zone and whether the restaurant is open now", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const data = await hoursAt(key, "2026-06-10T12:00:00Z");
    expect(OpeningHoursViewSchema.safeParse(data).success).toBe(true);
    expect(data).toEqual({
      restaurantId: restaurant.id,
      name: restaurant.name,
      slug: restaurant.slug,
      accentHex: restaurant.accentHex,
      timezone: "Europe/Berlin",
      weeklyHours: TEST_HOURS.weeklyHours,
      dateExceptions: [],
      openNow: true,
      nextChangeAt: "2026-06-10T20:00:00Z",
    });
  });

  it("names the next opening while closed, in the restaurant's zone", async () => {
    const { key } = await seedRestaurant(server.ctx);
    expect(await hoursAt(key, "2026-06-10T08:00:00Z")).toMatchObject({ openNow: false, nextChangeAt: "2026-06-10T10:00:00Z" });
    // Sunday 22:30: closed, Monday closed all day, so Tuesday 12:00.
    expect(await hoursAt(key, "2026-06-14T20:30:00Z")).toMatchObject({ openNow: false, nextChangeAt: "2026-06-16T10:00:00Z" });
  });

  it("is open inside an overnight interval, until its close on the next day", async () => {
    const { key } = await seedRestaurant(server.ctx);
    // Sunday 01:00 in Berlin belongs to Saturday's 18:00–02:00.
    expect(await hoursAt(key, "2026-06-13T23:00:00Z")).toMatchObject({ openNow: true, nextChangeAt: "2026-06-14T00:00:00Z" });
    // Sunday 02:00 exactly: closed until Sunday 12:00.
    expect(await hoursAt(key, "2026-06-14T00:00:00Z")).toMatchObject({ openNow: false, nextChangeAt: "2026-06-14T10:00:00Z" });
  });

  it("follows date exceptions and lists them", async () => {
    const exception = { date: "2026-06-11", closed: true, open: null, close: null, note: "Private party" };
    const { key } = await seedRestaurant(server.ctx, { hours: { ...TEST_HOURS, dateExceptions: [exception] } });
    const data = await hoursAt(key, "2026-06-10T21:00:00Z"); // Wednesday 23:00: closed; Thursday is the exception
    expect(data.dateExceptions).toEqual([exception]);
    expect(data).toMatchObject({ openNow: false, nextChangeAt: "2026-06-12T10:00:00Z" });
  });

  it("says closed with no next change for a restaurant that never opens", async () => {
    const closed = Object.fromEntries(Object.keys(TEST_HOURS.weeklyHours).map((d) => [d, { closed: true, open: "00:00", close: "00:00" }]));
    const { key } = await seedRestaurant(server.ctx, {
      hours: { weeklyHours: closed as typeof TEST_HOURS.weeklyHours, dateExceptions: [] },
    });
    expect(await hoursAt(key, "2026-06-10T12:00:00Z")).toMatchObject({ openNow: false, nextChangeAt: null });
  });

  it("keeps an answer until the moment it changes, and answers new hours at once", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    expect(await hoursAt(key, "2026-06-10T12:00:00Z")).toMatchObject({ openNow: true, nextChangeAt: "2026-06-10T20:00:00Z" });
    expect(await hoursAt(key, "2026-06-10T19:59:59Z")).toMatchObject({ openNow: true, nextChangeAt: "2026-06-10T20:00:00Z" });
    expect(await hoursAt(key, "2026-06-10T20:00:00Z")).toMatchObject({ openNow: false, nextChangeAt: "2026-06-11T10:00:00Z" });
    expect(await hoursAt(key, "2026-06-10T11:00:00Z")).toMatchObject({ openNow: true, nextChangeAt: "2026-06-10T20:00:00Z" });
    const late = { ...TEST_HOURS.weeklyHours, wednesday: { closed: false, open: "12:00", close: "23:30" } };
    await server.ctx.restaurants.setHours(restaurant.id, { weeklyHours: late, dateExceptions: [] }, server.clock.now());
    expect(await hoursAt(key, "2026-06-10T11:00:00Z")).toMatchObject({ openNow: true, nextChangeAt: "2026-06-10T21:30:00Z" });
  });

  it("is open, with no change for more than a year, for a restaurant open round the clock", async () => {
    const always = Object.fromEntries(
      Object.keys(TEST_HOURS.weeklyHours).map((day) => [day, { closed: false, open: "00:00", close: "00:00" }]),
    );
    const { key } = await seedRestaurant(server.ctx, {
      hours: { weeklyHours: always as typeof TEST_HOURS.weeklyHours, dateExceptions: [] },
    });
    for (const now of ["2026-06-10T12:00:00Z", "2026-06-10T12:59:00Z"]) {
      const { openNow, nextChangeAt } = await hoursAt(key, now);
      expect(openNow).toBe(true);
      expect(nextChangeAt > "2027-06-10T00:00:00Z").toBe(true);
    }
  });
});
