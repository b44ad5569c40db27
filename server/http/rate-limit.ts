import type { Request, RequestHandler } from "express";
import { rateLimit, type Options, type RateLimitInfo } from "express-rate-limit";
import type { AppContext } from "../context.ts";
import { CouvertError } from "../../core/errors.ts";
import { authOf } from "./auth.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.ts";
import { clientOf } from "./client-ip.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every /api/v1 request per client IP, before anything else is looked at: keyed or not, found or
 * not, preflight or not. Generous (COUVERT_IP_REQUESTS_PER_MIN), so it only stops floods, and it
 * gives every response its RateLimit fields (docs/api.md §7), even a 404 or a 401.
 *
 * express-rate-limit's draft-8 fields are appended, not set: behind this one, the per-key limiter
 * adds its own policy, so an authenticated response names both (`"ip"; q=1200; w=60; …, "reads";
 * q=300; w=60; …`), a list the draft allows.
 */
export function clientIpLimiter(ctx: AppContext): RequestHandler {
  return limiter(ctx, {
    windowMs: MINUTE,
    limit: ctx.config.limits.ipRequestsPerMinute,
    identifier: "ip",
    keyGenerator: clientOf,
  });
}

/** Per key and client IP, reads and writes counted apart (docs/api.md §7). */
export function requestLimiters(ctx: AppContext): { read: RequestHandler; write: RequestHandler } {
  const perKeyAndIp = (name: string, limit: number) =>
    limiter(ctx, {
      windowMs: MINUTE,
      limit,
      identifier: name,
      keyGenerator: (req, res) => `${authOf(res).key.id}|${clientOf(req)}`,
    });
  return { read: perKeyAndIp("reads", ctx.config.limits.readsPerMinute), write: perKeyAndIp("writes", ctx.config.limits.writesPerMinute) };
}

/**
 * New reservations per client IP and restaurant per hour (slot hoarding, OWASP API6). Only
 * bookings that succeed count.
 */
export function bookingLimiter(ctx: AppContext): RequestHandler {
  return limiter(ctx, {
    windowMs: HOUR,
    limit: ctx.config.limits.bookingsPerHour,
    identifier: "bookings",
    standardHeaders: false,
    skipFailedRequests: true,
    keyGenerator: (req, res) => `${authOf(res).restaurant.id}|${clientOf(req)}`,
  });
}

/**
 * What every limiter shares: draft-8 `RateLimit` fields, a 429 through the one error path, and
 * where the counts live. On PostgreSQL, in the database every server process shares; on SQLite
 * (one server process per file), in this process's memory, so that a read never writes.
 */
const limiter = (ctx: AppContext, options: Partial<Options> & { identifier: string }): RequestHandler =>
  rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, _res, next) => next(tooMany(req)),
    ...(ctx.store.db.engine === "postgres"
      ? { store: new DatabaseRateLimitStore(ctx.store.read.rateLimits, options.identifier, ctx.secret) }
      : {}),
    ...options,
  });

function tooMany(req: Request): CouvertError {
  const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
  const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
  return new CouvertError("rate_limit_exceeded", { retryAfterSeconds: seconds });
}
