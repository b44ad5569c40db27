import { sql } from "kysely";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GuestViewSchema } from "../../../core/reservation/schemas.ts";
import type { Limits } from "../../config.ts";
import { seedRestaurant, TEST_HOURS } from "../../testing/fixtures.ts";
import type { TestDatabase } from "../../testing/test-database.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, book, bookingBody, codeOf, manage, owner, ownerJson, postBooking, setStatus } from "./test-support.ts";

let server: TestServer;
const servers: TestServer[] = [];
/** The file's server, for the tests that need nothing special: each seeds a restaurant of its own on it. */
let shared: { server: TestServer; firstTime: Date } | undefined;
async function start(options: { limits?: Partial<Limits>; now?: string; database?: TestDatabase } = {}): Promise<TestServer> {
  if (Object.keys(options).length === 0) {
    if (!shared) {
      // Its tests all come from 127.0.0.1, and between them may guess more wrong PINs than one IP may; the
      // IP's lockout has its own test, on its own server.
      const started = await startTestServer({ limits: { writesPerMinute: 1000, pinFailuresPerIp: 1000 } });
      shared = { server: started, firstTime: started.clock.now() };
    }
    shared.server.clock.set(shared.firstTime);
    server = shared.server;
    return server;
  }
  const started = await startTestServer({ ...options, limits: { writesPerMinute: 1000, ...options.limits } });
  servers.push(started);
  server = started;
  return started;
}
afterEach(async () => {
  // the last started first: a server on another's database must close before that one is removed
  for (const s of servers.splice(0).reverse()) await s.close();
});
afterAll(() => shared?.server.close());

/** A published restaurant with a key and one booked reservation (pending, Tuesday 2 June 19:00–21:00). */
async function withReservation(settings: Parameters<typeof seedRestaurant>[1] = {}) {
  const seeded = await seedRestaurant(server.ctx, settings);
  const booked = await book(server, seeded.key);
  const creds = { reservation_number: booked.reservation_number, pin: booked.guest_pin };
  return { ...seeded, ...booked, creds };
}

const load = async (key: string, creds: object) => manage(server, key, { action: "load", ...creds });
const viewOf = async (key: string, creds: object) => (await load(key, creds)).json.data.reservation;

