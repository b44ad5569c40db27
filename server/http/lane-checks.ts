import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import type { ApiCounters, ApiRoute } from "./api-router.ts";
import { accessRefusal, allowOrigin, keyKnownNow, keyRefusal, recordUse, type Auth } from "./auth.ts";
import { setCorsHeaders } from "./cors.ts";
import { keyAndClient, type RequestLimit } from "./rate-limit.ts";
import { logRequest } from "./request-log.ts";

/**
 * What the fast lane (http/fast-lane.ts) and the write lane (http/write-lane.ts) share: the checks
 * of docs/api.md §1 asked without changing anything, and, for a request a lane takes, what
 * Express's chain does before the route's own work, in its order.
 */

/** What a lane is built from: the app's API routes and counters, Express's `trust proxy` and the logger. */
export interface LaneOptions {
  basePath: string;
  routes: ApiRoute[];
  counters: ApiCounters;
  trust: (address: string, index: number) => boolean;
  logger: Logger;
}

/** Answers a request and says so (true), or leaves it untouched for Express (false). */
export type Lane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A lane from what it asks (`plan`: undefined leaves the request to Express) and what it then does
 * (`take`). A check that throws leaves the request to Express too, which answers a failure as a
 * failure: thrown out of node:http's `request` event it would end the process.
 */
export function laneOf<P>(
  plan: (req: IncomingMessage) => P | undefined,
  take: (req: IncomingMessage, res: ServerResponse, planned: P) => void,
): Lane {
  return (req, res) => {
    let planned: P | undefined;
    try {
      planned = plan(req);
    } catch {
      return false;
    }
    if (planned === undefined) return false;
    take(req, res, planned);
    return true;
  };
}

/** The request's path, without its query. */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** A keyed request a lane may take: its key and restaurant, its origin, and what its per-key limit counts. */
export interface AdmittedKey {
  found: Auth;
  origin: string | undefined;
  perKey: string;
  now: Date;
  limit: RequestLimit;
}

/**
 * The request's key when it is kept and every check of docs/api.md §1.4 passes for `module` and
 * `access` (keyRefusal, accessRefusal), and `limit` (per key and client) lets one more request
 * through; undefined for Express, which also answers every refusal. Counts nothing.
 */
export function admittedKey(
  ctx: AppContext,
  req: IncomingMessage,
  checks: { module: ModuleId; access: "read" | "write"; limit: RequestLimit },
  client: string,
  at: number,
): AdmittedKey | undefined {
  const now = ctx.clock.now();
  const found = keyKnownNow(ctx, req.headers.authorization, now);
  const origin = req.headers.origin;
  if (!found || keyRefusal(found, checks.module, origin) || accessRefusal(found.key, checks.access)) return undefined;
  const perKey = keyAndClient(found.key.id, client);
  if (!checks.limit.admits(perKey, at)) return undefined;
  return { found, origin, perKey, now, limit: checks.limit };
}

const ignoreFailure = () => {};

/**
 * What Express's chain does for a request before its route's work, once a lane has taken it:
 * request id and log line, CORS headers, the per-IP count, and for a keyed request the narrowed
 * origin, the key's use and the per-key count (each with its RateLimit fields).
 */
export function countTaken(
  ctx: AppContext,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  taken: { ip: RequestLimit; client: string; keyed?: AdmittedKey },
): void {
  logRequest(logger, req, res);
  // A lane's paths have no parameters: the path is the route's template.
  ctx.metrics?.watch(req, res, pathOf(req));
  setCorsHeaders(res);
  taken.ip.count(res, taken.client, ignoreFailure);
  const { keyed } = taken;
  if (!keyed) return;
  allowOrigin(res, keyed.found.key, keyed.origin);
  recordUse(ctx, keyed.found.key, keyed.now);
  keyed.limit.count(res, keyed.perKey, ignoreFailure);
}
