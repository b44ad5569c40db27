import { describe, expect, it } from "vitest";
import type { Room } from "../../core/tables/room.ts";
import { berlin, book, bookingBody, codeOf, manage, postBooking } from "../modules/reservation/test-support.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { expectOwnerConforms } from "../testing/owner-openapi-conformance.ts";
import { testServers } from "../testing/file-servers.ts";
import type { TestServer } from "../testing/test-server.ts";

/** Tables mode over HTTP (issue 27, docs/api.md §16.10): bookings fill tables as a room does. */

let server: TestServer;
const start = testServers({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });

const table = (id: string, maxSeats: number, over: Partial<Room["tables"][number]> = {}) => ({
  id,
  name: id,
  area: null,
  minSeats: 1,
  maxSeats,
  bookableOnline: true,
  ...over,
});
const twoTops = (n: number) => Array.from({ length: n }, (_, i) => table(`T${i + 1}`, 2));

async function setUp(room: Partial<Room>) {
  server = await start();
  const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
  const owner = await signedInTab(server, restaurant, `owner@${restaurant.slug}.example`, "owner");
  const saved = await consolePost(server, owner, restaurant, "/room", {
    areas: [],
    tables: [],
    combinations: [],
    capacityMode: "tables",
    ...room,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expectOwnerConforms("replaceRoom", saved);
  return { restaurant, key, owner };
}

const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown) => consolePost(server, tab, restaurant, route, body);
const at19 = berlin("2026-06-02", "19:00");

async function tablesOf(tab: ConsoleTab, restaurant: Restaurant, number: number): Promise<string[]> {
  const res = await consoleGet(server, tab, restaurant, `/reservations/${number}`);
  return res.json.data.reservation.tables.map((t: { id: string }) => t.id);
}

async function availableAt(key: string, partySize: number, startsAt: string): Promise<boolean> {
  const res = await server.request(`/api/v1/reservation/availability?date=2026-06-02&party_size=${partySize}`, { key });
  expect(res.status).toBe(200);
  const slot = res.json.data.days[0].slots.find((s: { startsAt: string }) => Date.parse(s.startsAt) === Date.parse(startsAt));
  return slot?.available ?? false;
}

describe("tables mode", () => {
  it("fills ten two-tops as a room does: ten couples, then full; a party of eight never fits", async () => {
    const { restaurant, key, owner } = await setUp({ tables: twoTops(10) });
    expect(codeOf(await postBooking(server, key, bookingBody({ party_size: 8, starts_at: berlin("2026-06-02", "13:00") })))).toBe(
      "slot_full",
    );
    expect(await availableAt(key, 8, berlin("2026-06-02", "13:00"))).toBe(false);
    const numbers: number[] = [];
    for (let i = 0; i < 10; i += 1) numbers.push((await book(server, key, { starts_at: at19 })).reservation_number);
    const seated = await Promise.all(numbers.map((n) => tablesOf(owner, restaurant, n)));
    expect(new Set(seated.flat()).size).toBe(10);
    expect(await availableAt(key, 2, at19)).toBe(false);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: at19 })))).toBe("slot_full");
    // At lunch the room is empty.
    expect(await availableAt(key, 2, berlin("2026-06-02", "13:00"))).toBe(true);
  });

  it("never holds a combination and one of its tables at once", async () => {
    const { restaurant, key, owner } = await setUp({
      tables: [table("A", 2), table("B", 2)],
      combinations: [{ id: "AB", tables: ["A", "B"], minSeats: 3, maxSeats: 4 }],
    });
    const four = await book(server, key, { party_size: 4, starts_at: at19 });
    expect(await tablesOf(owner, restaurant, four.reservation_number)).toEqual(["A", "B"]);
    expect(await availableAt(key, 2, at19)).toBe(false);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: at19 })))).toBe("slot_full");

    const timeline = await consoleGet(server, owner, restaurant, "/timeline?date=2026-06-02");
    expectOwnerConforms("timeline", timeline);
    expect(timeline.json.data.stays).toMatchObject([{ reservationNumber: four.reservation_number, tables: ["A", "B"], partySize: 4 }]);
  });

  it("gives racing bookings for the last tables exactly as many bookings as tables", async () => {
    const { key } = await setUp({ tables: twoTops(3) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postBooking(server, key, bookingBody({ guest_last_name: `Racer ${i}`, starts_at: at19 }))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => codeOf(r) === "slot_full")).toHaveLength(5);
  });

  it("re-seats a booking whose party grows, and refuses a change no table can take", async () => {
    const { restaurant, key, owner } = await setUp({ tables: [table("S", 2), table("L", 4, { minSeats: 3 })] });
    const { reservation_number, guest_pin } = await book(server, key, { starts_at: at19 });
    expect(await tablesOf(owner, restaurant, reservation_number)).toEqual(["S"]);
    // Auto confirmation: the guest's change is a request approved at once, since a table takes it.
    const asked = await manage(server, key, { action: "change", reservation_number, pin: guest_pin, terms_accepted: true, party_size: 4 });
    expect(asked.json.data, JSON.stringify(asked.json)).toMatchObject({ change_request: true, change_request_status: "approved" });
    expect(await tablesOf(owner, restaurant, reservation_number)).toEqual(["L"]);
    const again = await manage(server, key, { action: "change", reservation_number, pin: guest_pin, terms_accepted: true, party_size: 6 });
    expect(codeOf(again)).toBe("slot_full");
  });

  it("moves a booking to another table, refusing with the reason, and seats a walk-in", async () => {
    const { restaurant, key, owner } = await setUp({ tables: [table("T1", 2), table("T2", 2), table("T6", 6, { minSeats: 4 })] });
    const first = await book(server, key, { starts_at: at19 });
    const second = await book(server, key, { starts_at: at19 });
    const seat = (number: number, body: unknown) => post(owner, restaurant, `/reservations/${number}/seating`, body);

    expect(codeOf(await seat(first.reservation_number, { tables: ["T9"] }))).toBe("table_not_found");
    expect(codeOf(await seat(first.reservation_number, { tables: ["T6"] }))).toBe("table_does_not_fit");
    const taken = await seat(first.reservation_number, { tables: ["T2"] });
    expect(codeOf(taken)).toBe("table_taken");
    expect(taken.json.error.message).toMatch(/T2 is taken/);
    const moved = await seat(second.reservation_number, { tables: ["T1"], startsAt: berlin("2026-06-02", "21:00"), locked: true });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expectOwnerConforms("seat", moved);
    expect(moved.json.data.reservation).toMatchObject({ tables: [{ id: "T1", name: "T1" }], tableLocked: true });

    const walkIn = await post(owner, restaurant, "/walk-ins", { partySize: 5, startsAt: berlin("2026-06-02", "19:30") });
    expect(walkIn.status, JSON.stringify(walkIn.json)).toBe(200);
    expectOwnerConforms("walkIn", walkIn);
    expect(walkIn.json.data.reservation).toMatchObject({ source: "walk_in", status: "confirmed", party_size: 5, tables: [{ id: "T6" }] });
    expect(codeOf(await post(owner, restaurant, "/walk-ins", { partySize: 5, startsAt: berlin("2026-06-02", "20:00") }))).toBe("slot_full");
    // Now: seated at once.
    const now = await post(owner, restaurant, "/walk-ins", { partySize: 2, guestName: "Table by the door" });
    expect(now.json.data.reservation).toMatchObject({ source: "walk_in", status: "seated", guest_last_name: "Table by the door" });
  });

  it("keeps a table that holds bookings still to come until they move", async () => {
    const { restaurant, key, owner } = await setUp({ tables: [table("T1", 2)] });
    await book(server, key, { starts_at: at19 });
    const removed = await post(owner, restaurant, "/room", { areas: [], tables: [table("T2", 2)], combinations: [] });
    expect(removed.status).toBe(409);
    expect(codeOf(removed)).toBe("table_in_use");
    const room = await consoleGet(server, owner, restaurant, "/room");
    expectOwnerConforms("room", room);
    expect(room.json.data.tables.map((t: { id: string }) => t.id)).toEqual(["T1"]);
  });

  it("switches a live restaurant from covers to tables: future bookings get tables, those that fit nowhere are listed", async () => {
    server = await start();
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto", maxCoversPerSlot: 40 } });
    const owner = await signedInTab(server, restaurant, `owner@${restaurant.slug}.example`, "owner");
    const couple = await book(server, key, { starts_at: at19 });
    const big = await book(server, key, { starts_at: at19, party_size: 8 });
    const switched = await post(owner, restaurant, "/room", { areas: [], tables: twoTops(2), combinations: [], capacityMode: "tables" });
    expect(switched.status, JSON.stringify(switched.json)).toBe(200);
    expect(switched.json.data.unseated.map((s: { reservationNumber: number }) => s.reservationNumber)).toEqual([big.reservation_number]);
    expect(await tablesOf(owner, restaurant, couple.reservation_number)).toEqual(["T1"]);
    const back = await post(owner, restaurant, "/room", { areas: [], tables: twoTops(2), combinations: [], capacityMode: "covers" });
    expect(back.status).toBe(200);
    expect(await tablesOf(owner, restaurant, couple.reservation_number)).toEqual(["T1"]);

    // In covers mode a booking moves onto the time of another that kept T1: back in tables mode the two do not share it.
    const early = await book(server, key, { starts_at: berlin("2026-06-02", "16:00") });
    const toTables = () => post(owner, restaurant, "/room", { areas: [], tables: twoTops(2), combinations: [], capacityMode: "tables" });
    expect((await toTables()).status).toBe(200);
    expect(await tablesOf(owner, restaurant, early.reservation_number)).toEqual(["T1"]);
    await post(owner, restaurant, "/room", { areas: [], tables: twoTops(2), combinations: [], capacityMode: "covers" });
    const { reservation_number, guest_pin } = early;
    const change = await manage(server, key, {
      action: "change",
      reservation_number,
      pin: guest_pin,
      terms_accepted: true,
      starts_at: berlin("2026-06-02", "19:30"),
    });
    expect(change.json.data, JSON.stringify(change.json)).toMatchObject({ change_request_status: "approved" });
    expect((await toTables()).status).toBe(200);
    const seated = [await tablesOf(owner, restaurant, couple.reservation_number), await tablesOf(owner, restaurant, reservation_number)];
    expect(seated.flat().sort()).toEqual(["T1", "T2"]);
  });
});
