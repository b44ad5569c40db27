import ICAL from "ical.js";
import { sql } from "kysely";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toUtcIso } from "../../core/time.ts";
import { localWriteGeneration } from "../db/local-writes.ts";
import { reservationUid } from "../../core/calendar/reservation-event.ts";
import { credentialsInFragment } from "../../core/reservation/manage-link.ts";
import { book, bookingBody, codeOf, manage, ownerJson, postBooking } from "../modules/reservation/test-support.ts";
import type { MailCatcher } from "../testing/mail-catcher.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import type { TestServer } from "../testing/test-server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { MESSAGING_SECRET, recipientOf as to, startNotificationTest } from "./test-support.ts";
import { verifySignature } from "./webhooks/signature.ts";
import { rotateSigningSecret } from "./webhooks/signing-secret.ts";

let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
let server: TestServer;
let mail: MailCatcher;
let hooks: WebhookReceiver;
let logLines: string[];
/** Closed before the test's workers stop: a receiver that hangs, whose requests a stop would wait out. */
const closeFirst: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await t?.close(...closeFirst.splice(0));
  t = null;
});

async function start(...options: Parameters<typeof startNotificationTest>) {
  t = await startNotificationTest(...options);
  ({ server, mail, hooks, logLines } = t);
  return t;
}
const worker = (...args: Parameters<NonNullable<typeof t>["worker"]>) => t!.worker(...args);
const outboxRows = () => t!.outboxRows();
const attachmentNames = (m: ParsedMail) => m.attachments.map((a) => a.filename);
const calendarEventOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;

