import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { Level, Logger } from "pino";
import { pinoHttp } from "pino-http";
import { serializeError } from "../logger.ts";

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** A proxy's `X-Request-Id` when it is well formed, else a new UUID; echoed on the response. */
function requestId(req: Request, res: Response): string {
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
function serializeRequest(req: Request) {
  return { id: req.id, method: req.method, path: (req.originalUrl ?? req.url).split("?")[0] };
}

/** One line per completed request; `req.log` carries the request (and its id) into later lines. */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp<Request, Response>({
    logger,
    genReqId: requestId,
    // Unwrapped, so pino-http's standard serializers (which copy every header) never run.
    wrapSerializers: false,
    serializers: { req: serializeRequest, res: (res: ServerResponse) => ({ statusCode: res.statusCode }), err: serializeError },
    customLogLevel: (_req, res, error) => levelFor(res.statusCode, error),
    // pino-http adds a made-up "failed with status code 500" error here; the error handler has already logged the real one.
    customErrorObject: (_req, _res, _error, { res, responseTime }) => ({ res, responseTime }),
  });
}
