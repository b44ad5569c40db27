/**
 * `BENCH_ONLY` runs one part of `npm run bench` alone: `reads` (the GET routes beside the reference
 * servers), `post` (the booking writes, spread and hot day), `tables` (availability and bookings in
 * tables mode beside covers mode, issue 27) or `widget` (the widgets at 4× CPU throttling;
 * bench/results.json is then left as it is). Unset, every part runs.
 */
const PARTS = ["reads", "post", "tables", "widget"] as const;
type BenchPart = (typeof PARTS)[number];

const only = process.env.BENCH_ONLY || null;
if (only !== null && !(PARTS as readonly string[]).includes(only)) {
  throw new Error(`BENCH_ONLY must be one of ${PARTS.join(", ")}; got "${only}"`);
}

/** Whether this run measures `part`. */
export const measures = (part: BenchPart): boolean => only === null || only === part;

/** Whether every part runs (the growth table, the micro timings and results.json come only then). */
export const measuresAll = only === null;
