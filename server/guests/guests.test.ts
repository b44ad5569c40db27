import { afterEach, describe, expect, it } from "vitest";
import type { Restaurant } from "../restaurants/settings.ts";
import { berlin, book, bookingBody, codeOf, manage, ownerJson, postBooking, setStatus } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { expectOwnerConforms } from "../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/** Guest profiles over real HTTP (docs/api.md §16.12): recognition, summaries, edits, merges, and what guests never see. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const get = (tab: ConsoleTab, restaurant: Restaurant, route: string) => consoleGet(server, tab, restaurant, route);
const post = (tab: ConsoleTab, restaurant: Restaurant, route: string, body: unknown = {}) =>
  consolePost(server, tab, restaurant, route, body);

async function start() {
  server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
  const here = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
  const elsewhere = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
  const owner = await signedInTab(server, here.restaurant, "owner@bistro.example", "owner");
  return { ...here, elsewhere, owner };
}

const guestsOf = async (tab: ConsoleTab, restaurant: Restaurant, q = "") => {
  const res = await get(tab, restaurant, `/guests${q ? `?q=${encodeURIComponent(q)}` : ""}`);
  expectOwnerConforms("guests", res);
  return res.json.data.guests as { id: number; name: string; emails: string[]; phones: string[] }[];
};

const day = (date: string) => `2026-06-${date}`;

/** A guest who left only a phone, booked by staff with no message (online, a chosen channel needs its contact). */
async function bookedByPhone(
  tab: ConsoleTab,
  restaurant: Restaurant,
  fields: Record<string, unknown>,
): Promise<{ reservation_number: number }> {
  const res = await post(
    tab,
    restaurant,
    "/reservations",
    bookingBody({ guest_email: null, notify_email: false, terms_accepted: null, ...fields }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.reservation;
}

describe("recognising a guest", () => {
  it("by e-mail in any case and spacing, and by phone in two spellings, within one restaurant only", async () => {
    const { restaurant, key, elsewhere, owner } = await start();
    await book(server, key, { guest_email: "Ada@Example.org", starts_at: berlin(day("02"), "19:00") });
    await book(server, key, { guest_email: " ada@example.org ", starts_at: berlin(day("03"), "19:00") });
    await bookedByPhone(owner, restaurant, {
      guest_phone: "030 1234567",
      guest_last_name: "Hopper",
      starts_at: berlin(day("02"), "20:00"),
    });
    await bookedByPhone(owner, restaurant, {
      guest_phone: "+49 30 1234567",
      guest_last_name: "Hopper",
      starts_at: berlin(day("04"), "20:00"),
    });
    await book(server, elsewhere.key, { guest_email: "ada@example.org" });

    const guests = await guestsOf(owner, restaurant);
    expect(guests).toHaveLength(2);
    const ada = guests.find((g) => g.emails.includes("ada@example.org"))!;
    const grace = guests.find((g) => g.phones.includes("+49301234567"))!;
    expect((await get(owner, restaurant, `/guests/${ada.id}`)).json.data.bookings).toHaveLength(2);
    const shown = await get(owner, restaurant, `/guests/${grace.id}`);
    expectOwnerConforms("guest", shown);
    expect(shown.json.data.bookings).toHaveLength(2);
    expect(shown.json.data.guest).toMatchObject({ name: "Ada Hopper", emails: [], phones: ["+49301234567"], lang: "en" });

    // The other restaurant's guest with the same address is another profile, invisible here.
    const theirs = await signedInTab(server, elsewhere.restaurant, "owner@other.example", "owner");
    const [their] = await guestsOf(theirs, elsewhere.restaurant);
    expect(their!.id).not.toBe(ada.id);
    expect((await get(owner, restaurant, `/guests/${their!.id}`)).status).toBe(404);
    expect((await post(owner, restaurant, `/guests/${ada.id}/merge`, { from: their!.id })).status).toBe(404);
    expect(await guestsOf(owner, restaurant, "ada@")).toEqual([expect.objectContaining({ id: ada.id })]);
    expect(await guestsOf(owner, restaurant, "030 1234567")).toEqual([expect.objectContaining({ id: grace.id })]);
  });

  it("leaves no profile behind for a booking refused as full, and puts a returning guest first", async () => {
    server = await startTestServer({ now: "2026-06-01T10:00:00Z" });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { country: "DE", maxCoversPerSlot: 2 } });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    await book(server, key, { guest_email: "ada@example.org", starts_at: berlin(day("02"), "19:00") });
    // With an Idempotency-Key the refusal is stored: its transaction commits, and must hold no profile.
    const full = await postBooking(
      server,
      key,
      bookingBody({ guest_email: "grace@example.org", guest_phone: "030 7654321", starts_at: berlin(day("02"), "19:00") }),
      { "idempotency-key": "full-slot" },
    );
    expect([full.status, codeOf(full)]).toEqual([409, "slot_full"]);
    expect((await guestsOf(owner, restaurant)).map((g) => g.emails)).toEqual([["ada@example.org"]]);

    server.clock.set("2026-06-01T11:00:00Z");
    await book(server, key, { guest_email: "grace@example.org", guest_phone: "030 7654321", starts_at: berlin(day("03"), "19:00") });
    server.clock.set("2026-06-01T12:00:00Z");
    await book(server, key, { guest_email: "ADA@example.org", guest_phone: "030 1234567", starts_at: berlin(day("04"), "19:00") });
    const guests = await guestsOf(owner, restaurant);
    expect(guests.map((g) => [g.emails, g.phones])).toEqual([
      [["ada@example.org"], ["+49301234567"]],
      [["grace@example.org"], ["+49307654321"]],
    ]);
  });

  it("never from a test key's booking", async () => {
    const { restaurant, owner } = await start();
    const created = await ownerJson(server, "key", "create", "--restaurant", restaurant.slug, "--modules", "reservation", "--test");
    await book(server, created.key, { guest_email: "tester@example.org" });
    expect(await guestsOf(owner, restaurant)).toEqual([]);
  });
});

