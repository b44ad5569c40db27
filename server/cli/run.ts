import { parseArgs } from "node:util";
import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import type { Clock } from "../clock.ts";
import type { AppContext } from "../context.ts";
import { silentLogger } from "../logger.ts";
import { CouvertError } from "../../core/errors.ts";
import { CliError, type CliCommand } from "./command.ts";
import { DB_USAGE } from "./db-commands.ts";
import { escapeForTerminal } from "./terminal.ts";
import { isUniqueViolation } from "../db/errors.ts";

export interface CliResult {
  exitCode: 0 | 1;
  stdout: string;
  stderr: string;
}

/**
 * Runs one command line against `ctx` and returns what to print, so tests can call it directly.
 * With --json, stdout holds exactly one JSON document and nothing else. What guests typed is
 * printed with control characters escaped: a name must not be able to rewrite the owner's terminal.
 */
export async function runCli(argv: string[], ctx: AppContext, commands: CliCommand[]): Promise<CliResult> {
  const result = await runCommand(argv, ctx, commands);
  return { ...result, stdout: escapeForTerminal(result.stdout), stderr: escapeForTerminal(result.stderr) };
}

async function runCommand(argv: string[], ctx: AppContext, commands: CliCommand[]): Promise<CliResult> {
  const command = findCommand(argv, commands);
  if (!command) return { exitCode: 1, stdout: "", stderr: `${usage(argv, commands)}\n` };
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(command.path.length),
      options: { json: { type: "boolean" }, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    const output = await command.run({ values, positionals }, ctx);
    const json = values.json === true;
    return {
      exitCode: 0,
      stdout: json ? `${JSON.stringify(output.json, null, 2)}\n` : `${output.text}\n`,
      stderr: output.warning ? `couvert ${command.path.join(" ")}: ${output.warning}\n` : "",
    };
  } catch (error) {
    if (error instanceof CliError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      return {
        exitCode: 1,
        stdout: "",
        stderr: `couvert ${command.path.join(" ")}: ${(error as Error).message}\nusage: ${command.usage}\n`,
      };
    }
    // A rule of the domain refused the action (the server's one error type): its sentence is the message.
    if (error instanceof CouvertError && error.status < 500) {
      return { exitCode: 1, stdout: "", stderr: `couvert ${command.path.join(" ")}: ${error.message}\n` };
    }
    if (isUniqueViolation(error)) {
      return {
        exitCode: 1,
        stdout: "",
        stderr: `couvert ${command.path.join(" ")}: that already exists (${error.message.replace(/^.*failed: /, "")})\n`,
      };
    }
    throw error;
  }
}

/**
 * The whole `couvert` process on the database COUVERT_DB names: configuration, database, command.
 * Whatever fails — a bad setting, a database that will not open, a command — ends as one line on
 * stderr and exit code 1, never a stack trace, and nothing on stdout (so `--json` output is either
 * one document or nothing).
 */
export async function runCommandLine(
  argv: string[],
  env: NodeJS.ProcessEnv,
  commands: CliCommand[],
  /** Only the end-to-end tests pass one: a command run at another time than now. */
  clock?: Clock,
): Promise<CliResult> {
  const help = helpFor(argv, commands);
  if (help) return help;
  let ctx: AppContext;
  try {
    const config = loadConfig(env);
    ctx = await bootstrap(config, { logger: silentLogger, createSecret: config.database.engine === "sqlite", clock });
  } catch (error) {
    return { exitCode: 1, stdout: "", stderr: `couvert: ${messageOf(error)}\n` };
  }
  try {
    return await runCli(argv, ctx, commands);
  } catch (error) {
    return { exitCode: 1, stdout: "", stderr: `couvert: unexpected error: ${messageOf(error)}\n` };
  } finally {
    await ctx.store.close();
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function findCommand(argv: string[], commands: CliCommand[]): CliCommand | undefined {
  return commands.filter((c) => c.path.every((word, i) => argv[i] === word)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The commands main.ts runs itself, before the owner commands. */
const SERVER_USAGE = [["couvert serve", "run the production server (needs COUVERT_SECRET; see the README)"] as const, ...DB_USAGE];

const usageLines = (commands: CliCommand[]): (readonly [string, string])[] => [
  ...SERVER_USAGE,
  ...commands.map((c) => [c.usage, c.summary] as const),
];
const listed = (lines: readonly (readonly [string, string])[]): string =>
  lines.map(([u, summary]) => `  ${u.padEnd(72)} ${summary}`).join("\n");

function usage(argv: string[], commands: CliCommand[]): string {
  const asked = argv.filter((a) => !a.startsWith("-")).join(" ");
  const head = asked ? `Unknown command: ${asked}\n\n` : "";
  return `${head}Usage: couvert <command> [--json]\n\n${listed(usageLines(commands))}`;
}

/**
 * `--help` (or `-h`) after any command, or `couvert help [command]`: the usage of the commands the
 * words name, on stdout, before any configuration is read or database opened. Null when no help was asked.
 */
export function helpFor(argv: string[], commands: CliCommand[]): CliResult | null {
  const words = argv.filter((a) => !a.startsWith("-"));
  const viaWord = words[0] === "help";
  if (!viaWord && !argv.some((a) => a === "--help" || a === "-h")) return null;
  const askedWords = viaWord ? words.slice(1) : words;
  const asked = askedWords.join(" ");
  if (!asked) return { exitCode: 0, stdout: `${usage([], commands)}\n`, stderr: "" };
  // A whole command (with its arguments after it), else every command its words begin.
  const command = findCommand(askedWords, commands);
  const matching = command
    ? [[command.usage, command.summary] as const]
    : usageLines(commands).filter(([u]) => `${u} `.startsWith(`couvert ${asked} `));
  if (!matching.length) return { exitCode: 1, stdout: "", stderr: `${usage(words, commands)}\n` };
  return { exitCode: 0, stdout: `${listed(matching)}\n`, stderr: "" };
}
