import type { ParseArgsConfig } from "node:util";
import type { AppContext } from "../context.ts";
import { escapeCell } from "./terminal.ts";

export type OptionSpec = NonNullable<ParseArgsConfig["options"]>;

export interface CommandInput {
  /** Words after the command's own path: `reservation show 123456` → ["123456"]. */
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

/** What a command prints: `json` with --json (exactly one document), else `text`. */
export interface CommandOutput {
  json: unknown;
  text: string;
  /** Something the person should know though the command worked: on stderr, with --json too. */
  warning?: string;
}

/** One owner command (docs/api.md §10). `--json` is handled for every command by the runner. */
export interface CliCommand {
  /** The words that name it: ["key", "create"]. */
  path: string[];
  usage: string;
  summary: string;
  options?: OptionSpec;
  run(input: CommandInput, ctx: AppContext): Promise<CommandOutput>;
}

/** A failure the owner can fix: printed on stderr as is, exit code 1. */
export class CliError extends Error {
  override name = "CliError";
}

/** A required option's string value, or a CliError naming it. */
export function requireString(input: CommandInput, name: string): string {
  const value = input.values[name];
  if (typeof value !== "string" || value === "") throw new CliError(`--${name} is required`);
  return value;
}

export function requirePositional(input: CommandInput, index: number, what: string): string {
  const value = input.positionals[index];
  if (value === undefined || value === "") throw new CliError(`${what} is required`);
  return value;
}

/** A plain text table: one row per object, columns in the order given. */
export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cells = rows.map((row) => columns.map((c) => formatCell(row[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

const formatCell = (value: unknown): string => {
  if (value === null || value === undefined) return "-";
  if (Array.isArray(value)) return escapeCell(value.join(","));
  return escapeCell(String(value));
};
