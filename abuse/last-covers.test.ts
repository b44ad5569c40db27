import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { spawnServer, type ServerProcess } from "../server/testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database.ts";
import { startTestServer, type TestServer } from "../server/testing/test-server.ts";
import { reportRow } from "./report.ts";
import { bookingBody, NO_REQUEST_LIMITS, NO_REQUEST_LIMITS_ENV, OPEN_DAILY, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/**
 * The last covers of a slot, wanted by many more guests at once than fit (docs/api.md §5.7): the
 * covers accepted never exceed the capacity, and reach it exactly, since demand exceeds it; on one
 * server process, and on two processes behind a load balancer sharing one database.
 */
const SECRET = "abuse-last-covers-secret-0123456789abcdef0123";
const { capacity, requests } = SIZES.lastCovers;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Race {
  accepted: number;
  full: number;
  other: string[];
  stored: number;
}

/** Sends `requests` single-cover bookings for one slot at once, the i-th to `urls[i % urls.length]`. */
async function race(seeder: TestServer, urls: string[]): Promise<Race> {
  const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: capacity } });
  const startsAt = slotAt(new Date(), 3);
  const answers = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const response = await fetch(`${urls[i % urls.length]}/api/v1/reservation`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(bookingBody(i, startsAt)),
      });
      const body = (await response.json()) as { error?: { code: string } };
      return `${response.status} ${body.error?.code ?? "ok"}`;
    }),
  );
  const [row] = await seeder.rows<{ covers: number | string | null }>(
    sql`SELECT SUM(party_size) AS covers FROM reservations WHERE restaurant_id = ${restaurant.id}`,
  );
  return {
    accepted: answers.filter((a) => a === "200 ok").length,
    full: answers.filter((a) => a === "409 slot_full").length,
    other: answers.filter((a) => a !== "200 ok" && a !== "409 slot_full"),
    stored: Number(row?.covers ?? 0),
  };
}

function check(scenario: string, result: Race): void {
  const pass = result.accepted === capacity && result.stored === capacity && result.other.length === 0;
  reportRow({
    scenario,
    sent: `${requests} bookings of 1 cover at once, capacity ${capacity}`,
    seen: `${result.accepted} accepted, ${result.full} slot_full, ${result.other.length} other; ${result.stored} covers stored`,
    bound: `accepted = stored = ${capacity}`,
    pass,
  });
  expect(result.other, "every refusal is 409 slot_full").toEqual([]);
  expect(result.stored, "covers stored").toBe(capacity);
  expect(result.accepted, "bookings acknowledged").toBe(capacity);
}

describe.each(["sqlite", "postgres"] as const)("the last covers on %s", (engine) => {
  it(
    "one server process accepts exactly the capacity",
    async () => {
      const database = await createTestDatabase(engine);
      const server = await startTestServer({ database, limits: NO_REQUEST_LIMITS, now: new Date().toISOString() });
      cleanups.push(async () => {
        await server.close();
        await database.drop();
      });
      check(`2 last covers, ${engine}, 1 process`, await race(server, [server.url]));
    },
    SIZES.timeoutMs,
  );

  it(
    "two server processes on one database accept exactly the capacity between them",
    async () => {
      const { seeder, servers } = await twoServers(engine);
      check(
        `2 last covers, ${engine}, 2 processes`,
        await race(
          seeder,
          servers.map((s) => s.url),
        ),
      );
    },
    SIZES.timeoutMs,
  );
});

async function twoServers(engine: "sqlite" | "postgres"): Promise<{ seeder: TestServer; servers: ServerProcess[] }> {
  const database: TestDatabase = await createTestDatabase(engine);
  // The seeder migrates the database before the processes start, so they do not race to.
  const seeder = await startTestServer({ database, secret: SECRET, now: new Date().toISOString() });
  const servers = await Promise.all(
    [1, 2].map(() => spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET, ...NO_REQUEST_LIMITS_ENV })),
  );
  cleanups.push(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await seeder.close();
    await database.drop();
  });
  return { seeder, servers };
}
