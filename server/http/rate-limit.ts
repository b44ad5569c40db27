import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from "express-rate-limit";
import type { AppContext } from "../context.ts";
import { ApiError } from "./api-error.ts";
import { authOf } from "./auth.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per key and client IP, reads and writes counted apart (CONTRACT §7). */
export function requestLimiters(ctx: AppContext): { read: RequestHandler; write: RequestHandler } {
  const perKeyAndIp = (name: string, limit: number) =>
    rateLimit({
      windowMs: MINUTE,
      limit,
      identifier: name,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: (req, res) => `${authOf(res).key.id}|${ipKeyGenerator(req.ip ?? "")}`,
      handler: (req, _res, next) => next(tooMany(req)),
    });
  return { read: perKeyAndIp("reads", ctx.config.limits.readsPerMinute), write: perKeyAndIp("writes", ctx.config.limits.writesPerMinute) };
}

/**
 * New reservations per client IP and restaurant per hour (slot hoarding, OWASP API6). Only
 * bookings that succeed count.
 */
export function bookingLimiter(ctx: AppContext): RequestHandler {
  return rateLimit({
    windowMs: HOUR,
    limit: ctx.config.limits.bookingsPerHour,
    identifier: "bookings",
    standardHeaders: false,
    legacyHeaders: false,
    skipFailedRequests: true,
    keyGenerator: (req, res) => `${authOf(res).restaurant.id}|${ipKeyGenerator(req.ip ?? "")}`,
    handler: (req, _res, next) => next(tooMany(req)),
  });
}

function tooMany(req: Request): ApiError {
  const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
  const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
  return new ApiError("rate_limit_exceeded", { headers: { "Retry-After": String(seconds) } });
}
