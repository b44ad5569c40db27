/**
 * `npm run bench`: speed and size, measured (never asserted in tests). Prints one line per
 * measurement. Everything runs on this machine against loopback only, bounded in count.
 */
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { openState } from "../core/bookability/open-now.ts";
import { bookableDates, listSlots } from "../core/bookability/slots.ts";
import { WIDGET_FILE } from "../server/site/paths.ts";
import type { DatabaseConfig } from "../server/config.ts";
import { startEmbeddedPostgres } from "../server/testing/embedded-postgres.ts";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { createTestDatabase } from "../server/testing/test-database.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { testRules } from "../core/testing.ts";

function time(label: string, runs: number, work: () => void): void {
  work(); // warm up
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  const ms = (performance.now() - started) / runs;
  console.log(`${label.padEnd(52)} ${ms.toFixed(3).padStart(9)} ms/op  (${runs} runs)`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function httpBench(engine: DatabaseConfig["engine"]): Promise<void> {
  const limits = { readsPerMinute: 1e9, writesPerMinute: 1e9, bookingsPerHour: 1e9, ipRequestsPerMinute: 1e9 };
  const database = await createTestDatabase(engine);
  const server = await startTestServer({ now: "2026-06-01T08:00:00Z", limits, database });
  try {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 100_000, bookingHorizonDays: 60 } });
    const count = 400;
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const day = 2 + (i % 25);
      const t0 = performance.now();
      const res = await server.request("/api/v1/reservation", {
        key,
        body: {
          guest_last_name: `Guest ${i}`,
          guest_email: `guest${i}@example.org`,
          party_size: 2,
          starts_at: `2026-06-${String(day).padStart(2, "0")}T16:00:00Z`,
          notify_email: true,
          terms_accepted: true,
        },
      });
      latencies.push(performance.now() - t0);
      if (res.status !== 200 && res.status !== 400) throw new Error(`booking failed: ${res.status} ${res.text}`);
    }
    const total = performance.now() - started;
    latencies.sort((a, b) => a - b);
    console.log(
      `${`POST /reservation (${engine}, sequential, durable)`.padEnd(52)} ${(count / (total / 1000)).toFixed(0).padStart(9)} req/s  p50 ${percentile(latencies, 50).toFixed(2)} ms  p95 ${percentile(latencies, 95).toFixed(2)} ms`,
    );

    const reads: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const t0 = performance.now();
      await server.request("/api/v1/reservation", { key });
      reads.push(performance.now() - t0);
    }
    reads.sort((a, b) => a - b);
    console.log(
      `${`GET /reservation (${engine})`.padEnd(52)} p50 ${percentile(reads, 50).toFixed(2)} ms  p95 ${percentile(reads, 95).toFixed(2)} ms`,
    );
  } finally {
    await server.close();
    await database.drop();
  }
}

const rules = testRules({ bookingHorizonDays: 60, bookingLeadTimeHours: 0 });
const now = new Date("2026-06-01T08:00:00Z");
time("listSlots (one day, 15-min slots)", 2000, () => listSlots("2026-06-03", rules, now));
time("bookableDates (60-day horizon, the date picker)", 50, () => bookableDates(rules, now));
time("openState (GET /opening-hours), open now", 500, () => openState(rules, rules.timezone, new Date("2026-06-03T12:00:00Z")));
time("openState, closed Sunday night to Tuesday", 500, () => openState(rules, rules.timezone, new Date("2026-06-07T21:30:00Z")));
await httpBench("sqlite");
// PostgreSQL with its default durability (fsync on), like a production server.
const postgres = await startEmbeddedPostgres({ durable: true });
process.env.COUVERT_TEST_POSTGRES_URL = postgres.adminUrl;
try {
  await httpBench("postgres");
} finally {
  await postgres.stop();
}

if (fs.existsSync(WIDGET_FILE)) {
  const file = fs.readFileSync(WIDGET_FILE);
  console.log(
    `${"widget dist/widget/couvert.js".padEnd(52)} ${(file.length / 1024).toFixed(1)} KB raw, ${(gzipSync(file, { level: 9 }).length / 1024).toFixed(1)} KB gzip (budget 45 KB)`,
  );
} else {
  console.log("widget: not built (npm run build)");
}
