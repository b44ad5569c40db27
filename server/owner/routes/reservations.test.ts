import { afterEach, describe, expect, it } from "vitest";
import type { Restaurant } from "../../restaurants/settings.ts";
import { berlin, book, bookingBody, changeAsked } from "../../modules/reservation/test-support.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { expectOwnerConforms } from "../../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

/** The Requests screen's API over real HTTP (docs/api.md §16.6): what waits for a decision, and the decision. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const get = (tab: ConsoleTab, restaurant: Restaurant, route: string) => consoleGet(server, tab, restaurant, route);
const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown = {}) =>
  consolePost(server, tab, restaurant, route, body);

/** changeAsked by a guest named `lastName`, a minute before the next. */
async function askedToChange(restaurant: Restaurant, key: string, lastName: string, changes: Record<string, unknown>): Promise<number> {
  const { reservation_number } = await changeAsked(server, restaurant.slug, key, { guest_last_name: lastName }, changes);
  server.clock.advance(60_000);
  return reservation_number;
}

describe("GET …/requests", () => {
  it("lists only the reservations whose change request is open, the longest-waiting first, each with what was asked", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const other = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");

    const first = await askedToChange(restaurant, key, "Lovelace", { party_size: 4 });
    const declined = await askedToChange(restaurant, key, "Hopper", { party_size: 3 });
    const second = await askedToChange(restaurant, key, "Turing", { guest_first_name: "Alan" });
    await book(server, key, { guest_last_name: "Nobody" }); // no request at all
    await askedToChange(other.restaurant, other.key, "Elsewhere", { party_size: 5 }); // another restaurant's
    expect((await post(owner, restaurant, `/reservations/${declined}/decline`)).status).toBe(200);

    const listed = await get(owner, restaurant, "/requests");
    expect(listed.status).toBe(200);
    expect(listed.json.data.reservations.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([first, second]);
    expect(listed.json.data.reservations[0]).toMatchObject({
      guest_last_name: "Lovelace",
      party_size: 2,
      change_request: { status: "open", changes: { party_size: 4 }, decided_at: null },
    });

    expect((await post(owner, restaurant, `/reservations/${first}/approve`)).json.data.reservation).toMatchObject({
      party_size: 4,
      change_request: { status: "approved" },
    });
    const left = await get(owner, restaurant, "/requests");
    expect(left.json.data.reservations.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([second]);
  });
});

describe("GET …/requests, bookings waiting for confirmation", () => {
  it("lists the restaurant's pending bookings whose stay is not over, soonest first, until they are confirmed or their stay ends", async () => {
    server = await startTestServer({ now: "2026-06-02T08:00:00Z" }); // a Tuesday, 10:00 in Berlin
    const { restaurant, key } = await seedRestaurant(server.ctx); // confirms by hand: bookings start pending
    const other = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const numbers = async () =>
      ((await get(owner, restaurant, "/requests")).json.data.pending as { reservation_number: number }[]).map((r) => r.reservation_number);

    const later = (await book(server, key, { guest_last_name: "Later", starts_at: berlin("2026-06-03", "19:00") })).reservation_number;
    const today = (await book(server, key, { guest_last_name: "Today", starts_at: berlin("2026-06-02", "13:00") })).reservation_number;
    const sooner = (await book(server, key, { guest_last_name: "Sooner", starts_at: berlin("2026-06-03", "18:00") })).reservation_number;
    const confirmed = (await book(server, key, { guest_last_name: "Confirmed", starts_at: berlin("2026-06-03", "12:30") }))
      .reservation_number;
    await server.ctx.services.owner.setStatus(restaurant, confirmed, "confirmed");
    await book(server, other.key, { guest_last_name: "Elsewhere", starts_at: berlin("2026-06-03", "17:00") });

    const listed = await get(owner, restaurant, "/requests");
    expect(listed.status).toBe(200);
    expect(listed.json.data.reservations).toEqual([]);
    expect(listed.json.data.pending.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([today, sooner, later]);
    expect(listed.json.data.pending[0]).toMatchObject({ guest_last_name: "Today", status: "pending", party_size: 2 });
    expectOwnerConforms("requests", listed);

    // Confirmed from the list: it leaves it.
    expect((await post(owner, restaurant, `/reservations/${sooner}/status`, { status: "confirmed" })).status).toBe(200);
    expect(await numbers()).toEqual([today, later]);

    // A stay under way still waits; once it is over (13:00 + 120 min, 13:00 UTC), it is no longer asked about.
    server.clock.set("2026-06-02T12:59:59Z");
    expect(await numbers()).toEqual([today, later]);
    server.clock.set("2026-06-02T13:00:00Z");
    expect(await numbers()).toEqual([later]);
  });
});

describe("POST …/reservations/:number/status", () => {
  it("seats a party from six hours before its booking and calls a no-show from its start; earlier is 409 too_early, and nothing moves", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const numbers: number[] = [];
    for (const lastName of ["Early", "Absent"]) {
      const { reservation_number } = await book(server, key, { guest_last_name: lastName }); // Tuesday 2 June, 19:00
      await server.ctx.services.owner.setStatus(restaurant, reservation_number, "confirmed");
      numbers.push(reservation_number);
    }
    const [seat, noShow] = numbers as [number, number];
    server.clock.set(berlin("2026-06-02", "12:59"));
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const move = (number: number, status: string) => post(staff, restaurant, `/reservations/${number}/status`, { status });

    const early = await move(seat, "seated");
    expect([early.status, early.json.error.code]).toEqual([409, "too_early"]);
    expectOwnerConforms("moveStatus", early);
    server.clock.set(berlin("2026-06-02", "18:59"));
    expect((await move(noShow, "no_show")).json.error.code).toBe("too_early");
    const unchanged = await get(staff, restaurant, "/day?date=2026-06-02");
    expect(unchanged.json.data.reservations.map((r: { status: string }) => r.status)).toEqual(["confirmed", "confirmed"]);
    expectOwnerConforms("day", unchanged);

    const seated = await move(seat, "seated");
    expect(seated.json.data.reservation.status).toBe("seated");
    expectOwnerConforms("moveStatus", seated);
    server.clock.set(berlin("2026-06-02", "19:00"));
    expect((await move(noShow, "no_show")).json.data.reservation.status).toBe("no_show");
  });
});

describe("POST …/reservations", () => {
  it("books for a guest with overrides absent, null (as before the contract) or given; refuses overrides of another shape", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant } = await seedRestaurant(server.ctx);
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const bookFor = (lastName: string, extra: Record<string, unknown>) =>
      post(staff, restaurant, "/reservations", { ...bookingBody({ terms_accepted: null, guest_last_name: lastName }), ...extra });

    for (const [lastName, extra] of [
      ["Absent", {}],
      ["Null", { overrides: null }],
      ["Given", { overrides: { overCapacity: true } }],
    ] as const) {
      const booked = await bookFor(lastName, extra);
      expect(booked.status, JSON.stringify(booked.json)).toBe(200);
      expectOwnerConforms("book", booked);
    }
    const refused = await bookFor("Wrong", { overrides: "yes" });
    expect(refused.json.error).toMatchObject({ code: "invalid_request", field: "overrides" });
    expectOwnerConforms("book", refused);
  });

  it("warns staff of a party the restaurant does not take online, and books it with the override", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxPartySize: 8, maxCoversPerSlot: 40 } });
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const bookFor = (party: number, overrides: Record<string, boolean> = {}) =>
      post(staff, restaurant, "/reservations", { ...bookingBody({ terms_accepted: null, party_size: party }), overrides });

    const warned = await bookFor(12);
    expect([warned.status, warned.json.error.code, warned.json.error.field]).toEqual([409, "party_size_outside_limits", "party_size"]);
    expectOwnerConforms("book", warned);
    const booked = await bookFor(12, { outsidePartySize: true });
    expect([booked.status, booked.json.data.reservation.party_size]).toEqual([200, 12]);
    // No restaurant takes more than 100: that stays a plain refusal, whatever the override.
    const tooLarge = await bookFor(101, { outsidePartySize: true });
    expect([tooLarge.status, tooLarge.json.error.code]).toEqual([400, "invalid_request"]);
  });
});

