import express, { type Request, type RequestHandler } from "express";
import { BODY_LIMIT_BYTES } from "../../core/limits.ts";
import { CouvertError } from "../../core/errors.ts";

const notAnObject = () => new CouvertError("invalid_request", { message: "The body must be a JSON object.", field: "body" });

/**
 * No request of the API nests deeper than an object of arrays of objects; 16 KiB of `[[[[…` would
 * nest 8000 levels and overflow the stack of anything that walks it (the idempotency hash does).
 */
const MAX_BODY_DEPTH = 8;

/** Whether `value` nests deeper than `levels`; the recursion stops at the limit. */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, levels - 1));
}

const parseJson = express.json({
  limit: BODY_LIMIT_BYTES,
  strict: true,
  type: () => true,
  // body-parser reads an empty body (a chunked one, say) as `{}`; it is no object but nothing.
  verify: (_req, _res, buffer) => {
    if (buffer.length === 0) throw notAnObject();
  },
});

/**
 * body-parser stops reading at the limit but then reads the rest to its end before it answers,
 * and a chunked body announces no length to refuse up front: so the bytes are counted as they
 * arrive, and the moment they pass the limit the answer is 413 (its connection closed by the
 * error handler, the body unread).
 */
const parseWithinLimit: RequestHandler = (req, res, next) => {
  let received = 0;
  let refused = false;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= BODY_LIMIT_BYTES) return;
    refused = true;
    req.off("data", count);
    next(new CouvertError("payload_too_large"));
  };
  // Before body-parser's own listener, so this one sees each chunk first.
  req.on("data", count);
  void parseJson(req, res, (error?: unknown) => {
    req.off("data", count);
    if (!refused) next(error);
  });
};

/** No body at all: neither a length above 0 nor a chunked transfer. */
const hasNoBody = (req: Request) => req.headers["transfer-encoding"] === undefined && Number(req.headers["content-length"] ?? 0) === 0;

/**
 * The body of a POST: 400 when it is empty, 415 unless it is declared `application/json`, 413 over
 * 16 KiB, 400 when it is not JSON, not an object, or nested absurdly deep. Runs after authentication and rate limiting
 * (docs/api.md §1 order).
 */
export const jsonBody: RequestHandler[] = [
  (req, _res, next) => {
    if (hasNoBody(req)) return next(notAnObject());
    if (!req.is("application/json")) return next(new CouvertError("unsupported_media_type"));
    // Refused here, on its announced length: body-parser would read all of it before answering 413.
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) return next(new CouvertError("payload_too_large"));
    next();
  },
  parseWithinLimit,
  (req, _res, next) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return next(notAnObject());
    if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
      return next(
        new CouvertError("invalid_request", { message: `The body may nest ${MAX_BODY_DEPTH} levels deep at most.`, field: "body" }),
      );
    }
    next();
  },
];
