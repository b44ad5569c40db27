import type { Logger } from "pino";
import type { LogLevel } from "../config.ts";
import { createLogger } from "../logger.ts";

/** A logged line, parsed. */
export type LogEntry = { level: string; msg: string; [field: string]: any };

/**
 * A real logger (the production options) writing into memory: the raw text, and each line parsed;
 * `clear` forgets what was written so far (a server shared by a file's tests, one test after another).
 */
export function captureLog(level: LogLevel = "debug"): { logger: Logger; text(): string; entries(): LogEntry[]; clear(): void } {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(""),
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clear: () => void lines.splice(0),
  };
}
