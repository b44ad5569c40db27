import type { LogLevel } from "./config.ts";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * One JSON object per line on stderr. Callers pass only the fields they mean to log: nothing
 * here walks a request, so a header or body (and the key or PIN in it) cannot slip in.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line + "\n")): Logger {
  const log = (lvl: LogLevel) => (message: string, fields: LogFields = {}) => {
    if (RANK[lvl] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export const silentLogger: Logger = createLogger("silent");
