/**
 * Issue 27's speed in `npm run bench`: a restaurant in `tables` mode (40 tables, 10 combinations,
 * 300 bookings asked for each day, the ~95 its room seats held) beside its twin in `covers` mode
 * holding the very same stays, measured in the same run: GET /reservation/availability for 31 days
 * on each, then bookings in `tables` mode spread over the open slots.
 */
import { addDays, localDateOf, localDateTimeToInstant, toUtcIso } from "../core/time.ts";
import { seatingPlan } from "../core/tables/seating.ts";
import { bookedDays, BUSY_DWELL, busyRoom } from "../core/tables/testing.ts";
import type { AppContext } from "../server/context.ts";
import { createTestDatabase } from "../server/testing/test-database.ts";
import { benchEnvironment, startCouvert, withDatabase } from "./couvert-server.ts";
import type { Engine, RouteResult } from "./http-bench.ts";
import { bookingBodies, describeLoad, writeRow } from "./http-rows.ts";
import { runLoad, type LoadFigures } from "./load.ts";
import { withServerCpu } from "./process-cpu.ts";
import { openSlots, seedPlainRestaurant, seedStays, TIMEZONE, type SeededRestaurant } from "./seed.ts";

const DAYS = 31;
const REQUESTS_PER_DAY = 300;
/**
 * The bookings asked for in tables mode, warm-up and measured, over HTTP and in process
 * (booking-work.ts): fixed numbers, not seconds. They go round the ~2,000 open slots of 55 days
 * (the first 31 seeded), so the more a run asks, the more find no free table and are refused
 * (409, a tenth of a booking's CPU): a run by seconds that went fast met more refusals and went
 * faster still (1,295 and 954 bookings/s in quiet runs back to back). Fewer than the covers run's:
 * the room seats about 12,000 parties of two in all, and 12,000 asked measured 45 % refusals.
 */
export const TABLES_WARM_UP = 1_000;
export const TABLES_MEASURED = Number(process.env.BENCH_BOOKINGS ?? 4_000);
/** The room's seats (16 × 2, 16 × 4, 6 × 6, 2 × 8): the covers twin's capacity. */
const ROOM_SEATS = 148;

export async function benchTables(engine: Engine, log: (line: string) => void): Promise<RouteResult[]> {
  const database = await createTestDatabase(engine);
  const env = benchEnvironment(database);
  const firstDate = addDays(localDateOf(new Date(), TIMEZONE), 1);
  const { tables, covers } = await withDatabase(env, (ctx) => seedTwins(ctx, firstDate));
  const couvert = await startCouvert(env);
  const rows: RouteResult[] = [];
  try {
    const availability = (key: string) => ({
      path: `/api/v1/reservation/availability?date=${firstDate}&party_size=2&days=${DAYS}`,
      headers: { authorization: `Bearer ${key}` },
    });
    const measured: Record<string, LoadFigures> = {};
    for (const [mode, seeded] of [
      ["covers", covers],
      ["tables", tables],
    ] as const) {
      await runLoad(couvert.url, availability(seeded.key), 1); // warm-up, not recorded
      const { figures, cpuMsPerAnswer } = await withServerCpu(couvert.child.pid, () => runLoad(couvert.url, availability(seeded.key)));
      measured[mode] = figures;
      rows.push(writeRow(engine, `GET /api/v1/reservation/availability (31 days, ${mode} mode)`, figures));
      log(`  ${engine} availability, 31 days, ${mode} mode: ${describeLoad(figures)}${serverCpu(cpuMsPerAnswer)}`);
    }
    const ratio = measured.covers!.rps / measured.tables!.rps;
    log(`  ${engine} availability: tables mode takes ${ratio.toFixed(2)}× the time of covers mode (issue 27: at most 2×)`);

    const post = {
      path: "/api/v1/reservation",
      headers: { authorization: `Bearer ${tables.key}` },
      nextBody: bookingBodies(openSlots(new Date())),
    };
    await runLoad(couvert.url, post, { requests: TABLES_WARM_UP });
    const { figures: booked, cpuMsPerAnswer } = await withServerCpu(couvert.child.pid, () =>
      runLoad(couvert.url, post, { requests: TABLES_MEASURED }),
    );
    rows.push(writeRow(engine, `POST /api/v1/reservation (tables mode, ${TABLES_MEASURED} over open slots)`, booked));
    log(
      `  ${engine} POST tables mode: ${describeLoad(booked)}${serverCpu(cpuMsPerAnswer)}; ${bookedPerSecond(booked)}${cpuPerBooking(booked, cpuMsPerAnswer)}`,
    );
  } finally {
    await couvert.stop();
    await database.drop();
  }
  return rows;
}

/** Of the answers a second, those that booked (200) and those refused for want of a free table (409 slot_full). */
const bookedPerSecond = (f: LoadFigures) => {
  const answered = Object.values(f.statuses).reduce((sum, n) => sum + n, 0);
  const refused = answered === 0 ? 0 : (f.statuses["409"] ?? 0) / answered;
  return `${(f.rps * f.ok_share).toFixed(0)} bookings/s and ${(f.rps * refused).toFixed(0)} refusals/s`;
};

/** The server's CPU over the bookings made (200), refusals included: what each booking costs in all. */
const cpuPerBooking = (f: LoadFigures, msPerAnswer: number | null) =>
  msPerAnswer === null || f.ok_share === 0 ? "" : `, server CPU ${(msPerAnswer / f.ok_share).toFixed(2)} ms a booking made`;

const serverCpu = (ms: number | null) => (ms === null ? "" : `, server CPU ${ms.toFixed(2)} ms a request`);

/** The tables restaurant and its covers twin, each holding the same stays for `DAYS` days from `firstDate`. */
export async function seedTwins(ctx: AppContext, firstDate: string): Promise<{ tables: SeededRestaurant; covers: SeededRestaurant }> {
  const tables = await seedPlainRestaurant(ctx, "bench-tables");
  const covers = await seedPlainRestaurant(ctx, "bench-covers-twin");
  const now = ctx.clock.now();
  const room = busyRoom();
  await ctx.store.transaction([], async (store) => {
    await store.read.room.replace(tables.id, room);
    const dwell = { dwellMinutesByPartySize: [...BUSY_DWELL], maxCoversPerSlot: ROOM_SEATS };
    await store.read.restaurants.updateSettings(tables.id, { ...dwell, capacityMode: "tables" }, now);
    await store.read.restaurants.updateSettings(covers.id, dwell, now);
  });
  const plan = seatingPlan(room);
  const stays = Array.from({ length: DAYS }, (_, day) =>
    bookedDays(plan, Date.parse(localDateTimeToInstant(`${addDays(firstDate, day)}T12:00`, TIMEZONE)!), 1, REQUESTS_PER_DAY),
  )
    .flat()
    .map((s) => ({
      startsAt: toUtcIso(new Date(s.startMs)),
      endsAt: toUtcIso(new Date(s.endMs)),
      partySize: s.partySize,
      tableIds: s.tableIds,
    }));
  await seedStays(ctx, tables.id, stays, { numberBase: 0, status: "confirmed" });
  await seedStays(ctx, covers.id, stays, { numberBase: 0, status: "confirmed" });
  return { tables, covers };
}
