import type { IncomingMessage } from "node:http";
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

/** What the API refuses in a parsed body (docs/api.md §1): no object, or one nested absurdly deep. */
function bodyRefusal(body: unknown): CouvertError | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return notAnObject();
  if (nestsDeeperThan(body, MAX_BODY_DEPTH))
    return new CouvertError("invalid_request", { message: `The body may nest ${MAX_BODY_DEPTH} levels deep at most.`, field: "body" });
  return null;
}

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
  (req, _res, next) => next(bodyRefusal(req.body) ?? undefined),
];

// Spaces and tabs only: the parser behind `req.is` takes no other white space (a no-break space, say).
const PLAIN_JSON = /^application\/json[ \t]*(;[ \t]*charset[ \t]*=[ \t]*(utf-8|"utf-8")[ \t]*)?$/i;
const DECIMAL = /^\d{1,5}$/;

/**
 * Whether the write lane (http/write-lane.ts) reads this body itself: a declared length within the
 * limit, plain JSON in UTF-8, neither chunked nor compressed. Every body it reads, jsonBody would
 * take too; any other (refused, or read through body-parser's decoders) is left to Express.
 */
export function isPlainJsonBody(req: IncomingMessage): boolean {
  const { headers } = req;
  const length = headers["content-length"];
  if (length === undefined || !DECIMAL.test(length) || Number(length) === 0 || Number(length) > BODY_LIMIT_BYTES) return false;
  if (headers["transfer-encoding"] !== undefined) return false;
  const encoding = headers["content-encoding"];
  if (encoding !== undefined && encoding.toLowerCase() !== "identity") return false;
  return PLAIN_JSON.test(headers["content-type"] ?? "");
}

/** The body-parser error that a body which is no JSON becomes (the error handler answers it, and logs its type). */
const notJson = () => Object.assign(new SyntaxError("The body is not valid JSON."), { type: "entity.parse.failed", status: 400 });

/**
 * A body isPlainJsonBody let through, parsed as jsonBody parses it: a leading byte-order mark
 * dropped, nothing but an object or array taken (body-parser's `strict`), then bodyRefusal. Throws
 * what jsonBody passes to the error handler.
 */
export function parsePlainJsonBody(bytes: Buffer): object {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  let body: unknown = {};
  if (text.length > 0) {
    const first = /^[ \t\n\r]*(.)/s.exec(text)?.[1];
    if (first !== "{" && first !== "[") throw notJson();
    try {
      body = JSON.parse(text);
    } catch {
      throw notJson();
    }
  }
  const refusal = bodyRefusal(body);
  if (refusal) throw refusal;
  return body as object;
}
