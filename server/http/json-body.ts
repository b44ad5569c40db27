import express, { type Request, type RequestHandler } from "express";
import { BODY_LIMIT_BYTES } from "../../core/limits.ts";
import { ApiError } from "./api-error.ts";

const notAnObject = () => new ApiError("invalid_request", { message: "The body must be a JSON object.", field: "body" });

const parseJson = express.json({
  limit: BODY_LIMIT_BYTES,
  strict: true,
  type: () => true,
  // body-parser reads an empty body (a chunked one, say) as `{}`; it is no object but nothing.
  verify: (_req, _res, buffer) => {
    if (buffer.length === 0) throw notAnObject();
  },
});

/** No body at all: neither a length above 0 nor a chunked transfer. */
const hasNoBody = (req: Request) => req.headers["transfer-encoding"] === undefined && Number(req.headers["content-length"] ?? 0) === 0;

/**
 * The body of a POST: 400 when it is empty, 415 unless it is declared `application/json`, 413 over
 * 16 KiB, 400 when it is not JSON or not an object. Runs after authentication and rate limiting
 * (CONTRACT §1 order).
 */
export const jsonBody: RequestHandler[] = [
  (req, _res, next) => {
    if (hasNoBody(req)) return next(notAnObject());
    if (!req.is("application/json")) return next(new ApiError("unsupported_media_type"));
    next();
  },
  parseJson,
  (req, _res, next) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return next(notAnObject());
    next();
  },
];
