import cors from "cors";
import type { RequestHandler } from "express";

/**
 * docs/api.md §3. Preflights need no key and are answered for any path. Actual responses allow any
 * origin by default, so a widget can read even an auth error; `authenticate` narrows this to the
 * request's origin when the key has an allowlist.
 */
const preflight: RequestHandler = cors({
  origin: true,
  methods: ["GET", "POST", "OPTIONS"],
  allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
  maxAge: 600,
  optionsSuccessStatus: 204,
  preflightContinue: false,
});

/** The headers of an actual (non-preflight) response; `authenticate` may narrow the origin later. */
export const corsHeaders: RequestHandler = (req, res, next) => {
  if (req.method !== "OPTIONS") {
    res.set("Access-Control-Allow-Origin", "*");
    res.set("Access-Control-Expose-Headers", "RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed");
  }
  next();
};

/** Answers a preflight (204) on any path; other requests pass on. */
export const answerPreflight: RequestHandler = (req, res, next) => (req.method === "OPTIONS" ? preflight(req, res, next) : next());
