import { afterEach, describe, expect, it } from "vitest";
import { listSlots } from "../../../core/bookability/slots.ts";
import type { OpeningHours } from "../../../core/hours.ts";
import { BookingConfigSchema } from "../../../core/reservation/schemas.ts";
import { localToInstant } from "../../../core/time.ts";
import type { RestaurantSettings } from "../../restaurants/settings.ts";
import { seedRestaurant, TEST_HOURS } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, bookingBody, codeOf, postBooking } from "./test-support.ts";

/** docs/api.md §5 through the real API: every verdict comes from POST /reservation. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

async function restaurantWith(options: { now: string; settings?: Partial<RestaurantSettings>; hours?: OpeningHours }) {
  server = await startTestServer({ now: options.now, limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
  return await seedRestaurant(server.ctx, {
    settings: options.settings ?? {},
    ...(options.hours ? { hours: options.hours } : {}),
  });
}

/** The code of POST /reservation for `[starts_at, ends_at)`, or "ok". */
async function verdict(key: string, starts_at: string, ends_at?: string): Promise<string> {
  const res = await postBooking(server, key, bookingBody({ starts_at, ...(ends_at ? { ends_at } : {}) }));
  return res.status === 200 ? "ok" : codeOf(res)!;
}

const closed = { closed: true, open: "00:00", close: "00:00" };
const week = (saturday: { closed: boolean; open: string; close: string }): OpeningHours["weeklyHours"] => ({
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday,
  sunday: closed,
});

