/**
 * The booking's own work, without HTTP (issue 10): bookings made in this process through
 * `ReservationService.bookOnce` (validation, the write transaction, the capacity-checked insert,
 * the outbox and live-event rows, the commit) by 50 concurrent callers, as the server's handler
 * would, and the CPU time (user + system) and wall time each one costs. Part of `npm run bench`;
 * alone: `node bench/booking-work.ts [sqlite|postgres …]` (PostgreSQL on an embedded server
 * unless COUVERT_TEST_POSTGRES_URL names one; `BENCH_MODE=tables` books in tables mode). `PROF=file.cpuprofile` writes the measured run's CPU
 * profile (one engine at a time).
 */
import fs from "node:fs";
import { CouvertError } from "../core/errors.ts";
import { Session } from "node:inspector";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "../server/testing/embedded-postgres.ts";
import { createMigratedTestDatabase } from "../server/testing/test-database.ts";
import { benchEnvironment, withDatabase } from "./couvert-server.ts";
import type { Engine } from "./http-bench.ts";
import { CONNECTIONS } from "./load.ts";
import { cpuMsBetween, postgresCpuMs } from "./process-cpu.ts";
import { benchGuest, GUESTS_NOTE } from "./http-rows.ts";
import { openSlots, seedRealisticRestaurant, TIMEZONE } from "./seed.ts";
import { seedTwins, TABLES_MEASURED, TABLES_WARM_UP } from "./tables-bench.ts";
import { addDays, localDateOf } from "../core/time.ts";

export interface BookingWorkResult {
  engine: Engine;
  /** The restaurant's capacity mode: `tables` books bench/tables-bench.ts's room. */
  mode: "covers" | "tables";
  bookings: number;
  /** How many of them were refused `slot_full` (tables mode: no fitting table free). */
  refused: number;
  /** Microseconds of this process's CPU per booking, user and system. */
  cpu_us: number;
  user_us: number;
  system_us: number;
  /** Microseconds of wall time per booking, with `CONNECTIONS` callers at once. */
  wall_us: number;
  /** Microseconds of the PostgreSQL server's CPU per booking, all its processes (the two share the machine's cores); null on SQLite. */
  database_cpu_us: number | null;
}

const WARM_UP = 2_000;
const MEASURED = Number(process.env.BENCH_BOOKINGS ?? 10_000);

/** Books `WARM_UP` then `MEASURED` bookings (tables mode: `TABLES_WARM_UP`, `TABLES_MEASURED`) on a fresh database of `engine`, spread over the realistic restaurant's open slots. */
export async function benchBookingWork(
  engine: Engine,
  options: { profileFile?: string; mode?: "covers" | "tables" } = {},
): Promise<BookingWorkResult> {
  const database = await createMigratedTestDatabase(engine);
  try {
    return await withDatabase(benchEnvironment(database), async (ctx) => {
      const seeded =
        options.mode === "tables"
          ? (await seedTwins(ctx, addDays(localDateOf(ctx.clock.now(), TIMEZONE), 1))).tables
          : await seedRealisticRestaurant(ctx);
      const restaurant = (await ctx.store.read.restaurants.findById(seeded.id))!;
      const slots = openSlots(ctx.clock.now());
      let made = 0;
      let refused = 0;
      const body = () => {
        made += 1;
        return {
          ...benchGuest("work", made),
          party_size: 2,
          starts_at: slots[made % slots.length],
          notify_email: true,
          notify_whatsapp: false,
          terms_accepted: true,
        };
      };
      const admit = () => Promise.resolve();
      const bookUntil = async (total: number) => {
        const caller = async () => {
          while (made < total) {
            // In tables mode a stay whose fitting tables are taken is refused: an answer like a booking.
            await ctx.services.reservations
              .bookOnce(restaurant, { apiKeyId: "bench", space: "live", idempotencyKey: null, body: body() }, ctx.clock.now(), admit)
              .catch((error: unknown) => {
                if (!(error instanceof CouvertError && error.code === "slot_full")) throw error;
                refused += 1;
              });
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, caller));
      };
      const tablesMode = options.mode === "tables";
      await bookUntil(tablesMode ? TABLES_WARM_UP : WARM_UP);

      const profiler = options.profileFile ? startProfiler() : null;
      const first = made;
      const refusedBefore = refused;
      const readDatabaseCpu = () => (engine === "postgres" ? postgresCpuMs(ctx.store.db.kysely) : null);
      const databaseBefore = await readDatabaseCpu();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await bookUntil(first + (tablesMode ? TABLES_MEASURED : MEASURED));
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const databaseAfter = await readDatabaseCpu();
      if (profiler) profiler(options.profileFile!);
      const bookings = made - first;
      return {
        engine,
        mode: options.mode ?? "covers",
        bookings,
        refused: refused - refusedBefore,
        cpu_us: (cpu.user + cpu.system) / bookings,
        user_us: cpu.user / bookings,
        system_us: cpu.system / bookings,
        wall_us: (wall * 1000) / bookings,
        database_cpu_us: databaseBefore && databaseAfter?.size ? (cpuMsBetween(databaseBefore, databaseAfter) * 1000) / bookings : null,
      };
    });
  } finally {
    await database.drop();
  }
}

/** Samples this process every 100 µs; the function returned stops and writes the profile. */
function startProfiler(): (file: string) => void {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 100 });
  session.post("Profiler.start");
  return (file) =>
    session.post("Profiler.stop", (error, result) => {
      if (!error) fs.writeFileSync(file, JSON.stringify(result.profile));
      session.disconnect();
    });
}

export const describeBookingWork = (r: BookingWorkResult): string =>
  `booking's own work (bookOnce in process, ${CONNECTIONS} callers), ${r.engine}, ${r.mode} mode: ` +
  `CPU ${r.cpu_us.toFixed(0)} µs a booking (user ${r.user_us.toFixed(0)} + system ${r.system_us.toFixed(0)}), ` +
  `wall ${r.wall_us.toFixed(0)} µs, ${r.bookings} bookings, ${r.refused} of them refused (${GUESTS_NOTE})` +
  (r.database_cpu_us === null ? "" : `; PostgreSQL's CPU ${r.database_cpu_us.toFixed(0)} µs a booking`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engines = (process.argv.length > 2 ? process.argv.slice(2) : ["sqlite"]) as Engine[];
  for (const engine of engines) {
    const postgres =
      engine === "postgres" && !process.env.COUVERT_TEST_POSTGRES_URL ? await startEmbeddedPostgres({ durable: true }) : null;
    if (postgres) process.env.COUVERT_TEST_POSTGRES_URL = postgres.adminUrl;
    try {
      const mode = process.env.BENCH_MODE === "tables" ? "tables" : "covers";
      console.log(describeBookingWork(await benchBookingWork(engine, { profileFile: process.env.PROF, mode })));
    } finally {
      if (postgres) {
        await postgres.stop();
        delete process.env.COUVERT_TEST_POSTGRES_URL;
      }
    }
  }
}
