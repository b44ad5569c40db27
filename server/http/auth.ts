import type { RequestHandler, Response } from "express";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { isTouchDue, type ApiKeyRecord } from "../keys/repository.ts";
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
 * docs/api.md §1.4's checks, in its order: key (401; an expired key is as unknown as a revoked one) →
 * restaurant published (a preview key skips it) → module enabled → origin allowlist → a preview key
 * writing (§2.4). A request without `Origin` (server to server) is not subject to the allowlist.
 */
export function authenticate(ctx: AppContext, module: ModuleId, access: "read" | "write"): RequestHandler {
  return async (req, res, next) => {
    const now = ctx.clock.now();
    const key = bearerToken(req.get("authorization"));
    const found = key && isWellFormedApiKey(key) ? await findKey(ctx, hashApiKey(key), now) : null;
    if (!found) throw new CouvertError("invalid_api_key");
    const { record, restaurant } = found;
    // An owner previews the widgets before going live: the preview key reads an unpublished restaurant.
    if (!restaurant.published && !record.preview) throw new CouvertError("restaurant_not_published");
    if (!record.modules.includes(module)) throw new CouvertError("module_not_enabled");

    const origin = req.get("origin");
    if (record.allowedOrigins) {
      if (origin !== undefined && !record.allowedOrigins.includes(origin)) throw new CouvertError("origin_not_allowed");
      if (origin !== undefined) res.set("Access-Control-Allow-Origin", origin);
    }
    if (record.preview && access === "write") throw new CouvertError("preview_only");
    // Rarely, and never on the request's path: on SQLite any UPDATE takes the write lock, even one
    // that changes nothing, and a read must never wait for it (docs/api.md §7a).
    if (isTouchDue(record, now)) {
      // The kept record too, so the next request of this key does not write again.
      record.lastUsedAt = toUtcIso(now);
      ctx.keys.touch(record.id, now).catch((error: unknown) => ctx.logger.warn({ err: error }, "could not record a key's last use"));
    }
    res.locals.auth = { key: record, restaurant } satisfies Auth;
    next();
  };
}

const foundKeys = new WeakMap<AppContext, ReadCache<Auth | null>>();

/**
 * The active key with this hash and its restaurant, kept per process (http/read-cache.ts): a key
 * revoked or a restaurant changed by this process counts at once, by another within the cache's
 * bound. An unknown key is looked up every time, so a new key works at once.
 */
async function findKey(ctx: AppContext, keyHash: string, now: Date): Promise<{ record: ApiKeyRecord; restaurant: Restaurant } | null> {
  let cache = foundKeys.get(ctx);
  if (!cache) foundKeys.set(ctx, (cache = new ReadCache()));
  const found = await cache.get(keyHash, async () => {
    const record = await ctx.keys.findActiveByHash(keyHash, now);
    const restaurant = record ? await ctx.restaurants.findById(record.restaurantId) : null;
    return record && restaurant ? { key: record, restaurant } : null;
  });
  // Expiry is a matter of time, not of writes: checked on every request.
  if (!found || (found.key.expiresAt !== null && Date.parse(found.key.expiresAt) <= now.getTime())) {
    cache.forget(keyHash);
    return null;
  }
  return { record: found.key, restaurant: found.restaurant };
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}
