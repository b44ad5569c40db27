import autocannon, { type RequestSpec } from "autocannon";

/** What one load run measured. Latencies are autocannon's, in milliseconds. */
export interface LoadFigures {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /** Responses with status 200, out of every response received. */
  ok_share: number;
  /** Connection errors and timeouts (no response at all). */
  errors: number;
  /** How many responses had each status. */
  statuses: Record<string, number>;
}

/** 50 connections, as issue 10 measures; the seconds come from BENCH_SECONDS (default 4). */
export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

/**
 * Runs autocannon from this process against a server in another one: `path` with `headers` again
 * and again, or, with `nextBody`, a POST whose body is new for every request. `length` is the
 * run's seconds, or a fixed number of requests: the same work whatever the rate, for a load whose
 * answers change with how far it gets (bookings that fill the days they ask for).
 */
export async function runLoad(
  origin: string,
  request: { path: string; headers?: Record<string, string>; nextBody?: () => string },
  length: number | { requests: number } = SECONDS,
): Promise<LoadFigures> {
  const headers = { ...request.headers };
  const spec: RequestSpec = request.nextBody
    ? {
        method: "POST",
        path: request.path,
        headers: { ...headers, "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: request.nextBody!() }),
      }
    : { method: "GET", path: request.path, headers };
  await settle(origin);
  // A run of `amount` requests ends at autocannon's next one-second tick, so its `duration` is whole
  // seconds: the rate comes from the last answer's time instead.
  const started = performance.now();
  let lastAnswer = started;
  spec.onResponse = () => void (lastAnswer = performance.now());
  const span = typeof length === "number" ? { duration: length } : { amount: length.requests };
  const result = await autocannon({ url: origin, connections: CONNECTIONS, ...span, requests: [spec], timeout: 10 });
  const answered = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  const seconds = typeof length === "number" ? result.duration : (lastAnswer - started) / 1000;
  return {
    rps: answered / seconds,
    // No answer within the run: no latency to speak of (NaN prints "–", and null in results.json).
    p50_ms: answered === 0 ? Number.NaN : result.latency.p50,
    p99_ms: answered === 0 ? Number.NaN : result.latency.p99,
    ok_share: answered === 0 ? 0 : (result.statusCodeStats["200"]?.count ?? 0) / answered,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, s]) => [status, s.count])),
  };
}

/**
 * Waits until `origin` answers its health check within 50 ms (at most 2 minutes), so that a run does not
 * pay for the backlog the previous one left (requests still queued when autocannon stopped).
 */
export async function settle(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/health`).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok && performance.now() - started < 50) return;
  }
}