describe("the profile's summary on the owner's views", () => {
  it("counts visits, no-shows and late cancellations over the guest's other bookings, with allergies from their notes", async () => {
    const { restaurant, key } = await start();
    const first = await book(server, key, { guest_notes: "Severe nut allergy", starts_at: berlin(day("02"), "19:00") });
    const missed = await book(server, key, { starts_at: berlin(day("03"), "19:00") });
    const cancelled = await book(server, key, { starts_at: berlin(day("04"), "19:00") });
    const next = await book(server, key, { starts_at: berlin(day("10"), "19:00") });
    for (const status of ["confirmed", "seated", "completed"]) await setStatus(server, restaurant.slug, first.reservation_number, status);
    await setStatus(server, restaurant.slug, missed.reservation_number, "confirmed");
    await setStatus(server, restaurant.slug, missed.reservation_number, "no_show", berlin(day("03"), "19:00"));
    server.clock.set(berlin(day("04"), "08:00")); // eleven hours before: late
    await setStatus(server, restaurant.slug, cancelled.reservation_number, "cancelled");
    const owner = await signedInTab(server, restaurant, "host@bistro.example", "owner"); // a session of the clock's day

    const sheet = await get(owner, restaurant, `/day?date=${day("10")}`);
    expect(sheet.status, JSON.stringify(sheet.json)).toBe(200);
    expectOwnerConforms("day", sheet);
    const card = sheet.json.data.reservations.find((r: { reservation_number: number }) => r.reservation_number === next.reservation_number);
    expect(card.guest).toMatchObject({
      visits: 1,
      noShows: 1,
      lateCancellations: 1,
      vip: false,
      allergies: ["nuts"],
      note: "Severe nut allergy",
    });

    const cli = await ownerJson(server, "reservation", "show", "--restaurant", restaurant.slug, String(next.reservation_number));
    expect(cli.reservation.guest).toMatchObject({ visits: 1, noShows: 1, allergies: ["nuts"] });

    const csv = await get(owner, restaurant, `/export.csv?from=${day("10")}&to=${day("10")}`);
    const [header, row] = csv.text.split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, row!.split(",")[i]]));
    expect(cells).toMatchObject({ guest_visits: "1", guest_no_shows: "1", guest_allergies: "nuts", guest_vip: "no" });
  });
});

