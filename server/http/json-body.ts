import express, { type RequestHandler } from "express";
import { BODY_LIMIT_BYTES } from "../../core/limits.ts";
import { ApiError } from "./api-error.ts";

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });

/**
 * The body of a POST: 415 unless it is declared `application/json`, 413 over 16 KiB, 400 when it
 * is not JSON or not an object. Runs after authentication and rate limiting (CONTRACT §1 order).
 */
export const jsonBody: RequestHandler[] = [
  (req, _res, next) => {
    if (!req.is("application/json")) return next(new ApiError("unsupported_media_type"));
    next();
  },
  parseJson,
  (req, _res, next) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return next(new ApiError("invalid_request", { message: "The body must be a JSON object.", field: "body" }));
    }
    next();
  },
];
