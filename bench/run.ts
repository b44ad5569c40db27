/**
 * `npm run bench` (README "Performance"): speed and size, measured, never asserted in tests.
 * Couvert under autocannon on each engine beside reference servers answering its very bytes, the
 * booking write (and its own work in process, bench/booking-work.ts), how cost grows with what is stored, the widgets' time to interactive at 4× CPU
 * throttling, and the pure rules in process. Prints one table and writes bench/results.json.
 * `BENCH_SECONDS` (default 4) sets each load run's length; `BENCH_ENGINES=sqlite` skips PostgreSQL;
 * `BENCH_ONLY=reads|post|tables|widget` runs one part alone (bench/only.ts).
 * `COUVERT_TEST_POSTGRES_URL` (an admin URL) measures on that PostgreSQL server instead of an embedded one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "../server/testing/embedded-postgres.ts";
import { WIDGET_FILE } from "../server/site/paths.ts";
import { benchBookingWork, describeBookingWork, type BookingWorkResult } from "./booking-work.ts";
import { benchEngine, type Engine, type GrowthResult, type RouteResult } from "./http-bench.ts";
import { benchTables } from "./tables-bench.ts";
import { CONNECTIONS, SECONDS } from "./load.ts";
import { microTimings, widgetSize } from "./micro.ts";
import { measures, measuresAll } from "./only.ts";
import { figure, formatTable } from "./stats.ts";
import { benchWidgets, type WidgetFigures, type WidgetResult } from "./widget-speed.ts";

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "results.json");
const engines =
  !measures("reads") && !measures("post") && !measures("tables")
    ? []
    : ((process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",").map((e) => e.trim()) as Engine[]);
const log = (line: string) => process.stderr.write(`${line}\n`);
const started = Date.now();

const routes: RouteResult[] = [];
const growth: GrowthResult[] = [];
const bookingWork: BookingWorkResult[] = [];
for (const engine of engines) {
  log(`${engine}: seeding and measuring (${CONNECTIONS} connections, ${SECONDS} s a run)…`);
  if (engine === "postgres") {
    // PostgreSQL with its default durability (fsync on), like a production server; or the one
    // COUVERT_TEST_POSTGRES_URL names (one started with pg_stat_statements, say).
    const postgres = process.env.COUVERT_TEST_POSTGRES_URL ? null : await startEmbeddedPostgres({ durable: true });
    if (postgres) process.env.COUVERT_TEST_POSTGRES_URL = postgres.adminUrl;
    try {
      const measured = await benchEngine(engine, log);
      routes.push(...measured.routes);
      growth.push(...measured.growth);
      if (measures("post")) bookingWork.push(await benchBookingWork(engine));
      if (measures("tables")) routes.push(...(await benchTables(engine, log)));
      if (measures("tables")) bookingWork.push(await benchBookingWork(engine, { mode: "tables" }));
    } finally {
      await postgres?.stop();
    }
  } else {
    const measured = await benchEngine(engine, log);
    routes.push(...measured.routes);
    growth.push(...measured.growth);
    if (measures("post")) bookingWork.push(await benchBookingWork(engine));
    if (measures("tables")) routes.push(...(await benchTables(engine, log)));
    if (measures("tables")) bookingWork.push(await benchBookingWork(engine, { mode: "tables" }));
  }
}

let widgets: WidgetFigures = { widgets: [], floor: [], pages: [] };
if (!measures("widget")) {
  log(`widgets: skipped (BENCH_ONLY=${process.env.BENCH_ONLY})`);
} else if (fs.existsSync(WIDGET_FILE)) {
  log("widgets: cold loads of the demo page at 4× CPU throttling, alternating with the floor's (bench/floor-widget.js)…");
  widgets = await benchWidgets(log);
} else {
  log("widgets: not built (npm run build), no widget figures");
}
const micro = microTimings();
const size = widgetSize();

const ms = (value: number) => figure(value, value < 10 ? 1 : 0);

/** The table's rows of one set of widget figures: the built widget's (on the demo page or another), or the floor's. */
function widgetRows(results: WidgetResult[], which: string): string[][] {
  return results.map((w) => [
    `${which} <${w.widget}>: interactive / longest task / its own (ms, 4× CPU)`,
    "",
    "",
    ms(w.interactive_ms),
    ms(w.longest_task_ms),
    ms(w.longest_widget_task_ms),
    "",
    "",
    "",
  ]);
}