describe("load", () => {
  it("answers the guest view: exactly the contract's keys, no internal ids, no PIN", async () => {
    await start();
    const { key, creds, guest_pin } = await withReservation();
    const res = await load(key, creds);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache, no-store, must-revalidate");
    const view = GuestViewSchema.parse(res.json.data.reservation); // strict: an extra key fails
    expect(Object.keys(res.json.data)).toEqual(["reservation"]);
    expect(Object.keys(view).sort()).toEqual(
      [
        "reservation_number",
        "status",
        "guest_first_name",
        "guest_last_name",
        "guest_phone",
        "guest_phone_display",
        "guest_email",
        "party_size",
        "starts_at",
        "ends_at",
        "notify_email",
        "notify_whatsapp",
        "guest_notes",
        "occasion",
        "created_at",
        "updated_at",
        "change_request",
      ].sort(),
    );
    expect(view).toMatchObject({
      reservation_number: creds.reservation_number,
      status: "pending",
      guest_first_name: "Ada",
      guest_last_name: "Lovelace",
      guest_email: "ada@example.org",
      guest_phone: null,
      guest_phone_display: null,
      party_size: 2,
      starts_at: "2026-06-02T17:00:00Z",
      ends_at: "2026-06-02T19:00:00Z",
      notify_email: true,
      notify_whatsapp: false,
      created_at: "2026-06-01T10:00:00Z",
      change_request: null,
    });
    for (const internal of ["id", "restaurant_id", "pin_hmac", "pin", "guest_pin"]) expect(view).not.toHaveProperty(internal);
    expect(res.text).not.toContain(guest_pin);
  });

  it("gives the guest's phone, and a requested one, stored in E.164 and as people read it in the restaurant's country", async () => {
    await start();
    const { key, restaurant } = await withReservation({ settings: { country: "DE" } });
    for (const [typed, stored, display] of [
      ["030 1234567", "+49301234567", "030 1234567"],
      ["+44 20 7946 0958", "+442079460958", "+44 20 7946 0958"],
    ]) {
      const booked = await book(server, key, { guest_phone: typed });
      const view = await viewOf(key, { reservation_number: booked.reservation_number, pin: booked.guest_pin });
      expect([view.guest_phone, view.guest_phone_display]).toEqual([stored, display]);
    }

    const booked = await book(server, key, { guest_phone: "030 1234567" });
    const creds = { reservation_number: booked.reservation_number, pin: booked.guest_pin };
    await setStatus(server, restaurant.slug, booked.reservation_number, "confirmed");
    await manage(server, key, { ...creds, terms_accepted: true, guest_first_name: "Augusta" });
    expect((await viewOf(key, creds)).change_request).toMatchObject({
      changes: { guest_first_name: "Augusta" },
      guest_phone_display: null,
    });
    await manage(server, key, { ...creds, terms_accepted: true, guest_phone: "030 7654321" });
    expect((await viewOf(key, creds)).change_request).toMatchObject({
      changes: { guest_phone: "+49307654321" },
      guest_phone_display: "030 7654321",
    });
  });

  it("compares the PIN case-insensitively after trimming", async () => {
    await start();
    const { key, creds } = await withReservation();
    expect((await load(key, { ...creds, pin: `  ${creds.pin.toLowerCase()}\n` })).status).toBe(200);
  });

  it("answers a wrong number and a wrong PIN with the identical 401, for every action", async () => {
    await start();
    const { key, creds } = await withReservation();
    const wrongPin = { ...creds, pin: creds.pin === "222222" ? "333333" : "222222" };
    const wrongNumber = {
      ...creds,
      reservation_number: creds.reservation_number === 99_999_999 ? 10_000_000 : creds.reservation_number + 1,
    };
    for (const action of ["load", "change", "cancel", undefined]) {
      const a = await manage(server, key, { action, ...wrongPin, terms_accepted: true });
      const b = await manage(server, key, { action, ...wrongNumber, terms_accepted: true });
      expect(a.status).toBe(401);
      expect(a.json).toEqual({ error: { code: "invalid_credentials", message: "The reservation number or PIN is wrong." } });
      expect(b.status).toBe(a.status);
      expect(b.text).toBe(a.text);
    }
    expect((await viewOf(key, creds)).status).toBe("pending"); // nothing was cancelled
  });

  it.each([
    [{ action: "load", pin: "ABC234" }, "reservation_number"],
    [{ action: "load", reservation_number: "123456", pin: "ABC234" }, "reservation_number"],
    [{ action: "load", reservation_number: 12.5, pin: "ABC234" }, "reservation_number"],
    // Numbers are 6 to 8 digits: one outside names no booking, and must not reach the database's column.
    [{ action: "load", reservation_number: 99_999, pin: "ABC234" }, "reservation_number"],
    [{ action: "load", reservation_number: 100_000_000, pin: "ABC234" }, "reservation_number"],
    [{ action: "cancel", reservation_number: 9_007_199_254_740_942, pin: "ABC234" }, "reservation_number"],
    [{ action: "load", reservation_number: 123456 }, "pin"],
    [{ action: "load", reservation_number: 123456, pin: 234567 }, "pin"],
    [{ action: "delete", reservation_number: 123456, pin: "ABC234" }, "action"],
  ])("answers invalid_request naming the field for %j", async (body, field) => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const res = await manage(server, key, body);
    expect([res.status, res.json.error.code, res.json.error.field]).toEqual([400, "invalid_request", field]);
  });
});

