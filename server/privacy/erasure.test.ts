import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { book, berlin, changeAsked, manage, setStatus } from "../modules/reservation/test-support.ts";
import { startNotificationTest, recipientOf } from "../notifications/test-support.ts";
import { phonesInMemoryForTesting } from "../modules/reservation/guest-phone.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { tracesOf } from "../testing/trace-scan.ts";

/** Erasure over HTTP (docs/api.md §20.2), on both engines: no trace left, idempotent, one guest and one restaurant only. */

let t: Awaited<ReturnType<typeof startNotificationTest>>;
afterEach(async () => {
  await t?.close();
});

const AUGUSTA = {
  guest_first_name: "Augusta",
  guest_last_name: "Kingsbyrne",
  guest_email: "augusta.kingsbyrne@example.org",
  guest_phone: "+49 30 23125678",
  guest_notes: "Allergic to hazelnuts",
};
/** What must be gone: each contact and name as stored, and what she wrote. */
const HER_TRACES = ["augusta.kingsbyrne@example.org", "+493023125678", "Augusta", "Kingsbyrne", "hazelnuts", "window seat"];
const GRACE = { guest_first_name: "Grace", guest_last_name: "Hopperfield", guest_email: "grace.hopperfield@example.org" };

/**
 * Augusta: a stay that is over (2 June, completed, with a change request that added her notes) and
 * a future booking (9 June, pending); Grace: one booking the same evening. Every message delivered;
 * Augusta answered the after-visit e-mail, and the team noted something on her profile.
 */
async function withTwoGuests() {
  t = await startNotificationTest();
  const { server, restaurant, key } = t;
  const worker = t.worker();
  const past = await changeAsked(server, restaurant.slug, key, AUGUSTA, { party_size: 3, guest_notes: "Allergic to hazelnuts, truly" });
  const future = await book(server, key, { ...AUGUSTA, starts_at: berlin("2026-06-09", "19:00") });
  await book(server, key, GRACE);
  // A wrong PIN on her booking: a manage failure, tagged by the client's address.
  await manage(server, key, { action: "load", reservation_number: past.reservation_number, pin: "000000" });
  await worker.deliverAllDue();
  server.clock.set(berlin("2026-06-02", "19:00"));
  await setStatus(server, restaurant.slug, past.reservation_number, "seated");
  await setStatus(server, restaurant.slug, past.reservation_number, "completed");
  server.clock.set("2026-06-03T08:00:00Z");
  await worker.deliverAllDue();
  const ownerTab = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
  await answerFeedback(AUGUSTA.guest_email, "The hazelnuts were kept well away");
  const [profile] = (await consoleGet(server, ownerTab, restaurant, "/guests?q=Kingsbyrne")).json.data.guests;
  const noted = await consolePost(server, ownerTab, restaurant, `/guests/${profile.id}`, { ownerNotes: "Likes the window seat" });
  expect(noted.status, noted.text).toBe(200);
  return { ...t, worker, past, future, ownerTab };
}

