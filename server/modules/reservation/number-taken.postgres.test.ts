import { sql } from "kysely";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { book } from "./test-support.ts";

// The first draw of every booking here is one number: the second booking's one statement
// (create-reservation.ts issueReservation) finds it taken after its commit, and is tried again.
const TAKEN = 4_242_424;
vi.mock(import("./reservation-number.ts"), async (original) => ({ ...(await original()), randomReservationNumber: () => TAKEN }));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it("a booking whose number was taken is booked under another, without the profile made for the first try", async () => {
  const { restaurant, key } = await seedRestaurant(server.ctx);
  const first = await book(server, key, { guest_email: "first@example.org", guest_last_name: "First" });
  const second = await book(server, key, { guest_email: "second@example.org", guest_last_name: "Second" });
  expect(first.reservation_number).toBe(TAKEN);
  expect(second.reservation_number).not.toBe(TAKEN);

  const rows = await server.rows(
    sql`SELECT r.reservation_number AS number, r.guest_last_name AS name, r.guest_profile_id AS profile,
          (SELECT COUNT(*) FROM outbox o WHERE o.reservation_id = r.id) AS messages,
          (SELECT COUNT(*) FROM live_events e WHERE e.restaurant_id = r.restaurant_id AND e.reservation_number = r.reservation_number) AS events
        FROM reservations r WHERE r.restaurant_id = ${restaurant.id} ORDER BY r.id`,
  );
  expect(rows.map((r) => [Number(r.number), r.name, Number(r.events)])).toEqual([
    [TAKEN, "First", 1],
    [second.reservation_number, "Second", 1],
  ]);
  expect(rows.every((r) => Number(r.messages) > 0)).toBe(true);
  // One profile a guest: the one made for the taken number went with it.
  const profiles = await server.rows(sql`SELECT id FROM guest_profiles WHERE restaurant_id = ${restaurant.id} ORDER BY id`);
  expect(profiles.map((p) => Number(p.id))).toEqual(rows.map((r) => Number(r.profile)));
});