describe("editing and merging profiles", () => {
  it("replaces tags and notes (staff too), and merges two profiles of one person in one go", async () => {
    const { restaurant, key, owner } = await start();
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    await book(server, key, { guest_email: "grace@example.org", guest_phone: null, starts_at: berlin(day("02"), "19:00") });
    await bookedByPhone(owner, restaurant, { guest_phone: "+49 30 7654321", starts_at: berlin(day("03"), "19:00") });
    const [byPhone, byEmail] = await guestsOf(owner, restaurant);

    const edited = await post(staff, restaurant, `/guests/${byEmail!.id}`, {
      tags: ["VIP", "gluten", "window table", "vip"],
      ownerNotes: "Likes the corner",
    });
    expectOwnerConforms("editGuest", edited);
    expect(edited.json.data.guest).toMatchObject({
      tags: ["vip", "gluten", "window table"],
      allergies: ["gluten"],
      ownerNotes: "Likes the corner",
    });
    expect((await post(owner, restaurant, `/guests/${byEmail!.id}`, { tags: ["x".repeat(31)] })).status).toBe(400);
    // Notes that would not fit one profile together: refused with a reason, both profiles as they were.
    await post(owner, restaurant, `/guests/${byPhone!.id}`, { ownerNotes: "n".repeat(1990) });
    const tooLong = await post(owner, restaurant, `/guests/${byEmail!.id}/merge`, { from: byPhone!.id });
    expect([tooLong.status, tooLong.json.error.code]).toEqual([400, "invalid_request"]);
    expect((await get(owner, restaurant, `/guests/${byPhone!.id}`)).status).toBe(200);
    await post(owner, restaurant, `/guests/${byPhone!.id}`, { tags: ["regular"], ownerNotes: "Calls ahead" });

    const merged = await post(owner, restaurant, `/guests/${byEmail!.id}/merge`, { from: byPhone!.id });
    expectOwnerConforms("mergeGuests", merged);
    expect(merged.json.data.guest).toMatchObject({
      emails: ["grace@example.org"],
      phones: ["+49307654321"],
      tags: ["vip", "gluten", "window table", "regular"],
      ownerNotes: "Likes the corner\n\nCalls ahead",
    });
    expect(merged.json.data.bookings).toHaveLength(2);
    expect((await get(owner, restaurant, `/guests/${byPhone!.id}`)).status).toBe(404);
    expect((await post(owner, restaurant, `/guests/${byEmail!.id}/merge`, { from: byEmail!.id })).status).toBe(400);

    // The merged phone now recognises the merged profile.
    const later = await bookedByPhone(owner, restaurant, { guest_phone: "030 7654321", starts_at: berlin(day("05"), "19:00") });
    const card = await ownerJson(server, "reservation", "show", "--restaurant", restaurant.slug, String(later.reservation_number));
    expect(card.reservation.guest).toMatchObject({ profileId: byEmail!.id, vip: true, allergies: ["gluten"] });
  });
});

describe("the public API", () => {
  it("never shows a profile, nor anything from the guest's other bookings", async () => {
    const { restaurant, key, owner } = await start();
    const first = await book(server, key, { guest_notes: "Shellfish allergy, sorry", starts_at: berlin(day("02"), "19:00") });
    const second = await book(server, key, { starts_at: berlin(day("03"), "19:00") });
    const [guest] = await guestsOf(owner, restaurant);
    await post(owner, restaurant, `/guests/${guest!.id}`, { tags: ["vip"], ownerNotes: "Owner-only remark" });

    const loaded = await manage(server, key, { action: "load", reservation_number: second.reservation_number, pin: second.guest_pin });
    expect(loaded.status).toBe(200);
    const text = JSON.stringify(loaded.json);
    for (const leak of ["Shellfish", "Owner-only", "vip", "profile", "visits", String(first.reservation_number)])
      expect(text).not.toContain(leak);
    expect(Object.keys(loaded.json.data.reservation)).not.toContain("guest");
  });
});
