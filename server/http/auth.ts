import type { ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { ApiKeyRepository, isTouchDue, type ApiKeyRecord } from "../keys/repository.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { hashApiKey, isWellFormedApiKey } from "../security/api-keys.ts";
import { CouvertError } from "../../core/errors.ts";
import { toUtcIso } from "../../core/time.ts";
import { ReadCache } from "./read-cache.ts";

export interface Auth {
  key: ApiKeyRecord;
  restaurant: Restaurant;
}

/** The key and restaurant `authenticate` found; the restaurant never comes from the body. */
export function authOf(res: Response): Auth {
  const auth = res.locals.auth as Auth | undefined;
  if (!auth) throw new Error("authOf() used on a route without authenticate()");
  return auth;
}

/**
 * docs/api.md §1.4's checks up to the origin, in its order: key (401; an expired key is as unknown as
 * a revoked one) → restaurant published (a preview or test key skips it) → module enabled → origin
 * allowlist. The refusal, or null. A request without `Origin` (server to server) is not subject to
 * the allowlist. Plain, so the fast lane (http/fast-lane.ts) asks exactly what `authenticate` asks.
 */
export function keyRefusal(found: Auth | null, module: ModuleId, origin: string | undefined): CouvertError | null {
  if (!found) return new CouvertError("invalid_api_key");
  const { key: record, restaurant } = found;
  // An owner previews the widgets, and tests an integration, before going live: neither touches the live book.
  if (!restaurant.published && !record.preview && !record.test) return new CouvertError("restaurant_not_published");
  if (!record.modules.includes(module)) return new CouvertError("module_not_enabled");
  if (record.allowedOrigins && origin !== undefined && !record.allowedOrigins.includes(origin))
    return new CouvertError("origin_not_allowed");
  return null;
}

/** docs/api.md §2.4: a preview key reads but never writes. The refusal, or null. */
export const accessRefusal = (record: ApiKeyRecord, access: "read" | "write"): CouvertError | null =>
  record.preview && access === "write" ? new CouvertError("preview_only") : null;

/** A key with an allowlist narrows the CORS origin to the request's (docs/api.md §3.2), once the origin passed. */
export function allowOrigin(res: ServerResponse, record: ApiKeyRecord, origin: string | undefined): void {
  if (record.allowedOrigins && origin !== undefined) res.setHeader("Access-Control-Allow-Origin", origin);
}

/**
 * An admitted key's last use, recorded rarely and never on the request's path: on SQLite any
 * UPDATE takes the write lock, even one that changes nothing, and a read must never wait for it
 * (docs/api.md §7a).
 */
export function recordUse(ctx: AppContext, record: ApiKeyRecord, now: Date): void {
  if (!isTouchDue(record, now)) return;
  // The kept record too, so the next request of this key does not write again.
  record.lastUsedAt = toUtcIso(now);
  useRecorder(ctx)
    .touch(record.id, now)
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not record a key's last use"));
}

const useRecorders = new WeakMap<AppContext, ApiKeyRepository>();

/**
 * The keys' table past the plugin that notes writes (db/local-writes.ts): a key's last use is
 * nothing a kept read answers with, and noted as a write it would drop every kept key and
 * restaurant each time any key's use is recorded.
 */
function useRecorder(ctx: AppContext): ApiKeyRepository {
  let recorder = useRecorders.get(ctx);
  if (!recorder) useRecorders.set(ctx, (recorder = new ApiKeyRepository(ctx.store.db.kysely.withoutPlugins())));
  return recorder;
}

/**
 * The Express step of docs/api.md §1.4: keyRefusal, allowOrigin, accessRefusal, recordUse; the key
 * and restaurant found go to `res.locals` for authOf.
 */
export function authenticate(ctx: AppContext, module: ModuleId, access: "read" | "write"): RequestHandler {
  const admit = (req: Request, res: Response, now: Date, found: Auth | null): void => {
    const origin = req.headers.origin;
    const refused = keyRefusal(found, module, origin);
    if (refused) throw refused;
    const { key: record } = found!;
    allowOrigin(res, record, origin);
    const forbidden = accessRefusal(record, access);
    if (forbidden) throw forbidden;
    recordUse(ctx, record, now);
    res.locals.auth = found;
  };
  return (req, res, next) => {
    const now = ctx.clock.now();
    const keyHash = keyHashOf(req.headers.authorization);
    const known = keyHash === null ? null : keptNow(ctx, keyHash, now);
    if (known !== undefined) {
      admit(req, res, now, known);
      return next();
    }
    return findKey(ctx, keyHash!, now).then((found) => {
      admit(req, res, now, found);
      next();
    });
  };
}

/**
 * The key an `Authorization` header names, when that is known without waiting: its record and
 * restaurant, null when there is no such key (malformed, unknown as last looked up, expired), or
 * undefined when it has to be looked up (findKey).
 */
export function keyKnownNow(ctx: AppContext, authorization: string | undefined, now: Date): Auth | null | undefined {
  const keyHash = keyHashOf(authorization);
  return keyHash === null ? null : keptNow(ctx, keyHash, now);
}

/** The key with this hash as kept, without waiting; undefined when it has to be looked up (findKey). */
function keptNow(ctx: AppContext, keyHash: string, now: Date): Auth | null | undefined {
  // A key found before answers without waiting: no promise and no turn of the event loop.
  const known = keptKeys(ctx).peek(keyHash);
  return known && unexpired(ctx, keyHash, known.value, now);
}

function keyHashOf(authorization: string | undefined): string | null {
  const key = bearerToken(authorization);
  return key && isWellFormedApiKey(key) ? hashApiKey(key) : null;
}

const foundKeys = new WeakMap<AppContext, ReadCache<Auth | null>>();

function keptKeys(ctx: AppContext): ReadCache<Auth | null> {
  let cache = foundKeys.get(ctx);
  if (!cache) foundKeys.set(ctx, (cache = new ReadCache(["api_keys", "restaurants"])));
  return cache;
}

/**
 * The active key with this hash and its restaurant, kept per process (http/read-cache.ts): a key
 * revoked or a restaurant changed by this process counts at once, by another within 1 s
 * (db/change-watch.ts, docs/api.md §3.4). An unknown key is looked up every time, so a new key works at once.
 */
async function findKey(ctx: AppContext, keyHash: string, now: Date): Promise<Auth | null> {
  const found = await keptKeys(ctx).get(keyHash, async () => {
    const record = await ctx.keys.findActiveByHash(keyHash, now);
    const restaurant = record ? await ctx.restaurants.findById(record.restaurantId) : null;
    return record && restaurant ? { key: record, restaurant } : null;
  });
  return unexpired(ctx, keyHash, found, now);
}

/** Expiry is a matter of time, not of writes: checked on every request. */
function unexpired(ctx: AppContext, keyHash: string, found: Auth | null, now: Date): Auth | null {
  if (found && (found.key.expiresAt === null || Date.parse(found.key.expiresAt) > now.getTime())) return found;
  keptKeys(ctx).forget(keyHash);
  return null;
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}
