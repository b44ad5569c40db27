import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Level, Logger } from "pino";

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,128}$/;
const REQUEST_ID = Symbol("request id");
type WithId = IncomingMessage & { originalUrl?: string; [REQUEST_ID]?: string };

/** A proxy's `X-Request-Id` when it is well formed, else a new UUID; echoed on the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * 5xx is ours to fix: error. Other 4xx are the client's mistake, worth a line but no alarm: info.
 * 401 (no or wrong key, wrong PIN) and 429 come in floods from scanners and retry loops, and the
 * rate limits already deal with them: debug.
 */
export function levelFor(status: number, error?: Error): Level {
  if (error || status >= 500) return "error";
  if (status === 401 || status === 429) return "debug";
  return "info";
}

/**
 * Only these fields: never the headers or the query string, where a key or a PIN can travel, and
 * not the client's address, which Couvert keeps nowhere in clear (the lockouts and rate limits
 * keep an HMAC of it); the request id ties a line to what a proxy in front logged.
 */
function serializeRequest(req: WithId) {
  return { id: req[REQUEST_ID], method: req.method, path: withoutLinkSecrets((req.originalUrl ?? req.url ?? "").split("?")[0]!) };
}

/** One-time links whose last path segment is their secret: the guest's feedback page, a waitlist claim or leave link. */
const LINK_SECRETS = /^(\/(?:feedback|waitlist\/claim|waitlist\/leave)\/)[^/]+/;

/** `path` with a one-time link's secret replaced: whoever reads the logs must not be able to use the link. */
export const withoutLinkSecrets = (path: string): string => path.replace(LINK_SECRETS, "$1…");

/**
 * A logger whose lines carry the request (and its id), for what is logged while answering it (the
 * error handler's lines); made only when asked for, so a request that logs nothing costs none.
 */
export const requestLogger = (req: IncomingMessage, logger: Logger): Logger =>
  (req as WithId)[REQUEST_ID] === undefined ? logger : logger.child({ req: serializeRequest(req) });

/**
 * One line per completed request, `{req, res: {statusCode}, responseTime}`, at levelFor's level:
 * "request completed", or "request errored" for a 5xx (the error handler has logged the error
 * itself). Nothing is built for a line below the logger's level.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logRequest(logger, req, res);
    next();
  };
}

/** requestLog's work on plain node:http objects, which the fast lane (http/fast-lane.ts) does too. */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  (req as WithId)[REQUEST_ID] = requestId(req, res);
  const started = Date.now();
  // `close` follows `finish` on every response, and comes alone when the client went away first.
  res.once("close", () => {
    const level = levelFor(res.statusCode);
    if (!logger.isLevelEnabled(level)) return;
    const line = { req: serializeRequest(req), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
    logger[level](line, res.statusCode >= 500 ? "request errored" : "request completed");
  });
}
