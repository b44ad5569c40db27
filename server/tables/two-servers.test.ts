import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpeningHours } from "../../core/hours.ts";
import { addDays, localDateOf, localToInstant, toUtcIso, WEEKDAYS } from "../../core/time.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { spawnServer, type ServerProcess } from "../testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * Tables mode across two real `couvert serve` processes on one database, on each engine (issue
 * 27): the restaurant's lock and the seating inside the booking's transaction hold between
 * processes, not only between requests of one.
 */
const SECRET = "two-servers-tables-0123456789abcdef0123456789";
const OPEN_DAILY: OpeningHours = {
  weeklyHours: Object.fromEntries(
    WEEKDAYS.map((d) => [d, { closed: false, open: "10:00", close: "23:00" }]),
  ) as OpeningHours["weeklyHours"],
  dateExceptions: [],
};

let database: TestDatabase;
let seeder: TestServer;
let servers: ServerProcess[];

beforeAll(async () => {
  database = await createTestDatabase();
  seeder = await startTestServer({ database, secret: SECRET });
  servers = await Promise.all(
    [1, 2].map(() =>
      spawnServer({
        COUVERT_DB: database.url,
        COUVERT_SECRET: SECRET,
        COUVERT_IP_REQUESTS_PER_MIN: "100000",
        COUVERT_WRITES_PER_MIN: "100000",
        COUVERT_BOOKINGS_PER_HOUR: "100000",
      }),
    ),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await seeder.close();
  await database.drop();
}, 30_000);

const table = (id: string, minSeats: number, maxSeats: number) => ({ id, name: id, area: null, minSeats, maxSeats, bookableOnline: true });

describe("tables mode across two server processes", () => {
  it("seats exactly as many of 40 racing parties of four as there are tables that fit them, each on its own", async () => {
    const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { confirmationMode: "auto" } });
    // Three four-tops fit a party of four; the two-tops never do.
    const room = {
      areas: [],
      tables: [table("F1", 3, 4), table("F2", 3, 4), table("F3", 3, 4), table("S1", 1, 2), table("S2", 1, 2)],
      combinations: [],
    };
    await seeder.ctx.store.transaction([], async (store) => {
      await store.read.room.replace(restaurant.id, room);
      await store.read.restaurants.updateSettings(restaurant.id, { capacityMode: "tables" }, seeder.ctx.clock.now());
    });
    const date = addDays(localDateOf(new Date(), "Europe/Berlin"), 3);
    const startsAt = toUtcIso(localToInstant(date, "19:00", "Europe/Berlin")!);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/v1/reservation`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({
            guest_last_name: `Racer ${i}`,
            guest_email: `racer${i}@example.org`,
            party_size: 4,
            starts_at: startsAt,
            notify_email: true,
            terms_accepted: true,
          }),
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ error?: { code: string } }>));
    const accepted = responses.filter((r) => r.status === 200).length;
    const full = bodies.filter((b, i) => responses[i]!.status === 409 && b.error?.code === "slot_full").length;
    expect({ accepted, full }).toEqual({ accepted: 3, full: 37 });
    const stored = await seeder.rows<{ table_ids: string }>(
      sql`SELECT table_ids FROM reservations WHERE restaurant_id = ${restaurant.id} ORDER BY table_ids`,
    );
    expect(stored.map((r) => JSON.parse(r.table_ids) as string[])).toEqual([["F1"], ["F2"], ["F3"]]);
  }, 60_000);
});
