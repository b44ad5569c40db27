import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, book, bookingBody, codeOf, manage, owner, ownerJson, postBooking } from "./test-support.ts";

// One server for the file: each test seeds its own restaurant and moves the clock only forward.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const viewOf = async (key: string, creds: object) => (await manage(server, key, { action: "load", ...creds })).json.data.reservation;
const credsOf = (booked: { reservation_number: number; guest_pin: string }) => ({
  reservation_number: booked.reservation_number,
  pin: booked.guest_pin,
});

describe("special requests (docs/api.md §6.1)", () => {
  it("are stored with a booking and shown to the guest and to the owner", async () => {
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const booked = await book(server, key, { guest_notes: "  We bring a wheelchair.\nCake at nine?  ", occasion: "birthday" });
    expect(await viewOf(key, credsOf(booked))).toMatchObject({
      guest_notes: "We bring a wheelchair.\nCake at nine?",
      occasion: "birthday",
    });
    const [row] = await server.rows(
      sql`SELECT guest_notes, occasion FROM reservations WHERE reservation_number = ${booked.reservation_number}`,
    );
    expect(row).toEqual({ guest_notes: "We bring a wheelchair.\nCake at nine?", occasion: "birthday" });

    const number = String(booked.reservation_number);
    const shown = await ownerJson(server, "reservation", "show", "--restaurant", restaurant.slug, number);
    expect(shown.reservation).toMatchObject({ guest_notes: "We bring a wheelchair.\nCake at nine?", occasion: "birthday" });
    const text = (await owner(server, "reservation", "show", "--restaurant", restaurant.slug, number)).stdout;
    expect(text).toContain("  occasion  birthday\n  notes     We bring a wheelchair.\n            Cake at nine?\n");
    const list = (await owner(server, "reservation", "list", "--restaurant", restaurant.slug)).stdout;
    expect(list).toContain("birthday: We bring a wheelchair. Cake at nine?");
  });

  it("are null when not given, and an empty note is no note", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const booked = await book(server, key, { guest_notes: "   " });
    expect(await viewOf(key, credsOf(booked))).toMatchObject({ guest_notes: null, occasion: null });
  });

  it.each([
    ["notes over 500 characters", { guest_notes: "x".repeat(501) }, "guest_notes"],
    ["a control character in the notes", { guest_notes: "Hi\u001b[2J" }, "guest_notes"],
    ["an occasion not in the list", { occasion: "wedding" }, "occasion"],
    ["an occasion that is not a string", { occasion: 1 }, "occasion"],
  ])("refuse %s with invalid_request naming the field", async (_what, overrides, field) => {
    const { key } = await seedRestaurant(server.ctx);
    const res = await postBooking(server, key, bookingBody(overrides));
    expect([res.status, codeOf(res), res.json.error.field]).toEqual([400, "invalid_request", field]);
  });

  it("change inside the lead time without re-checking hours or capacity, and can be cleared", async () => {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2 } });
    const booked = await book(server, key, { starts_at: berlin("2026-06-02", "19:00") });
    const creds = credsOf(booked);
    server.clock.set(berlin("2026-06-02", "18:30")); // inside the 2 h lead time, and the slot is full
    const changed = await manage(server, key, { ...creds, terms_accepted: true, guest_notes: "Window seat", occasion: "anniversary" });
    expect(changed.json).toEqual({ data: { ok: true, change_request: false } });
    expect(await viewOf(key, creds)).toMatchObject({ guest_notes: "Window seat", occasion: "anniversary" });
    await manage(server, key, { ...creds, terms_accepted: true, guest_notes: "", occasion: null });
    expect(await viewOf(key, creds)).toMatchObject({ guest_notes: null, occasion: null });
  });
});

describe("guest_phone read in the restaurant's country (docs/api.md §6.1)", () => {
  it("stores a local number of a restaurant in DE in E.164, and an international one as well", async () => {
    server.clock.set("2026-06-01T10:00:00Z");
    const { key } = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
    const local = await book(server, key, { guest_phone: "030 1234567" });
    expect((await viewOf(key, credsOf(local))).guest_phone).toBe("+49301234567");
    const international = await book(server, key, { guest_phone: "0049 (176) 1234-5678" });
    expect((await viewOf(key, credsOf(international))).guest_phone).toBe("+4917612345678");
    // A change reads the number the same way: the stored one sent again locally is no change.
    const same = await manage(server, key, { ...credsOf(local), terms_accepted: true, guest_phone: "030 123 45 67" });
    expect(same.json).toEqual({ data: { ok: true, change_request: false } });
  });

  it.each([
    ["too short for Berlin", "DE", "030 12"],
    ["letters", "DE", "030 CALL-ME"],
    ["local without a country", null, "030 1234567"],
    ["a German number that cannot be valid", null, "+49 151 2345678"],
  ])("refuses %s with invalid_request on guest_phone", async (_what, country, phone) => {
    server.clock.set("2026-06-01T10:00:00Z");
    const { key } = await seedRestaurant(server.ctx, { settings: { country } });
    const res = await postBooking(server, key, bookingBody({ guest_phone: phone }));
    expect([res.status, codeOf(res), res.json.error.field]).toEqual([400, "invalid_request", "guest_phone"]);
  });

  it("refuses a change to a number that cannot be valid", async () => {
    server.clock.set("2026-06-01T10:00:00Z");
    const { key } = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
    const creds = credsOf(await book(server, key, { guest_phone: "+49 30 1234567" }));
    const res = await manage(server, key, { ...creds, terms_accepted: true, guest_phone: "030 12" });
    expect([res.status, codeOf(res), res.json.error.field]).toEqual([400, "invalid_request", "guest_phone"]);
    expect((await viewOf(key, creds)).guest_phone).toBe("+49301234567");
  });
});

describe("the OpenAPI document (docs/api.md §13.12)", () => {
  it("describes guest_notes and occasion in the booking body and the guest view", async () => {
    const { components } = (await server.request("/api/v1/openapi.json")).json;
    const booking = JSON.stringify(components.schemas.BookingRequest.properties);
    expect(booking).toContain('"maxLength":500');
    expect(components.schemas.BookingRequest.properties).toHaveProperty("guest_notes");
    expect(JSON.stringify(components.schemas.BookingRequest.properties.occasion)).toContain(
      '["birthday","anniversary","business","other"]',
    );
    expect(components.schemas.GuestView.required).toEqual(expect.arrayContaining(["guest_notes", "occasion"]));
  });
});
