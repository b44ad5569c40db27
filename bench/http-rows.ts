/** The rows and bodies the HTTP parts of `npm run bench` share (bench/http-bench.ts, bench/tables-bench.ts). */
import type { Engine, RouteResult } from "./http-bench.ts";
import type { LoadFigures } from "./load.ts";

export const describeLoad = (f: LoadFigures) =>
  `${f.rps.toFixed(0)} req/s, p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms, statuses ${JSON.stringify(f.statuses)}, ${f.errors} errors`;

export const writeRow = (engine: Engine, route: string, figures: LoadFigures): RouteResult => ({
  engine,
  route,
  bytes: null,
  ...figures,
  express_rps: null,
  bare_rps: null,
  ratio_vs_express: null,
});

/** A new guest for every request, over `slots` in turn: every body differs, as real bookings do. */
export function bookingBodies(slots: string[]): () => string {
  let count = 0;
  const run = Date.now().toString(36);
  return () => {
    count += 1;
    return JSON.stringify({
      guest_first_name: "Giulia",
      guest_last_name: `Bench ${run}-${count}`,
      guest_email: `guest-${run}-${count}@bench.example`,
      party_size: 2,
      starts_at: slots[count % slots.length],
      notify_email: true,
      notify_whatsapp: false,
      terms_accepted: true,
    });
  };
}
