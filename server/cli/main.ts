import { serve } from "../serve.ts";
import { runDbCommand } from "./db-commands.ts";
import { COMMANDS } from "./registry.ts";
import { helpFor, runCommandLine, type CliResult } from "./run.ts";

/**
 * `couvert …` (`npm run couvert -- …`): `serve` runs the production server; `db …` works on the
 * databases it is given; every other command is an owner command on the database COUVERT_DB names.
 */
const argv = process.argv.slice(2);
const help = helpFor(argv, COMMANDS);
if (help) {
  process.stdout.write(help.stdout);
  process.stderr.write(help.stderr);
  process.exitCode = help.exitCode;
} else if (argv[0] === "serve") {
  try {
    await serve(process.env);
  } catch (error) {
    process.stderr.write(`couvert serve: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} else {
  const result: CliResult =
    argv[0] === "db" ? await runDbCommand(argv.slice(1), process.env) : await runCommandLine(argv, process.env, COMMANDS);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
