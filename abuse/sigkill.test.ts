import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { spawnServer } from "../server/testing/server-process.ts";
import { createMigratedTestDatabase, type TestDatabase } from "../server/testing/test-database.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { reportRow, runSeed } from "./report.ts";
import { bookingBody, NO_REQUEST_LIMITS_ENV, OPEN_DAILY, seededRandom, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/**
 * Bad luck: the real `couvert serve` is killed with SIGKILL (no chance to finish anything) at random
 * moments while bookings pour in, and started again. A booking the server acknowledged with 200 and
 * a number was committed (docs/api.md §7a: SQLite with synchronous=FULL, PostgreSQL's commit), so
 * every one must be found afterwards, and the SQLite file must pass `PRAGMA integrity_check`.
 */
const SECRET = "abuse-sigkill-secret-0123456789abcdef01234567";
const { rounds, concurrency } = SIZES.kills;
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe.each(["sqlite", "postgres"] as const)("SIGKILL during booking load on %s", (engine) => {
  it(
    "loses no acknowledged booking",
    async () => {
      const database = await createMigratedTestDatabase(engine);
      databases.push(database);
      const seeder = await startTestServer({ database, secret: SECRET, now: new Date().toISOString() });
      const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: 1_000_000 } });
      await seeder.close();

      const random = seededRandom(runSeed() + (engine === "sqlite" ? 0 : 1));
      const acknowledged = new Set<number>();
      let sent = 0;
      const now = new Date();
      for (let round = 0; round < rounds; round += 1) {
        const server = await spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET, ...NO_REQUEST_LIMITS_ENV });
        // Killed once this round has seen a random number of acknowledgements, with bookings in flight.
        const killAfter = 5 + Math.floor(random() * 40);
        let ackedThisRound = 0;
        let killed: Promise<void> | undefined;
        const worker = async () => {
          while (killed === undefined) {
            const i = (sent += 1);
            try {
              const response = await fetch(`${server.url}/api/v1/reservation`, {
                method: "POST",
                headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
                body: JSON.stringify(bookingBody(i, slotAt(now, 1 + (i % 20), 10 + (i % 9)))),
              });
              const body = (await response.json()) as { data?: { reservation_number: number } };
              if (response.status === 200) {
                acknowledged.add(body.data!.reservation_number);
                ackedThisRound += 1;
              } else throw new Error(`booking ${i} answered ${response.status} ${JSON.stringify(body)}`);
            } catch (error) {
              // Cut off by the kill: never acknowledged, so nothing was promised.
              if (killed === undefined) throw error;
              return;
            }
            if (ackedThisRound >= killAfter) killed ??= server.stop("SIGKILL");
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        await killed;
        expect(server.child.signalCode).toBe("SIGKILL");
      }

      const after = await startTestServer({ database, secret: SECRET });
      const stored = await after.rows<{ reservation_number: number | string }>(
        sql`SELECT reservation_number FROM reservations WHERE restaurant_id = ${restaurant.id}`,
      );
      await after.close();
      const found = new Set(stored.map((r) => Number(r.reservation_number)));
      const lost = [...acknowledged].filter((n) => !found.has(n));
      let integrity = "n/a";
      if (database.file) {
        const file = new Database(database.file, { readonly: true });
        integrity = String(file.pragma("integrity_check", { simple: true }));
        file.close();
      }

      reportRow({
        scenario: `4 SIGKILL, ${engine}`,
        sent: `${sent} bookings, ${concurrency} at a time, ${rounds} SIGKILLs`,
        seen: `${acknowledged.size} acknowledged, ${acknowledged.size - lost.length} found, ${lost.length} lost; integrity_check ${integrity}`,
        bound: `0 lost${database.file ? ", integrity ok" : ""}`,
        pass: lost.length === 0 && (database.file === null || integrity === "ok"),
      });
      expect(lost, "acknowledged bookings missing after the restart").toEqual([]);
      expect(stored.length, "one row per booking").toBe(found.size);
      if (database.file) expect(integrity).toBe("ok");
    },
    SIZES.timeoutMs,
  );
});