describe("change", () => {
  it("applies a change to a pending reservation at once; a moved start keeps the stay's length", async () => {
    await start();
    const { key, creds } = await withReservation();
    server.clock.advance(60_000);
    const res = await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "18:00"), party_size: 4 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { ok: true, change_request: false } });
    expect(await viewOf(key, creds)).toMatchObject({
      starts_at: berlin("2026-06-02", "18:00"),
      ends_at: berlin("2026-06-02", "20:00"),
      party_size: 4,
      updated_at: "2026-06-01T10:01:00Z",
      change_request: null,
    });
    // action "change" is the same as no action; fields not sent keep their values
    await manage(server, key, { action: "change", ...creds, terms_accepted: true, guest_first_name: "Augusta" });
    expect(await viewOf(key, creds)).toMatchObject({ guest_first_name: "Augusta", guest_last_name: "Lovelace", party_size: 4 });
  });

  it("requires the terms in every change and applies the same field rules as a booking", async () => {
    await start();
    const { key, creds } = await withReservation();
    expect(codeOf(await manage(server, key, { ...creds, guest_email: "new@example.org" }))).toBe("terms_required");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, guest_last_name: " " }))).toBe("last_name_required");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, guest_email: null }))).toBe("contact_required");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, notify_email: false }))).toBe("notify_channel_required");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, party_size: 40 }))).toBe("invalid_request");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-08", "19:00") }))).toBe(
      "outside_opening_hours",
    );
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-09-01", "19:00") }))).toBe(
      "booking_horizon",
    );
    expect(await viewOf(key, creds)).toMatchObject({ guest_email: "ada@example.org", starts_at: "2026-06-02T17:00:00Z" });
  });

  it("accepts a change of the e-mail inside the lead time, but not a change of time or party", async () => {
    await start();
    const { key, creds } = await withReservation();
    server.clock.set(berlin("2026-06-02", "18:00")); // an hour before dinner, inside the 2 h lead time
    const typo = await manage(server, key, { ...creds, terms_accepted: true, guest_email: "ada@example.com" });
    expect(typo.json).toEqual({ data: { ok: true, change_request: false } });
    expect((await viewOf(key, creds)).guest_email).toBe("ada@example.com");
    expect(codeOf(await manage(server, key, { ...creds, terms_accepted: true, party_size: 3 }))).toBe("booking_lead_time");
    // sending the stored time again is no change of time
    const same = await manage(server, key, {
      ...creds,
      terms_accepted: true,
      starts_at: "2026-06-02T19:00:00+02:00",
      guest_phone: "+49 30 1234567",
    });
    expect(same.status).toBe(200);
  });

  it("re-checks capacity without counting the reservation itself", async () => {
    await start();
    const { key, creds } = await withReservation({ settings: { maxCoversPerSlot: 4 } });
    await book(server, key, { party_size: 2, starts_at: berlin("2026-06-02", "12:00") });
    // 2 → 4 guests at the same time: its own 2 do not count against it
    expect((await manage(server, key, { ...creds, terms_accepted: true, party_size: 4 })).status).toBe(200);
    const full = await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "13:00") });
    expect([full.status, codeOf(full)]).toEqual([409, "slot_full"]);
  });

  it("turns a change of a confirmed reservation into one open change request, which the owner approves", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation();
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(creds.reservation_number), "confirmed");

    const first = await manage(server, key, { ...creds, terms_accepted: true, party_size: 5 });
    expect(first.json).toEqual({ data: { ok: true, change_request: true, change_request_status: "open" } });
    server.clock.advance(5 * 60_000);
    const second = await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "20:00") });
    expect(second.json).toEqual({ data: { ok: true, change_request: true, change_request_status: "open" } });

    const view = await viewOf(key, creds);
    expect(view).toMatchObject({ status: "confirmed", party_size: 2, starts_at: berlin("2026-06-02", "19:00") }); // unchanged so far
    // the newer request replaced the first one
    expect(view.change_request).toEqual({
      status: "open",
      submitted_at: "2026-06-01T10:05:00Z",
      changes: { starts_at: berlin("2026-06-02", "20:00"), ends_at: berlin("2026-06-02", "22:00") },
      guest_phone_display: null,
    });

    const approved = await ownerJson(
      server,
      "change-request",
      "approve",
      "--restaurant",
      restaurant.slug,
      String(creds.reservation_number),
    );
    expect(approved.reservation).toMatchObject({ starts_at: berlin("2026-06-02", "20:00"), change_request: { status: "approved" } });
    expect(await viewOf(key, creds)).toMatchObject({
      status: "confirmed",
      starts_at: berlin("2026-06-02", "20:00"),
      ends_at: berlin("2026-06-02", "22:00"),
      change_request: { status: "approved" },
    });
  });

  it("in automatic confirmation, approves a change of a confirmed booking at once when it fits, and tells guest and owner", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation({
      settings: { confirmationMode: "auto", maxCoversPerSlot: 6, notificationEmails: ["owner@bistro.example"] },
    });
    expect((await viewOf(key, creds)).status).toBe("confirmed");
    const topics = async () =>
      (await server.rows<{ topic: string }>(sql`SELECT topic FROM outbox WHERE topic <> 'guest.reminder' ORDER BY id`)).map((r) => r.topic);
    const before = (await topics()).length;

    const changed = await manage(server, key, { ...creds, terms_accepted: true, party_size: 4 });
    // The seed's field stays; what became of the request is beside it.
    expect(changed.json).toEqual({ data: { ok: true, change_request: true, change_request_status: "approved" } });
    expect(await viewOf(key, creds)).toMatchObject({ party_size: 4, change_request: { status: "approved", changes: { party_size: 4 } } });
    expect((await topics()).slice(before)).toEqual(["guest.change_approved", "owner.guest_changed"]);

    // One that does not fit is refused as ever, and changes nothing.
    const full = await manage(server, key, { ...creds, terms_accepted: true, party_size: 7 });
    expect([full.status, codeOf(full)]).toEqual([409, "slot_full"]);
    expect((await viewOf(key, creds)).party_size).toBe(4);

    // Turned off, a change waits for the owner again.
    await server.ctx.services.settings.update((await server.ctx.restaurants.findById(restaurant.id))!, { autoApproveChanges: false });
    const asked = await manage(server, key, { ...creds, terms_accepted: true, party_size: 5 });
    expect(asked.json).toEqual({ data: { ok: true, change_request: true, change_request_status: "open" } });
    expect(await viewOf(key, creds)).toMatchObject({ party_size: 4, change_request: { status: "open", changes: { party_size: 5 } } });
  });

  it("lets the owner decline a change request and keeps the reservation as it was", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation();
    const number = String(creds.reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, number, "confirmed");
    await setStatus(server, restaurant.slug, number, "seated");
    // seated is neither pending nor an end state: a change becomes a request
    expect((await manage(server, key, { ...creds, terms_accepted: true, guest_first_name: "Augusta" })).json.data.change_request).toBe(
      true,
    );
    await ownerJson(server, "change-request", "decline", "--restaurant", restaurant.slug, number);
    expect(await viewOf(key, creds)).toMatchObject({
      guest_first_name: "Ada",
      change_request: { status: "declined", changes: { guest_first_name: "Augusta" } },
    });
    expect((await owner(server, "change-request", "approve", "--restaurant", restaurant.slug, number)).stderr).toContain(
      "no open change request",
    );
  });

  it("approving re-checks the request against the rules and capacity of today, and changes nothing when it fails", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation({ settings: { maxCoversPerSlot: 6 } });
    const number = String(creds.reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, number, "confirmed");
    await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-03", "19:00"), party_size: 4 });

    // meanwhile the 3rd of June closes for a private party
    await server.ctx.restaurants.setHours(
      restaurant.id,
      { ...TEST_HOURS, dateExceptions: [{ date: "2026-06-03", closed: true, open: null, close: null, note: "Private party" }] },
      server.clock.now(),
    );
    const closed = await owner(server, "change-request", "approve", "--restaurant", restaurant.slug, number);
    expect(closed.exitCode).toBe(1);
    expect(closed.stderr).toContain("outside_opening_hours");
    expect(await viewOf(key, creds)).toMatchObject({
      starts_at: berlin("2026-06-02", "19:00"),
      party_size: 2,
      change_request: { status: "open" },
    });

    // it opens again, but another party has taken most of the room in the meantime
    await server.ctx.restaurants.setHours(restaurant.id, TEST_HOURS, server.clock.now());
    await book(server, key, { party_size: 3, starts_at: berlin("2026-06-03", "19:30") });
    const full = await owner(server, "change-request", "approve", "--restaurant", restaurant.slug, number);
    expect(full.exitCode).toBe(1);
    expect(full.stderr).toContain("slot_full");
    expect((await viewOf(key, creds)).change_request.status).toBe("open");

    // and the lead time is that of the moment of approval
    server.clock.set(berlin("2026-06-03", "18:00"));
    expect((await owner(server, "change-request", "approve", "--restaurant", restaurant.slug, number)).stderr).toContain(
      "booking_lead_time",
    );
  });

  it("refuses any change to a cancelled, rejected or no-show reservation with 403 not_editable", async () => {
    await start();
    const seeded = await seedRestaurant(server.ctx);
    for (const path of [["cancelled"], ["rejected"], ["confirmed", "no_show"]]) {
      const { reservation_number, guest_pin } = await book(server, seeded.key);
      const creds = { reservation_number, pin: guest_pin };
      for (const status of path) await setStatus(server, seeded.restaurant.slug, reservation_number, status);
      const change = await manage(server, seeded.key, { ...creds, terms_accepted: true, guest_first_name: "Augusta" });
      expect([change.status, codeOf(change)]).toEqual([403, "not_editable"]);
      // even with a body that breaks the rules: nothing could make it editable
      expect(codeOf(await manage(server, seeded.key, { ...creds }))).toBe("not_editable");
      expect(codeOf(await manage(server, seeded.key, { action: "cancel", ...creds }))).toBe("not_editable");
      expect((await viewOf(seeded.key, creds)).status).toBe(path.at(-1));
    }
  });

  it("answers a change that alters nothing without storing a request", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation();
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(creds.reservation_number), "confirmed");
    const res = await manage(server, key, { ...creds, terms_accepted: true, guest_last_name: " Lovelace " });
    expect(res.json).toEqual({ data: { ok: true, change_request: false } });
    expect((await viewOf(key, creds)).change_request).toBeNull();
  });
});

