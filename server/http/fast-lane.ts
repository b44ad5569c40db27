import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { isLater, type Later } from "../later.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { HEALTH, type ApiCounters, type ApiRoute } from "./api-router.ts";
import { allowOrigin, keyKnownNow, keyRefusal, recordUse } from "./auth.ts";
import { clientOfPlain } from "./client-ip.ts";
import { setCorsHeaders } from "./cors.ts";
import { keyAndClient } from "./rate-limit.ts";
import { logRequest } from "./request-log.ts";
import { preparedOf, sendPrepared, type PreparedData } from "./respond.ts";
import { writeLane } from "./write-lane.ts";

/** Answers a request and says so (true), or leaves it untouched for Express (false). */
export type FastLane = (req: IncomingMessage, res: ServerResponse) => boolean;

type LaneRoute = { module: ModuleId; view: (restaurant: Restaurant, now: Date) => Later<unknown> } | { module: null; data: object };

/** A request the lane answers: the client counted, the answer, and for a module's route the key's part. */
interface Plan {
  client: string;
  prepared: PreparedData;
  keyed?: { found: NonNullable<ReturnType<typeof keyKnownNow>>; origin: string | undefined; perKey: string; now: Date };
}

const ignoreFailure = () => {};

/**
 * docs/api.md §3.4: GET and HEAD of the public API answered on node:http's `request` event, in front
 * of Express, when everything the answer needs is already in memory (the key, its restaurant, the
 * view) and nothing would refuse it. It asks the very checks of docs/api.md §1 in their order
 * (keyRefusal, the limits' `admits`) before it changes anything; only once all pass does it do
 * what Express's chain does, in the same order and through the same functions (request log, CORS
 * headers, per-IP count, allowlisted origin, key use, per-key count, sendPrepared). A POST is the
 * write lane's (http/write-lane.ts). Anything else (a miss, a refusal, a 429, a preflight, another
 * path or spelling of one) goes to Express untouched, which stays the one place that builds every
 * other answer.
 */
export function fastLane(
  ctx: AppContext,
  options: {
    basePath: string;
    routes: ApiRoute[];
    counters: ApiCounters;
    trust: (address: string, index: number) => boolean;
    logger: Logger;
  },
): FastLane {
  const { counters, trust, logger } = options;
  const routes = new Map<string, LaneRoute>([[`${options.basePath}/health`, { module: null, data: HEALTH }]]);
  for (const r of options.routes)
    if (r.method === "GET" && "view" in r) routes.set(options.basePath + r.path, { module: r.module, view: r.view });

  /**
   * What the lane would answer, asking without changing anything but caches; undefined for
   * Express. A check that throws leaves the request to Express too, which answers a failure as a
   * failure: thrown out of node:http's `request` event it would end the process.
   */
  const plan = (req: IncomingMessage): Plan | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const route = routes.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route) return undefined;
    const client = clientOfPlain(req, trust);
    const at = Date.now();
    if (!counters.ip.admits(client, at)) return undefined;
    if (route.module === null) return { client, prepared: preparedOf(route.data)! };

    const now = ctx.clock.now();
    const found = keyKnownNow(ctx, req.headers.authorization, now);
    const origin = req.headers.origin;
    if (!found || keyRefusal(found, route.module, origin)) return undefined;
    const perKey = keyAndClient(found.key.id, client);
    if (!counters.reads.admits(perKey, at)) return undefined;
    const prepared = preparedView(route.view, found.restaurant, now);
    return prepared && { client, prepared, keyed: { found, origin, perKey, now } };
  };

  const writes = writeLane(ctx, options);

  return (req, res) => {
    if (req.method === "POST") return writes(req, res);
    let planned: Plan | undefined;
    try {
      planned = plan(req);
    } catch {
      return false;
    }
    if (!planned) return false;
    const { client, prepared, keyed } = planned;
    logRequest(logger, req, res);
    setCorsHeaders(res);
    counters.ip.count(res, client, ignoreFailure);
    if (keyed) {
      allowOrigin(res, keyed.found.key, keyed.origin);
      recordUse(ctx, keyed.found.key, keyed.now);
      counters.reads.count(res, keyed.perKey, ignoreFailure);
    }
    sendPrepared(req, res, prepared);
    return true;
  };
}

/** The view's answer when it is in memory; a view that must wait or fails is left to Express. */
function preparedView(
  view: (restaurant: Restaurant, now: Date) => Later<unknown>,
  restaurant: Restaurant,
  now: Date,
): PreparedData | undefined {
  const data = view(restaurant, now);
  if (!isLater(data)) return preparedOf(data);
  // Its load goes on (Express's request will share it, http/read-cache.ts); a failure is Express's to answer.
  data.catch(ignoreFailure);
  return undefined;
}
