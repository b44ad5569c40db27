import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config.ts";

const SECRET_FIELDS = ["key", "apiKey", "api_key", "clearKey", "pin", "guest_pin", "password", "secret", "token"];

/**
 * A second line of defence: the serializers log no headers and no bodies at all, so these paths
 * only catch a secret a caller passes by name in its own fields.
 */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/**
 * Name, message and stack only. pino's standard serializer also copies every enumerable property,
 * and body-parser puts the raw request body on its errors as `body`.
 */
export function serializeError(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  return { type: error.name, message: error.message, stack: error.stack };
}

/**
 * JSON lines, to stderr unless a test passes its own destination. Written asynchronously: a
 * synchronous write per request blocks the only thread whenever the pipe behind stderr is slow;
 * pino flushes what is pending when the process exits.
 */
export function createLogger(level: LogLevel, destination: DestinationStream = pino.destination({ dest: 2, sync: false })): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS },
    },
    destination,
  );
}

export const silentLogger: Logger = createLogger("silent", { write: () => {} });