describe("timestamps", () => {
  it("shows created_at, updated_at and submitted_at in UTC to the whole second, whatever the clock's milliseconds", async () => {
    await start({ now: "2026-06-01T10:00:00.789Z" });
    const { key, creds, restaurant } = await withReservation();
    server.clock.set("2026-06-01T10:05:30.999Z");
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(creds.reservation_number), "confirmed");
    server.clock.set("2026-06-01T10:07:00.500Z");
    await manage(server, key, { ...creds, terms_accepted: true, party_size: 3 });
    expect(await viewOf(key, creds)).toMatchObject({
      created_at: "2026-06-01T10:00:00Z",
      updated_at: "2026-06-01T10:05:30Z",
      change_request: { submitted_at: "2026-06-01T10:07:00Z" },
    });
    const shown = (await ownerJson(server, "restaurant", "show", restaurant.slug)).restaurant;
    expect(shown.createdAt).toBe("2026-06-01T10:00:00Z");
  });
});

describe("withdrawing a change request", () => {
  it("a change back to the stored values withdraws the open request: nothing is left to approve", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation();
    const number = String(creds.reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, number, "confirmed");
    expect((await manage(server, key, { ...creds, terms_accepted: true, party_size: 5 })).json.data.change_request).toBe(true);
    expect((await viewOf(key, creds)).change_request).toMatchObject({ status: "open", changes: { party_size: 5 } });

    const back = await manage(server, key, { ...creds, terms_accepted: true, party_size: 2 });
    expect(back.json).toEqual({ data: { ok: true, change_request: false } });
    expect(await viewOf(key, creds)).toMatchObject({ party_size: 2, change_request: null });
    const approve = await owner(server, "change-request", "approve", "--restaurant", restaurant.slug, number);
    expect([approve.exitCode, approve.stderr]).toEqual([1, expect.stringContaining("has no open change request.")]);
    expect((await viewOf(key, creds)).party_size).toBe(2);
  });

  it("keeps a decided request as it was", async () => {
    await start();
    const { key, creds, restaurant } = await withReservation();
    const number = String(creds.reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, number, "confirmed");
    await manage(server, key, { ...creds, terms_accepted: true, party_size: 5 });
    await ownerJson(server, "change-request", "decline", "--restaurant", restaurant.slug, number);
    await manage(server, key, { ...creds, terms_accepted: true, party_size: 2 });
    expect((await viewOf(key, creds)).change_request).toMatchObject({ status: "declined", changes: { party_size: 5 } });
  });
});

