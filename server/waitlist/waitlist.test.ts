import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { berlin, book, codeOf, manage } from "../modules/reservation/test-support.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { DEFAULT_DELIVERY, OutboxWorker } from "../notifications/delivery.ts";
import { verifySignature } from "../notifications/webhooks/signature.ts";
import { expectConforms } from "../testing/openapi-conformance.ts";
import { startWebhookReceiver } from "../testing/webhook-receiver.ts";
import { expectOwnerConforms } from "../testing/owner-openapi-conformance.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { bookedNumber, claim, join, leavePathOf, offers } from "./test-support.ts";

/** The waitlist over HTTP (issue 30, docs/api.md §13.4b): join, offers in order, claims, leaving, the owner's list. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const at19 = berlin("2026-06-02", "19:00");

/** A restaurant whose evening holds one party of two (maxCoversPerSlot 2), booked at 19:00: 17:00–20:59 are full for two. */
async function fullEvening(settings: Record<string, unknown> = {}) {
  server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
  const seeded = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2, confirmationMode: "auto", ...settings } });
  const booked = await book(server, seeded.key, { starts_at: at19 });
  return { ...seeded, booked };
}

const cancel = (key: string, booked: { reservation_number: number; guest_pin: string }) =>
  manage(server, key, { action: "cancel", reservation_number: booked.reservation_number, pin: booked.guest_pin });

describe("joining", () => {
  it("puts the guest on the list in order and sends the leave link; no offer while the window is full", async () => {
    const { key } = await fullEvening();
    const first = await join(server, key, { guest_email: "a@example.org" });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual({ data: { ok: true, status: "waiting", position: 0 } });
    expectConforms("POST /reservation/waitlist", first);
    expect((await join(server, key, { guest_email: "b@example.org" })).json.data.position).toBe(1);
    expect(await leavePathOf(server, "b@example.org")).toMatch(/^\/waitlist\/leave\/\d+\.[\w-]{32}$/);
    expect(await offers(server)).toEqual([]);
  });

  it("refuses a bad join with the booking's codes, naming the field", async () => {
    const { key } = await fullEvening();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ party_size: 99 }, "invalid_request", "party_size"],
      [{ window_start: "7pm" }, "invalid_request", "window_start"],
      [{ date: "2026-05-01" }, "invalid_request", "date"],
      [{ guest_last_name: " " }, "last_name_required", "guest_last_name"],
      [{ guest_email: null, guest_phone: "+49 30 1234567" }, "contact_required", "guest_email"],
      [{ date: "2027-06-02" }, "booking_horizon", "date"],
    ];
    for (const [overrides, code, field] of cases) {
      const res = await join(server, key, overrides);
      expect([res.status, codeOf(res), res.json.error.field], JSON.stringify(overrides)).toEqual([400, code, field]);
      expectConforms("POST /reservation/waitlist", res);
    }
  });
});

