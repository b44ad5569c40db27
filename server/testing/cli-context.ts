import { ManualClock } from "../clock.ts";
import { COMMANDS } from "../cli/registry.ts";
import { runCli, type CliResult } from "../cli/run.ts";
import { loadConfig } from "../config.ts";
import { createContext, type AppContext } from "../context.ts";
import { openDatabase } from "../db/database.ts";
import { silentLogger } from "../logger.ts";
import { createMigratedTestDatabase, type TestDatabase } from "./test-database.ts";
import { TEST_PASSWORD_COST } from "./test-password-cost.ts";

/** A context on a fresh database for command-line tests, with `cli(...)` to run commands on it. */
export async function cliContext(
  now = "2026-06-01T10:00:00Z",
  /** More of the environment the command runs in (COUVERT_DB is the test's). */
  env: Record<string, string> = {},
): Promise<{
  ctx: AppContext;
  clock: ManualClock;
  database: TestDatabase;
  cli: (...argv: string[]) => Promise<CliResult>;
  /** Runs a command with --json, expects success, returns the parsed document. */
  json: (...argv: string[]) => Promise<any>;
  dispose: () => Promise<void>;
}> {
  const database = await createMigratedTestDatabase();
  const clock = new ManualClock(now);
  const config = loadConfig({ ...env, COUVERT_DB: database.url });
  const ctx = await createContext({
    db: await openDatabase(config.database),
    config,
    secret: "test-secret-0123456789abcdef0123456789abcdef",
    clock,
    logger: silentLogger,
    passwordCost: TEST_PASSWORD_COST,
  });
  const cli = (...argv: string[]) => runCli(argv, ctx, COMMANDS);
  return {
    ctx,
    clock,
    database,
    cli,
    json: async (...argv) => {
      const result = await cli(...argv, "--json");
      if (result.exitCode !== 0) throw new Error(`couvert ${argv.join(" ")} failed: ${result.stderr}`);
      return JSON.parse(result.stdout);
    },
    dispose: async () => {
      await ctx.store.close();
      await database.drop();
    },
  };
}
