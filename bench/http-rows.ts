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

/** One booking in RETURNING_EVERY is a returning guest's; the others are new guests. */
export const RETURNING_EVERY = 5;
export const GUESTS_NOTE = `guests: 1 in ${RETURNING_EVERY} returning (spread over every earlier guest), the rest new, each with e-mail and phone`;

/**
 * The guest of booking `count` (from 1) of run `run`, as real traffic brings them: mostly new
 * guests, some returning ones (recognised by their e-mail and phone, server/guests), spread over
 * all earlier guests so that no one profile is written by every booking.
 */
export function benchGuest(
  run: string,
  count: number,
): { guest_first_name: string; guest_last_name: string; guest_email: string; guest_phone: string } {
  // A returning guest is one of the earlier bookings' guests, picked by a multiplicative hash.
  const guest = count % RETURNING_EVERY === 0 ? 1 + ((count * 2_654_435_761) % (count - 1 || 1)) : count;
  return {
    guest_first_name: "Giulia",
    guest_last_name: `Bench ${run}-${guest}`,
    guest_email: `guest-${run}-${guest}@bench.example`,
    guest_phone: `+4930${String(1_000_000 + guest).slice(-7)}`,
  };
}

/** A guest for every request (benchGuest), over `slots` in turn: every body differs, as real bookings do. */
export function bookingBodies(slots: string[]): () => string {
  let count = 0;
  const run = Date.now().toString(36);
  return () => {
    count += 1;
    return JSON.stringify({
      ...benchGuest(run, count),
      party_size: 2,
      starts_at: slots[count % slots.length],
      notify_email: true,
      notify_whatsapp: false,
      terms_accepted: true,
    });
  };
}
