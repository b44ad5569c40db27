import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";

/** GET /events (docs/api.md §13.5): GET only, so the router answers other methods with 405; no query parameters. */
export function eventsRoutes(ctx: AppContext): ApiRoute[] {
  const { events } = ctx.services;
  return [{ method: "GET", path: "/events", module: "events", view: (restaurant, now) => events.envelope(restaurant, now) }];
}
