import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { bootstrap } from "../server/bootstrap.ts";
import { loadConfig } from "../server/config.ts";
import type { AppContext } from "../server/context.ts";
import { createLogger } from "../server/logger.ts";
import { spawnServer, type ServerProcess } from "../server/testing/server-process.ts";
import type { TestDatabase } from "../server/testing/test-database.ts";

const RAISED = String(1_000_000_000);

/**
 * The environment of a Couvert server under load (server/config.ts): its database, a fixed secret
 * (so that keys issued by the seeding process work in the server's), and every rate limit raised
 * out of the way: the benchmark measures the work, not the guard against floods. Logging at `warn`:
 * a per-request log line would measure the pipe to this process.
 */
export function benchEnvironment(database: TestDatabase): Record<string, string> {
  return {
    COUVERT_DB: database.url,
    COUVERT_SECRET: randomBytes(32).toString("hex"),
    COUVERT_IP_REQUESTS_PER_MIN: RAISED,
    COUVERT_READS_PER_MIN: RAISED,
    COUVERT_WRITES_PER_MIN: RAISED,
    COUVERT_BOOKINGS_PER_HOUR: RAISED,
    LOG_LEVEL: "warn",
  };
}

/** Works on the server's database from this process (seeding), through the same services, then closes it. */
export async function withDatabase<T>(env: Record<string, string>, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const ctx = await bootstrap(loadConfig({ ...process.env, ...env }), { logger: createLogger("warn") });
  try {
    return await work(ctx);
  } finally {
    await ctx.store.close();
  }
}

const PROFILER = fileURLToPath(new URL("./cpu-profiler.mjs", import.meta.url));

/**
 * The real `couvert serve`, in a child process of its own. With `BENCH_PROFILE_DIR` set, the
 * server's CPU profile is written there when it stops (cpu-profiler.mjs).
 */
export const startCouvert = (env: Record<string, string>): Promise<ServerProcess> =>
  spawnServer(process.env.BENCH_PROFILE_DIR ? { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${PROFILER}` } : env);
