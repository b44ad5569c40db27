/** The in-process timings of `npm run bench`: the pure rules the routes and the widget run. */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { openState } from "../core/bookability/open-now.ts";
import { bookableDates, listSlots } from "../core/bookability/slots.ts";
import { coversOverlapping } from "../core/bookability/availability.ts";
import { stayMinutesFor } from "../core/tables/dwell.ts";
import { tableCalendar } from "../core/tables/calendar.ts";
import { assignSeating, seatableStays, seatingPlan } from "../core/tables/seating.ts";
import { bookedDays, BUSY_DWELL, busyRoom } from "../core/tables/testing.ts";
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
    ...tablesTimings(),
  ];
}

/**
 * Issue 27's case: 40 tables with 10 combinations, 300 bookings asked for each of 31 days (the
 * ~95 a day the room seats are held), a party of 2 asking every 15-minute slot of 12:00–22:00
 * (the two-tops are all taken: each slot scans them before a four-top), the busy intervals built
 * inside the timing. Covers mode over the same stays and slots beside it.
 */
function tablesTimings(): MicroResult[] {
  const plan = seatingPlan(busyRoom());
  const firstDayMs = Date.parse("2026-06-01T10:00:00Z");
  // In order of start, as the database answers (heldStays), like the covers stays beside them.
  const held = bookedDays(plan, firstDayMs, 31, 300).sort((a, b) => a.startMs - b.startMs);
  const stayMs = stayMinutesFor(2, { defaultDwellMinutes: 120, dwellMinutesByPartySize: BUSY_DWELL }) * 60_000;
  const slots = Array.from({ length: 31 * 41 }, (_, i) => {
    const startMs = firstDayMs + Math.floor(i / 41) * 86_400_000 + (i % 41) * 900_000;
    return { startMs, endMs: startMs + stayMs };
  });
  const occupied = held.map((s) => ({ startMs: s.startMs, endMs: s.endMs, partySize: 2 })).sort((a, b) => a.startMs - b.startMs);
  const lastDay = held.filter((s) => s.startMs >= firstDayMs + 30 * 86_400_000);
  const eveningMs = firstDayMs + 30 * 86_400_000 + 7 * 3_600_000;
  const evening = { partySize: 2, startMs: eveningMs, endMs: eveningMs + stayMs, online: true };
  return [
    time("tables: 31 days of slots, 40 tables, 3k stays", 500, () => seatableStays(plan, tableCalendar(plan, held), 2, true, slots)),
    time("covers: the same slots and stays", 500, () =>
      slots.map((slot) => coversOverlapping(occupied, slot.startMs, slot.endMs) + 2 <= 160),
    ),
    time("tables: assignSeating, one booking on a full day", 2000, () => assignSeating(plan, lastDay, evening)),
  ];
}

export interface WidgetSize {
  file: string;
  raw_kb: number;
  gzip_kb: number;
  brotli_kb: number;
}

/** The widget as built (`npm run build`), every element's first load together; null when it is not built. */
export function widgetSize(): WidgetSize | null {
  if (!fs.existsSync(WIDGET_DIR)) return null;
  // What a page with all three elements loads (docs/api.md §3.5): the shared chunk and each element's entry.
  const files = fs.readdirSync(WIDGET_DIR).filter((name) => /^couvert\.(shared|booking|manage|events)-[\w-]+\.js$/.test(name));
  if (!files.length) return null;
  const sizes = files.map((name) => {
    const bytes = fs.readFileSync(`${WIDGET_DIR}/${name}`);
    return [bytes.length, gzipSync(bytes, { level: 9 }).length, brotliCompressSync(bytes).length];
  });
  const kb = (column: number) => sizes.reduce((sum, size) => sum + size[column]!, 0) / 1024;
  return { file: `${files.length} files of every element`, raw_kb: kb(0), gzip_kb: kb(1), brotli_kb: kb(2) };
}
