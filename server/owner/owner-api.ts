import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { roleAllows, type Area, type Role } from "../../core/accounts/roles.ts";
import { CouvertError } from "../../core/errors.ts";
import type { SignedIn } from "../accounts/account-service.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../http/error-handler.ts";
import { jsonBody } from "../http/json-body.ts";
import { clientIpLimiter } from "../http/rate-limit.ts";
import { noStore } from "../http/respond.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { consoleWriteLimit } from "./console-limits.ts";
import { sessionRoutes } from "./routes/session-routes.ts";
import { refuseCrossSite, requireSession, signedInOf } from "./session.ts";

/** Where a restaurant route runs: the restaurant, and who asks with which role there. */
export interface RestaurantScope {
  restaurant: Restaurant;
  role: Role;
  signedIn: SignedIn;
}

/**
 * One endpoint of the console's API under `/owner/api/restaurants/:slug` (docs/api.md §16). A
 * handler returns the `data` to send, or `undefined` when it answered itself (a stream, a file).
 */
export interface OwnerRoute {
  method: "GET" | "POST";
  path: string;
  /** What the route touches; staff reach only `reservations` (core/accounts/roles.ts). */
  area: Area;
  handler: (req: Request, res: Response, scope: RestaurantScope) => Promise<unknown>;
}

/**
 * The console's API at /owner/api: every route gets its checks in one order, so none can miss
 * one — per-IP limit → session → same origin and CSRF token (writes) → the person's write limit
 * (writes) → JSON body (writes) → the restaurant and the role there → the handler. Answers are
 * never cached nor sniffed.
 */
export function ownerApi(ctx: AppContext, routes: OwnerRoute[]): Router {
  const router = express.Router();
  const session = requireSession(ctx.services.accounts);
  const crossSite = refuseCrossSite(ctx.config.publicUrl);
  // Before any check, so its refusals carry them too: never cached, never sniffed as HTML (a CSV of guests' names).
  router.use((_req, res, next) => {
    noStore(res);
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  router.use(clientIpLimiter(ctx));
  sessionRoutes(router, ctx, { session, crossSite });

  const writeLimit = consoleWriteLimit(ctx);
  for (const route of routes) {
    const chain: RequestHandler[] = [session, crossSite];
    if (route.method === "POST") chain.push(writeLimit, ...jsonBody);
    chain.push(async (req, res) => {
      const scope = await scopeOf(ctx, req, res, route.area);
      const data = await route.handler(req, res, scope);
      if (data !== undefined) res.json({ data });
    });
    const path = `/restaurants/:slug${route.path}`;
    if (route.method === "GET") router.get(path, ...chain);
    else router.post(path, ...chain);
  }
  router.use(notFound);
  return router;
}

async function scopeOf(ctx: AppContext, req: Request, res: Response, area: Area): Promise<RestaurantScope> {
  const signedIn = signedInOf(res);
  const restaurant = await ctx.restaurants.findBySlug(String(req.params.slug));
  const role = restaurant ? await ctx.services.accounts.roleAt(signedIn.userId, restaurant.id) : null;
  // The same answer whether the restaurant does not exist or is someone else's.
  if (!restaurant || !role) throw new CouvertError("forbidden", { message: "You do not work at this restaurant." });
  if (!roleAllows(role, area)) throw new CouvertError("forbidden", { message: "Only the restaurant's owners may do this." });
  return { restaurant, role, signedIn };
}
