import type { RequestHandler } from "express";

const EXPOSED = "RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed";

/**
 * docs/api.md §3.1. Preflights need no key and are answered for any path: 204, the request's
 * origin reflected (none without one), the methods and headers the API takes, for 10 minutes.
 */
export const answerPreflight: RequestHandler = (req, res, next) => {
  if (req.method !== "OPTIONS") return next();
  const origin = req.headers.origin;
  if (origin) res.setHeader("Access-Control-Allow-Origin", origin);
  res.vary("Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET,POST,OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Authorization,Content-Type,Idempotency-Key");
  res.setHeader("Access-Control-Max-Age", "600");
  res.statusCode = 204;
  // Some browsers wait for a body after a 204 without a length.
  res.setHeader("Content-Length", "0");
  res.end();
};

/**
 * docs/api.md §3.2: actual responses allow any origin by default, so a widget can read even an auth
 * error; `authenticate` narrows this to the request's origin when the key has an allowlist.
 */
export const corsHeaders: RequestHandler = (req, res, next) => {
  if (req.method !== "OPTIONS") {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Expose-Headers", EXPOSED);
  }
  next();
};
