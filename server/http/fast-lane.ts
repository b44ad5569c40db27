import type { IncomingMessage } from "node:http";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { isLater, type Later } from "../later.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { HEALTH } from "./api-router.ts";
import { clientOfPlain } from "./client-ip.ts";
import { admittedKey, countTaken, laneOf, pathOf, type AdmittedKey, type Lane, type LaneOptions } from "./lane-checks.ts";
import { preparedOf, sendPrepared, type PreparedData } from "./respond.ts";
import { writeLane } from "./write-lane.ts";

type LaneRoute = { module: ModuleId; view: (restaurant: Restaurant, now: Date) => Later<unknown> } | { module: null; data: object };

/** A request the lane answers: the client counted, the answer, and for a module's route the key's part. */
interface Plan {
  client: string;
  prepared: PreparedData;
  keyed?: AdmittedKey;
}

const ignoreFailure = () => {};

/**
 * docs/api.md §3.4: requests of the public API answered on node:http's `request` event, in front
 * of Express. A GET or HEAD is answered here when everything the answer needs is already in
 * memory (the key, its restaurant, the view) and nothing would refuse it; a POST is the write
 * lane's (http/write-lane.ts). It asks the very checks of docs/api.md §1 in their order
 * (lane-checks.ts) before it changes anything; only once all pass does it do what Express's chain
 * does, in the same order and through the same functions (countTaken, sendPrepared). Anything else
 * (a miss, a refusal, a 429, a preflight, another path or spelling of one) goes to Express
 * untouched, which stays the one place that builds every other answer.
 */
export function fastLane(ctx: AppContext, options: LaneOptions): Lane {
  const { counters, trust, logger } = options;
  const routes = new Map<string, LaneRoute>([[`${options.basePath}/health`, { module: null, data: HEALTH }]]);
  for (const r of options.routes)
    if (r.method === "GET" && "view" in r) routes.set(options.basePath + r.path, { module: r.module, view: r.view });

  /** What the lane would answer, asking without changing anything but caches; undefined for Express. */
  const plan = (req: IncomingMessage): Plan | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const route = routes.get(pathOf(req));
    if (!route) return undefined;
    const client = clientOfPlain(req, trust);
    const at = Date.now();
    if (!counters.ip.admits(client, at)) return undefined;
    if (route.module === null) return { client, prepared: preparedOf(route.data)! };

    const keyed = admittedKey(ctx, req, { module: route.module, access: "read", limit: counters.reads }, client, at);
    const prepared = keyed && preparedView(route.view, keyed.found.restaurant, keyed.now);
    return prepared && { client, prepared, keyed };
  };

  const reads = laneOf(plan, (req, res, { client, prepared, keyed }) => {
    countTaken(ctx, logger, req, res, { ip: counters.ip, client, keyed });
    sendPrepared(req, res, prepared);
  });
  const writes = writeLane(ctx, options);
  return (req, res) => (req.method === "POST" ? writes : reads)(req, res);
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
