import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIN_ALPHABET } from "../../../core/limits.ts";
import { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import { openPayload } from "../../notifications/payload.ts";
import type { RestaurantSettings } from "../../restaurants/settings.ts";
import { seedRestaurant, storeReservations } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { CSV_COLUMNS } from "./export-csv.ts";
import { OwnerDeskService } from "./owner-desk.ts";
import { berlin, book, bookingBody, manage } from "./test-support.ts";

// One server for the file; each test starts with a restaurant of its own, at the server's first time.
let server: TestServer;
let firstTime: Date;
beforeAll(async () => {
  server = await startTestServer();
  firstTime = server.clock.now();
});
afterAll(() => server.close());

/** The test server (clock: Monday 1 June 2026, 12:00 in Berlin), a new restaurant with TEST_HOURS, and the desk over them. */
async function start(settings: Partial<RestaurantSettings> = {}) {
  server.clock.set(firstTime);
  const seeded = await seedRestaurant(server.ctx, { settings });
  const desk = new OwnerDeskService(server.ctx.store, server.clock, new ReservationNotifier(server.ctx.secret), server.ctx.secret);
  return { ...seeded, desk };
}

/** What the console sends when the owner books: a guest's fields, no terms to accept. */
const ownerBody = (overrides: Record<string, unknown> = {}) => bookingBody({ terms_accepted: null, ...overrides });

/** The error a promise rejects with, as `{code, field}`. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; field: string | undefined }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code: string; field: string | undefined },
  );
  expect(error, "expected a refusal").not.toBeNull();
  return { code: error!.code, field: error!.field };
}

describe("daySheet", () => {
  it("counts per slot the guests of occupying stays that overlap it, cancelled ones left out", async () => {
    const { desk, key, restaurant } = await start({ maxCoversPerSlot: 10 });
    const onTuesday = (time: string, party: number, more: Record<string, unknown> = {}) =>
      book(server, key, { starts_at: berlin("2026-06-02", time), party_size: party, ...more });
    const short = await onTuesday("18:00", 1, { ends_at: berlin("2026-06-02", "18:30") });
    const seven = await onTuesday("19:00", 2);
    const cancelled = await onTuesday("19:30", 3);
    const eight = await onTuesday("20:00", 4);
    await book(server, key, { starts_at: berlin("2026-06-03", "19:00"), party_size: 5 }); // Wednesday
    await server.ctx.services.owner.setStatus(restaurant, cancelled.reservation_number, "cancelled");
    await server.ctx.services.owner.setStatus(restaurant, seven.reservation_number, "confirmed");

    const sheet = await desk.daySheet(restaurant, "2026-06-02");
    expect(sheet).toMatchObject({ date: "2026-06-02", timezone: "Europe/Berlin", capacity: 10 });
    expect(sheet.reservations.map((r) => [r.reservation_number, r.status])).toEqual([
      [short.reservation_number, "pending"],
      [seven.reservation_number, "confirmed"],
      [cancelled.reservation_number, "cancelled"],
      [eight.reservation_number, "pending"],
    ]);
    // 12:00–22:00, two-hour stays ending by closing, every 15 minutes: 12:00 to 20:00.
    expect(sheet.slots.map((s) => s.time)).toEqual(quarterHours("12:00", "20:00"));
    const covers = Object.fromEntries(sheet.slots.map((s) => [s.time, s.covers]));
    expect(covers).toMatchObject({
      "12:00": 0,
      "16:00": 0,
      "16:15": 1,
      "17:00": 1,
      "18:00": 3,
      "18:15": 7,
      "18:30": 6,
      "19:00": 6,
      "20:00": 6,
    });
    expect(sheet.slots.find((s) => s.time === "19:00")).toEqual({
      time: "19:00",
      starts_at: berlin("2026-06-02", "19:00"),
      covers: 6,
      capacity: 10,
    });
    // The same count as the capacity check's query, slot by slot.
    for (const slot of sheet.slots) {
      const end = DateTime.fromISO(slot.starts_at).plus({ minutes: 120 }).toUTC().toISO({ suppressMilliseconds: true })!;
      expect(slot.covers, slot.time).toBe(
        await server.ctx.store.read.reservations.coversOverlapping(restaurant.id, "live", slot.starts_at, end),
      );
    }
  });

  it("lists the whole day, times inside the lead time included, and counts the small hours of an overnight interval", async () => {
    const { desk, key, restaurant } = await start();
    await book(server, key, { starts_at: berlin("2026-06-07", "00:00"), party_size: 3 }); // Saturday's night, 18:00–02:00
    const saturday = await desk.daySheet(restaurant, "2026-06-06");
    expect(saturday.slots.at(-1)).toMatchObject({ time: "00:00", starts_at: berlin("2026-06-07", "00:00"), covers: 3, capacity: null });
    expect(saturday.slots.find((s) => s.time === "22:00")?.covers).toBe(0);
    expect(saturday.slots.find((s) => s.time === "22:15")?.covers).toBe(3);

    server.clock.set(berlin("2026-06-02", "19:00"));
    const today = await desk.daySheet(restaurant, "2026-06-02");
    expect(today.slots[0]?.time).toBe("12:00");
    expect(await desk.daySheet(restaurant, "2026-06-01")).toMatchObject({ reservations: [], slots: [] }); // Monday: closed
  });

  it("refuses a date that is not one", async () => {
    const { desk, restaurant } = await start();
    expect(await refusal(desk.daySheet(restaurant, "2026-02-30"))).toEqual({ code: "invalid_request", field: "date" });
  });
});

describe("search", () => {
  it("finds by number, name, phone and e-mail, newest start first, in this restaurant only", async () => {
    const { desk, key, restaurant } = await start();
    const adaLate = await book(server, key, { guest_phone: "+49 30 1234567", starts_at: berlin("2026-06-04", "19:00") });
    const adaEarly = await book(server, key, { guest_phone: "+49 30 1234567", starts_at: berlin("2026-06-02", "19:00") });
    const grace = await book(server, key, { guest_first_name: "Grace", guest_last_name: "Hopper", guest_email: "Grace@Navy.example" });
    const other = await seedRestaurant(server.ctx);
    await book(server, other.key, { guest_first_name: "Ada", guest_phone: "+49 30 1234567" });
    const numbers = async (query: string) => (await desk.search(restaurant, query)).map((r) => r.reservation_number);

    expect(await numbers(String(grace.reservation_number))).toEqual([grace.reservation_number]);
    expect(await numbers(` ${adaEarly.reservation_number} `)).toEqual([adaEarly.reservation_number]);
    expect(await numbers("LOVE")).toEqual([adaLate.reservation_number, adaEarly.reservation_number]);
    expect(await numbers("grac")).toEqual([grace.reservation_number]);
    expect(await numbers("+49 (30) 123-45")).toEqual([adaLate.reservation_number, adaEarly.reservation_number]);
    expect(await numbers("1234567")).toEqual([adaLate.reservation_number, adaEarly.reservation_number]);
    expect(await numbers("navy.EXAMPLE")).toEqual([grace.reservation_number]);
    expect(await numbers("@example.org")).toEqual([adaLate.reservation_number, adaEarly.reservation_number]);
    expect(await numbers("nobody")).toEqual([]);
    expect(await numbers("   ")).toEqual([]);
    expect(await desk.search(restaurant, "a", 1)).toHaveLength(1);
    expect(await refusal(desk.search(restaurant, "a", 0))).toEqual({ code: "invalid_request", field: "limit" });
  });

  it("reads % _ and \\ as themselves, not as wildcards", async () => {
    const { desk, key, restaurant } = await start();
    await book(server, key, { guest_last_name: "Lovelace" });
    const underscore = await book(server, key, { guest_last_name: "O_Neil", guest_email: "oneil@example.org" });
    const numbers = async (query: string) => (await desk.search(restaurant, query)).map((r) => r.reservation_number);
    expect(await numbers("%")).toEqual([]);
    expect(await numbers("%%")).toEqual([]);
    expect(await numbers("l%e")).toEqual([]);
    expect(await numbers("_")).toEqual([underscore.reservation_number]);
    expect(await numbers("o_n")).toEqual([underscore.reservation_number]);
    expect(await numbers("\\")).toEqual([]);
    expect(await numbers("'")).toEqual([]);
  });
});

describe("the guest's phone as staff read it", () => {
  it("is national in the restaurant's country and international from elsewhere; guest_phone stays E.164", async () => {
    const { desk, key, restaurant } = await start({ country: "DE" });
    await book(server, key, { guest_phone: "030 1234567", starts_at: berlin("2026-06-02", "18:00") });
    await book(server, key, { guest_phone: "+44 20 7946 0958", starts_at: berlin("2026-06-02", "19:00") });
    await book(server, key, { guest_phone: null, guest_email: "ada@example.org", starts_at: berlin("2026-06-02", "20:00") });
    const day = await desk.daySheet(restaurant, "2026-06-02");
    expect(day.reservations.map((r) => [r.guest_phone, r.guest_phone_display])).toEqual([
      ["+49301234567", "030 1234567"],
      ["+442079460958", "+44 20 7946 0958"],
      [null, null],
    ]);
    // Searched as typed, or as the console shows it: the national form, whole or begun.
    for (const query of ["1234567", "030 1234567", "030 12345", "+49 30 1234567"]) {
      const found = await desk.search(restaurant, query);
      expect(
        found.map((r) => r.guest_phone_display),
        query,
      ).toEqual(["030 1234567"]);
    }
  });
});

describe("exportCsv", () => {
  const text = async (lines: Promise<AsyncIterable<string>>) => {
    let csv = "";
    for await (const line of await lines) csv += line;
    return csv;
  };

  it("writes a header and one CRLF-ended record per reservation of the dates, in local time", async () => {
    const { desk, key, restaurant } = await start();
    const first = await book(server, key, {
      guest_first_name: 'Jo, "the chef"',
      guest_last_name: '=HYPERLINK("https://evil.example","x")',
      guest_phone: "+49 30 1234567",
      starts_at: berlin("2026-06-02", "19:00"),
    });
    server.clock.advance(60_000);
    const second = await book(server, key, {
      guest_first_name: null,
      guest_last_name: "@SUM(1+1)",
      guest_email: "-x@example.org",
      starts_at: berlin("2026-06-03", "20:30"),
      ends_at: berlin("2026-06-03", "21:00"),
      party_size: 4,
    });
    await book(server, key, { starts_at: berlin("2026-06-04", "19:00") }); // the day after `to`
    await server.ctx.services.owner.setStatus(restaurant, second.reservation_number, "rejected");

    const csv = await text(desk.exportCsv(restaurant, "2026-06-02", "2026-06-03"));
    expect(csv).toBe(
      "number,status,date,time,end,party,first_name,last_name,phone,email,occasion,special_requests,language,notify_email,notify_whatsapp,created_at,updated_at,source,tables,guest_visits,guest_no_shows,guest_allergies,guest_vip\r\n" +
        `${first.reservation_number},pending,2026-06-02,19:00,21:00,2,"Jo, ""the chef""","'=HYPERLINK(""https://evil.example"",""x"")","'+49301234567",ada@example.org,,,en,yes,no,2026-06-01 12:00:00,2026-06-01 12:00:00,online,,0,0,,no\r\n` +
        `${second.reservation_number},rejected,2026-06-03,20:30,21:00,4,,"'@SUM(1+1)",,"'-x@example.org",,,en,yes,no,2026-06-01 12:01:00,2026-06-01 12:01:00,online,,0,0,,no\r\n`,
    );
    expect(csv.split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
  });

  it("writes for Excel: a byte-order mark, its separator, phones as text in the restaurant's form, every field", async () => {
    const { desk, key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { country: "DE" }, server.clock.now());
    const { reservation_number } = await book(server, key, {
      guest_first_name: "Jürgen",
      guest_last_name: "Krüger; Sohn",
      guest_phone: "+49 30 1234567",
      guest_notes: "Nut allergy\nHigh chair",
      occasion: "birthday",
      guest_locale: "de-DE",
      starts_at: berlin("2026-06-02", "19:00"),
    });
    await book(server, key, { guest_phone: "+44 20 7946 0958", starts_at: berlin("2026-06-02", "20:00") });
    const settled = await server.ctx.restaurants.findById(restaurant.id);
    const csv = await text(desk.exportCsv(settled!, "2026-06-02", "2026-06-02", { format: "excel", separator: ";" }));
    expect(csv.startsWith("\uFEFFnumber;status;date;time;end;party;first_name;last_name;phone;email;occasion;special_requests;")).toBe(
      true,
    );
    const [, mine, other] = csv.slice(1).split("\r\n");
    expect(mine).toBe(
      `${reservation_number};pending;2026-06-02;19:00;21:00;2;Jürgen;"Krüger; Sohn";"=""030 1234567""";ada@example.org;birthday;"Nut allergy\nHigh chair";de;yes;no;2026-06-01 12:00:00;2026-06-01 12:00:00;online;;0;0;nuts;no`,
    );
    expect(other).toContain(';"=""+44 20 7946 0958""";');
    // Plain CSV keeps phones as stored, guarded.
    const plain = await text(desk.exportCsv(settled!, "2026-06-02", "2026-06-02"));
    expect(plain.startsWith("number,")).toBe(true);
    expect(plain).toContain(`,"'+49301234567",`);
  });

  it("takes at most 366 days, from on or before to", async () => {
    const { desk, restaurant } = await start();
    expect(await text(desk.exportCsv(restaurant, "2026-01-01", "2027-01-01"))).toBe(`${CSV_COLUMNS.join(",")}\r\n`); // 366 days
    expect(await refusal(desk.exportCsv(restaurant, "2026-01-01", "2027-01-02"))).toEqual({ code: "invalid_request", field: "to" });
    expect(await refusal(desk.exportCsv(restaurant, "2026-06-02", "2026-06-01"))).toEqual({ code: "invalid_request", field: "to" });
    expect(await refusal(desk.exportCsv(restaurant, "2026-13-01", "2026-06-01"))).toEqual({ code: "invalid_request", field: "from" });
    expect(await refusal(desk.exportCsv(restaurant, "2026-06-01", "tomorrow"))).toEqual({ code: "invalid_request", field: "to" });
  });

  it("refuses dates holding more than exportMaxRows reservations, saying how many they hold", async () => {
    const { desk, restaurant } = await start();
    desk.exportMaxRows = 2;
    await storeReservations(server.ctx, restaurant, [
      berlin("2026-06-02", "19:00"),
      berlin("2026-06-03", "19:00"),
      berlin("2026-06-04", "19:00"),
    ]);
    expect((await text(desk.exportCsv(restaurant, "2026-06-02", "2026-06-03"))).split("\r\n")).toHaveLength(4);
    await expect(desk.exportCsv(restaurant, "2026-06-02", "2026-06-04")).rejects.toMatchObject({
      code: "invalid_request",
      field: "to",
      message: "These dates hold 3 reservations; an export holds at most 2. Export fewer days at a time.",
    });
  });
});

describe("bookForGuest", () => {
  it("confirms at once, without terms, gives a working PIN and writes the guest's confirmation to the outbox", async () => {
    const { desk, key, restaurant } = await start(); // manual confirmation, terms required of guests
    const { reservation, pin } = await desk.bookForGuest(restaurant, ownerBody({ guest_locale: "de-DE" }), {});
    expect(reservation).toMatchObject({
      status: "confirmed",
      guest_last_name: "Lovelace",
      party_size: 2,
      starts_at: berlin("2026-06-02", "19:00"),
      ends_at: berlin("2026-06-02", "21:00"),
      change_request: null,
    });
    expect(pin).toMatch(new RegExp(`^[${PIN_ALPHABET}]{6}$`));

    const outbox = await server.ctx.store.read.outbox.list({ restaurantId: restaurant.id });
    const confirmation = outbox.find((m) => m.topic === "guest.booking_confirmed");
    expect(confirmation).toMatchObject({ channel: "email", recipient: "ada@example.org", status: "queued" });
    const payload = openPayload(server.ctx.secret, confirmation!.payloadSealed!);
    expect(payload).toMatchObject({ message: { pin, lang: "de", reservation: { number: reservation.reservation_number } } });
    expect(outbox.some((m) => m.topic === "guest.reminder")).toBe(true);

    const loaded = await manage(server, key, { action: "load", reservation_number: reservation.reservation_number, pin });
    expect(loaded.status).toBe(200);
    expect(loaded.json.data.reservation.status).toBe("confirmed");
  });

  it("books a guest on the phone who wants no message, and asks for the e-mail when e-mail is chosen without one", async () => {
    const { desk, restaurant } = await start();
    const byPhone = { guest_email: null, guest_phone: "+49 30 1234567" };
    const { reservation } = await desk.bookForGuest(restaurant, ownerBody({ ...byPhone, notify_email: false }), {});
    expect(reservation).toMatchObject({ status: "confirmed", notify_email: false, notify_whatsapp: false });
    const toGuest = (await server.ctx.store.read.outbox.list({ restaurantId: restaurant.id })).filter((m) => m.topic.startsWith("guest."));
    expect(toGuest).toEqual([]);
    expect(await refusal(desk.bookForGuest(restaurant, ownerBody({ ...byPhone, notify_email: true }), {}))).toEqual({
      code: "contact_required",
      field: "guest_email",
    });
  });

  it("applies a guest booking's field rules", async () => {
    const { desk, restaurant } = await start();
    expect(await refusal(desk.bookForGuest(restaurant, ownerBody({ guest_last_name: "" }), {}))).toEqual({
      code: "last_name_required",
      field: "guest_last_name",
    });
    expect(await refusal(desk.bookForGuest(restaurant, ownerBody({ guest_email: null }), {}))).toMatchObject({ code: "contact_required" });
    const overrides = { insideLeadTime: true, overCapacity: true };
    // A party the restaurant does not take online is the console's warning; none takes more than 100.
    expect(await refusal(desk.bookForGuest(restaurant, ownerBody({ party_size: 50 }), overrides))).toEqual({
      code: "party_size_outside_limits",
      field: "party_size",
    });
    expect(await refusal(desk.bookForGuest(restaurant, ownerBody({ party_size: 101 }), { ...overrides, outsidePartySize: true }))).toEqual({
      code: "invalid_request",
      field: "party_size",
    });
    expect(await refusal(desk.bookForGuest(restaurant, "nonsense", overrides))).toMatchObject({ code: "invalid_request" });
  });

  it("books inside the lead time only when told to, the past of today included", async () => {
    const { desk, restaurant } = await start(); // a lead time of two hours
    server.clock.set(berlin("2026-06-02", "18:00"));
    const soon = ownerBody({ starts_at: berlin("2026-06-02", "19:00") });
    expect(await refusal(desk.bookForGuest(restaurant, soon, {}))).toEqual({ code: "booking_lead_time", field: "starts_at" });
    expect(await refusal(desk.bookForGuest(restaurant, soon, { overCapacity: true }))).toMatchObject({ code: "booking_lead_time" });
    expect(await server.ctx.store.read.reservations.list(restaurant.id)).toEqual([]);

    expect((await desk.bookForGuest(restaurant, soon, { insideLeadTime: true })).reservation.status).toBe("confirmed");
    const walkIn = ownerBody({ starts_at: berlin("2026-06-02", "17:45"), guest_last_name: "Walk-in" });
    expect((await desk.bookForGuest(restaurant, walkIn, { insideLeadTime: true })).reservation.guest_last_name).toBe("Walk-in");
  });

  it("never books a stay already over, whatever the overrides, and tells the guest nothing", async () => {
    const { desk, restaurant } = await start(); // two-hour stays
    server.clock.set(berlin("2026-06-02", "20:30"));
    const both = { insideLeadTime: true, overCapacity: true };
    // Ended at 14:00, and at 20:30 exactly: over. Begun at 18:45, ending 20:45: still going on.
    for (const start of ["12:00", "18:30"]) {
      const over = ownerBody({ starts_at: berlin("2026-06-02", start) });
      expect(await refusal(desk.bookForGuest(restaurant, over, {}))).toEqual({ code: "stay_over", field: "starts_at" });
      expect(await refusal(desk.bookForGuest(restaurant, over, both))).toEqual({ code: "stay_over", field: "starts_at" });
    }
    expect(await server.ctx.store.read.reservations.list(restaurant.id)).toEqual([]);
    expect(await server.ctx.store.read.outbox.list({ restaurantId: restaurant.id })).toEqual([]);
    const seated = ownerBody({ starts_at: berlin("2026-06-02", "18:45"), guest_last_name: "Seated" });
    expect(await refusal(desk.bookForGuest(restaurant, seated, {}))).toMatchObject({ code: "booking_lead_time" });
    expect((await desk.bookForGuest(restaurant, seated, { insideLeadTime: true })).reservation.guest_last_name).toBe("Seated");
  });

  it("books past capacity only when told to", async () => {
    const { desk, key, restaurant } = await start({ maxCoversPerSlot: 4 });
    await book(server, key, { party_size: 3 });
    const two = ownerBody({ party_size: 2 });
    expect(await refusal(desk.bookForGuest(restaurant, two, {}))).toEqual({ code: "slot_full", field: "starts_at" });
    expect(await refusal(desk.bookForGuest(restaurant, two, { insideLeadTime: true }))).toMatchObject({ code: "slot_full" });
    await desk.bookForGuest(restaurant, two, { overCapacity: true });
    const sheet = await desk.daySheet(restaurant, "2026-06-02");
    expect(sheet.slots.find((s) => s.time === "19:00")).toMatchObject({ covers: 5, capacity: 4 });
  });

  it("never books when the restaurant is closed, whatever the overrides", async () => {
    const { desk, restaurant } = await start({ maxCoversPerSlot: 1 });
    const both = { insideLeadTime: true, overCapacity: true };
    const monday = ownerBody({ starts_at: berlin("2026-06-08", "19:00") });
    expect(await refusal(desk.bookForGuest(restaurant, monday, both))).toEqual({ code: "outside_opening_hours", field: "starts_at" });
    server.clock.set(berlin("2026-06-02", "21:30"));
    const afterClosing = ownerBody({ starts_at: berlin("2026-06-02", "21:45"), party_size: 1 });
    expect(await refusal(desk.bookForGuest(restaurant, afterClosing, {}))).toMatchObject({ code: "booking_lead_time" });
    expect(await refusal(desk.bookForGuest(restaurant, afterClosing, both))).toMatchObject({ code: "outside_opening_hours" });
    expect(await server.ctx.store.read.reservations.list(restaurant.id)).toEqual([]);
  });
});

/** "HH:MM" every 15 minutes from `first` to `last`, both included. */
function quarterHours(first: string, last: string): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const times = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}