const rows = [
  ...routes.map((r) => [
    r.route,
    r.engine,
    figure(r.rps),
    ms(r.p50_ms),
    ms(r.p99_ms),
    figure(r.express_rps),
    figure(r.bare_rps),
    figure(r.ratio_vs_express, 2),
    `${figure(r.ok_share * 100, 1)}%`,
  ]),
  ...growth.map((g) => [
    `${g.route}, ${g.case}`,
    g.engine,
    figure(g.rps),
    ms(g.p50_ms),
    ms(g.p99_ms),
    "",
    "",
    "",
    `${figure(g.ok_share * 100, 1)}%`,
  ]),
  ...widgetRows(widgets.widgets, "widget"),
  ...widgetRows(widgets.floor, "floor"),
  ...widgets.pages.flatMap(({ page, widgets: on }) => widgetRows(on, `widget (${page})`)),
];
console.log(
  `\nnpm run bench: Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${CONNECTIONS} connections, ${SECONDS} s a run, loopback\n`,
);
console.log(formatTable(["what", "engine", "req/s", "p50 ms", "p99 ms", "Express req/s", "bare req/s", "× Express", "200s"], rows));
console.log("");
for (const work of bookingWork) console.log(describeBookingWork(work));
for (const m of micro) console.log(`${m.label.padEnd(52)} ${m.ms_per_op.toFixed(3).padStart(9)} ms/op  (${m.runs} runs)`);
console.log(
  size
    ? `${`widget ${size.file}`.padEnd(52)} ${size.raw_kb.toFixed(1)} KB raw, ${size.gzip_kb.toFixed(1)} KB gzip (budget 45 KB), ${size.brotli_kb.toFixed(1)} KB brotli`
    : "widget: not built (npm run build)",
);

if (!measuresAll) process.exit(0);

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const roundWidget = (w: WidgetResult) => ({
  ...w,
  interactive_ms: round(w.interactive_ms),
  longest_task_ms: round(w.longest_task_ms),
  longest_widget_task_ms: round(w.longest_widget_task_ms),
  interactive_since_navigation_ms: round(w.interactive_since_navigation_ms),
});
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      node: process.version,
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? null,
        memory_gb: round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      measured_at: new Date(started).toISOString(),
      took_s: Math.round((Date.now() - started) / 1000),
      load: { tool: "autocannon", connections: CONNECTIONS, seconds: SECONDS },
      routes: routes.map((r) => ({
        route: r.route,
        engine: r.engine,
        bytes: r.bytes,
        rps: round(r.rps),
        p50_ms: r.p50_ms,
        p99_ms: r.p99_ms,
        ok_share: round(r.ok_share),
        errors: r.errors,
        statuses: r.statuses,
        express_rps: round(r.express_rps),
        bare_rps: round(r.bare_rps),
        ratio_vs_express: round(r.ratio_vs_express),
      })),
      growth: growth.map((g) => ({
        route: g.route,
        case: g.case,
        engine: g.engine,
        rps: round(g.rps),
        p50_ms: g.p50_ms,
        p99_ms: g.p99_ms,
        ok_share: round(g.ok_share),
        errors: g.errors,
        statuses: g.statuses,
      })),
      widgets: widgets.widgets.map(roundWidget),
      widget_floor: widgets.floor.map(roundWidget),
      widget_pages: widgets.pages.map(({ page, widgets: on }) => ({ page, widgets: on.map(roundWidget) })),
      widget_size: size && { ...size, raw_kb: round(size.raw_kb), gzip_kb: round(size.gzip_kb), brotli_kb: round(size.brotli_kb) },
      booking_work: bookingWork.map((w) => ({
        ...w,
        cpu_us: Math.round(w.cpu_us),
        user_us: Math.round(w.user_us),
        system_us: Math.round(w.system_us),
        wall_us: Math.round(w.wall_us),
        database_cpu_us: w.database_cpu_us === null ? null : Math.round(w.database_cpu_us),
      })),
      micro: micro.map((m) => ({ ...m, ms_per_op: Math.round(m.ms_per_op * 1000) / 1000 })),
    },
    null,
    2,
  )}\n`,
);
log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} (took ${Math.round((Date.now() - started) / 1000)} s)`);
