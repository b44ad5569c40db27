import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import type * as z from "zod/mini";
import type { BodyOf, OwnerRouteContract, QueryOf } from "../../core/owner/contract/index.ts";
import { parseOrRefuse } from "../../core/parse.ts";
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
import { serveOwnerOpenApi } from "./owner-openapi.ts";
import { sessionRoutes } from "./routes/session-routes.ts";
import { refuseCrossSite, requireSession, signedInOf } from "./session.ts";

/** Where a restaurant route runs: the restaurant, and who asks with which role there. */
export interface RestaurantScope {
  restaurant: Restaurant;
  role: Role;
  signedIn: SignedIn;
}

/** The query and body of a request as its contract entry reads them. */
export interface OwnerInput<E extends OwnerRouteContract> {
  query: QueryOf<E>;
  body: BodyOf<E>;
}

/** What a handler answers: its contract's `data` as the server writes it, or nothing when it answered itself. */
type HandlerAnswer<E extends OwnerRouteContract> = E["answer"] extends z.ZodMiniType ? z.input<E["answer"]> : undefined;

/**
 * One endpoint of the console's API under `/owner/api/restaurants/:slug` (docs/api.md §16): its
 * contract entry (core/owner/contract) and the handler, which gets the query and body parsed by
 * the entry's schemas and returns the `data` to send, or `undefined` when it answered itself (a stream, a file).
 */
export interface OwnerRoute {
  contract: OwnerRouteContract;
  handler: (req: Request, res: Response, scope: RestaurantScope, input: OwnerInput<OwnerRouteContract>) => Promise<unknown>;
}

/** A route whose handler's input and answer are typed by its contract entry. */
export function handle<E extends OwnerRouteContract>(
  contract: E,
  handler: (req: Request, res: Response, scope: RestaurantScope, input: OwnerInput<E>) => Promise<HandlerAnswer<E>>,
): OwnerRoute {
  return { contract, handler: handler as OwnerRoute["handler"] };
}

/**
 * A route outside any restaurant (signing in and out, setup links), as `handle` types a
 * restaurant's: the input read by its contract entry, the `data` it returns of the entry's answer type.
 */
export function handleSession<E extends OwnerRouteContract>(
  contract: E,
  handler: (req: Request, res: Response, input: OwnerInput<E>) => Promise<HandlerAnswer<E>>,
): RequestHandler {
  return async (req, res) => {
    res.json({ data: await handler(req, res, inputOf(contract, req)) });
  };
}

/** The query and body as `contract` reads them, or `invalid_request` naming the first bad field. */
export function inputOf<E extends OwnerRouteContract>(contract: E, req: Request): OwnerInput<E> {
  return {
    query: (contract.query ? parseOrRefuse(contract.query, req.query, "The query") : undefined) as QueryOf<E>,
    body: (contract.body ? parseOrRefuse(contract.body, req.body, "The body") : undefined) as BodyOf<E>,
  };
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
  router.get("/openapi.json", serveOwnerOpenApi());
  const writeLimit = consoleWriteLimit(ctx);
  sessionRoutes(router, ctx, { session, crossSite, writeLimit });

  for (const { contract, handler } of routes) {
    const chain: RequestHandler[] = [session, crossSite];
    if (contract.method === "POST") chain.push(writeLimit, ...jsonBody);
    chain.push(async (req, res) => {
      const scope = await scopeOf(ctx, req, res, contract.area ?? "restaurant");
      const data = await handler(req, res, scope, inputOf(contract, req));
      if (data !== undefined) res.json({ data });
    });
    if (contract.method === "GET") router.get(contract.path, ...chain);
    else router.post(contract.path, ...chain);
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
