/**
 * How hard the abuse suite pushes: `COUVERT_ABUSE=full` (`npm run test:abuse`, a few minutes) or
 * `fast` (the default, the form that runs in `npm test` and CI). Every scenario is written once and
 * reads its counts from here, so both forms run the same code.
 */
export const ABUSE_SIZE: "full" | "fast" = process.env.COUVERT_ABUSE === "full" ? "full" : "fast";

const pick = <T>(fast: T, full: T): T => (ABUSE_SIZE === "full" ? full : fast);

export const SIZES = {
  /** Property runs per generator of bad requests (each run is one request). */
  badInputRuns: pick(120, 1500),
  /** Capacity of the contested slot, and how many single-cover bookings race for it. */
  lastCovers: { capacity: pick(8, 40), requests: pick(40, 400) },
  /** Wrong guesses sent at once on one reservation number, and spread over many numbers from one client. */
  pinGuesses: { onOneNumber: pick(30, 200), fromOneClient: pick(40, 300) },
  /** SIGKILLs per engine, booking requests in flight at once, and the longest run before a kill. */
  kills: { rounds: pick(2, 6), concurrency: pick(8, 24), maxRunMs: pick(700, 2500) },
  /** Connections trickling headers or bodies, and /health requests timed while they do. */
  slowClients: { connections: pick(60, 400), healthRequests: pick(60, 400) },
  /** A guard against a hang, per test. */
  timeoutMs: pick(180_000, 600_000),
};

/** A new seed for a run, unless `COUVERT_ABUSE_SEED` asks to rerun one exactly. */
export const chooseSeed = (): number => Number(process.env.COUVERT_ABUSE_SEED ?? Math.floor(Math.random() * 2 ** 31));
