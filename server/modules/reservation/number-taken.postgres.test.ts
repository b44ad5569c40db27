import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import { ReservationService } from "./service.ts";
import { bookingBody } from "./test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const TAKEN = 4_242_424;
const OTHER = 5_353_535;

it("a booking whose number was taken is booked under another, without the profile made for the first try", async () => {
  const { restaurant } = await seedRestaurant(server.ctx);
  // The first booking draws TAKEN; so does the second's one statement (create-reservation.ts
  // issueReservation), which finds it taken after its commit and is tried again, drawing OTHER.
  const draws = [TAKEN, TAKEN, OTHER];
  const { ctx } = server;
  const service = new ReservationService(ctx.store, ctx.secret, ctx.config.limits, new ReservationNotifier(ctx.secret), () =>
    draws.shift()!,
  );
  const bookAs = (name: string) =>
    service.bookOnce(
      restaurant,
      {
        apiKeyId: "test",
        space: "live",
        idempotencyKey: null,
        body: bookingBody({ guest_email: `${name}@example.org`, guest_last_name: name }),
      },
      ctx.clock.now(),
      async () => {},
    );
  const first = await bookAs("First");
  const second = await bookAs("Second");
  expect([first, second].map((o) => !o.replayed && o.created.reservation_number)).toEqual([TAKEN, OTHER]);
  expect(draws).toEqual([]);

  const rows = await server.rows(
    sql`SELECT r.reservation_number AS number, r.guest_last_name AS name, r.guest_profile_id AS profile,
          (SELECT COUNT(*) FROM outbox o WHERE o.reservation_id = r.id) AS messages,
          (SELECT COUNT(*) FROM live_events e WHERE e.restaurant_id = r.restaurant_id AND e.reservation_number = r.reservation_number) AS events
        FROM reservations r WHERE r.restaurant_id = ${restaurant.id} ORDER BY r.id`,
  );
  expect(rows.map((r) => [Number(r.number), r.name, Number(r.events)])).toEqual([
    [TAKEN, "First", 1],
    [OTHER, "Second", 1],
  ]);
  expect(rows.every((r) => Number(r.messages) > 0)).toBe(true);
  // One profile a guest: the one made for the taken number went with it.
  const profiles = await server.rows(sql`SELECT id FROM guest_profiles WHERE restaurant_id = ${restaurant.id} ORDER BY id`);
  expect(profiles.map((p) => Number(p.id))).toEqual(rows.map((r) => Number(r.profile)));
});
