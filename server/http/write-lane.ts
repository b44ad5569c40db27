import type { IncomingMessage } from "node:http";
import createError from "http-errors";
import type { ModuleId } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import type { WriteCall } from "./api-router.ts";
import { clientOfPlain } from "./client-ip.ts";
import { answerError } from "./error-handler.ts";
import { isPlainJsonBody, parsePlainJsonBody } from "./json-body.ts";
import { admittedKey, countTaken, laneOf, pathOf, type AdmittedKey, type Lane, type LaneOptions } from "./lane-checks.ts";

interface LaneRoute {
  module: ModuleId;
  write: (call: WriteCall) => Promise<void>;
}

/** A request the lane takes: its route, the client it counts, and its key. */
interface Plan {
  route: LaneRoute;
  client: string;
  keyed: AdmittedKey;
}

/**
 * docs/api.md §3.4: the POSTs of routes that declare a `write` (a booking) taken on node:http's
 * `request` event, in front of Express, when every check of docs/api.md §1 up to the body passes
 * on what is in memory (the key, its restaurant, the limits) and the body is plain JSON of a
 * declared length (isPlainJsonBody). It asks before it changes anything; a request it takes gets
 * what Express's chain does, in the same order and through the same functions (countTaken, the
 * body's parse and checks, the route's `write`, the error handler's answer). Anything else goes to
 * Express untouched: once a body is read there is no handing it on, so the lane decides before it
 * reads.
 */
export function writeLane(ctx: AppContext, options: LaneOptions): Lane {
  const { counters, trust, logger } = options;
  const routes = new Map<string, LaneRoute>();
  // A route with limits of its own runs them in Express's chain: not the lane's.
  for (const r of options.routes)
    if (r.method === "POST" && "write" in r && !r.limits) routes.set(options.basePath + r.path, { module: r.module, write: r.write });

  /** What the lane would take, asking without changing anything but caches; undefined for Express. */
  const plan = (req: IncomingMessage): Plan | undefined => {
    if (req.method !== "POST") return undefined;
    const route = routes.get(pathOf(req));
    if (!route || !isPlainJsonBody(req)) return undefined;
    const client = clientOfPlain(req, trust);
    const at = Date.now();
    if (!counters.ip.admits(client, at)) return undefined;
    const keyed = admittedKey(ctx, req, { module: route.module, access: "write", limit: counters.writes }, client, at);
    return keyed && { route, client, keyed };
  };

  return laneOf(plan, (req, res, { route, client, keyed }) => {
    countTaken(ctx, logger, req, res, { ip: counters.ip, client, keyed });
    readBody(req)
      .then((bytes) => route.write({ req, res, auth: keyed.found, client, body: parsePlainJsonBody(bytes) }))
      .catch((error: unknown) => answerError(logger, req, res, error));
  });
}

/** A body whose length isPlainJsonBody bounded, whole; an upload the client broke off fails with body-parser's error (400). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", () => reject(createError(400, "request aborted", { type: "request.aborted" })));
  });
}