describe("cancel", () => {
  it("lets the guest cancel a pending or confirmed reservation, not a seated or completed one", async () => {
    await start();
    const seeded = await seedRestaurant(server.ctx);
    const slug = seeded.restaurant.slug;
    const cancelAfter = async (statuses: string[]) => {
      const { reservation_number, guest_pin } = await book(server, seeded.key);
      for (const s of statuses) await setStatus(server, slug, reservation_number, s);
      const res = await manage(server, seeded.key, { action: "cancel", reservation_number, pin: guest_pin, party_size: 99 });
      return { res, creds: { reservation_number, pin: guest_pin } };
    };
    const pending = await cancelAfter([]);
    expect(pending.res.json).toEqual({ data: { ok: true, status: "cancelled" } });
    expect((await viewOf(seeded.key, pending.creds)).status).toBe("cancelled");
    expect((await cancelAfter(["confirmed"])).res.json.data.status).toBe("cancelled");
    expect(codeOf((await cancelAfter(["confirmed", "seated"])).res)).toBe("not_editable");
    expect(codeOf((await cancelAfter(["confirmed", "seated", "completed"])).res)).toBe("not_editable");
  });
});

describe("PIN-guessing lockout", () => {
  it("locks a number after 5 wrong PINs, even against the right one, until the oldest failure leaves the window", async () => {
    await start();
    const { key, creds } = await withReservation();
    const wrong = { ...creds, pin: creds.pin === "222222" ? "333333" : "222222" };
    for (let i = 0; i < 5; i += 1) {
      expect(codeOf(await load(key, wrong))).toBe("invalid_credentials");
      server.clock.advance(60_000); // failures at 0, 1, 2, 3, 4 minutes
    }
    const locked = await load(key, creds);
    expect([locked.status, codeOf(locked)]).toEqual([429, "rate_limit_exceeded"]);
    expect(locked.headers.get("retry-after")).toBe(String(10 * 60)); // the first failure leaves at 15:00; now is 5:00
    expect(locked.headers.get("cache-control")).toContain("no-store");
    expect(codeOf(await manage(server, key, { action: "cancel", ...creds }))).toBe("rate_limit_exceeded");

    server.clock.advance(10 * 60_000 - 1000);
    expect(codeOf(await load(key, creds))).toBe("rate_limit_exceeded");
    expect((await load(key, creds)).headers.get("retry-after")).toBe("1");
    server.clock.advance(1000);
    expect((await load(key, creds)).status).toBe(200);
  });

  it("resets the number's counter after a successful load", async () => {
    await start();
    const { key, creds } = await withReservation();
    const wrong = { ...creds, pin: creds.pin === "222222" ? "333333" : "222222" };
    for (let i = 0; i < 4; i += 1) await load(key, wrong);
    expect((await load(key, creds)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(codeOf(await load(key, wrong))).toBe("invalid_credentials");
    expect((await load(key, creds)).status).toBe(200);
  });

  it("locks a number that does not exist the same way", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    for (let i = 0; i < 5; i += 1) await load(key, { reservation_number: 123_456, pin: "ABC234" });
    expect(codeOf(await load(key, { reservation_number: 123_456, pin: "ABC234" }))).toBe("rate_limit_exceeded");
  });

  it("locks a client IP out of every manage request after pinFailuresPerIp failures", async () => {
    await start({ limits: { pinFailuresPerIp: 3 } });
    const { key, creds } = await withReservation();
    for (let i = 0; i < 3; i += 1) await load(key, { reservation_number: 200_000 + i, pin: "ABC234" });
    const locked = await load(key, creds);
    expect([locked.status, codeOf(locked)]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(locked.headers.get("retry-after"))).toBe(15 * 60);
    expect(codeOf(await manage(server, key, { nonsense: true }))).toBe("rate_limit_exceeded");
    // a rate limit, so it answers before the body is parsed: broken JSON and no body get 429 too
    expect(codeOf(await server.request("/api/v1/reservation/manage", { key, body: "{nope" }))).toBe("rate_limit_exceeded");
    expect(codeOf(await server.request("/api/v1/reservation/manage", { key, method: "POST" }))).toBe("rate_limit_exceeded");
    // bookings are not manage requests
    expect((await postBooking(server, key, bookingBody())).status).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await load(key, creds)).status).toBe(200);
  });

  it("survives a restart: a new app on the same database keeps the lockout", async () => {
    const first = await start();
    const { key, creds } = await withReservation();
    const wrong = { ...creds, pin: creds.pin === "222222" ? "333333" : "222222" };
    for (let i = 0; i < 5; i += 1) await load(key, wrong);

    const restarted = await start({ database: first.database, now: first.clock.now().toISOString() });
    expect(restarted).not.toBe(first);
    const locked = await load(key, creds);
    expect([locked.status, codeOf(locked)]).toEqual([429, "rate_limit_exceeded"]);
    restarted.clock.advance(15 * 60_000);
    expect((await load(key, creds)).status).toBe(200);
  });
});