describe("opening hours, lead time and horizon", () => {
  it("keeps minMinutesBeforeClosing free before closing, and the stay inside the interval", async () => {
    const { key } = await restaurantWith({ now: "2026-06-01T10:00:00Z" }); // Tuesday 12:00–22:00, 60 min
    expect(await verdict(key, berlin("2026-06-02", "12:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-02", "11:59"), berlin("2026-06-02", "13:00"))).toBe("outside_opening_hours");
    expect(await verdict(key, berlin("2026-06-02", "21:00"), berlin("2026-06-02", "22:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-02", "21:15"), berlin("2026-06-02", "22:00"))).toBe("outside_opening_hours");
    expect(await verdict(key, berlin("2026-06-02", "20:00"), berlin("2026-06-02", "22:15"))).toBe("outside_opening_hours");
    // the default stay (120 min) from 20:30 would run past 22:00
    expect(await verdict(key, berlin("2026-06-02", "20:30"))).toBe("outside_opening_hours");
  });

  it("counts lead time from now, the past included, and refuses beyond the horizon", async () => {
    const { key } = await restaurantWith({ now: berlin("2026-06-02", "12:00"), settings: { bookingHorizonDays: 7 } });
    expect(await verdict(key, berlin("2026-06-02", "13:59"), berlin("2026-06-02", "15:00"))).toBe("booking_lead_time");
    expect(await verdict(key, berlin("2026-06-02", "14:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-01", "19:00"))).toBe("booking_lead_time");
    expect(await verdict(key, berlin("2026-06-09", "12:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-09", "12:15"))).toBe("booking_horizon");
  });

  it("answers the calendar's far ends with lead time and horizon, not an error", async () => {
    const { key } = await restaurantWith({ now: "2026-06-01T10:00:00Z" });
    expect(await verdict(key, "0000-01-01T00:00:00Z", "0000-01-01T02:00:00Z")).toBe("booking_lead_time");
    expect(await verdict(key, "9999-12-31T21:00:00Z", "9999-12-31T23:00:00Z")).toBe("booking_horizon");
    expect(await verdict(key, "9999-12-31T23:59:59Z")).toBe("booking_horizon");
  });

  it("books the small hours of an overnight interval on the previous day's hours", async () => {
    // Saturday 6 June 2026 18:00–02:00; Sunday opens at 12:00
    const { key } = await restaurantWith({ now: "2026-06-01T10:00:00Z" });
    expect(await verdict(key, berlin("2026-06-07", "01:00"), berlin("2026-06-07", "02:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-07", "01:00"), berlin("2026-06-07", "02:15"))).toBe("outside_opening_hours");
    expect(await verdict(key, berlin("2026-06-07", "01:00"))).toBe("outside_opening_hours"); // 120 min → 03:00
    expect(await verdict(key, berlin("2026-06-07", "01:15"), berlin("2026-06-07", "02:00"))).toBe("outside_opening_hours"); // < 60 min before closing
    expect(await verdict(key, berlin("2026-06-06", "23:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-06", "17:45"))).toBe("outside_opening_hours");
  });

  it("lets a date exception close a day or replace its hours", async () => {
    const hours: OpeningHours = {
      weeklyHours: TEST_HOURS.weeklyHours,
      dateExceptions: [
        { date: "2026-06-09", closed: true, open: null, close: null, note: "Private party" },
        { date: "2026-06-10", closed: false, open: "09:00", close: "11:30", note: "Breakfast only" },
        { date: "2026-06-08", closed: false, open: "18:00", close: "23:00", note: "Open on a Monday" },
      ],
    };
    const { key } = await restaurantWith({ now: "2026-06-01T10:00:00Z", hours });
    expect(await verdict(key, berlin("2026-06-09", "19:00"))).toBe("outside_opening_hours");
    expect(await verdict(key, berlin("2026-06-10", "09:00"), berlin("2026-06-10", "10:30"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-10", "19:00"))).toBe("outside_opening_hours");
    expect(await verdict(key, berlin("2026-06-08", "19:00"))).toBe("ok");
    expect(await verdict(key, berlin("2026-06-16", "19:00"))).toBe("ok"); // the next Tuesday is a normal day
  });
});

describe("daylight saving time in Europe/Berlin", () => {
  const nightly = { settings: { defaultDwellMinutes: 60, minMinutesBeforeClosing: 0, bookingLeadTimeHours: 0, slotIntervalMinutes: 30 } };

  it("spring-forward (29 March 2026): 02:30 does not exist, and closing is at the real 04:00", async () => {
    // Saturday 28 March 20:00 until Sunday 04:00 local: 20:00 CET (19:00Z) to 04:00 CEST (02:00Z).
    const { key } = await restaurantWith({
      now: "2026-03-20T10:00:00Z",
      hours: { weeklyHours: week({ closed: false, open: "20:00", close: "04:00" }), dateExceptions: [] },
      ...nightly,
    });
    expect(localToInstant("2026-03-29", "02:30", "Europe/Berlin")).toBeNull();
    // A client that reads 02:30 naively gets luxon's shifted 03:30 CEST (01:30Z); with its stay of
    // an hour that runs past 04:00 CEST, so it is refused. A fixed +01:00 closing (03:00Z) would take it.
    expect(await verdict(key, berlin("2026-03-29", "02:30"))).toBe("outside_opening_hours");
    expect(await verdict(key, "2026-03-29T02:30:00+01:00")).toBe("outside_opening_hours");
    expect(await verdict(key, "2026-03-29T01:00:00Z")).toBe("ok"); // 03:00 CEST until 04:00 CEST
    expect(await verdict(key, "2026-03-29T00:30:00Z", "2026-03-29T02:00:00Z")).toBe("ok"); // 01:30 CET until 04:00 CEST
    expect(await verdict(key, "2026-03-29T01:00:00Z", "2026-03-29T02:01:00Z")).toBe("outside_opening_hours");

    // The widget's slots for that night come from the same configuration: no 02:00 or 02:30,
    // and the server takes every one it offers.
    const config = BookingConfigSchema.parse((await server.request("/api/v1/reservation", { key })).json.data);
    const slots = listSlots("2026-03-28", config, server.clock.now());
    const times = slots.map((s) => `${s.date} ${s.time}`);
    expect(times).toContain("2026-03-29 01:30");
    expect(times).not.toContain("2026-03-29 02:00");
    expect(times).not.toContain("2026-03-29 02:30");
    expect(times.at(-1)).toBe("2026-03-29 03:00");
    for (const slot of slots) expect(await verdict(key, slot.startsAt, slot.endsAt)).toBe("ok");
  });

  it("fall-back (25 October 2026): an ambiguous wall time is its first occurrence, and closing is at the real 04:00", async () => {
    // Saturday 24 October 20:00 CEST (18:00Z) until Sunday 04:00 CET (03:00Z): nine real hours.
    const hours: OpeningHours = { weeklyHours: week({ closed: false, open: "20:00", close: "04:00" }), dateExceptions: [] };
    const { key } = await restaurantWith({ now: "2026-10-20T10:00:00Z", hours, ...nightly });
    expect(await verdict(key, "2026-10-25T02:00:00Z")).toBe("ok"); // 03:00–04:00 CET
    expect(await verdict(key, "2026-10-25T02:30:00Z")).toBe("outside_opening_hours"); // until 04:30 CET
    expect(await verdict(key, "2026-10-25T02:30:00+02:00")).toBe("ok"); // first 02:30
    expect(await verdict(key, "2026-10-25T02:30:00+01:00")).toBe("ok"); // second 02:30, still open

    const config = BookingConfigSchema.parse((await server.request("/api/v1/reservation", { key })).json.data);
    const slots = listSlots("2026-10-24", config, server.clock.now());
    const twoThirty = slots.filter((s) => s.date === "2026-10-25" && s.time === "02:30");
    expect(twoThirty.map((s) => s.startsAt)).toEqual(["2026-10-25T00:30:00Z"]);
    for (const slot of slots) expect(await verdict(key, slot.startsAt, slot.endsAt)).toBe("ok");
  });

  it("fall-back: an exception opening at an ambiguous 02:30 opens at its first occurrence", async () => {
    const hours: OpeningHours = {
      weeklyHours: week(closed),
      dateExceptions: [{ date: "2026-10-25", closed: false, open: "02:30", close: "06:00", note: "Night market" }],
    };
    const { key } = await restaurantWith({ now: "2026-10-20T10:00:00Z", hours, ...nightly });
    expect(await verdict(key, "2026-10-25T00:30:00Z")).toBe("ok"); // 02:30 CEST
    expect(await verdict(key, "2026-10-25T00:15:00Z")).toBe("outside_opening_hours"); // 02:15 CEST, before it
  });
});
