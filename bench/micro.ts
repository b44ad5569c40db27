/** The in-process timings of `npm run bench`: the pure rules the routes and the widget run. */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { openState } from "../core/bookability/open-now.ts";
import { bookableDates, listSlots } from "../core/bookability/slots.ts";
import { testRules } from "../core/testing.ts";
import { WIDGET_DIR } from "../server/site/paths.ts";

export interface MicroResult {
  label: string;
  ms_per_op: number;
  runs: number;
}

function time(label: string, runs: number, work: () => void): MicroResult {
  work(); // warm up
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  return { label, ms_per_op: (performance.now() - started) / runs, runs };
}

export function microTimings(): MicroResult[] {
  const rules = testRules({ bookingHorizonDays: 60, bookingLeadTimeHours: 0 });
  const allHours = testRules({
    weeklyHours: Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { closed: false, open: "00:00", close: "00:00" },
      ]),
    ) as typeof rules.weeklyHours,
  });
  const now = new Date("2026-06-01T08:00:00Z");
  return [
    time("listSlots (one day, 15-min slots)", 2000, () => listSlots("2026-06-03", rules, now)),
    time("bookableDates (60-day horizon, the date picker)", 50, () => bookableDates(rules, now)),
    time("openState (GET /opening-hours), open now", 500, () => openState(rules, rules.timezone, new Date("2026-06-03T12:00:00Z"))),
    time("openState, closed Sunday night to Tuesday", 500, () => openState(rules, rules.timezone, new Date("2026-06-07T21:30:00Z"))),
    time("openState, open round the clock (00:00–00:00)", 50, () =>
      openState(allHours, allHours.timezone, new Date("2026-06-03T12:00:00Z")),
    ),
  ];
}

export interface WidgetSize {
  file: string;
  raw_kb: number;
  gzip_kb: number;
  brotli_kb: number;
}

/** The widget bundle as built (`npm run build`), null when it is not. */
export function widgetSize(): WidgetSize | null {
  if (!fs.existsSync(WIDGET_DIR)) return null;
  const bundle = fs
    .readdirSync(WIDGET_DIR)
    .filter((name) => /^couvert(\.[\w-]+)?\.js$/.test(name))
    .sort((a, b) => fs.statSync(`${WIDGET_DIR}/${b}`).size - fs.statSync(`${WIDGET_DIR}/${a}`).size)[0];
  if (!bundle) return null;
  const bytes = fs.readFileSync(`${WIDGET_DIR}/${bundle}`);
  const kb = (n: number) => n / 1024;
  return {
    file: bundle,
    raw_kb: kb(bytes.length),
    gzip_kb: kb(gzipSync(bytes, { level: 9 }).length),
    brotli_kb: kb(brotliCompressSync(bytes).length),
  };
}
