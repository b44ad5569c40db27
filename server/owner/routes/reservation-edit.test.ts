import { afterEach, describe, expect, it } from "vitest";
import { openPayload } from "../../notifications/payload.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { berlin, book, bookingBody, manage } from "../../modules/reservation/test-support.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { expectOwnerConforms } from "../../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

/** The owner changes a booking, and takes a status tap back (docs/api.md §16.6 `…/edit`, `…/status/undo`), over real HTTP. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown = {}) =>
  consolePost(server, tab, restaurant, route, body);

async function confirmedBooking(restaurant: Restaurant, key: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const { reservation_number } = await book(server, key, overrides);
  await server.ctx.services.owner.setStatus(restaurant, reservation_number, "confirmed");
  return reservation_number;
}

const topicsOf = async (restaurant: Restaurant, since: string) =>
  (await server.ctx.store.read.outbox.list({ restaurantId: restaurant.id, limit: 1000 })).filter((m) => m.createdAt > since);

describe("the channels of a booking staff write", () => {
  it("lets staff clear a guest's e-mail in the edit form, which has no channel boxes: e-mail messages stop with it", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const number = await confirmedBooking(restaurant, key, { guest_phone: "+49 30 1234567" });
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const edited = await post(staff, restaurant, `/reservations/${number}/edit`, { guest_email: null });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data.reservation).toMatchObject({ guest_email: null, guest_phone: "+49301234567", notify_email: false });
  });

  it("leaves a booking staff took with no message changeable by the guest", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const booked = await post(
      staff,
      restaurant,
      "/reservations",
      bookingBody({ guest_email: null, guest_phone: "+49 30 1234567", notify_email: false, terms_accepted: null }),
    );
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const credentials = { reservation_number: booked.json.data.reservation.reservation_number, pin: booked.json.data.pin };
    const changed = await manage(server, key, { action: "change", ...credentials, guest_notes: "A high chair", terms_accepted: true });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    // Unticking every channel is still refused to a guest.
    const silent = await manage(server, key, { action: "change", ...credentials, notify_whatsapp: false, terms_accepted: true });
    expect([silent.status, silent.json.error?.code]).toEqual([400, "notify_channel_required"]);
  });
});

describe("POST …/reservations/:number/edit", () => {
  it("changes time, party, contact and notes of a confirmed booking; the guest gets an e-mail with the new calendar entry", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { notificationEmails: ["owner@bistro.example"] } });
    const number = await confirmedBooking(restaurant, key); // Tuesday 2 June, 19:00, party of 2
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    server.clock.advance(60_000);
    const before = new Date(server.clock.now().getTime() - 1).toISOString();

    const edited = await post(staff, restaurant, `/reservations/${number}/edit`, {
      starts_at: berlin("2026-06-02", "20:00"),
      party_size: 3,
      guest_phone: "+49 30 1234567",
      guest_notes: "Window seat, please",
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expectOwnerConforms("edit", edited);
    expect(edited.json.data.reservation).toMatchObject({
      status: "confirmed",
      party_size: 3,
      starts_at: berlin("2026-06-02", "20:00"),
      ends_at: berlin("2026-06-02", "22:00"),
      guest_phone: "+49301234567",
      guest_notes: "Window seat, please",
      change_request: null,
    });

    const messages = await topicsOf(restaurant, before);
    // The guest is told (with the calendar file moved on); the owner, who made the change, is not.
    expect(messages.map((m) => m.topic).sort()).toEqual(["guest.changed_by_restaurant", "guest.reminder"]);
    const told = messages.find((m) => m.topic === "guest.changed_by_restaurant")!;
    expect(told.recipient).toBe("ada@example.org");
    const payload = openPayload(server.ctx.secret, told.payloadSealed!) as { message: Record<string, unknown> };
    expect(payload.message).toMatchObject({ kind: "changed_by_restaurant", changes: { partySize: 3, notes: "Window seat, please" } });
    expect(payload.message.calendarSequence).toEqual(expect.any(Number));
  });

  it("warns as booking for a guest does: a full slot, a party outside the online sizes, a time inside the lead time; each overridable", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6, maxPartySize: 6 } });
    const number = await confirmedBooking(restaurant, key);
    await confirmedBooking(restaurant, key, { guest_last_name: "Hopper", party_size: 4, starts_at: berlin("2026-06-02", "12:00") });
    let owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const edit = (body: Record<string, unknown>) => post(owner, restaurant, `/reservations/${number}/edit`, body);

    const full = await edit({ starts_at: berlin("2026-06-02", "12:30"), party_size: 3 });
    expect([full.status, full.json.error.code]).toEqual([409, "slot_full"]);
    expectOwnerConforms("edit", full);
    const large = await edit({ party_size: 9 });
    expect([large.status, large.json.error.code, large.json.error.field]).toEqual([409, "party_size_outside_limits", "party_size"]);
    server.clock.set(berlin("2026-06-02", "11:00"));
    owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner"); // the day after: a new session
    const soon = await edit({ starts_at: berlin("2026-06-02", "12:30") });
    expect([soon.status, soon.json.error.code]).toEqual([400, "booking_lead_time"]);
    const closed = await edit({ starts_at: berlin("2026-06-02", "23:30"), overrides: { insideLeadTime: true, overCapacity: true } });
    expect(closed.json.error.code).toBe("outside_opening_hours");
    const unchanged = await consoleGet(server, owner, restaurant, `/reservations/${number}`);
    expect(unchanged.json.data.reservation).toMatchObject({ party_size: 2, starts_at: berlin("2026-06-02", "19:00") });

    const overridden = await edit({
      starts_at: berlin("2026-06-02", "12:30"),
      party_size: 9,
      overrides: { insideLeadTime: true, overCapacity: true, outsidePartySize: true },
    });
    expect(overridden.status, JSON.stringify(overridden.json)).toBe(200);
    expect(overridden.json.data.reservation).toMatchObject({ party_size: 9, starts_at: berlin("2026-06-02", "12:30") });
  });

  it("changes only a pending or confirmed booking, of this restaurant; a stay already over is stay_over", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const other = await seedRestaurant(server.ctx);
    const pending = (await book(server, key)).reservation_number;
    const seated = await confirmedBooking(restaurant, key, { guest_last_name: "Seated" });
    const elsewhere = (await book(server, other.key)).reservation_number;
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");

    const notes = await post(owner, restaurant, `/reservations/${pending}/edit`, { guest_notes: "Birthday cake" });
    expect(notes.json.data.reservation).toMatchObject({ status: "pending", guest_notes: "Birthday cake" });
    expect((await post(owner, restaurant, `/reservations/${elsewhere}/edit`, { party_size: 3 })).json.error.code).toBe("not_found");
    const bad = await post(owner, restaurant, `/reservations/${pending}/edit`, { party_size: null });
    expect([bad.status, bad.json.error.code]).toEqual([400, "invalid_request"]);

    server.clock.set(berlin("2026-06-02", "19:05"));
    await server.ctx.services.owner.setStatus(restaurant, seated, "seated");
    const again = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const refused = await post(again, restaurant, `/reservations/${seated}/edit`, { party_size: 3 });
    expect([refused.status, refused.json.error.code]).toEqual([403, "not_editable"]);
    const over = await post(again, restaurant, `/reservations/${pending}/edit`, {
      starts_at: berlin("2026-06-02", "12:00"),
      overrides: { insideLeadTime: true },
    });
    expect([over.status, over.json.error.code]).toEqual([400, "stay_over"]);
  });
});

describe("POST …/reservations/:number/status/undo", () => {
  it("takes seated, no-show and left back to the status before, without a word to the guest; anything else is not_editable", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const seat = await confirmedBooking(restaurant, key);
    const absent = await confirmedBooking(restaurant, key, { guest_last_name: "Absent" });
    server.clock.set(berlin("2026-06-02", "19:10"));
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const move = (number: number, status: string) => post(staff, restaurant, `/reservations/${number}/status`, { status });
    const undo = (number: number, status: string) => post(staff, restaurant, `/reservations/${number}/status/undo`, { status });
    const before = new Date(server.clock.now().getTime() - 1).toISOString();

    const seated = await move(seat, "seated");
    expect(seated.json.data?.reservation.status, JSON.stringify(seated.json)).toBe("seated");
    const back = await undo(seat, "seated");
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expectOwnerConforms("undoStatus", back);
    expect(back.json.data.reservation.status).toBe("confirmed");

    await move(seat, "seated");
    await move(seat, "completed");
    expect((await undo(seat, "completed")).json.data.reservation.status).toBe("seated");
    await move(absent, "no_show");
    expect((await undo(absent, "no_show")).json.data.reservation.status).toBe("confirmed");

    // A stale Undo (the status moved on since) and a move that cannot be taken back change nothing.
    const stale = await undo(absent, "no_show");
    expect([stale.status, stale.json.error.code]).toEqual([403, "not_editable"]);
    await move(absent, "cancelled");
    expect((await undo(absent, "cancelled")).json.error.code).toBe("not_editable");

    // Only the owner's cancellation speaks to a guest now; the after-visit question asked when the
    // party left stays due for later (the visit ends again), and is asked once.
    const guestMessages = (await topicsOf(restaurant, before)).filter(
      (m) => m.topic.startsWith("guest.") && m.topic !== "guest.feedback_request",
    );
    expect(guestMessages.map((m) => m.topic)).toEqual(["guest.cancelled"]);
  });
});
