import { afterEach, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../../core/time.ts";
import { consoleGet, consolePost, signedInTab } from "../../testing/console-session.ts";
import { expectConforms } from "../../testing/openapi-conformance.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, bookingBody, postBooking } from "../reservation/test-support.ts";

/** A service's last seating and stays past closing (docs/api.md §5.4), set by the owner and kept by the database. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const lunch = (period: Record<string, unknown>, staysPastClosing = false) => ({
  services: {
    definitions: [{ id: "lunch", name: "Lunch", maxCoversPerSlot: null, staysPastClosing }],
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ service: "lunch", open: "12:00", close: "14:30", ...period }]])),
    exceptions: [],
  },
});

describe("last seating", () => {
  it("offers times up to the last seating, keeps it through a save, and books by it", async () => {
    server = await startTestServer({ now: "2026-06-01T06:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { slotIntervalMinutes: 30, minMinutesBeforeClosing: 0 } });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const times = async () => {
      const res = await server.request("/api/v1/reservation/availability?date=2026-06-02&party_size=2", { key });
      expectConforms("GET /reservation/availability", res);
      return (res.json.data.days[0].slots as { time: string }[]).map((s) => s.time);
    };

    expect((await consolePost(server, owner, restaurant, "/hours", lunch({}))).status).toBe(200);
    expect(await times()).toEqual(["12:00", "12:30"]); // 120-minute stays end by 14:30

    const saved = await consolePost(server, owner, restaurant, "/hours", lunch({ lastSeating: "14:00" }, true));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const settings = await consoleGet(server, owner, restaurant, "/settings");
    expect(settings.json.data.services.weekly.tuesday).toEqual([{ service: "lunch", open: "12:00", close: "14:30", lastSeating: "14:00" }]);
    expect(settings.json.data.services.definitions[0].staysPastClosing).toBe(true);
    expect(await times()).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00"]);

    const config = await server.request("/api/v1/reservation", { key });
    expect(config.json.data.services.weekly.tuesday[0].lastSeating).toBe("14:00");
    expect((await postBooking(server, key, bookingBody({ starts_at: berlin("2026-06-02", "14:00") }))).status).toBe(200);
    const late = await postBooking(server, key, bookingBody({ starts_at: berlin("2026-06-02", "14:15"), guest_email: "b@example.org" }));
    expect([late.status, late.json.error.code]).toEqual([400, "outside_opening_hours"]);

    const outside = await consolePost(server, owner, restaurant, "/hours", lunch({ lastSeating: "15:00" }));
    expect([outside.status, outside.json.error.code]).toEqual([400, "invalid_request"]);
  });
});
