import { afterEach, describe, expect, it } from "vitest";
import { book, manage, ownerJson } from "../modules/reservation/test-support.ts";
import { startNotificationTest } from "./test-support.ts";

/** docs/api.md §2.5: a test booking's messages are recorded as they would go out, and never sent. */

let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe("a test booking", () => {
  it("sends nothing to the guest, the owner or the webhook; couvert outbox list --test shows what would have gone", async () => {
    t = await startNotificationTest();
    const { server, mail, hooks, restaurant, key } = t;
    const { key: testKey } = await ownerJson(
      server,
      "key",
      "create",
      "--restaurant",
      restaurant.slug,
      "--modules",
      "reservation",
      "--test",
    );
    const booked = await book(server, testKey, { guest_email: "qa@example.org", guest_phone: "+493012345678", notify_whatsapp: true });
    const cancelled = await manage(server, testKey, {
      action: "cancel",
      reservation_number: booked.reservation_number,
      pin: booked.guest_pin,
    });
    expect(cancelled.status).toBe(200);

    expect(await t.worker().deliverDue()).toBe(0);
    expect(mail.messages).toEqual([]);
    expect(hooks.requests).toEqual([]);
    expect((await ownerJson(server, "outbox", "list", "--restaurant", restaurant.slug)).messages).toEqual([]);

    const { messages } = await ownerJson(server, "outbox", "list", "--test", "--restaurant", restaurant.slug);
    const topics = messages.map((m: { channel: string; topic: string }) => `${m.channel} ${m.topic}`).sort();
    expect(topics).toEqual(
      [
        "email guest.booking_received",
        "messaging guest.booking_received",
        "email guest.reminder",
        "messaging guest.reminder",
        "email owner.new_booking",
        "email owner.new_booking",
        "webhook webhook.reservation.created",
        "email guest.cancelled",
        "messaging guest.cancelled",
        "email owner.guest_cancelled",
        "email owner.guest_cancelled",
        "webhook webhook.reservation.cancelled",
      ].sort(),
    );
    for (const m of messages) expect(m).toMatchObject({ status: "skipped", attempts: 0, lastError: "test booking: recorded, never sent" });
    const received = messages.find(
      (m: { topic: string; channel: string }) => m.channel === "email" && m.topic === "guest.booking_received",
    );
    expect(received.rendered.subject).toContain(restaurant.name);
    expect(received.rendered.text).toContain(booked.guest_pin);
    const webhook = messages.find((m: { topic: string }) => m.topic === "webhook.reservation.created");
    expect(webhook.rendered.webhookBody.data.reservation.reservation_number).toBe(booked.reservation_number);

    // The same server delivers a live booking's messages: the receivers were listening.
    await book(server, key, { guest_email: "ada@example.org" });
    expect(await t.worker().deliverDue()).toBe(4);
    expect((await mail.waitFor(3)).length).toBe(3);
    expect(hooks.requests.map((r) => r.path)).toEqual(["/till"]);
  });
});
