import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { AppContext } from "../context.ts";
import { CouvertError } from "../../core/errors.ts";
import { authOf } from "./auth.ts";
import { clientOf } from "./client-ip.ts";
import { MemoryHitCounter, SharedHitCounter, type HitCounter } from "./hit-counters.ts";
import { RateLimitRepository } from "./rate-limit-repository.ts";

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Every /api/v1 request per client IP, before anything else is looked at: keyed or not, found or
 * not, preflight or not. Generous (COUVERT_IP_REQUESTS_PER_MIN), so it only stops floods, and it
 * gives every response its RateLimit fields (docs/api.md §7.2), even a 404 or a 401.
 */
export function clientIpLimiter(ctx: AppContext, limit: RequestLimit = ipLimit(ctx)): RequestHandler {
  return (req, res, next) => limit.count(res, clientOf(req), next);
}

/** The counter behind clientIpLimiter, to share with the fast lane (http/fast-lane.ts). */
export const ipLimit = (ctx: AppContext): RequestLimit => requestLimit(ctx, "ip", ctx.config.limits.ipRequestsPerMinute);

/**
 * Per key and client IP, reads and writes counted apart (docs/api.md §7.1). The key's policy joins
 * the IP's in the same fields (`"ip"; q=1200; w=60; …, "reads"; q=300; w=60; …`), a list the
 * draft allows.
 */
export const perKeyAndClient =
  (limit: RequestLimit): RequestHandler =>
  (req, res, next) =>
    limit.count(res, keyAndClient(authOf(res).key.id, clientOf(req)), next);

/** The reads' counter behind perKeyAndClient, to share with the fast lane (http/fast-lane.ts). */
export const readLimit = (ctx: AppContext): RequestLimit => requestLimit(ctx, "reads", ctx.config.limits.readsPerMinute);

/** The writes' counter behind perKeyAndClient, to share with the write lane (http/write-lane.ts). */
export const writeLimit = (ctx: AppContext): RequestLimit => requestLimit(ctx, "writes", ctx.config.limits.writesPerMinute);

/** What a per-key limit counts: one key from one client. */
export const keyAndClient = (keyId: string, client: string): string => `${keyId}|${client}`;

/** Counts the booking `res` answers, and throws `rate_limit_exceeded` past the quota. */
export type BookingCap = (res: ServerResponse, restaurantId: string, client: string) => void;

/**
 * New reservations per client IP and restaurant per hour (slot hoarding, OWASP API6). Only
 * bookings that succeed count: a request that ends in an error, or never ends, is taken back.
 * Its 429 names it in the RateLimit fields (docs/api.md §7.2) and carries `Retry-After`.
 */
export function bookingCap(ctx: AppContext): BookingCap {
  const quota = ctx.config.limits.bookingsPerHour;
  const counter = hitCounter(ctx, "bookings", HOUR, quota);
  return (res, restaurantId, client) => {
    const key = `${restaurantId}|${client}`;
    const now = Date.now();
    const { hits, resetAt } = counter.hit(key, now);
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (!res.writableFinished || res.statusCode >= 400) counter.unhit(key);
    };
    res.once("finish", settle);
    res.once("close", settle);
    if (hits > quota) {
      // Named only when it refuses: a booking it lets pass carries the per-minute limits' fields alone.
      addRateLimitFields(res, `"bookings"; q=${quota}; w=${HOUR / 1000}`, limitState("bookings", 0, resetAt, now));
      throw tooMany(resetAt, now);
    }
  };
}

/** The RateLimit fields this response carries so far (docs/api.md §7.2): one member per limit that counted it. */
const FIELDS = Symbol("RateLimit fields");
type WithFields = ServerResponse & { [FIELDS]?: { policy: string; state: string } };

/** A limit of one minute that names itself in the RateLimit fields. */
export interface RequestLimit {
  /** Counts one request of `key`, sets the RateLimit fields, and calls `next` with a 429 past the quota. */
  count(res: ServerResponse, key: string, next: (error?: unknown) => void): void;
  /** Whether `count` would let one more request of `key` pass now; counts nothing. */
  admits(key: string, now: number): boolean;
}

function requestLimit(ctx: AppContext, name: string, quota: number): RequestLimit {
  const counter = hitCounter(ctx, name, MINUTE, quota);
  const windowSeconds = MINUTE / 1000;
  const partitionKeys = new Map<string, string>();
  const policyOf = (key: string) => {
    let policy = partitionKeys.get(key);
    if (policy === undefined) {
      if (partitionKeys.size >= 10_000) partitionKeys.clear();
      policy = `"${name}"; q=${quota}; w=${windowSeconds}; pk=:${partitionKey(key)}:`;
      partitionKeys.set(key, policy);
    }
    return policy;
  };
  return {
    count(res: WithFields, key: string, next: (error?: unknown) => void): void {
      const now = Date.now();
      const { hits, resetAt } = counter.hit(key, now);
      addRateLimitFields(res, policyOf(key), limitState(name, quota - hits, resetAt, now));
      next(hits > quota ? tooMany(resetAt, now) : undefined);
    },
    admits: (key, now) => counter.hitsAfterOneMore(key, now) <= quota,
  };
}

const limitState = (name: string, remaining: number, resetAt: number, now: number): string =>
  `"${name}"; r=${Math.max(0, remaining)}; t=${Math.max(0, Math.ceil((resetAt - now) / 1000))}`;

/** Adds one limit's member to the RateLimit fields `res` carries. */
function addRateLimitFields(res: WithFields, policy: string, state: string): void {
  const before = res[FIELDS];
  const fields = before ? { policy: `${before.policy}, ${policy}`, state: `${before.state}, ${state}` } : { policy, state };
  res[FIELDS] = fields;
  res.setHeader("RateLimit-Policy", fields.policy);
  res.setHeader("RateLimit", fields.state);
}

/** The draft's opaque partition key: express-rate-limit's form, so it stays what clients saw before. */
const partitionKey = (key: string): string => Buffer.from(createHash("sha256").update(key).digest("hex").slice(0, 12)).toString("base64");

/**
 * Where a limiter counts (docs/api.md §7.1). On PostgreSQL, shared by every server process on the
 * database, added to its table in batches; on SQLite (one server process per file), in this
 * process's memory, so that a read never writes.
 */
export function hitCounter(ctx: AppContext, name: string, windowMs: number, quota: number): HitCounter {
  if (ctx.store.db.engine !== "postgres") return new MemoryHitCounter(windowMs);
  // Without the local-writes plugin: adding hits is no change to what the read caches hold (http/read-cache.ts).
  const table = new RateLimitRepository(ctx.store.db.kysely.withoutPlugins());
  return new SharedHitCounter(table, name, ctx.secret, { windowMs, quota }, (error) =>
    ctx.logger.warn({ err: error }, "could not add rate-limit hits to the shared table"),
  );
}

/** The 429 of a limit whose window ends at `resetAt`, with its `Retry-After` in whole seconds. */
export function tooMany(resetAt: number, now: number): CouvertError {
  return new CouvertError("rate_limit_exceeded", { retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) });
}