describe("a booking", () => {
  it("reaches the guest in their language, every owner address, and the owner's webhook, signed", async () => {
    const { key, signingSecret, restaurant } = await start();
    const created = await book(server, key, { guest_locale: "de-DE", guest_email: "ada@example.org", guest_phone: "+493012345678" });
    expect(await worker().deliverDue()).toBe(4); // guest, two owner addresses, webhook; the reminder waits
    const messages = await mail.waitFor(3);

    const guest = messages.find((m) => to(m) === "ada@example.org")!;
    expect(guest.subject).toBe("Anfrage erhalten: " + restaurant.name + ", Di., 2. Juni, 19:00");
    expect(guest.from?.text).toBe(`"${restaurant.name}" <bookings@couvert.example>`);
    expect(guest.replyTo?.text).toBe("owner@bistro.example");
    expect(guest.text).toContain(String(created.reservation_number));
    expect(guest.text).toContain(created.guest_pin);
    expect(guest.html).toContain(created.guest_pin);
    const link = /https:\/\/bistro\.example\/booking#couvert=[^\s"<]+/.exec(guest.text!)![0];
    expect(credentialsInFragment(new URL(link).hash)).toEqual({ reservationNumber: created.reservation_number, pin: created.guest_pin });
    expect(attachmentNames(guest)).toEqual(["reservation.ics"]);
    const ics = guest.attachments[0]!.content.toString("utf8");
    expect(ics).toContain("DTSTART:20260602T170000Z");
    expect(ics).not.toContain(created.guest_pin);
    // The booking widget's file is the same event (core/calendar/reservation-event.ts), from the same organizer.
    const calendarEvent = calendarEventOf(ics);
    expect(calendarEvent.getFirstPropertyValue("uid")).toBe(reservationUid(restaurant.slug, created.reservation_number));
    expect(calendarEvent.getFirstPropertyValue("sequence")).toBe(0);
    expect(calendarEvent.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(calendarEvent.getFirstProperty("organizer")?.getParameter("cn")).toBe(restaurant.name);
    expect(calendarEvent.getFirstPropertyValue("organizer")).toBe("mailto:bookings@couvert.example");

    const owners = messages.filter((m) => to(m) !== "ada@example.org");
    expect(owners.map(to).sort()).toEqual(["host@bistro.example", "owner@bistro.example"]);
    // The console's day of the booking, on this server's own address.
    const day = `${server.ctx.config.publicUrl}/owner/#/${restaurant.slug}/day/2026-06-02`;
    for (const owner of owners) {
      expect(owner.subject).toBe("New booking request: Ada Lovelace, 2 guests, Tue 2 Jun 19:00");
      expect(owner.text).toContain(`Open in the console:\n${day}`);
      expect(owner.html).toContain(`href="${day}"`);
      expect(owner.text).not.toContain("couvert reservation set-status");
      expect(owner.text).not.toContain(created.guest_pin);
      // As staff read it (this restaurant names no country: the international form).
      expect(owner.text).toContain("Phone: +49 30 12345678");
    }

    expect(hooks.requests).toHaveLength(1);
    const [hook] = hooks.requests;
    expect(hook!.path).toBe("/till");
    const signature = String(hook!.headers["couvert-signature"]);
    expect(verifySignature(signingSecret, hook!.body, signature, server.clock.now())).toBe(true);
    expect(verifySignature(signingSecret, hook!.body.replace('"party_size":2', '"party_size":20'), signature, server.clock.now())).toBe(
      false,
    );
    expect(verifySignature(signingSecret, hook!.body, signature, new Date(server.clock.now().getTime() + 6 * 60_000))).toBe(false);
    const event = JSON.parse(hook!.body);
    expect(event).toMatchObject({
      type: "reservation.created",
      restaurant: { id: restaurant.id, slug: restaurant.slug },
      data: {
        reservation: {
          reservation_number: created.reservation_number,
          status: "pending",
          party_size: 2,
          guest_phone: "+493012345678",
          guest_phone_display: "+49 30 12345678",
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(hook!.body).not.toContain(created.guest_pin);

    const rows = await outboxRows();
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(4);
    expect(rows.filter((r) => r.status === "queued").map((r) => [r.topic, r.not_before])).toEqual([
      ["guest.reminder", "2026-06-01T17:00:00Z"],
    ]);
    const payloads = await server.rows<{ payload_sealed: string | null }>(sql`SELECT payload_sealed FROM outbox WHERE status = 'sent'`);
    expect(payloads.every((p) => p.payload_sealed === null)).toBe(true);
    expect(logLines.join("\n")).toContain("message sent");
    expect(logLines.join("\n")).not.toContain(created.guest_pin);
    expect(logLines.join("\n")).not.toContain(key);
  });

  it("tells a guest of an automatic restaurant it is confirmed, and goes over the messaging channel too", async () => {
    const { restaurant, key } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { confirmationMode: "auto", notificationEmails: [] }, server.clock.now());
    await book(server, key, { guest_phone: "+49 151 23456789", notify_whatsapp: true, guest_locale: "en" });
    await worker().deliverDue();
    const [guest] = await mail.waitFor(1);
    expect(guest!.subject).toBe(`Booking confirmed: ${restaurant.name}, Tue 2 Jun 19:00`);
    const messaging = hooks.requests.find((r) => r.path === "/messaging")!;
    expect(verifySignature(MESSAGING_SECRET, messaging.body, String(messaging.headers["couvert-signature"]), server.clock.now())).toBe(
      true,
    );
    expect(JSON.parse(messaging.body)).toMatchObject({ type: "guest.booking_confirmed", to: "+4915123456789", lang: "en" });
    expect(JSON.parse(messaging.body).text).toContain("confirmed");
  });

  it("that rolls back leaves nothing in the outbox, and nothing is sent", async () => {
    const { key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { maxCoversPerSlot: 2 }, server.clock.now());
    await book(server, key);
    const before = (await outboxRows()).length;
    // Full: refused inside the transaction, after the rules passed.
    expect(codeOf(await postBooking(server, key, bookingBody()))).toBe("slot_full");
    // A write that fails after it announced: the announcement goes with it.
    const reservation = (await server.ctx.store.read.reservations.list(restaurant.id))[0]!;
    await expect(
      server.ctx.store.write([], async (tx) => {
        await tx.reservations.updateStatus(reservation.id, "confirmed", "2026-06-01T10:00:00Z");
        await tx.outbox.enqueue(
          [
            {
              restaurantId: restaurant.id,
              reservationId: reservation.id,
              channel: "email",
              topic: "guest.confirmed",
              recipient: "ada@example.org",
              payloadSealed: "x",
              notBefore: "2026-06-01T10:00:00Z",
              space: "live",
            },
          ],
          "2026-06-01T10:00:00Z",
        );
        throw new Error("the write fails after its announcement");
      }),
    ).rejects.toThrow("after its announcement");
    expect(await outboxRows()).toHaveLength(before);
    await worker().deliverDue();
    expect(mail.messages.filter((m) => m.subject?.includes("confirmed"))).toHaveLength(0);
  });
});

describe("delivery", () => {
  it("retries a refused e-mail with exponential backoff, records every attempt, then delivers", async () => {
    const { key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { notificationEmails: [], webhookUrl: null }, server.clock.now());
    await book(server, key);
    mail.refuseNext(2);
    const w = worker();
    await w.deliverDue();
    const [first] = (await outboxRows()).filter((r) => r.topic === "guest.booking_received");
    expect(first).toMatchObject({ status: "queued", attempts: 1, not_before: "2026-06-01T10:00:30Z" });
    expect(await w.deliverDue()).toBe(0); // not due yet
    server.clock.advance(30_000);
    await w.deliverDue();
    expect((await outboxRows()).find((r) => r.id === first!.id)).toMatchObject({ attempts: 2, not_before: "2026-06-01T10:01:30Z" });
    server.clock.advance(60_000);
    await w.deliverDue();
    await mail.waitFor(1);
    expect((await outboxRows()).find((r) => r.id === first!.id)).toMatchObject({ status: "sent", attempts: 3 });
    const attempts = await server.ctx.store.read.outbox.attempts(first!.id);
    expect(attempts.map((a) => a.outcome)).toEqual(["error", "error", "sent"]);
    expect(attempts[0]!.error).toMatch(/451|busy/i);
  });

  it("marks a message failed after the last attempt, and a webhook receiver that keeps failing does not hold up e-mail", async () => {
    const { key } = await start();
    hooks.answerWith(500);
    await book(server, key);
    const w = worker({ maxAttempts: 3 });
    for (let round = 0; round < 3; round += 1) {
      await w.deliverDue();
      server.clock.advance(10 * 60_000);
    }
    const webhook = (await outboxRows()).find((r) => r.channel === "webhook")!;
    expect(webhook).toMatchObject({ status: "failed", attempts: 3 });
    expect(hooks.requests).toHaveLength(3);
    expect((await outboxRows()).filter((r) => r.channel === "email" && r.status === "sent")).toHaveLength(3);
  });

  it("a restaurant whose webhook never answers holds up no other: another's e-mail goes out while its requests hang", async () => {
    const { key, restaurant } = await start({ limits: { bookingsPerHour: 100, writesPerMinute: 100 } });
    await server.ctx.restaurants.updateSettings(restaurant.id, { notificationEmails: [], webhookUrl: null }, server.clock.now());
    const hanging = await startWebhookReceiver();
    hanging.hang();
    closeFirst.push(() => hanging.close());
    const slow = await seedRestaurant(server.ctx, { settings: { webhookUrl: `${hanging.url}/till`, notificationEmails: [] } });
    await rotateSigningSecret(server.ctx.restaurants, server.ctx.secret, slow.restaurant.id, server.clock.now());
    for (let i = 0; i < 12; i += 1) await book(server, slow.key, { guest_email: `guest${i}@example.org` });
    await book(server, key, { guest_email: "ada@example.org" }); // queued after all of them

    let roundEnded = false;
    const round = worker()
      .deliverDue()
      .finally(() => (roundEnded = true));
    // Generous: sent one at a time, behind twelve webhooks of 10 s each, it came after two minutes.
    await vi.waitFor(() => expect(mail.messages.map(to)).toContain("ada@example.org"), { timeout: 30_000, interval: 50 });
    await vi.waitFor(() => expect(hanging.requests).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(roundEnded, "the slow restaurant's request still hangs").toBe(false);
    const slowHooks = await server.rows<{ status: string; attempts: number; leased: boolean }>(
      sql`SELECT status, attempts, leased_until IS NOT NULL AS leased FROM outbox
          WHERE restaurant_id = ${slow.restaurant.id} AND channel = 'webhook' ORDER BY id`,
    );
    // Its one slot in flight; the other eleven wait their turn, untouched.
    expect(slowHooks.map((r) => [r.status, r.attempts, Boolean(r.leased)])).toEqual([
      ["queued", 0, true],
      ...Array.from({ length: 11 }, () => ["queued", 0, false]),
    ]);

    await hanging.close(); // the hanging request fails, and the round ends
    expect(await round, "the other's e-mail, the slow one's webhook and four of its guests' e-mails (its e-mail slots)").toBe(6);
    expect((await outboxRows()).find((r) => r.recipient === "ada@example.org" && r.topic === "guest.booking_received")).toMatchObject({
      status: "sent",
    });
  });

  it("a message in flight stays its sender's when the server's clock moves on: no second send", async () => {
    const { key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { notificationEmails: [] }, server.clock.now());
    hooks.hang();
    closeFirst.push(() => hooks.close());
    await book(server, key);
    void worker().deliverDue();
    await vi.waitFor(() => expect(hooks.requests).toHaveLength(1), { timeout: 10_000, interval: 20 });

    server.clock.advance(60 * 60_000); // past the lease on the server's clock, not in real time
    await worker().deliverDue();
    expect(hooks.requests, "the hanging webhook was not sent again by another worker").toHaveLength(1);
  });

  it("a round that finds nothing due writes nothing, so this process's cached reads are kept", async () => {
    const { key } = await start();
    const idle = localWriteGeneration();
    expect(await worker().deliverDue()).toBe(0);
    expect(localWriteGeneration(), "an empty outbox").toBe(idle);

    // Due, but held by another live worker: nothing this round could take either.
    await book(server, key);
    const wall = new Date();
    const lease = { until: toUtcIso(new Date(wall.getTime() + 60_000)), token: "another worker" };
    const at = { due: toUtcIso(server.clock.now()), wall: toUtcIso(wall) };
    const held = await server.ctx.store.write([], (tx) => tx.outbox.lease(["email", "webhook"], at, lease, 50));
    expect(held.length).toBeGreaterThan(0);
    const leased = localWriteGeneration();
    expect(await worker().deliverDue()).toBe(0);
    expect(localWriteGeneration(), "every due message leased elsewhere").toBe(leased);
  });
});

describe("what the guest hears after booking", () => {
  it("a change applied, a change request and its decisions, the owner's confirmation and cancellation", async () => {
    const { key, restaurant } = await start();
    const created = await book(server, key, { guest_email: "ada@example.org" });
    const credentials = { reservation_number: created.reservation_number, pin: created.guest_pin, terms_accepted: true };
    server.clock.advance(60_000);
    const changed = await manage(server, key, { ...credentials, party_size: 3 });
    expect(changed.json, changed.text).toEqual({ data: { ok: true, change_request: false } });
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(created.reservation_number), "confirmed");
    expect((await manage(server, key, { ...credentials, party_size: 4 })).json.data).toEqual({
      ok: true,
      change_request: true,
      change_request_status: "open",
    });
    await ownerJson(server, "change-request", "decline", "--restaurant", restaurant.slug, String(created.reservation_number));
    await manage(server, key, { ...credentials, starts_at: "2026-06-02T18:00:00Z" });
    server.clock.advance(60_000);
    await ownerJson(server, "change-request", "approve", "--restaurant", restaurant.slug, String(created.reservation_number));
    server.clock.advance(60_000);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(created.reservation_number), "cancelled");
    await worker().deliverAllDue();
    const guestTopics = (await outboxRows())
      .filter((r) => r.topic.startsWith("guest.") && r.topic !== "guest.reminder")
      .map((r) => r.topic);
    expect(guestTopics).toEqual([
      "guest.booking_received",
      "guest.change_applied",
      "guest.confirmed",
      "guest.change_requested",
      "guest.change_declined",
      "guest.change_requested",
      "guest.change_approved",
      "guest.cancelled",
    ]);
    const webhookTypes = hooks.requests.map((r) => JSON.parse(r.body).type);
    expect(webhookTypes, JSON.stringify(webhookTypes)).toEqual([
      "reservation.created",
      "reservation.changed",
      "reservation.status_changed",
      "reservation.change_requested",
      "reservation.change_requested",
      "reservation.changed",
      "reservation.cancelled",
    ]);
    const guestMail = mail.messages.filter((m) => to(m) === "ada@example.org");
    const approved = guestMail.find((m) => m.subject?.startsWith("Change approved"))!;
    expect(approved.text).toContain("20:00");
    expect(attachmentNames(approved)).toEqual(["reservation.ics"]);
    const cancelled = guestMail.find((m) => m.subject?.startsWith("Booking cancelled"))!;
    // One event in the guest's calendar, each file a later version of it: seconds since the booking.
    const versions = [guestMail.find((m) => m.subject?.startsWith("Request received"))!, approved, cancelled].map((m) =>
      calendarEventOf(m.attachments[0]!.content.toString("utf8")),
    );
    expect(versions.map((v) => v.getFirstPropertyValue("uid"))).toEqual(
      Array(3).fill(reservationUid(restaurant.slug, created.reservation_number)),
    );
    expect(versions.map((v) => v.getFirstPropertyValue("sequence"))).toEqual([0, 120, 180]);
    expect(versions.map((v) => v.getFirstPropertyValue("status"))).toEqual(["TENTATIVE", "CONFIRMED", "CANCELLED"]);
    expect(cancelled.text).toContain(`${restaurant.name} has cancelled your booking for`);
    for (const m of guestMail.filter((m) => !m.subject?.startsWith("Request received"))) expect(m.text).not.toContain(created.guest_pin);
    // The guest's change of the booking still waiting for confirmation applied at once: the owner hears of it, and
    // answers on the Requests screen, where it waits.
    const requestChanged = mail.messages.filter(
      (m) => to(m) === "owner@bistro.example" && m.subject?.startsWith("Booking request changed"),
    );
    expect(requestChanged).toHaveLength(1);
    expect(requestChanged[0]!.text).toContain("What changed\nParty size: 3\n");
    expect(requestChanged[0]!.text).toContain(`Open in the console:\n${server.ctx.config.publicUrl}/owner/#/${restaurant.slug}/requests`);
    // The owner decides a change request on the console's Requests screen.
    const asked = mail.messages.filter((m) => to(m) === "owner@bistro.example" && m.subject?.startsWith("Change request"));
    expect(asked).toHaveLength(2);
    for (const m of asked)
      expect(m.text).toContain(`Open in the console:\n${server.ctx.config.publicUrl}/owner/#/${restaurant.slug}/requests`);
  });

  it("a reminder 24 hours ahead for a confirmed booking; none for a cancelled or unconfirmed one, nor one made less than 24 hours ahead", async () => {
    const { key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { notificationEmails: [], webhookUrl: null }, server.clock.now());
    const confirm = (number: number) =>
      ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, String(number), "confirmed");
    const kept = await book(server, key, { guest_email: "kept@example.org" });
    const cancelled = await book(server, key, { guest_email: "gone@example.org", starts_at: "2026-06-02T16:00:00Z" });
    await book(server, key, { guest_email: "unconfirmed@example.org", starts_at: "2026-06-02T15:00:00Z" });
    await Promise.all([confirm(kept.reservation_number), confirm(cancelled.reservation_number)]);
    server.clock.set("2026-06-01T12:00:00Z");
    const soon = await book(server, key, { guest_email: "soon@example.org", starts_at: "2026-06-02T10:30:00Z" }); // 22.5 hours ahead
    await confirm(soon.reservation_number);
    await manage(server, key, { action: "cancel", reservation_number: cancelled.reservation_number, pin: cancelled.guest_pin });
    expect((await outboxRows()).find((r) => r.recipient === "gone@example.org" && r.topic === "guest.reminder")!.status).toBe("skipped");
    const w = worker();
    await w.deliverAllDue();
    const before = mail.messages.length;
    server.clock.set("2026-06-01T17:00:00Z");
    await w.deliverAllDue();
    await mail.waitFor(before + 1);
    const reminders = mail.messages.slice(before);
    expect(reminders.map((m) => [to(m), m.subject])).toEqual([["kept@example.org", expect.stringMatching(/^Reminder: /)]]);
    expect(reminders[0]!.text).toContain(String(kept.reservation_number));
    expect(reminders[0]!.text).toMatch(/tomorrow/i);
    expect(reminders[0]!.text).not.toContain(kept.guest_pin);
    const reminderRows = (await outboxRows()).filter((r) => r.topic === "guest.reminder");
    expect(reminderRows.map((r) => [r.recipient, r.status])).toEqual([
      ["kept@example.org", "sent"],
      ["gone@example.org", "skipped"],
      ["unconfirmed@example.org", "skipped"],
    ]);
  });

  it("a booking moved away and back gets one reminder, built from the booking as it is when it goes out", async () => {
    const { key, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { notificationEmails: [], webhookUrl: null }, server.clock.now());
    const created = await book(server, key, { guest_email: "ada@example.org", party_size: 2 });
    const number = String(created.reservation_number);
    await ownerJson(server, "reservation", "set-status", "--restaurant", restaurant.slug, number, "confirmed");
    const credentials = { reservation_number: created.reservation_number, pin: created.guest_pin, terms_accepted: true };
    for (const starts_at of ["2026-06-02T16:00:00Z", "2026-06-02T17:00:00Z"]) {
      expect((await manage(server, key, { ...credentials, starts_at })).json.data).toEqual({
        ok: true,
        change_request: true,
        change_request_status: "open",
      });
      await ownerJson(server, "change-request", "approve", "--restaurant", restaurant.slug, number);
    }
    expect((await manage(server, key, { ...credentials, party_size: 5 })).json.data).toEqual({
      ok: true,
      change_request: true,
      change_request_status: "open",
    });
    await ownerJson(server, "change-request", "approve", "--restaurant", restaurant.slug, number);
    const w = worker();
    await w.deliverAllDue();
    server.clock.set("2026-06-01T17:00:00Z");
    await w.deliverAllDue();
    const reminders = mail.messages.filter((m) => m.subject?.startsWith("Reminder: "));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain("Party size: 5"); // the party as it is now, not as it was when the reminder was written
    const statuses = (await outboxRows()).filter((r) => r.topic === "guest.reminder").map((r) => r.status);
    expect(statuses).toEqual(["skipped", "skipped", "sent"]);
  });
});

describe("a lost PIN", () => {
  it("is replaced and e-mailed when the address matches; the answer is the same when it does not; the old PIN stops working", async () => {
    const { key } = await start();
    const created = await book(server, key, { guest_email: "Ada@Example.org" });
    const w = worker();
    await w.deliverDue();
    const sentBefore = mail.messages.length;
    const reset = (email: string) =>
      server.request("/api/v1/reservation/pin-reset", { key, body: { reservation_number: created.reservation_number, email } });
    const wrong = await reset("eve@example.org");
    const right = await reset(" ada@example.ORG ");
    expect([wrong.status, right.status]).toEqual([200, 200]);
    expect(wrong.text).toBe(right.text);
    await w.deliverDue();
    const [message] = (await mail.waitFor(sentBefore + 1)).slice(sentBefore);
    expect(to(message!)?.toLowerCase()).toBe("ada@example.org");
    expect(message!.subject).toMatch(/^Your new PIN: /);
    const newPin = credentialsInFragment(new URL(/https:\/\/bistro\.example\/booking#\S+/.exec(message!.text!)![0]).hash)!.pin;
    expect(newPin).not.toBe(created.guest_pin);
    expect(message!.text).toContain(newPin);
    expect(
      codeOf(await manage(server, key, { action: "load", reservation_number: created.reservation_number, pin: created.guest_pin })),
    ).toBe("invalid_credentials");
    expect((await manage(server, key, { action: "load", reservation_number: created.reservation_number, pin: newPin })).status).toBe(200);
    expect(mail.messages.filter((m) => to(m) === "eve@example.org")).toHaveLength(0);
    expect(logLines.join("\n")).not.toContain(newPin);
  });

  it("is rate-limited like PIN checks, and refuses a malformed request with its field", async () => {
    const { key } = await start();
    const created = await book(server, key);
    const reset = (body: unknown) => server.request("/api/v1/reservation/pin-reset", { key, body });
    for (let i = 0; i < 5; i += 1)
      expect((await reset({ reservation_number: created.reservation_number, email: `x${i}@example.org` })).status).toBe(200);
    const locked = await reset({ reservation_number: created.reservation_number, email: "ada@example.org" });
    expect(locked.status).toBe(429);
    expect(codeOf(locked)).toBe("rate_limit_exceeded");
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    const malformed = await reset({ reservation_number: "12", email: "ada@example.org" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatchObject({ code: "invalid_request", field: "reservation_number" });
  });

  it("refuses a number outside 6 to 8 digits as its field, before it reaches the database", async () => {
    const { key } = await start();
    for (const number of [99_999, 100_000_000, 9_007_199_254_740_942]) {
      const res = await server.request("/api/v1/reservation/pin-reset", {
        key,
        body: { reservation_number: number, email: "ada@example.org" },
      });
      expect([res.status, res.json.error?.code, res.json.error?.field], String(number)).toEqual([
        400,
        "invalid_request",
        "reservation_number",
      ]);
    }
  });
});
