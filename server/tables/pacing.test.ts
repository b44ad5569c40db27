import { afterEach, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../core/time.ts";
import { berlin, book, bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import { consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/** Pacing in tables mode (issue 27, docs/api.md §5.8): per service where a service sets it, else the restaurant's. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const lunch = { service: "lunch", open: "12:00", close: "15:00" };
const dinner = { service: "dinner", open: "18:00", close: "23:00" };
const SERVICES = {
  definitions: [
    { id: "lunch", name: "Lunch", maxCoversPerSlot: null, maxCoversStartingPerSlot: 2 },
    { id: "dinner", name: "Dinner", maxCoversPerSlot: null, maxCoversStartingPerSlot: null },
  ],
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, [lunch, dinner]])),
  exceptions: [],
};
const tables = Array.from({ length: 6 }, (_, i) => ({
  id: `T${i + 1}`,
  name: `T${i + 1}`,
  area: null,
  minSeats: 1,
  maxSeats: 2,
  bookableOnline: true,
}));

async function availableAt(key: string, startsAt: string): Promise<boolean> {
  const res = await server.request(`/api/v1/reservation/availability?date=2026-06-02&party_size=2`, { key });
  expect(res.status).toBe(200);
  return res.json.data.days[0].slots.find((s: { startsAt: string }) => Date.parse(s.startsAt) === Date.parse(startsAt))!.available;
}

describe("pacing per service", () => {
  it("holds lunch to its own limit and dinner to the restaurant's, though tables are free", async () => {
    server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const hours = await consolePost(server, owner, restaurant, "/hours", { services: SERVICES });
    expect(hours.status, JSON.stringify(hours.json)).toBe(200);
    expect(hours.json.data.services.definitions[0]).toMatchObject({ id: "lunch", maxCoversStartingPerSlot: 2 });
    const room = { areas: [], tables, combinations: [], capacityMode: "tables", maxCoversStartingPerSlot: 4 };
    expect((await consolePost(server, owner, restaurant, "/room", room)).status).toBe(200);

    const noon = berlin("2026-06-02", "12:00");
    await book(server, key, { starts_at: noon });
    expect(await availableAt(key, noon)).toBe(false);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: noon })))).toBe("slot_full");
    expect(await availableAt(key, berlin("2026-06-02", "12:15"))).toBe(true);

    const seven = berlin("2026-06-02", "19:00");
    await book(server, key, { starts_at: seven });
    await book(server, key, { starts_at: seven });
    expect(await availableAt(key, seven)).toBe(false);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: seven })))).toBe("slot_full");
  });
});
