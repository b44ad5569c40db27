import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../core/time.ts";
import { berlin, book, bookingBody, codeOf, manage, owner, postBooking } from "../modules/reservation/test-support.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant, TEST_HOURS } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * Services (docs/api.md §4, §5.4, §5.7) over HTTP: GET /reservation for restaurants with and
 * without them, bookability between lunch and dinner, capacity per service, availability, and the
 * owner's tools (`couvert hours set`, the console's /hours). One server for the file; its clock
 * stands on Monday 1 June 2026, 12:00 in Berlin.
 */

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000, readsPerMinute: 1000 } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "services-"));
});
afterAll(async () => {
  await server?.close();
});

const lunch = { service: "lunch", open: "12:00", close: "14:30" };
const dinner = { service: "dinner", open: "18:00", close: "23:00" };
const SERVICES = {
  definitions: [
    { id: "lunch", name: "Lunch", maxCoversPerSlot: 4 },
    { id: "dinner", name: "Dinner", maxCoversPerSlot: null },
  ],
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, day === "monday" ? [] : [lunch, dinner]])),
  exceptions: [
    { date: "2026-06-05", closed: false, note: "Late dinner only", periods: [{ service: "dinner", open: "19:00", close: "01:00" }] },
    { date: "2026-06-06", closed: true, note: "Wedding", periods: [] },
  ],
};

/** A restaurant whose owner set SERVICES with `couvert hours set` (capacity 20 where no service says). */
async function withServices() {
  const seeded = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 20, minMinutesBeforeClosing: 30 } });
  const file = path.join(dir, `${seeded.restaurant.slug}.json`);
  fs.writeFileSync(file, JSON.stringify({ services: SERVICES }));
  const set = await owner(server, "hours", "set", seeded.restaurant.slug, file);
  expect(set.stderr).toBe("");
  expect(set.stdout).toContain("2 service(s) (Lunch, Dinner)");
  return seeded;
}

const config = async (key: string) => (await server.request("/api/v1/reservation", { key })).json.data;

describe("GET /reservation", () => {
  it("gives a restaurant without services its one main service, its hours unchanged", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const data = await config(key);
    expect(data.weeklyHours).toEqual(TEST_HOURS.weeklyHours);
    expect(data.dateExceptions).toEqual([]);
    expect(data.services.definitions).toEqual([{ id: "main", name: null, maxCoversPerSlot: null }]);
    expect(data.services.weekly.monday).toEqual([]);
    expect(data.services.weekly.saturday).toEqual([{ service: "main", open: "18:00", close: "02:00" }]);
    expect(data.services.exceptions).toEqual([]);
  });

  it("adds a restaurant's services beside weeklyHours and dateExceptions, which summarise them", async () => {
    const { key } = await withServices();
    const data = await config(key);
    expect(data.services).toEqual(SERVICES);
    expect(data.weeklyHours.tuesday).toEqual({ closed: false, open: "12:00", close: "23:00" });
    expect(data.weeklyHours.monday.closed).toBe(true);
    expect(data.dateExceptions).toEqual([
      { date: "2026-06-05", closed: false, open: "19:00", close: "01:00", note: "Late dinner only" },
      { date: "2026-06-06", closed: true, open: null, close: null, note: "Wedding" },
    ]);
  });
});

