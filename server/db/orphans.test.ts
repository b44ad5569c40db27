import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { book, changeAsked, manage } from "../modules/reservation/test-support.ts";
import { startNotificationTest } from "../notifications/test-support.ts";
import { consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { orphansIn, rowsOfRestaurant } from "../testing/orphans.ts";

/**
 * Migration 030 dropped the restaurant's foreign key of rows that go with another parent (PostgreSQL):
 * on both engines, erasing a guest and deleting a restaurant still leave no row naming what is gone.
 */

let t: Awaited<ReturnType<typeof startNotificationTest>>;
afterEach(async () => {
  await t?.close();
});

const AUGUSTA = { guest_first_name: "Augusta", guest_email: "augusta@example.org", guest_phone: "+49 30 23125678" };
const GRACE = { guest_first_name: "Grace", guest_email: "grace@example.org", guest_phone: "+49 30 23125679" };

/** Two restaurants with guests, profiles, messages sent and queued, a change request and a cancellation. */
async function twoRestaurantsBooked() {
  t = await startNotificationTest();
  const { server, restaurant, key } = t;
  // The other restaurant has no webhook: its bookings take the one-statement path on PostgreSQL.
  const other = await seedRestaurant(server.ctx, { settings: { notificationEmails: ["owner@other.example"] } });
  const worker = t.worker();
  for (const [at, k] of [
    [restaurant, key],
    [other.restaurant, other.key],
  ] as const) {
    await changeAsked(server, at.slug, k, AUGUSTA, { party_size: 4 });
    await book(server, k, GRACE);
    const cancelled = await book(server, k, { ...AUGUSTA, party_size: 3 });
    const cancel = await manage(server, k, {
      action: "cancel",
      reservation_number: cancelled.reservation_number,
      pin: cancelled.guest_pin,
    });
    expect(cancel.status, cancel.text).toBe(200);
  }
  await worker.deliverAllDue();
  return { server, restaurant, other: other.restaurant };
}

const deleteRestaurant = (server: typeof t.server, id: string) => server.rows(sql`DELETE FROM restaurants WHERE id = ${id}`);

describe("no orphan rows", () => {
  it("after a guest's erasure and each restaurant's deletion, the other restaurant's rows untouched", async () => {
    const { server, restaurant, other } = await twoRestaurantsBooked();
    const { kysely } = server.ctx.store.db;
    const before = await rowsOfRestaurant(kysely, restaurant.id);
    for (const table of [
      "reservations",
      "guest_profiles",
      "guest_contacts",
      "outbox",
      "live_events",
      "covers_by_stay",
      "change_requests",
    ]) {
      if (table in before) expect(before[table], table).toBeGreaterThan(0);
    }
    expect(await orphansIn(kysely)).toEqual([]);

    const ownerTab = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const erased = await consolePost(server, ownerTab, restaurant, "/privacy/erase", { email: AUGUSTA.guest_email, confirm: true });
    expect(erased.status, erased.text).toBe(200);
    expect(await orphansIn(kysely)).toEqual([]);

    const otherBefore = await rowsOfRestaurant(kysely, other.id);
    await deleteRestaurant(server, restaurant.id);
    expect(await orphansIn(kysely)).toEqual([]);
    expect(Object.values(await rowsOfRestaurant(kysely, restaurant.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOfRestaurant(kysely, other.id)).toEqual(otherBefore);

    await deleteRestaurant(server, other.id);
    expect(await orphansIn(kysely)).toEqual([]);
    const left = await server.rows<{ n: number | string }>(
      sql`SELECT (SELECT count(*) FROM reservations) + (SELECT count(*) FROM guest_profiles) + (SELECT count(*) FROM guest_contacts)
        + (SELECT count(*) FROM outbox) + (SELECT count(*) FROM outbox_attempts) + (SELECT count(*) FROM live_events)
        + (SELECT count(*) FROM covers_by_stay) AS n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
