import type { ServerResponse } from "node:http";
import cors from "cors";
import type { RequestHandler } from "express";

const EXPOSED = "RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed";

/** docs/api.md §3.1: the request's origin reflected (none without one), the API's methods and headers, for 10 minutes. */
const preflight: RequestHandler = cors({
  origin: true,
  methods: ["GET", "POST", "OPTIONS"],
  allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
  maxAge: 600,
  optionsSuccessStatus: 204,
  preflightContinue: false,
});

/** Answers a preflight (204) on any path, without a key; other requests pass on. */
export const answerPreflight: RequestHandler = (req, res, next) => (req.method === "OPTIONS" ? preflight(req, res, next) : next());

/**
 * docs/api.md §3.2: actual responses allow any origin by default, so a widget can read even an auth
 * error; `authenticate` narrows this to the request's origin when the key has an allowlist. Set
 * directly rather than through `cors`, which builds its option set anew on every request.
 */
export const corsHeaders: RequestHandler = (req, res, next) => {
  if (req.method !== "OPTIONS") setCorsHeaders(res);
  next();
};

/** corsHeaders' headers on a plain node:http response (the fast lane's, http/fast-lane.ts). */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED);
}
