import type { IncomingMessage } from "node:http";
import { API_BASE_PATH } from "../../core/api.ts";

/** Where Express's routers are mounted, longest first: a matched route's template is relative to its mount. */
const MOUNTS = ["/owner/api", API_BASE_PATH, "/owner"];

type Answered = IncomingMessage & { originalUrl?: string; route?: { path?: unknown } };

/**
 * The `route` label of a request Express answered: the template of the route that matched
 * (`/owner/api/restaurants/:slug/day`), never the path itself, so slugs, numbers and keys never
 * become label values; without a matched route (a 404, a static file, a request refused before its
 * route) the mount with `/*` (`/api/v1/*`), or `/*`. A bounded set, however many paths are asked.
 */
export function routeLabel(req: IncomingMessage): string {
  const { originalUrl, url, route } = req as Answered;
  const path = originalUrl ?? url ?? "";
  const mount = MOUNTS.find((m) => path === m || path.startsWith(`${m}/`) || path.startsWith(`${m}?`)) ?? "";
  return typeof route?.path === "string" ? mount + route.path : `${mount}/*`;
}