/** Answers the "How was it?" e-mail sent to `email` (docs/api.md §19) through its page's form. */
async function answerFeedback(email: string, comment: string): Promise<void> {
  const message = await t.mail.waitFor(1).then((all) => all.find((m) => recipientOf(m) === email && /\/feedback\//.test(m.text ?? "")));
  const path = new URL(/https?:\/\/\S+\/feedback\/[\w-]+/.exec(message!.text!)![0]).pathname;
  const answered = await t.server.request(path, {
    method: "POST",
    body: new URLSearchParams({ rating: "5", comment }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: t.server.url },
  });
  expect(answered.status, answered.text).toBe(200);
}

describe("guest erasure", () => {
  it("leaves no trace of the guest in any table (nor, on SQLite, in the files) once the cancellation she is sent has left", async () => {
    const { server, restaurant, worker, mail, ownerTab, future } = await withTwoGuests();
    expect(await tracesOf(server, HER_TRACES)).not.toEqual([]);
    const delivered = mail.messages.length;

    const erased = await consolePost(server, ownerTab, restaurant, "/privacy/erase", {
      email: "Augusta.Kingsbyrne@EXAMPLE.org",
      confirm: true,
    });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.data).toMatchObject({ bookingsFound: 2, bookingsCancelled: 1 });
    expect(erased.json.data.rowsChanged).toBeGreaterThan(2);

    // The cancellation waits in the outbox, addressed to her, with its content sealed.
    const [waiting] = await server.rows<{ recipient: string; topic: string }>(
      sql`SELECT recipient, topic FROM outbox WHERE status = 'queued' AND topic LIKE 'guest.%'`,
    );
    expect(waiting).toEqual({ recipient: AUGUSTA.guest_email, topic: expect.stringMatching(/^guest\./) });
    await worker.deliverAllDue();
    const told = mail.messages.slice(delivered).filter((m) => recipientOf(m) === AUGUSTA.guest_email);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(String(future.reservation_number));

    expect(await tracesOf(server, HER_TRACES)).toEqual([]);
    // Nor did the logs ever hold her (debug level, from her first booking to her erasure's last message).
    expect(t.logLines.length).toBeGreaterThan(10);
    expect(t.logLines.join("\n").toLowerCase()).not.toMatch(
      new RegExp(HER_TRACES.map((s) => s.toLowerCase().replace("+", "\\+")).join("|")),
    );
    // What the owner's statistics need stays: her two bookings, their dates, sizes and statuses (the change she asked for still waits).
    const kept = await server.rows<{ status: string; party_size: number; guest_last_name: string; anonymised_at: string | null }>(
      sql`SELECT status, party_size, guest_last_name, anonymised_at FROM reservations WHERE guest_email IS NULL ORDER BY starts_at`,
    );
    expect(kept).toEqual([
      { status: "completed", party_size: 2, guest_last_name: "", anonymised_at: "2026-06-03T08:00:00Z" },
      { status: "cancelled", party_size: 2, guest_last_name: "", anonymised_at: "2026-06-03T08:00:00Z" },
    ]);
  });

  it("forgets her phone numbers this process kept in memory to read and show them, at once (docs/api.md §20.4)", async () => {
    t = await startNotificationTest();
    const { server, restaurant, key } = t;
    const future = await book(server, key, { ...AUGUSTA, starts_at: berlin("2026-06-09", "19:00") });
    await book(server, key, GRACE);
    const ownerTab = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const shown = await consoleGet(server, ownerTab, restaurant, "/day?date=2026-06-09");
    expect(shown.text).toContain("23125678");
    const hers = () => phonesInMemoryForTesting().filter((kept) => kept.replace(/\D/g, "").includes("23125678"));
    expect(hers()).not.toEqual([]);

    const erased = await consolePost(server, ownerTab, restaurant, "/privacy/erase", { phone: "+49 (30) 2312-5678", confirm: true });
    expect(erased.json.data, erased.text).toMatchObject({ bookingsFound: 1, bookingsCancelled: 1 });
    expect(hers()).toEqual([]);
    // Nor does the delivery of her cancellation's messages bring them back.
    await t.worker().deliverAllDue();
    expect(t.mail.messages.some((m) => m.text?.includes(String(future.reservation_number)))).toBe(true);
    expect(hers()).toEqual([]);
  });

  it("changes nothing the second time, never touches another guest, and is audited without naming her", async () => {
    const { server, restaurant, ownerTab } = await withTwoGuests();
    const first = await consolePost(server, ownerTab, restaurant, "/privacy/erase", { phone: "+49 (30) 2312-5678", confirm: true });
    expect(first.json.data).toMatchObject({ bookingsFound: 2, bookingsCancelled: 1 });
    const again = await consolePost(server, ownerTab, restaurant, "/privacy/erase", { phone: "+49 30 23125678", confirm: true });
    expect(again.json.data).toMatchObject({ bookingsFound: 0, bookingsCancelled: 0, rowsChanged: 0 });

    const grace = await server.rows(
      sql`SELECT guest_first_name, guest_last_name, guest_email FROM reservations WHERE guest_email IS NOT NULL`,
    );
    expect(grace).toEqual([{ guest_first_name: "Grace", guest_last_name: "Hopperfield", guest_email: GRACE.guest_email }]);

    const view = await consoleGet(server, ownerTab, restaurant, "/privacy");
    expect(view.json.data.guestDataRetentionMonths).toBe(24);
    expect(view.json.data.audit.map((e: { action: string; rowsChanged: number }) => [e.action, e.rowsChanged > 0])).toEqual([
      ["erasure", false],
      ["erasure", true],
    ]);
    expect(view.json.data.audit[0].actor).toMatch(/^user:/);
  });

  it("erases in one restaurant only: the same guest at another restaurant of the server keeps her booking", async () => {
    const { server, restaurant, ownerTab } = await withTwoGuests();
    const other = await seedRestaurant(server.ctx);
    server.clock.set("2026-06-03T08:00:00Z");
    await book(server, other.key, { ...AUGUSTA, starts_at: berlin("2026-06-10", "19:00") });
    await consolePost(server, ownerTab, restaurant, "/privacy/erase", { email: AUGUSTA.guest_email, confirm: true });
    const left = await server.rows<{ restaurant_id: string; status: string }>(
      sql`SELECT restaurant_id, status FROM reservations WHERE guest_email = ${AUGUSTA.guest_email}`,
    );
    expect(left).toEqual([{ restaurant_id: other.restaurant.id, status: "pending" }]);
    // Her other restaurant's owner cannot erase here, nor read her there.
    const otherOwner = await signedInTab(server, other.restaurant, "owner@other.example", "owner");
    const across = await consolePost(server, otherOwner, restaurant, "/privacy/export", { email: AUGUSTA.guest_email });
    expect(across.status).toBe(403);
  });

  it("exports what is held about the guest as one document", async () => {
    const { server, restaurant, ownerTab, past, future } = await withTwoGuests();
    const res = await consolePost(server, ownerTab, restaurant, "/privacy/export", { email: AUGUSTA.guest_email });
    expect(res.status, res.text).toBe(200);
    const document = res.json.data;
    expect(document.guest).toEqual({ email: AUGUSTA.guest_email, phone: null });
    expect(document.bookings.map((b: { reservation_number: number }) => b.reservation_number).sort()).toEqual(
      [past.reservation_number, future.reservation_number].sort(),
    );
    expect(document.bookings[0]).toMatchObject({ guest_last_name: "Kingsbyrne", guest_email: AUGUSTA.guest_email });
    expect(document.bookings[0]).not.toHaveProperty("pin_hmac");
    expect(document.changeRequests).toHaveLength(1);
    expect(document.messages.length).toBeGreaterThan(1);
    expect(document.messages.every((m: { recipient: string }) => m.recipient === AUGUSTA.guest_email)).toBe(true);
    expect(JSON.stringify(document)).not.toContain("Hopperfield");
  });

  it("is the owner's: staff get 403 forbidden for erasure, export, the privacy view and the guests' CSV", async () => {
    const { server, restaurant } = await withTwoGuests();
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const refusals = [
      await consolePost(server, staff, restaurant, "/privacy/erase", { email: AUGUSTA.guest_email, confirm: true }),
      await consolePost(server, staff, restaurant, "/privacy/export", { email: AUGUSTA.guest_email }),
      await consoleGet(server, staff, restaurant, "/privacy"),
      await consoleGet(server, staff, restaurant, "/export.csv?from=2026-06-01&to=2026-06-30"),
      await consolePost(server, staff, restaurant, "/settings", { guestDataRetentionMonths: 1 }),
    ];
    expect(refusals.map((r) => [r.status, r.json?.error?.code])).toEqual(Array(5).fill([403, "forbidden"]));
    expect(await server.rows(sql`SELECT 1 FROM reservations WHERE guest_email = ${AUGUSTA.guest_email}`)).toHaveLength(2);
  });

  it("asks for confirmation and exactly one of e-mail or phone", async () => {
    const { server, restaurant, ownerTab } = await withTwoGuests();
    const unconfirmed = await consolePost(server, ownerTab, restaurant, "/privacy/erase", { email: AUGUSTA.guest_email });
    const both = await consolePost(server, ownerTab, restaurant, "/privacy/erase", {
      email: AUGUSTA.guest_email,
      phone: "+49 30 23125678",
      confirm: true,
    });
    for (const refused of [unconfirmed, both]) expect([refused.status, refused.json.error.code]).toEqual([400, "invalid_request"]);
    expect(await server.rows(sql`SELECT 1 FROM reservations WHERE guest_email = ${AUGUSTA.guest_email}`)).toHaveLength(2);
  });
});
