/**
 * The HTTP part of `npm run bench` for one engine: Couvert in a child process against a bare
 * `node:http` server and a minimal Express 5 app answering Couvert's very bytes (issue 10), the
 * booking write, and how the cost grows with what is stored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { addDays, localDateOf, localDateTimeToInstant } from "../core/time.ts";
import type { DatabaseConfig } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import { createTestDatabase } from "../server/testing/test-database.ts";
import { capture, type CapturedResponse } from "./captured.ts";
import { startChild } from "./child-process.ts";
import { benchEnvironment, startCouvert, withDatabase } from "./couvert-server.ts";
import { runLoad, SECONDS, type LoadFigures } from "./load.ts";
import { measures, measuresAll } from "./only.ts";
import { cpuMsBetween, postgresCpuMs, processCpuMs } from "./process-cpu.ts";
import { bookingBodies, describeLoad, writeRow } from "./http-rows.ts";
import {
  openSlots,
  seedBookings,
  seedMoreRestaurants,
  seedPlainRestaurant,
  seedRealisticRestaurant,
  seedRestaurantWithEvents,
  seedRoundTheClockRestaurant,
  slotsOn,
  TIMEZONE,
} from "./seed.ts";

export type Engine = DatabaseConfig["engine"];

/** One row of results.json's `routes`: Couvert beside the reference servers, same bytes, same run. */
export interface RouteResult extends LoadFigures {
  engine: Engine;
  route: string;
  bytes: number | null;
  express_rps: number | null;
  bare_rps: number | null;
  ratio_vs_express: number | null;
}

/** One row of the growth table: a route, measured with `case` stored. */
export interface GrowthResult extends LoadFigures {
  engine: Engine;
  route: string;
  case: string;
}

