import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, bookingBody } from "./test-support.ts";

// A booking's writes on PostgreSQL wait on round trips to the server, one after another, on the one
// connection its restaurant's commits run on (docs/api.md §7a): that chain, not CPU, bounded the
// bookings per second. What its statements cost in waits, counted: a booking without an
// Idempotency-Key is one statement that nothing waits for, so the bookings of one commit share its
// round trips; with a key, its lookups wait.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface ClientInternals {
  pipeline?: boolean;
  _activeQuery?: unknown;
  _sentQueryQueue?: unknown[];
  _queryQueue: unknown[];
}

/**
 * Runs `work`, counting the queries sent, the round trips waited for (a query sent while none is in
 * flight starts one) and the commits: how many bookings share a commit depends on timing, so the
 * bounds allow a fixed cost per commit.
 */
async function countingRoundTrips(work: () => Promise<void>): Promise<{ queries: number; roundTrips: number; commits: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  let queries = 0;
  let roundTrips = 0;
  let commits = 0;
  proto.query = function (this: ClientInternals, ...args: unknown[]) {
    const inFlight = this._activeQuery !== undefined && this._activeQuery !== null;
    if (!this.pipeline || (!inFlight && (this._sentQueryQueue?.length ?? 0) === 0 && this._queryQueue.length === 0)) roundTrips += 1;
    queries += 1;
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text === "string" && /^\s*COMMIT\b/i.test(text)) commits += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = query;
  }
  return { queries, roundTrips, commits };
}

describe("a booking on PostgreSQL", () => {
  it("waits for no round trip of its own: the bookings of a commit go out together, each with its messages and live event", async () => {
    const { restaurant, keyId } = await seedRestaurant(server.ctx);
    const counted = await countingRoundTrips(() => bookMany(restaurant, keyId, null));
    // One statement a booking (the insert with its news, without a savepoint of its own); BEGIN,
    // lock and COMMIT around each commit they share.
    expect(counted.queries).toBeLessThanOrEqual(BOOKINGS + 3 * counted.commits);
    expect(counted.commits).toBeGreaterThan(0);
    expect(counted.roundTrips, JSON.stringify(counted)).toBeLessThanOrEqual(3 * counted.commits);
    // Each booking's messages and live event were written with it, linked to its row.
    const rows = await server.rows(
      sql`SELECT r.reservation_number AS number, (SELECT COUNT(*) FROM outbox o WHERE o.reservation_id = r.id) AS messages,
            (SELECT COUNT(*) FROM live_events e WHERE e.restaurant_id = r.restaurant_id AND e.reservation_number = r.reservation_number AND e.kind = 'created') AS events
          FROM reservations r WHERE r.restaurant_id = ${restaurant.id}`,
    );
    expect(rows).toHaveLength(BOOKINGS);
    for (const row of rows) expect([Number(row.messages) > 0, Number(row.events)]).toEqual([true, 1]);
  });

  it("refused for a full slot, waits for no round trip of its own either: the insert says it found no room", async () => {
    const { restaurant, keyId } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2 } });
    const counted = await countingRoundTrips(async () => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: BOOKINGS }, (_, i) => bookAt(restaurant, keyId, null, i, berlin("2026-06-02", "19:00"))),
      );
      const codes = outcomes.map((o) => (o.status === "rejected" ? (o.reason as { code?: string }).code : "booked"));
      expect(codes.sort()).toEqual(["booked", ...Array(BOOKINGS - 1).fill("slot_full")]);
    });
    expect(counted.commits).toBeGreaterThan(0);
    expect(counted.roundTrips, JSON.stringify(counted)).toBeLessThanOrEqual(3 * counted.commits);
    // The refused bookings wrote nothing: no message, no live event, no profile.
    const written = await server.rows(
      sql`SELECT (SELECT COUNT(*) FROM outbox WHERE restaurant_id = ${restaurant.id} AND reservation_id IS NOT NULL) AS messages,
            (SELECT COUNT(*) FROM live_events WHERE restaurant_id = ${restaurant.id}) AS events,
            (SELECT COUNT(*) FROM guest_profiles WHERE restaurant_id = ${restaurant.id}) AS profiles`,
    );
    expect([Number(written[0]!.events), Number(written[0]!.profiles)]).toEqual([1, 1]);
    expect(Number(written[0]!.messages)).toBeGreaterThan(0);
  });

  it("with an Idempotency-Key, two more: the key looked up before and again inside the transaction; its answer travels with the messages", async () => {
    const { restaurant, keyId } = await seedRestaurant(server.ctx);
    const counted = await countingRoundTrips(() => bookMany(restaurant, keyId, "attempt"));
    const stored = await server.rows(
      sql`SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotency_key LIKE ${`attempt-${restaurant.id}-%`}`,
    );
    expect(Number(stored[0]!.n)).toBe(BOOKINGS);
    expect(counted.queries).toBeGreaterThanOrEqual(8 * BOOKINGS);
    expect(counted.commits).toBeGreaterThan(0);
    expect(counted.roundTrips, JSON.stringify(counted)).toBeLessThanOrEqual(3 * BOOKINGS + 4 * counted.commits);
  });
});

const BOOKINGS = 20;

/** BOOKINGS bookings at once, each with an Idempotency-Key of its own when `keyPrefix` is given. */
async function bookMany(restaurant: Restaurant, apiKeyId: string, keyPrefix: string | null): Promise<void> {
  const made = await Promise.all(
    Array.from({ length: BOOKINGS }, (_, i) => bookAt(restaurant, apiKeyId, keyPrefix, i, berlin("2026-06-02", i % 2 ? "19:00" : "12:00"))),
  );
  expect(made.every((outcome) => !outcome.replayed)).toBe(true);
}

/** Booking number `i` (a party of two) at `startsAt`, straight through the service. */
function bookAt(restaurant: Restaurant, apiKeyId: string, keyPrefix: string | null, i: number, startsAt: string) {
  return server.ctx.services.reservations.bookOnce(
    restaurant,
    {
      apiKeyId,
      space: "live",
      idempotencyKey: keyPrefix && `${keyPrefix}-${restaurant.id}-${i}`,
      body: bookingBody({ guest_last_name: `Guest ${i}`, starts_at: startsAt }),
    },
    server.ctx.clock.now(),
    async () => {},
  );
}
