import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { COMMANDS } from "./registry.ts";
import { runCli } from "./run.ts";

/** `npm run couvert -- …`: the owner's command line, on the database named by COUVERT_DB. */
const config = loadConfig();
const ctx = bootstrap(config, { logger: createLogger("silent") });
try {
  const result = runCli(process.argv.slice(2), ctx, COMMANDS);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  process.stderr.write(`couvert: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  ctx.db.close();
}
