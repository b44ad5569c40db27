import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { berlin, book, manage } from "../modules/reservation/test-support.ts";
import { consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { join } from "../waitlist/test-support.ts";

/** The waitlist's part of a guest's data (issue 29 × 30), on both engines: erased by phone too, and gone once its date has passed. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const AUGUSTA = {
  guest_first_name: "Augusta",
  guest_last_name: "Kingsbyrne",
  guest_email: "augusta@example.org",
  guest_phone: "+49 30 23125678",
};

/** A full Tuesday evening; Augusta then Bea wait for it; the booking is cancelled, so Augusta holds the offer. */
async function offeredToAugusta(env: Record<string, string> = {}) {
  server = await startTestServer({ env, limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
  const { restaurant, key } = await seedRestaurant(server.ctx, {
    settings: { maxCoversPerSlot: 2, confirmationMode: "auto", country: "DE" },
  });
  const booked = await book(server, key, { starts_at: berlin("2026-06-02", "19:00") });
  expect((await join(server, key, AUGUSTA)).status).toBe(200);
  expect((await join(server, key, { guest_first_name: "Bea", guest_last_name: "Hopper", guest_email: "bea@example.org" })).status).toBe(
    200,
  );
  await manage(server, key, { action: "cancel", reservation_number: booked.reservation_number, pin: booked.guest_pin });
  const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
  return { restaurant, owner };
}

/** A server with a messaging channel: offers also go to the phone a guest left. */
const MESSAGING = {
  COUVERT_MESSAGING_WEBHOOK_URL: "https://messaging.example/hook",
  COUVERT_MESSAGING_WEBHOOK_SECRET: "messaging-secret-0123456789",
};

const offeredTo = () =>
  server.rows<{ recipient: string; status: string }>(sql`SELECT recipient, status FROM outbox WHERE topic = 'waitlist.offer' ORDER BY id`);

describe("the waitlist and the guest's privacy", () => {
  it("erased by phone: her entry, her offer and her waitlist e-mails go, and the table is offered to the next guest", async () => {
    const { restaurant, owner } = await offeredToAugusta();
    expect(await offeredTo()).toEqual([{ recipient: AUGUSTA.guest_email, status: "queued" }]);

    const erased = await consolePost(server, owner, restaurant, "/privacy/erase", { phone: "030 23125678", confirm: true });
    expect(erased.status, erased.text).toBe(200);

    expect(await server.rows(sql`SELECT guest_last_name FROM waitlist_entries ORDER BY id`)).toEqual([{ guest_last_name: "Hopper" }]);
    expect(await offeredTo()).toEqual([
      { recipient: "", status: "skipped" },
      { recipient: "bea@example.org", status: "queued" },
    ]);
    const left = await server.rows(
      sql`SELECT id FROM outbox WHERE recipient = ${AUGUSTA.guest_email} OR payload_sealed IS NOT NULL AND recipient = ''`,
    );
    expect(left).toEqual([]);
  });

  it("erased by e-mail: her offer by messaging goes too, number and content", async () => {
    const { restaurant, owner } = await offeredToAugusta(MESSAGING);
    const messaged = () => server.rows(sql`SELECT recipient, status FROM outbox WHERE channel = 'messaging' ORDER BY id`);
    expect(await messaged()).toEqual([{ recipient: "+493023125678", status: "queued" }]);
    const erased = await consolePost(server, owner, restaurant, "/privacy/erase", { email: AUGUSTA.guest_email, confirm: true });
    expect(erased.status, erased.text).toBe(200);
    expect(await messaged()).toEqual([{ recipient: "", status: "skipped" }]);
    expect(
      await server.rows(sql`SELECT id FROM outbox WHERE recipient = '+493023125678' OR payload_sealed IS NOT NULL AND recipient = ''`),
    ).toEqual([]);
  });

  it("retention drops the entries of dates already past, and the address or number of their sent messages", async () => {
    await offeredToAugusta(MESSAGING);
    await server.rows(sql`UPDATE outbox SET status = 'sent', payload_sealed = NULL WHERE topic LIKE 'waitlist.%'`);
    server.clock.set("2026-06-02T20:00:00Z");
    await server.ctx.services.privacy.runRetention();
    expect(await server.rows(sql`SELECT id FROM waitlist_entries`)).toHaveLength(2);

    server.clock.set("2026-06-03T09:00:00Z");
    await server.ctx.services.privacy.runRetention();
    expect(await server.rows(sql`SELECT id FROM waitlist_entries`)).toEqual([]);
    expect(await server.rows(sql`SELECT recipient FROM outbox WHERE topic LIKE 'waitlist.%' AND recipient <> ''`)).toEqual([]);
  });

  it("retention keeps a night's list through its small hours", async () => {
    server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
    const { key } = await seedRestaurant(server.ctx);
    // Saturday 6 June 2026 runs from 18:00 to 02:00.
    expect((await join(server, key, { date: "2026-06-06", window_start: "23:30", window_end: "01:00" })).status).toBe(200);
    server.clock.set(berlin("2026-06-07", "00:30"));
    await server.ctx.services.privacy.runRetention();
    expect(await server.rows(sql`SELECT id FROM waitlist_entries`)).toHaveLength(1);
    server.clock.set(berlin("2026-06-07", "02:30"));
    await server.ctx.services.privacy.runRetention();
    expect(await server.rows(sql`SELECT id FROM waitlist_entries`)).toEqual([]);
  });
});
