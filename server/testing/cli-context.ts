import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ManualClock } from "../clock.ts";
import { COMMANDS } from "../cli/registry.ts";
import { runCli, type CliResult } from "../cli/run.ts";
import { loadConfig } from "../config.ts";
import { createContext, type AppContext } from "../context.ts";
import { openDatabase } from "../db/connection.ts";
import { silentLogger } from "../logger.ts";

/** A context on a fresh database for command-line tests, with `cli(...)` to run commands on it. */
export function cliContext(now = "2026-06-01T10:00:00Z"): {
  ctx: AppContext;
  clock: ManualClock;
  dbFile: string;
  cli: (...argv: string[]) => CliResult;
  /** Runs a command with --json, expects success, returns the parsed document. */
  json: (...argv: string[]) => any;
  dispose: () => void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-cli-"));
  const dbFile = path.join(dir, "couvert.db");
  const clock = new ManualClock(now);
  const ctx = createContext({
    db: openDatabase(dbFile),
    config: loadConfig({ COUVERT_DB: dbFile }),
    secret: "test-secret-0123456789abcdef0123456789abcdef",
    clock,
    logger: silentLogger,
  });
  const cli = (...argv: string[]) => runCli(argv, ctx, COMMANDS);
  return {
    ctx,
    clock,
    dbFile,
    cli,
    json: (...argv) => {
      const result = cli(...argv, "--json");
      if (result.exitCode !== 0) throw new Error(`couvert ${argv.join(" ")} failed: ${result.stderr}`);
      return JSON.parse(result.stdout);
    },
    dispose: () => {
      ctx.db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
