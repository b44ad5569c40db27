import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { CouvertError } from "../../core/errors.ts";
import { isTimedOut } from "../db/lock-wait.ts";
import { noStore, sendJson } from "./respond.ts";
import { requestLogger } from "./request-log.ts";

/** Unknown path under /api/v1 (docs/api.md §1). */
export const notFound: RequestHandler = (_req, _res, next) => next(new CouvertError("not_found"));

/**
 * The one place that writes an error body, whatever threw. A client's mistake caught by Express or
 * its parsers (a body that does not inflate, an aborted upload, a bad escape in the URL, a path
 * that climbs out of a static folder) answers its 4xx and is logged at debug; only a failure of
 * ours answers 500 and is logged as an error, with its stack.
 *
 * A client error is logged by its name and type, never its message: a JSON parser's message quotes
 * the start of the body, which can hold a PIN or a guest's name.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => answerError(logger, req, res, error);
}

/** errorHandler's work on plain node:http objects, which the write lane (http/write-lane.ts) does too. */
export function answerError(logger: Logger, req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const apiError = toCouvertError(error);
  // Bound to the request only when a line is written: a flood of 401s and 429s logs nothing here.
  if (apiError.status >= 500) requestLogger(req, logger).error({ err: error, status: apiError.status }, "request failed");
  else if (!(error instanceof CouvertError) && logger.isLevelEnabled("debug"))
    requestLogger(req, logger).debug({ status: apiError.status, error: errorName(error), type: errorType(error) }, "client error");
  if (res.headersSent) return;
  noStore(res);
  // Refused before its body was read (a 401, a 413): close rather than read the rest, which may be huge.
  if (!req.complete) res.setHeader("Connection", "close");
  if (apiError.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(apiError.retryAfterSeconds));
  sendJson(req, res, apiError.status, apiError.toBody());
}

function toCouvertError(error: unknown): CouvertError {
  if (error instanceof CouvertError) return error;
  if (isTimedOut(error)) return new CouvertError("database_busy", { retryAfterSeconds: 1 });
  const { type, status, statusCode } = (error ?? {}) as { type?: unknown; status?: unknown; statusCode?: unknown };
  if (type === "entity.parse.failed") return new CouvertError("invalid_request", { message: "The body is not valid JSON.", field: "body" });
  const clientStatus = [status, statusCode].find((s): s is number => typeof s === "number" && Number.isInteger(s) && s >= 400 && s <= 499);
  switch (clientStatus) {
    case undefined:
      return new CouvertError("internal_error");
    case 403: // serve-static refusing a path outside its folder: nothing is there, as far as anyone may know
    case 404:
      return new CouvertError("not_found");
    case 413:
      return new CouvertError("payload_too_large");
    case 415:
      return new CouvertError("unsupported_media_type");
    default:
      return new CouvertError("invalid_request", { message: "The request could not be read." });
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);
/** body-parser's and http-errors' machine-readable kind, e.g. "entity.parse.failed". */
const errorType = (error: unknown) => {
  const { type } = (error ?? {}) as { type?: unknown };
  return typeof type === "string" ? type : undefined;
};