describe("a window past midnight", () => {
  // The seeded Saturday, 6 June 2026, opens 18:00 and runs to 02:00; Tuesday (joinBody's date) 12:00–22:00.
  const saturday = "2026-06-06";

  /** Saturday night full for two from 20:15 on: two-hour stays at 22:00 and at midnight, one party a slot. */
  async function fullNight() {
    server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2, confirmationMode: "auto" } });
    await book(server, key, { starts_at: berlin(saturday, "22:00") });
    const midnight = await book(server, key, { starts_at: berlin("2026-06-07", "00:00") });
    return { key, midnight };
  }

  it("offers a table freed after midnight to that night's list, not the next day's", async () => {
    const { key, midnight } = await fullNight();
    expect((await join(server, key, { date: saturday, window_start: "00:00", window_end: "00:30" })).status).toBe(200);
    await cancel(key, midnight);
    expect(await offers(server)).toEqual([
      { to: "grace@example.org", startsAt: berlin("2026-06-07", "00:00"), claimPath: expect.any(String) },
    ]);
  });

  it("takes a window from 23:30 to 00:30, whose small hours match the start at midnight", async () => {
    const { key, midnight } = await fullNight();
    const joined = await join(server, key, { date: saturday, window_start: "23:30", window_end: "00:30" });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect(await offers(server)).toEqual([]);
    await cancel(key, midnight);
    expect(await offers(server)).toEqual([
      { to: "grace@example.org", startsAt: berlin("2026-06-07", "00:00"), claimPath: expect.any(String) },
    ]);
  });

  it("lets a guest join the night's list after midnight while it runs, and not once it has closed", async () => {
    const { key } = await fullNight();
    server.clock.set(berlin("2026-06-07", "00:20"));
    const joined = await join(server, key, { date: saturday, window_start: "00:00", window_end: "01:00" });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    server.clock.set(berlin("2026-06-07", "02:00"));
    const late = await join(server, key, { date: saturday, window_start: "00:00", window_end: "01:00", guest_email: "late@example.org" });
    expect([late.status, codeOf(late), late.json.error.field]).toEqual([400, "invalid_request", "date"]);
  });

  it("refuses a window that ends before it starts anywhere else, naming window_end", async () => {
    const { key } = await fullEvening();
    const cases: Record<string, unknown>[] = [
      { window_start: "21:00", window_end: "19:00" },
      { date: saturday, window_start: "21:00", window_end: "19:00" }, // a slip: past midnight, it would match nearly every time
      { date: saturday, window_start: "01:00", window_end: "00:30" }, // both in the small hours
      { date: saturday, window_start: "17:00", window_end: "00:30" }, // from before it opens
      { date: saturday, window_start: "21:00", window_end: "17:00" }, // before it opens, not the small hours
      { date: saturday, window_start: "23:00", window_end: "02:30" }, // past the night's close at 02:00
      { window_start: "21:30", window_end: "00:30" }, // Tuesday does not run past midnight
    ];
    for (const overrides of cases) {
      const res = await join(server, key, overrides);
      expect([res.status, codeOf(res), res.json.error.field], JSON.stringify(overrides)).toEqual([400, "invalid_request", "window_end"]);
      expectConforms("POST /reservation/waitlist", res);
    }
  });
});