describe("booking with services", () => {
  it("books lunch and dinner, never between them, and follows an exception", async () => {
    const { key } = await withServices();
    const verdict = async (startsAt: string, endsAt?: string) => {
      const res = await postBooking(
        server,
        key,
        bookingBody({ starts_at: startsAt, ...(endsAt ? { ends_at: endsAt } : {}), party_size: 1 }),
      );
      return res.status === 200 ? "ok" : codeOf(res);
    };
    expect(await verdict(berlin("2026-06-02", "12:30"), berlin("2026-06-02", "14:00"))).toBe("ok");
    expect(await verdict(berlin("2026-06-02", "13:30"))).toBe("outside_opening_hours"); // 120 min: past 14:30
    expect(await verdict(berlin("2026-06-02", "16:00"), berlin("2026-06-02", "17:00"))).toBe("outside_opening_hours");
    expect(await verdict(berlin("2026-06-02", "18:00"))).toBe("ok");
    expect(await verdict(berlin("2026-06-05", "12:30"), berlin("2026-06-05", "14:00"))).toBe("outside_opening_hours");
    expect(await verdict(berlin("2026-06-05", "23:00"))).toBe("ok"); // until 01:00
    expect(await verdict(berlin("2026-06-06", "19:00"))).toBe("outside_opening_hours");
  });

  it("counts lunch against its own capacity and dinner against the restaurant's, for bookings and changes", async () => {
    const { key } = await withServices();
    const lunchStay = { starts_at: berlin("2026-06-03", "12:30"), ends_at: berlin("2026-06-03", "14:00") };
    await book(server, key, { ...lunchStay, party_size: 3 });
    expect(codeOf(await postBooking(server, key, bookingBody({ ...lunchStay, party_size: 2 })))).toBe("slot_full");
    await book(server, key, { ...lunchStay, party_size: 1 });
    // Dinner holds 20: far more than lunch's 4.
    const dinnerGuest = await book(server, key, { starts_at: berlin("2026-06-03", "19:00"), party_size: 12 });
    await book(server, key, { starts_at: berlin("2026-06-03", "19:00"), party_size: 8 });
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: berlin("2026-06-03", "19:00"), party_size: 1 })))).toBe(
      "slot_full",
    );
    // Moving a dinner party of 12 into the full lunch is refused by lunch's capacity.
    const moved = await manage(server, key, {
      action: "change",
      reservation_number: dinnerGuest.reservation_number,
      pin: dinnerGuest.guest_pin,
      ...lunchStay,
      party_size: 2,
      terms_accepted: true,
    });
    expect(codeOf(moved)).toBe("slot_full");

    const day = (await server.request("/api/v1/reservation/availability?date=2026-06-03&party_size=1", { key })).json.data.days[0];
    const at = (time: string) => day.slots.find((s: { time: string }) => s.time === time);
    expect(at("12:00")).toMatchObject({ service: "lunch", available: false });
    expect(at("12:30")).toMatchObject({ service: "lunch", available: false });
    expect(at("19:00")).toMatchObject({ service: "dinner", available: false });
    expect(at("21:00")).toMatchObject({ service: "dinner", available: true });
    expect(day.slots.some((s: { time: string }) => s.time === "16:00")).toBe(false);
  });
});

describe("the owner's tools", () => {
  it("set hours in today's shape again: the restaurant is back to its one main service", async () => {
    const { restaurant, key } = await withServices();
    const file = path.join(dir, "plain.json");
    fs.writeFileSync(file, JSON.stringify(TEST_HOURS));
    expect((await owner(server, "hours", "set", restaurant.slug, file)).stdout).toContain("1 service(s) (main)");
    const data = await config(key);
    expect(data.services.definitions).toEqual([{ id: "main", name: null, maxCoversPerSlot: null }]);
    expect(data.weeklyHours).toEqual(TEST_HOURS.weeklyHours);
  });

  it("refuse services that overlap or name an unknown service, naming where", async () => {
    const { restaurant } = await withServices();
    const file = path.join(dir, "bad.json");
    const write = (services: unknown) => fs.writeFileSync(file, JSON.stringify({ services }));
    write({ ...SERVICES, weekly: { ...SERVICES.weekly, friday: [{ ...lunch, close: "19:00" }, dinner] } });
    const overlap = await owner(server, "hours", "set", restaurant.slug, file);
    expect(overlap.exitCode).toBe(1);
    expect(overlap.stderr).toContain("services.weekly.friday");
    expect(overlap.stderr).toContain("must not overlap");
    write({ ...SERVICES, weekly: { ...SERVICES.weekly, friday: [{ ...dinner, service: "brunch" }] } });
    expect((await owner(server, "hours", "set", restaurant.slug, file)).stderr).toContain('Unknown service "brunch"');
  });

  it("check in the console which bookings a change of services strands, and save services there", async () => {
    const { restaurant, key } = await withServices();
    const tab = await signedInTab(server, restaurant, "owner@services.example", "owner");
    const dinnerBooking = await book(server, key, { starts_at: berlin("2026-06-02", "19:00") });
    await book(server, key, { starts_at: berlin("2026-06-02", "12:30"), ends_at: berlin("2026-06-02", "14:00") });

    const read = await consoleGet(server, tab, restaurant, "/settings");
    expect(read.json.data.services).toEqual(SERVICES);

    const lunchOnly = { ...SERVICES, weekly: { ...SERVICES.weekly, tuesday: [lunch] } };
    const check = await consolePost(server, tab, restaurant, "/hours/check", { services: lunchOnly });
    expect(check.status, JSON.stringify(check.json)).toBe(200);
    expect(check.json.data.affected.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([
      dinnerBooking.reservation_number,
    ]);
    expect((await consolePost(server, tab, restaurant, "/hours/check", { services: SERVICES })).json.data.affected).toEqual([]);

    const bad = await consolePost(server, tab, restaurant, "/hours", { services: { ...SERVICES, definitions: [] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: "invalid_request", field: "services.definitions" });

    const renamed = { ...SERVICES, definitions: [{ id: "lunch", name: "Mittag", maxCoversPerSlot: 6 }, SERVICES.definitions[1]] };
    const saved = await consolePost(server, tab, restaurant, "/hours", { services: renamed });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.services).toEqual(renamed);
    expect(saved.json.data.hours.weeklyHours.tuesday).toEqual({ closed: false, open: "12:00", close: "23:00" });
  });
});
