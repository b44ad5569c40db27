import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import type { ApiCounters, ApiRoute, WriteCall } from "./api-router.ts";
import { allowOrigin, keyKnownNow, keyRefusal, recordUse, type Auth } from "./auth.ts";
import { clientOfPlain } from "./client-ip.ts";
import { setCorsHeaders } from "./cors.ts";
import { answerError } from "./error-handler.ts";
import type { FastLane } from "./fast-lane.ts";
import { isPlainJsonBody, parsePlainJsonBody } from "./json-body.ts";
import { keyAndClient } from "./rate-limit.ts";
import { logRequest } from "./request-log.ts";

interface LaneRoute {
  module: ModuleId;
  write: (call: WriteCall) => Promise<void>;
}

/** A request the lane takes: its route, the client and key it counts, and its key's part. */
interface Plan {
  route: LaneRoute;
  client: string;
  found: Auth;
  origin: string | undefined;
  perKey: string;
  now: Date;
}

const ignoreFailure = () => {};

/**
 * docs/api.md §3.4: the POSTs of routes that declare a `write` (a booking) taken on node:http's
 * `request` event, in front of Express, when every check of docs/api.md §1 up to the body passes
 * on what is in memory (the key, its restaurant, the limits) and the body is plain JSON of a
 * declared length (isPlainJsonBody). It asks before it changes anything; a request it takes gets
 * what Express's chain does, in the same order and through the same functions (request log, CORS
 * headers, per-IP count, allowlisted origin, key use, per-key count, the body's parse and checks,
 * the route's `write`, the error handler's answer). Anything else goes to Express untouched: once
 * a body is read there is no handing it on, so the lane decides before it reads.
 */
export function writeLane(
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
  const routes = new Map<string, LaneRoute>();
  for (const r of options.routes)
    if (r.method === "POST" && "write" in r) routes.set(options.basePath + r.path, { module: r.module, write: r.write });

  /** What the lane would take, asking without changing anything but caches; undefined for Express. */
  const plan = (req: IncomingMessage): Plan | undefined => {
    if (req.method !== "POST") return undefined;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const route = routes.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route || !isPlainJsonBody(req)) return undefined;
    const client = clientOfPlain(req, trust);
    const at = Date.now();
    if (!counters.ip.admits(client, at)) return undefined;
    const now = ctx.clock.now();
    const found = keyKnownNow(ctx, req.headers.authorization, now);
    const origin = req.headers.origin;
    // A preview key's write is refused (`preview_only`): Express's answer.
    if (!found || keyRefusal(found, route.module, origin) || found.key.preview) return undefined;
    const perKey = keyAndClient(found.key.id, client);
    if (!counters.writes.admits(perKey, at)) return undefined;
    return { route, client, found, origin, perKey, now };
  };

  return (req, res) => {
    let planned: Plan | undefined;
    try {
      planned = plan(req);
    } catch {
      // Express answers a failure as a failure: thrown out of node:http's `request` event it would end the process.
      return false;
    }
    if (!planned) return false;
    const { route, client, found, origin, perKey, now } = planned;
    logRequest(logger, req, res);
    setCorsHeaders(res);
    counters.ip.count(res, client, ignoreFailure);
    allowOrigin(res, found.key, origin);
    recordUse(ctx, found.key, now);
    counters.writes.count(res, perKey, ignoreFailure);
    readBody(req)
      .then((bytes) => route.write({ req, res, auth: found, client, body: parsePlainJsonBody(bytes) }))
      .catch((error: unknown) => answerError(logger, req, res, error));
    return true;
  };
}

/** A body whose length isPlainJsonBody bounded, whole; an upload the client broke off fails as body-parser's does (400). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", () => reject(Object.assign(new Error("request aborted"), { type: "request.aborted", status: 400 })));
  });
}