describe("offers", () => {
  it("offers a cancelled table to the first waiting guest, whose claim books it with a number and PIN", async () => {
    const { key, booked } = await fullEvening();
    await join(server, key, { guest_email: "a@example.org" });
    await join(server, key, { guest_email: "b@example.org" });
    expect((await cancel(key, booked)).status).toBe(200);

    const made = await offers(server);
    expect(made).toEqual([{ to: "a@example.org", startsAt: at19, claimPath: expect.stringMatching(/^\/waitlist\/claim\/[\w-]{43}$/) }]);
    const page = await server.request(made[0]!.claimPath);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');

    const claimed = await claim(server, made[0]!.claimPath);
    expect(claimed.status).toBe(200);
    const number = bookedNumber(claimed);
    const [stored] = await server.rows<{ guest_email: string; status: string; starts_at: string }>(
      sql`SELECT guest_email, status, starts_at FROM reservations WHERE reservation_number = ${number}`,
    );
    expect(stored).toEqual({ guest_email: "a@example.org", status: "confirmed", starts_at: at19 });
    expect((await claim(server, made[0]!.claimPath)).status).toBe(409);
    // The table is taken again: the second guest waits on.
    expect(await offers(server)).toHaveLength(1);
  });

  it("offers the day a booking moved away from, not the day it moved to", async () => {
    const { key, booked } = await fullEvening({ autoApproveChanges: true });
    await join(server, key, { guest_email: "a@example.org" });
    const moved = await manage(server, key, {
      action: "change",
      reservation_number: booked.reservation_number,
      pin: booked.guest_pin,
      terms_accepted: true,
      starts_at: berlin("2026-06-03", "19:00"),
    });
    expect(moved.json.data, JSON.stringify(moved.json)).toMatchObject({ change_request_status: "approved" });
    expect(await offers(server)).toEqual([{ to: "a@example.org", startsAt: at19, claimPath: expect.any(String) }]);
  });

  it("gives the next guest the table once the first offer ran out, and the late claim is told so", async () => {
    const { key, booked } = await fullEvening({ waitlistOfferMinutes: 15 });
    await join(server, key, { guest_email: "a@example.org" });
    await join(server, key, { guest_email: "b@example.org" });
    await cancel(key, booked);
    const [first] = await offers(server);

    server.clock.advance(14 * 60_000);
    expect(await server.ctx.services.waitlist.offers.sweep(server.clock.now())).toBe(0);
    server.clock.advance(2 * 60_000);
    expect(await server.ctx.services.waitlist.offers.sweep(server.clock.now())).toBe(1);
    expect(await server.ctx.services.waitlist.offers.sweep(server.clock.now())).toBe(0);

    const made = await offers(server);
    expect(made.map((o) => o.to)).toEqual(["a@example.org", "b@example.org"]);
    const late = await claim(server, first!.claimPath);
    expect(late.status).toBe(409);
    expect(late.text).toContain("This offer has run out");
    expect((await claim(server, made[1]!.claimPath)).status).toBe(200);
  });

  it("refuses a claim without the terms in the guest's language, and books on the terms accepted", async () => {
    const { key, booked } = await fullEvening({ termsUrl: "https://bistro.example/terms" });
    await join(server, key, { guest_locale: "de" });
    await cancel(key, booked);
    const [offer] = await offers(server);
    const refused = await claim(server, offer!.claimPath, false);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Bitte akzeptieren Sie die Geschäftsbedingungen.");
    expect(refused.text).not.toContain("The terms must be accepted");
    expect((await claim(server, offer!.claimPath)).status).toBe(200);
  });

  it("books once however many claims race for one table: one offer, and two offers of the same table", async () => {
    const { key, booked, restaurant } = await fullEvening();
    await join(server, key, { guest_email: "a@example.org" });
    await join(server, key, { guest_email: "b@example.org" });
    await cancel(key, booked);
    const [offerA] = await offers(server);
    // The owner offers the same table to the second guest by hand.
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const list = await consoleGet(server, owner, restaurant, "/waitlist?date=2026-06-02");
    const b = list.json.data.entries.find((e: { guest_email: string }) => e.guest_email === "b@example.org");
    // What the owner may offer by hand: the date's free starts for the party, as guests see them.
    const seen = await server.request("/api/v1/reservation/availability?date=2026-06-02&party_size=2&days=1", { key });
    const free = seen.json.data.days[0].slots.filter((s: { available: boolean }) => s.available);
    expect(b.free_starts).toEqual(free.map((s: { startsAt: string; time: string }) => ({ starts_at: s.startsAt, time: s.time })));
    expect(b.free_starts).toContainEqual({ starts_at: at19, time: "19:00" });
    const offered = await consolePost(server, owner, restaurant, `/waitlist/${b.id}/offer`, { starts_at: at19 });
    expect(offered.status, JSON.stringify(offered.json)).toBe(200);
    expectOwnerConforms("offerWaitlist", offered);
    const [, offerB] = await offers(server);

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => claim(server, offerA!.claimPath)),
      ...Array.from({ length: 6 }, () => claim(server, offerB!.claimPath)),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [count] = await server.rows<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM reservations WHERE status <> 'cancelled' AND restaurant_id = ${restaurant.id}`,
    );
    expect(Number(count!.n)).toBe(2 - 1);
    // The guest whose claim lost is still waiting for the next table.
    const after = await consoleGet(server, owner, restaurant, "/waitlist?date=2026-06-02");
    expect(after.json.data.entries.map((e: { status: string }) => e.status).sort()).toEqual(["booked", "waiting"]);
    const claimed = after.json.data.entries.find((e: { status: string }) => e.status === "booked");
    expect(claimed.free_starts).toEqual([]);
  });

  it("works in tables mode: the freed table is offered and the claim seats the guest on it", async () => {
    server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const room = { areas: [], combinations: [], capacityMode: "tables" };
    const table = { id: "T1", name: "T1", area: null, minSeats: 1, maxSeats: 2, bookableOnline: true };
    expect((await consolePost(server, owner, restaurant, "/room", { ...room, tables: [table] })).status).toBe(200);
    const booked = await book(server, key, { starts_at: at19 });
    await join(server, key);
    expect(await offers(server)).toEqual([]);
    await cancel(key, booked);
    const [offer] = await offers(server);
    const number = bookedNumber(await claim(server, offer!.claimPath));
    const seated = await consoleGet(server, owner, restaurant, `/reservations/${number}`);
    expect(seated.json.data.reservation.tables.map((t: { id: string }) => t.id)).toEqual(["T1"]);
  });
});

describe("offers by messaging", () => {
  const SECRET = "messaging-secret-0123456789";

  it("go to a guest who left a phone beside the e-mail, signed, in their language, with the claim link", async () => {
    const hooks = await startWebhookReceiver();
    try {
      const env = { COUVERT_MESSAGING_WEBHOOK_URL: `${hooks.url}/messaging`, COUVERT_MESSAGING_WEBHOOK_SECRET: SECRET };
      server = await startTestServer({ env, limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
      const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2, confirmationMode: "auto" } });
      const booked = await book(server, key, { starts_at: at19 });
      await join(server, key, { guest_email: "a@example.org", guest_phone: "+49 151 23456789", guest_locale: "de" });
      await join(server, key, { guest_email: "b@example.org" });
      await cancel(key, booked);
      const rows = await server.rows<{ channel: string; topic: string; recipient: string }>(
        sql`SELECT channel, topic, recipient FROM outbox WHERE topic LIKE 'waitlist.%' ORDER BY id`,
      );
      // The joinings by e-mail only; the offer by both.
      expect(rows.filter((r) => r.channel === "messaging")).toEqual([
        { channel: "messaging", topic: "waitlist.offer", recipient: "+4915123456789" },
      ]);

      const worker = new OutboxWorker(
        server.ctx.store,
        server.ctx.secret,
        { ...server.ctx.config.notifications, allowPrivateWebhooks: true },
        null,
        server.clock,
        server.ctx.logger,
        DEFAULT_DELIVERY,
      );
      await worker.deliverAllDue();
      await worker.stop();
      const sent = hooks.requests.filter((r) => r.path === "/messaging");
      expect(sent).toHaveLength(1);
      expect(verifySignature(SECRET, sent[0]!.body, String(sent[0]!.headers["couvert-signature"]), server.clock.now())).toBe(true);
      const body = JSON.parse(sent[0]!.body);
      const [offer] = await offers(server);
      expect(body).toMatchObject({ type: "waitlist.offer", to: "+4915123456789", lang: "de" });
      expect(body.text).toContain(offer!.claimPath);
      expect(body.text).toContain("Tisch");
    } finally {
      await hooks.close();
    }
  });

  it("are e-mail only on a server without a messaging channel", async () => {
    const { key, booked } = await fullEvening();
    await join(server, key, { guest_phone: "+49 151 23456789" });
    await cancel(key, booked);
    expect(await offers(server)).toHaveLength(1);
    const [messaged] = await server.rows<{ n: number }>(sql`SELECT COUNT(*) AS n FROM outbox WHERE channel = 'messaging'`);
    expect(Number(messaged!.n)).toBe(0);
  });
});

describe("leaving and the owner's list", () => {
  it("lets a guest leave by the e-mail's link; the next table goes to the guest after", async () => {
    const { key, booked } = await fullEvening();
    await join(server, key, { guest_email: "a@example.org" });
    await join(server, key, { guest_email: "b@example.org" });
    const leave = await leavePathOf(server, "a@example.org");
    expect((await server.request(leave)).text).toContain('<form method="post">');
    const left = await server.request(leave, {
      method: "POST",
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(left.status).toBe(200);
    expect(left.text).toContain("You have left the waitlist");
    expect((await server.request(`${leave.slice(0, -3)}xyz`)).status).toBe(404);
    // Open consoles hear of each join and of the leaving (docs/api.md §16.5).
    const events = await server.rows<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM live_events WHERE kind = 'waitlist' AND reservation_number = 0`,
    );
    expect(Number(events[0]!.n)).toBe(3);
    await cancel(key, booked);
    expect((await offers(server)).map((o) => o.to)).toEqual(["b@example.org"]);
  });

  it("shows one restaurant's list to its own staff only", async () => {
    const { key, restaurant } = await fullEvening();
    await join(server, key);
    const other = await seedRestaurant(server.ctx);
    const mine = await signedInTab(server, restaurant, "owner@bistro.example", "staff");
    const theirs = await signedInTab(server, other.restaurant, "owner@other.example", "owner");
    const list = await consoleGet(server, mine, restaurant, "/waitlist?date=2026-06-02");
    expect(list.json.data.entries).toHaveLength(1);
    expectOwnerConforms("waitlist", list);
    const id = list.json.data.entries[0].id;
    expect((await consoleGet(server, theirs, other.restaurant, "/waitlist?date=2026-06-02")).json.data.entries).toEqual([]);
    const foreign = await consolePost(server, theirs, other.restaurant, `/waitlist/${id}/remove`, {});
    expect([foreign.status, codeOf(foreign)]).toEqual([404, "not_found"]);
    expectOwnerConforms("removeWaitlist", foreign);
    const removed = await consolePost(server, mine, restaurant, `/waitlist/${id}/remove`, {});
    expect(removed.json.data.entries[0].status).toBe("left");
  });
});