describe("a night past midnight at the host stand (GET …/day, …/timeline, …/waitlist)", () => {
  // The seeded Saturday, 6 June 2026, opens 18:00 and runs to 02:00; Sunday opens at noon.
  const saturday = "2026-06-06";
  const numbersOf = (res: {
    json: { data: { reservations?: { reservation_number: number }[]; unseated?: { reservationNumber: number }[] } };
  }) =>
    (res.json.data.reservations ?? [])
      .map((r) => r.reservation_number)
      .concat((res.json.data.unseated ?? []).map((s) => s.reservationNumber));

  it("lists a booking of the night's small hours on the evening's day and timeline, not the next date's", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const staff = await signedInTab(server, restaurant, "host@bistro.example", "staff");
    const evening = await book(server, key, { starts_at: berlin(saturday, "22:00") });
    const night = await book(server, key, { starts_at: berlin("2026-06-07", "00:00") });
    const sunday = await book(server, key, { starts_at: berlin("2026-06-07", "13:00") });

    for (const screen of ["/day", "/timeline"]) {
      const onSaturday = await get(staff, restaurant, `${screen}?date=${saturday}`);
      expect(onSaturday.status).toBe(200);
      expect(numbersOf(onSaturday).sort(), screen).toEqual([evening.reservation_number, night.reservation_number].sort());
      expect(numbersOf(await get(staff, restaurant, `${screen}?date=2026-06-07`)), screen).toEqual([sunday.reservation_number]);
    }
    expectOwnerConforms("day", await get(staff, restaurant, `/day?date=${saturday}`));
  });

  it("shows without a date the list running now: the evening's until its night closes, then the new day's", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant } = await seedRestaurant(server.ctx);
    server.clock.set(berlin("2026-06-07", "00:30"));
    const staff = await signedInTab(server, restaurant, "host@bistro.example", "staff");
    const dateShown = async (screen: string) => {
      const res = await get(staff, restaurant, screen);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data.date;
    };
    for (const screen of ["/day", "/timeline", "/waitlist"]) expect(await dateShown(screen), screen).toBe(saturday);
    server.clock.set(berlin("2026-06-07", "02:00"));
    for (const screen of ["/day", "/timeline", "/waitlist"]) expect(await dateShown(screen), screen).toBe("2026-06-07");
  });
});
