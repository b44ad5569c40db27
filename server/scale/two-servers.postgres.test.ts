import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpeningHours } from "../../core/hours.ts";
import { addDays, localDateOf, localToInstant, toUtcIso, WEEKDAYS } from "../../core/time.ts";
import { keyAndClient } from "../http/rate-limit.ts";
import { clientTag } from "../security/client-tag.ts";
import { CONSOLE_PASSWORD } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { openLiveStream } from "../testing/live-stream.ts";
import { spawnServer, type ServerProcess } from "../testing/server-process.ts";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * Two real `couvert serve` processes on one PostgreSQL database, the way a load balancer runs
 * them: whatever one process knows, the other must respect.
 */
const SECRET = "two-servers-secret-0123456789abcdef0123456789";
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
  database = await createMigratedTestDatabase("postgres");
  seeder = await startTestServer({ database, secret: SECRET });
  servers = await Promise.all(
    [1, 2].map(() =>
      spawnServer({
        COUVERT_DB: database.url,
        COUVERT_SECRET: SECRET,
        COUVERT_IP_REQUESTS_PER_MIN: "100000",
        COUVERT_WRITES_PER_MIN: "100000",
        COUVERT_BOOKINGS_PER_HOUR: "100000",
        COUVERT_PIN_FAILURES_PER_IP: "1000",
        COUVERT_READS_PER_MIN: "20",
      }),
    ),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await seeder.close();
  await database.drop();
  // A stop waits up to SHUTDOWN_DEADLINE_MS (10 s) for connections still open, and after hundreds
  // of requests at once a connection or two of this process's fetch pool was seen to outlive SIGTERM.
}, 30_000);

