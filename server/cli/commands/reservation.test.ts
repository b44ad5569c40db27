import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { berlin, book, bookingBody, manage, owner, ownerJson, postBooking, setStatus } from "../../modules/reservation/test-support.ts";
import { CouvertError } from "../../../core/errors.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
let slug: string;
let key: string;
// One server for the file (a restaurant for each test); every test starts at its first time.
let start: Date;
beforeAll(async () => {
  server = await startTestServer({ limits: { writesPerMinute: 1000, bookingsPerHour: 1000 } });
  start = server.clock.now();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.set(start);
  const seeded = await seedRestaurant(server.ctx);
  slug = seeded.restaurant.slug;
  key = seeded.key;
});

// eslint-disable-next-line no-control-regex -- what must not reach the terminal raw
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

describe("couvert reservation", () => {
  it("prints what a guest typed with control characters escaped, in the table and in --json", async () => {
    const { reservation_number } = await book(server, key, { guest_last_name: "Doe" });
    // A row stored before the API refused such names (or written by other means).
    const hostile = "Doe\u001b]0;owned\u0007\u001b[2J\r\u202eevil\u009b";
    await server.rows(sql`UPDATE reservations SET guest_last_name = ${hostile} WHERE reservation_number = ${reservation_number}`);

    const table = await owner(server, "reservation", "list", "--restaurant", slug);
    expect(table.stdout).not.toMatch(RAW_CONTROL);
    expect(table.stdout).toContain("Doe\\u001b]0;owned\\u0007\\u001b[2J\\u000d\\u202eevil\\u009b");

    const json = await owner(server, "reservation", "list", "--restaurant", slug, "--json");
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stdout).reservations[0].guest_last_name).toBe(hostile);
  });

  it("is not reached by such names through the API: they are refused", async () => {
    const res = await postBooking(server, key, bookingBody({ guest_last_name: "Doe\u001b[2J" }));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "invalid_request", field: "guest_last_name" });
  });

  it("lists by start time, filtered by status and by the restaurant's local date", async () => {
    const late = await book(server, key, { starts_at: berlin("2026-06-07", "00:30"), ends_at: berlin("2026-06-07", "01:30") }); // 22:30Z on the 6th
    const early = await book(server, key, { starts_at: berlin("2026-06-06", "18:00") });
    const other = await book(server, key, { starts_at: berlin("2026-06-02", "12:00"), guest_last_name: "Hopper" });
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, String(other.reservation_number), "confirmed");

    const all = (await ownerJson(server, "reservation", "list", "--restaurant", slug)).reservations;
    expect(all.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([
      other.reservation_number,
      early.reservation_number,
      late.reservation_number,
    ]);
    expect(all[0]).not.toHaveProperty("id");
    expect(all[0]).not.toHaveProperty("pin_hmac");

    const onSixth = (await ownerJson(server, "reservation", "list", "--restaurant", slug, "--date", "2026-06-06")).reservations;
    expect(onSixth.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([early.reservation_number]);
    const onSeventh = (await ownerJson(server, "reservation", "list", "--restaurant", slug, "--date", "2026-06-07")).reservations;
    expect(onSeventh.map((r: { reservation_number: number }) => r.reservation_number)).toEqual([late.reservation_number]);

    const confirmed = (await ownerJson(server, "reservation", "list", "--restaurant", slug, "--status", "confirmed")).reservations;
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ guest_last_name: "Hopper", status: "confirmed" });

    const text = await owner(server, "reservation", "list", "--restaurant", slug);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain("2026-06-07 00:30");
    expect(text.stdout).toContain("Ada Hopper");
  });

  it("refuses bad filters, unknown restaurants and numbers with a clear message", async () => {
    expect((await owner(server, "reservation", "list", "--restaurant", slug, "--status", "eaten")).stderr).toContain(
      '"eaten" is not a status',
    );
    expect((await owner(server, "reservation", "list", "--restaurant", slug, "--date", "6/2/2026")).stderr).toContain("not a date");
    expect((await owner(server, "reservation", "list", "--restaurant", slug, "--date", "2026-06-31")).stderr).toContain("not a date");
    expect((await owner(server, "reservation", "list", "--restaurant", "nope")).stderr).toContain('No restaurant with slug "nope"');
    const missing = await owner(server, "reservation", "show", "--restaurant", slug, "123456");
    expect([missing.exitCode, missing.stderr]).toEqual([1, expect.stringContaining("has no reservation 123456")]);
    expect((await owner(server, "reservation", "show", "--restaurant", slug, "12ab")).stderr).toContain("NUMBER must be");
  });

  it("shows one reservation with its change request", async () => {
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, party_size: 6 });

    const shown = await ownerJson(server, "reservation", "show", "--restaurant", slug, number);
    expect(shown.reservation).toMatchObject({
      reservation_number,
      status: "confirmed",
      party_size: 2,
      change_request: { status: "open", changes: { party_size: 6 }, submitted_at: "2026-06-01T10:00:00Z", decided_at: null },
    });
    const text = (await owner(server, "reservation", "show", "--restaurant", slug, number)).stdout;
    expect(text).toContain(`Reservation ${number} (confirmed)`);
    expect(text).toContain("2026-06-02 19:00");
    expect(text).toContain("change request: open");
    expect(text).toMatch(/party_size\s+→ 6/);
    expect(text).not.toContain(guest_pin);
  });

  it("moves a reservation only along the owner's transitions", async () => {
    const { reservation_number } = await book(server, key);
    const number = String(reservation_number);
    const refused = await owner(server, "reservation", "set-status", "--restaurant", slug, number, "seated");
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain("is pending and cannot move to seated; from pending it can move to confirmed, rejected, cancelled");
    expect((await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed")).reservation.status).toBe(
      "confirmed",
    );
    // Seated from six hours before the booking's 19:00 (docs/api.md §6.3), not a day ahead.
    server.clock.set(berlin("2026-06-02", "12:59"));
    const early = await owner(server, "reservation", "set-status", "--restaurant", slug, number, "seated");
    expect([early.exitCode, early.stderr]).toEqual([
      1,
      expect.stringContaining(`Reservation ${number} can move to seated from 2026-06-02 13:00 on.`),
    ]);
    server.clock.set(berlin("2026-06-02", "13:00"));
    for (const status of ["seated", "completed"]) {
      expect((await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, status)).reservation.status).toBe(status);
    }
    expect((await owner(server, "reservation", "set-status", "--restaurant", slug, number, "cancelled")).stderr).toContain(
      "completed is final",
    );
    expect((await owner(server, "reservation", "set-status", "--restaurant", slug, number, "gone")).stderr).toContain(
      'STATUS "gone" is not a status',
    );
    expect((await owner(server, "reservation", "set-status", "--restaurant", slug, number)).stderr).toContain("STATUS is required");
  });
});