/** Growth runs are shorter: there are nine of them per engine, and the whole bench should stay near 6 minutes. */
const GROWTH_SECONDS = Math.min(SECONDS, 3);

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export async function benchEngine(engine: Engine, log: (line: string) => void): Promise<{ routes: RouteResult[]; growth: GrowthResult[] }> {
  const database = await createTestDatabase(engine);
  const env = benchEnvironment(database);
  const { main, allHours } = await withDatabase(env, async (ctx) => ({
    main: await seedRealisticRestaurant(ctx),
    allHours: await seedRoundTheClockRestaurant(ctx),
  }));
  const couvert = await startCouvert(env);
  // PostgreSQL's own CPU, read through a connection of its own (bench/process-cpu.ts).
  const observer =
    engine === "postgres"
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }) })
      : null;
  const databaseCpu = observer ? () => postgresCpuMs(observer) : null;
  const routes: RouteResult[] = [];
  const growth: GrowthResult[] = [];
  try {
    const reads = [
      { route: "GET /api/v1/events", path: "/api/v1/events", headers: bearer(main.key) },
      { route: "GET /api/v1/reservation", path: "/api/v1/reservation", headers: bearer(main.key) },
      { route: "GET /api/v1/opening-hours (00:00–00:00)", path: "/api/v1/opening-hours", headers: bearer(allHours.key) },
      { route: "GET /api/v1/menu", path: "/api/v1/menu", headers: bearer(main.key) },
      { route: "GET /api/v1/health", path: "/api/v1/health", headers: {} },
    ];
    const captures: CapturedResponse[] = [];
    if (!measures("reads")) reads.length = 0;
    for (const read of reads) captures.push(await capture(couvert.url, read.path, read.headers));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "couvert-bench-")), "captures.json");
    fs.writeFileSync(file, JSON.stringify(captures));
    const bare = await startChild("reference-server.ts", ["bare", file]);
    const express = await startChild("reference-server.ts", ["express", file]);
    try {
      for (const [i, read] of reads.entries()) {
        await runLoad(couvert.url, read, 1); // warm-up, not recorded
        const ours = await runLoad(couvert.url, read);
        const viaExpress = await runLoad(express.origin, read);
        const viaBare = await runLoad(bare.origin, read);
        routes.push({
          engine,
          route: read.route,
          bytes: Buffer.from(captures[i]!.body, "base64").length,
          ...ours,
          express_rps: viaExpress.rps,
          bare_rps: viaBare.rps,
          ratio_vs_express: ours.rps / viaExpress.rps,
        });
        log(
          `  ${engine} ${read.route}: ${describeLoad(ours)} (Express ${viaExpress.rps.toFixed(0)}, bare ${viaBare.rps.toFixed(0)} req/s)`,
        );
      }
    } finally {
      await bare.stop();
      await express.stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
    if (!measures("post")) return { routes, growth };

    const now = new Date();
    const post = (key: string, slots: string[]) => ({ path: "/api/v1/reservation", headers: bearer(key), nextBody: bookingBodies(slots) });
    // The CPU time per answered booking of each party sharing the machine (the server, PostgreSQL,
    // this process's load client) beside the rates: on a shared machine it moves far less than they do.
    const withCpu = async (load: () => Promise<LoadFigures>): Promise<[LoadFigures, string]> => {
      const before = processCpuMs(couvert.child.pid);
      const databaseBefore = await databaseCpu?.();
      const clientBefore = process.cpuUsage();
      const figures = await load();
      const client = process.cpuUsage(clientBefore);
      const databaseAfter = await databaseCpu?.();
      const after = processCpuMs(couvert.child.pid);
      const answered = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0);
      if (before === null || after === null || answered === 0) return [figures, ""];
      const perRequest = (ms: number) => (ms / answered).toFixed(2);
      const database = databaseBefore && databaseAfter ? `, PostgreSQL ${perRequest(cpuMsBetween(databaseBefore, databaseAfter))}` : "";
      const cpu = `, CPU ms a request: server ${perRequest(after - before)}${database}, client ${perRequest((client.user + client.system) / 1000)}`;
      return [figures, cpu];
    };
    // Warm-up, not recorded, as for the reads: the booking path's first second runs before the JIT has compiled it.
    await runLoad(couvert.url, post(main.key, openSlots(now)), 1);
    const [spread, spreadCpu] = await withCpu(() => runLoad(couvert.url, post(main.key, openSlots(now))));
    routes.push(writeRow(engine, "POST /api/v1/reservation (spread over open slots)", spread));
    log(`  ${engine} POST spread: ${describeLoad(spread)}${spreadCpu}`);

    // One slot a month ahead holds 10,000 bookings (capacity 10,000 covers: it is full); the load
    // books every slot of that day, so the slots overlapping it are refused `slot_full` after
    // counting them, and the others are accepted.
    const hotDay = addDays(localDateOf(now, TIMEZONE), 30);
    const hotSlot = localDateTimeToInstant(`${hotDay}T19:00`, TIMEZONE)!;
    await withDatabase(env, (ctx) => seedBookings(ctx, main.id, 10_000, () => hotSlot, { numberBase: 0, status: "confirmed" }));
    const [hot, hotCpu] = await withCpu(() => runLoad(couvert.url, post(main.key, slotsOn(hotDay))));
    routes.push(writeRow(engine, "POST /api/v1/reservation (day whose 19:00 holds 10,000)", hot));
    log(`  ${engine} POST hot day: ${describeLoad(hot)}${hotCpu}`);
    if (!measuresAll) return { routes, growth };

    const grow = async (route: string, label: string, request: Parameters<typeof runLoad>[1]) => {
      const figures = await runLoad(couvert.url, request, GROWTH_SECONDS);
      growth.push({ engine, route, case: label, ...figures });
      log(`  ${engine} ${route} with ${label}: ${describeLoad(figures)}`);
    };
    const mainReservation = { path: "/api/v1/reservation", headers: bearer(main.key) };
    const mainEvents = { path: "/api/v1/events", headers: bearer(main.key) };
    await grow("GET /api/v1/reservation", "2 restaurants", mainReservation);
    await grow("GET /api/v1/events", "2 restaurants", mainEvents);
    await withDatabase(env, (ctx) => seedMoreRestaurants(ctx, 998));
    await grow("GET /api/v1/reservation", "1,000 restaurants", mainReservation);
    await grow("GET /api/v1/events", "1,000 restaurants", mainEvents);

    const busy = await withDatabase(env, async (ctx) => {
      const seeded = await seedPlainRestaurant(ctx, "bench-busy-past");
      // One booking every quarter hour back from now: 100,000 of them reach almost three years back.
      const startsAt = (i: number) => new Date(now.getTime() - (i + 1) * 15 * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
      await seedBookings(ctx, seeded.id, 100_000, startsAt, { numberBase: 1_000_000, status: "completed" });
      return seeded;
    });
    await grow("GET /api/v1/reservation", "100,000 past bookings", { path: "/api/v1/reservation", headers: bearer(busy.key) });
    await grow("POST /api/v1/reservation", "100,000 past bookings", post(busy.key, openSlots(now)));
    // Last: 100,000 events leave the server a backlog that no later run should pay for.
    for (const count of [10, 1_000, 100_000]) {
      const seeded = await withDatabase(env, (ctx) => seedRestaurantWithEvents(ctx, count));
      await grow("GET /api/v1/events", `${count.toLocaleString("en-US")} stored events`, {
        path: "/api/v1/events",
        headers: bearer(seeded.key),
      });
    }
  } finally {
    await observer?.destroy();
    await couvert.stop();
    await database.drop();
  }
  return { routes, growth };
}
