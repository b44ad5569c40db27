import type { CliResult } from "./run.ts";

/**
 * `couvert …` (`npm run couvert -- …`): `serve` runs the production server; `db …` works on the
 * databases it is given; every other command is an owner command on the database COUVERT_DB names.
 * Each path imports only what it runs: a server start skips the command line's modules, a command
 * the server's.
 */
const argv = process.argv.slice(2);
if (argv[0] === "serve" && !argv.some((a) => a === "--help" || a === "-h")) {
  const { serve } = await import("../serve.ts");
  try {
    await serve(process.env);
  } catch (error) {
    process.stderr.write(`couvert serve: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} else {
  const [{ COMMANDS }, { helpFor, runCommandLine }] = await Promise.all([import("./registry.ts"), import("./run.ts")]);
  const help = helpFor(argv, COMMANDS);
  if (help) {
    process.stdout.write(help.stdout);
    process.stderr.write(help.stderr);
    process.exitCode = help.exitCode;
  } else {
    const result: CliResult =
      argv[0] === "db"
        ? await (await import("./db-commands.ts")).runDbCommand(argv.slice(1), process.env)
        : await runCommandLine(argv, process.env, COMMANDS);
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.exitCode;
  }
}
