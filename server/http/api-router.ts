import express, { type RequestHandler, type Router } from "express";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { CouvertError } from "../../core/errors.ts";
import { authenticate } from "./auth.ts";
import { answerPreflight, corsHeaders } from "./cors.ts";
import { notFound } from "./error-handler.ts";
import { jsonBody } from "./json-body.ts";
import { serveOpenApi } from "./openapi.ts";
import { clientIpLimiter, requestLimiters } from "./rate-limit.ts";
import { sendData } from "./respond.ts";

/** One endpoint of a module. Handlers run after every check of docs/api.md §1 has passed. */
export interface ApiRoute {
  method: "GET" | "POST";
  path: string;
  module: ModuleId;
  /** The module's own rate limits, after the shared ones and before the body is parsed. */
  limits?: RequestHandler[];
  handlers: RequestHandler[];
}

/**
 * The /api/v1 router: builds each route's chain in docs/api.md §1's order (path/method → key →
 * published → module → origin → a preview key writing → rate limit → body) so no module can get
 * the order wrong. In front of all of it, a generous per-IP limit counts every request (a flood
 * of unkeyed requests or preflights included), after the CORS headers so a browser can read its 429.
 */
export function apiRouter(ctx: AppContext, routes: ApiRoute[]): Router {
  const router = express.Router();
  const limit = requestLimiters(ctx);
  // One layer for the three: each layer of the router costs a match and a hop on every request.
  const countIp = clientIpLimiter(ctx);
  router.use((req, res, next) => {
    corsHeaders(req, res, () => countIp(req, res, (error?: unknown) => (error ? next(error) : answerPreflight(req, res, next))));
  });

  const health = router.route("/health").get((req, res) => sendData(req, res, { ok: true }));
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
      if (r.method === "GET") route.get(...chain, ...r.handlers);
      else route.post(...chain, ...r.handlers);
    }
    route.all(methodNotAllowed(pathRoutes.map((r) => r.method)));
  }
  router.use(notFound);
  return router;
}

function methodNotAllowed(methods: string[]): RequestHandler {
  const allow = [...new Set([...methods, "OPTIONS"])].join(", ");
  return (_req, res) => {
    res.set("Allow", allow);
    throw new CouvertError("method_not_allowed");
  };
}
