import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type RequestHandler, type Router } from "express";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { CouvertError } from "../../core/errors.ts";
import { authenticate, authOf, type Auth } from "./auth.ts";
import { clientOf } from "./client-ip.ts";
import { answerPreflight, corsHeaders } from "./cors.ts";
import { notFound } from "./error-handler.ts";
import { jsonBody } from "./json-body.ts";
import { serveOpenApi } from "./openapi.ts";
import { clientIpLimiter, ipLimit, perKeyAndClient, readLimit, writeLimit, type RequestLimit } from "./rate-limit.ts";
import { sendData } from "./respond.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { isLater, type Later } from "../later.ts";

/** One endpoint of a module. Handlers run after every check of docs/api.md §1 has passed. */
export type ApiRoute = {
  method: "GET" | "POST";
  path: string;
  module: ModuleId;
  /** The module's own rate limits, after the shared ones and before the body is parsed. */
  limits?: RequestHandler[];
} & (
  | { handlers: RequestHandler[] }
  | {
      /**
       * A GET's `data`, from the key's restaurant alone (no query, no body): at once when it is in
       * memory, and then the fast lane (http/fast-lane.ts) may answer it before Express.
       */
      view: (restaurant: Restaurant, now: Date) => Later<unknown>;
    }
  | {
      /**
       * A POST's work once every check of docs/api.md §1 and the body's have passed, on plain
       * node:http objects: then the write lane (http/write-lane.ts) may run it without Express.
       * It answers through `res`, or rejects with what the error handler answers.
       */
      write: (call: WriteCall) => Promise<void>;
    }
);

/** What a route's `write` gets: the request, its response, the key and client it was checked for, and its parsed body. */
export interface WriteCall {
  req: IncomingMessage;
  res: ServerResponse;
  auth: Auth;
  client: string;
  body: object;
}

/** The counters every /api/v1 request goes through, one set per app: Express's chain and the fast lane count in the same. */
export interface ApiCounters {
  ip: RequestLimit;
  reads: RequestLimit;
  writes: RequestLimit;
}

export const apiCounters = (ctx: AppContext): ApiCounters => ({ ip: ipLimit(ctx), reads: readLimit(ctx), writes: writeLimit(ctx) });

/** /health's answer: one object, serialised once. */
export const HEALTH = Object.freeze({ ok: true });

/**
 * The /api/v1 router: builds each route's chain in docs/api.md §1's order (path/method → key →
 * published → module → origin → a preview key writing → rate limit → body) so no module can get
 * the order wrong. In front of all of it, a generous per-IP limit counts every request (a flood
 * of unkeyed requests or preflights included), after the CORS headers so a browser can read its 429.
 */
export function apiRouter(ctx: AppContext, routes: ApiRoute[], counters: ApiCounters = apiCounters(ctx)): Router {
  const router = express.Router();
  const limit = { read: perKeyAndClient(counters.reads), write: perKeyAndClient(counters.writes) };
  // One layer for the three: each layer of the router costs a match and a hop on every request.
  const countIp = clientIpLimiter(ctx, counters.ip);
  router.use((req, res, next) => {
    corsHeaders(req, res, () => countIp(req, res, (error?: unknown) => (error ? next(error) : answerPreflight(req, res, next))));
  });

  const health = router.route("/health").get((req, res) => sendData(req, res, HEALTH));
  health.all(methodNotAllowed(["GET"]));
  // Public documentation, like /health: no key, no module; only the per-IP limit counts it.
  router
    .route("/openapi.json")
    .get(serveOpenApi())
    .all(methodNotAllowed(["GET"]));

  for (const path of new Set(routes.map((r) => r.path))) {
    const pathRoutes = routes.filter((r) => r.path === path);
    const route = router.route(path);
    for (const r of pathRoutes) {
      const chain = [
        authenticate(ctx, r.module, r.method === "GET" ? "read" : "write"),
        r.method === "GET" ? limit.read : limit.write,
        ...(r.limits ?? []),
      ];
      if (r.method === "POST") chain.push(...jsonBody);
      const handlers = "view" in r ? [viewHandler(ctx, r.view)] : "write" in r ? [writeHandler(r.write)] : r.handlers;
      if (r.method === "GET") route.get(...chain, ...handlers);
      else route.post(...chain, ...handlers);
    }
    route.all(methodNotAllowed(pathRoutes.map((r) => r.method)));
  }
  router.use(notFound);
  return router;
}

function viewHandler(ctx: AppContext, view: (restaurant: Restaurant, now: Date) => Later<unknown>): RequestHandler {
  return (req, res) => {
    const data = view(authOf(res).restaurant, ctx.clock.now());
    if (!isLater(data)) return sendData(req, res, data);
    return data.then((loaded) => sendData(req, res, loaded));
  };
}

const writeHandler =
  (write: (call: WriteCall) => Promise<void>): RequestHandler =>
  (req, res) =>
    write({ req, res, auth: authOf(res), client: clientOf(req), body: req.body as object });

function methodNotAllowed(methods: string[]): RequestHandler {
  const allow = [...new Set([...methods, "OPTIONS"])].join(", ");
  return (_req, res) => {
    res.set("Allow", allow);
    throw new CouvertError("method_not_allowed");
  };
}