/** The i-th request goes to server i mod 2. */
const send = (i: number, path: string, init: { key: string; body?: unknown; headers?: Record<string, string> }) =>
  fetch(`${servers[i % 2]!.url}/api/v1${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${init.key}`, "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** Waits until the shared rate-limit table holds `hits` for `bucket`: every hit sent so far was added. */
async function sharedHitsReach(bucket: string, hits: number): Promise<void> {
  for (;;) {
    const [row] = await seeder.rows<{ hits: number | string }>(sql`SELECT hits FROM rate_limit_hits WHERE bucket = ${bucket}`);
    if (row && Number(row.hits) >= hits) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** 19:00 in Berlin, `days` days from now (3 by default): inside the hours, the lead time and the horizon. */
function eveningSlot(days = 3): string {
  const date = addDays(localDateOf(new Date(), "Europe/Berlin"), days);
  return toUtcIso(localToInstant(date, "19:00", "Europe/Berlin")!);
}

const booking = (i: number, startsAt: string) => ({
  guest_last_name: `Guest ${i}`,
  guest_email: `guest${i}@example.org`,
  party_size: 1,
  starts_at: startsAt,
  notify_email: true,
  terms_accepted: true,
});

describe("two server processes on one PostgreSQL database", () => {
  it("accept exactly the last 10 covers of 200 concurrent bookings, and refuse the rest as slot_full", async () => {
    const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: 10 } });
    const startsAt = eveningSlot();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(i, "/reservation", { key, body: booking(i, startsAt) })),
    );
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ error?: { code: string } }>));
    const accepted = responses.filter((r) => r.status === 200).length;
    const full = bodies.filter((b, i) => responses[i]!.status === 409 && b.error?.code === "slot_full").length;
    expect({ accepted, full }).toEqual({ accepted: 10, full: 190 });
    const [stored] = await seeder.rows<{ covers: number }>(
      sql`SELECT SUM(party_size) AS covers FROM reservations WHERE restaurant_id = ${restaurant.id}`,
    );
    expect(Number(stored!.covers)).toBe(10);
  }, 60_000);

  it("let exactly as many guests move into a slot as it has covers left, when 30 change at once", async () => {
    const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: 5 } });
    const booked = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await send(i, "/reservation", { key, body: booking(i, eveningSlot(3 + (i % 6))) });
      booked.push(((await res.json()) as { data: { reservation_number: number; guest_pin: string } }).data);
    }
    const target = eveningSlot(10);
    const changes = await Promise.all(
      booked.map((b, i) =>
        send(i, "/reservation/manage", {
          key,
          body: { reservation_number: b.reservation_number, pin: b.guest_pin, starts_at: target, terms_accepted: true },
        }),
      ),
    );
    expect({ moved: changes.filter((r) => r.status === 200).length, full: changes.filter((r) => r.status === 409).length }).toEqual({
      moved: 5,
      full: 25,
    });
    const [stored] = await seeder.rows<{ covers: number }>(
      sql`SELECT SUM(party_size) AS covers FROM reservations WHERE restaurant_id = ${restaurant.id} AND starts_at = ${target}`,
    );
    expect(Number(stored!.covers)).toBe(5);
  }, 60_000);

  it("lock a reservation number after 5 wrong PINs, however the 20 guesses are spread over both", async () => {
    const { key } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY });
    const created = await send(0, "/reservation", { key, body: booking(1, eveningSlot()) });
    const { data } = (await created.json()) as { data: { reservation_number: number; guest_pin: string } };
    const wrongPin = data.guest_pin === "000000" ? "000001" : "000000";
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i, "/reservation/manage", { key, body: { action: "load", reservation_number: data.reservation_number, pin: wrongPin } }),
      ),
    );
    const statuses = guesses.map((r) => r.status);
    expect({ checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length }).toEqual({
      checked: 5,
      refused: 15,
    });
    const right = await send(1, "/reservation/manage", {
      key,
      body: { action: "load", reservation_number: data.reservation_number, pin: data.guest_pin },
    });
    expect(right.status).toBe(429);
  }, 60_000);

  it("make one reservation for one Idempotency-Key sent to both at once", async () => {
    const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY });
    const startsAt = eveningSlot();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const body = booking(1000 + attempt, startsAt);
      const headers = { "idempotency-key": `twice-${attempt}` };
      const [a, b] = await Promise.all([send(0, "/reservation", { key, body, headers }), send(1, "/reservation", { key, body, headers })]);
      const statuses = [a.status, b.status].sort();
      // One books; the other replays it, or hears that the first is still in progress.
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      const [row] = await seeder.rows<{ n: number }>(
        sql`SELECT COUNT(*) AS n FROM reservations WHERE restaurant_id = ${restaurant.id} AND guest_last_name = ${body.guest_last_name}`,
      );
      expect(Number(row!.n)).toBe(1);
    }
  }, 60_000);

  it("count one rate-limit allowance for a client, not one per process, within the documented slack", async () => {
    const { key, keyId } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY });
    const bucket = `reads:${clientTag(SECRET, keyAndClient(keyId, "127.0.0.1"))}`;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push((await send(i, "/reservation", { key })).status);
      // The slack holds while a process's round trip to the database is quicker than the client's
      // requests (§7.1): paced until well past the limit, so a loaded machine cannot break that.
      if (i < 40) await sharedHitsReach(bucket, i + 1);
    }
    const served = statuses.filter((s) => s === 200).length;
    // docs/api.md §7.1: each process adds its hits in batches of a tenth of the limit (2 of 20), so
    // the other may be late by two such batches; an allowance per process would serve 40.
    expect(served).toBeGreaterThanOrEqual(20);
    expect(served).toBeLessThanOrEqual(20 + 2 * 2);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  }, 60_000);

  it("hand every one of 200 bookings made at once through both, at four restaurants, to a live stream open on each", async () => {
    const restaurants = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: 1000 } });
        const email = `owner${n}@two-servers.example`;
        await seeder.ctx.services.accounts.invite(restaurant, { email, role: "owner" }, "operator");
        await seeder.ctx.services.accounts.setPassword(email, CONSOLE_PASSWORD);
        // One stream on each server, signed in there: its clock, not the seeder's, dates the session.
        const streams = await Promise.all(servers.map(async (s) => openLiveStream(s.url, await signIn(s.url, email), restaurant.slug)));
        return { key, streams };
      }),
    );
    const startsAt = eveningSlot();
    const booked = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const { key, streams } = restaurants[i % 4]!;
        const res = await send(i, "/reservation", { key, body: booking(i, startsAt) });
        return { streams, number: ((await res.json()) as { data: { reservation_number: number } }).data.reservation_number };
      }),
    );
    for (const { key, streams } of restaurants) {
      // Written after every booking had committed: once a stream has it, it has had its chance at all of them.
      const last = await send(0, "/reservation", { key, body: booking(200, startsAt) });
      const lastNumber = ((await last.json()) as { data: { reservation_number: number } }).data.reservation_number;
      for (const stream of streams) await stream.next((m) => m.number === lastNumber);
    }
    const missed = booked.filter(({ streams, number }) => streams.some((stream) => !stream.received.some((m) => m.number === number)));
    // Closed before the servers stop, or each would wait for them.
    await Promise.all(restaurants.flatMap(({ streams }) => streams.map((stream) => stream.close())));
    expect(missed.length).toBe(0);
  }, 60_000);
});

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/owner/api/session`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({ email, password: CONSOLE_PASSWORD }),
  });
  await res.text();
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}