describe("owner actions that cannot be done", () => {
  const thrown = async (work: () => Promise<unknown>): Promise<unknown> => {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error("expected a refusal");
  };

  it("throw the server's one error type with the contract's code; the command line prints its sentence, without usage", async () => {
    const service = server.ctx.services.owner;
    await server.ctx.restaurants.updateSettings(
      (await server.ctx.restaurants.findBySlug(slug))!.id,
      { maxCoversPerSlot: 4 },
      server.clock.now(),
    );
    const restaurant = (await server.ctx.restaurants.findBySlug(slug))!;
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);

    const missing = await thrown(() => service.show(restaurant, 123456));
    expect(missing).toBeInstanceOf(CouvertError);
    expect(missing).toMatchObject({ code: "not_found", message: `${slug} has no reservation 123456.` });
    expect(await thrown(() => service.setStatus(restaurant, reservation_number, "seated"))).toMatchObject({
      code: "invalid_request",
      field: "status",
    });
    expect(await thrown(() => service.decline(restaurant, reservation_number))).toMatchObject({ code: "not_found" });

    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    server.clock.set(berlin("2026-06-02", "18:59"));
    expect(await thrown(() => service.setStatus(restaurant, reservation_number, "no_show"))).toMatchObject({
      code: "too_early",
      message: `Reservation ${number} can move to no_show from 2026-06-02 19:00 on.`,
    });
    server.clock.set("2026-06-01T10:00:00Z");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, party_size: 4 });
    await book(server, key, { party_size: 2, starts_at: berlin("2026-06-02", "20:00") });
    expect(await thrown(() => service.approve(restaurant, reservation_number))).toMatchObject({ code: "slot_full", field: "starts_at" });

    const printed = await owner(server, "change-request", "approve", "--restaurant", slug, number, "--json");
    expect([printed.exitCode, printed.stdout]).toEqual([1, ""]);
    expect(printed.stderr).toBe(
      `couvert change-request approve: Cannot approve the change request of reservation ${number}: slot_full (This time is fully booked.). Nothing was changed.\n`,
    );
  });
});

describe("couvert change-request", () => {
  it("approves and declines with readable output, and says so when there is nothing to decide", async () => {
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);
    expect((await owner(server, "change-request", "decline", "--restaurant", slug, number)).stderr).toContain(
      `Reservation ${number} has no open change request.`,
    );
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, guest_email: "ada@lovelace.example" });

    const approved = await owner(server, "change-request", "approve", "--restaurant", slug, number);
    expect(approved.exitCode).toBe(0);
    expect(approved.stdout).toContain("Approved and applied.");
    expect(approved.stdout).toContain("ada@lovelace.example");

    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, party_size: 3 });
    const declined = await owner(server, "change-request", "decline", "--restaurant", slug, number, "--json");
    expect(JSON.parse(declined.stdout).reservation).toMatchObject({ party_size: 2, change_request: { status: "declined" } });
  });

  it("a guest's cancel closes the open change request (declined), so there is nothing left to approve", async () => {
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, party_size: 3 });
    server.clock.advance(60_000);
    await manage(server, key, { action: "cancel", reservation_number, pin: guest_pin });
    const shown = (await ownerJson(server, "reservation", "show", "--restaurant", slug, number)).reservation;
    expect(shown).toMatchObject({
      status: "cancelled",
      party_size: 2,
      change_request: { status: "declined", decided_at: "2026-06-01T10:01:00Z" },
    });
    const approve = await owner(server, "change-request", "approve", "--restaurant", slug, number);
    expect([approve.exitCode, approve.stderr]).toEqual([
      1,
      expect.stringContaining("has no open change request (the last one was declined)"),
    ]);
  });

  it.each([["cancelled"], ["no_show"]])("an owner's move to %s closes the open change request (declined)", async (end) => {
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, party_size: 3 });
    server.clock.set(berlin("2026-06-02", "19:00")); // the booking's start: a no-show is due
    const moved = (await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, end)).reservation;
    expect(moved).toMatchObject({ status: end, change_request: { status: "declined", decided_at: "2026-06-02T17:00:00Z" } });
    expect((await owner(server, "change-request", "approve", "--restaurant", slug, number)).stderr).toContain("has no open change request");
  });

  it("a move that is not an end state keeps the open change request", async () => {
    const { reservation_number, guest_pin } = await book(server, key);
    const number = String(reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", slug, number, "confirmed");
    await manage(server, key, { reservation_number, pin: guest_pin, terms_accepted: true, guest_first_name: "Augusta" });
    const seated = (await setStatus(server, slug, number, "seated")).reservation;
    expect(seated.change_request).toMatchObject({ status: "open", decided_at: null });
  });
});
