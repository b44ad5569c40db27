import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { sendData } from "../../http/respond.ts";

/** GET /events (docs/api.md §13.5): GET only, so the router answers other methods with 405; no query parameters. */
export function eventsRoutes(ctx: AppContext): ApiRoute[] {
  const { events } = ctx.services;
  return [
    {
      method: "GET",
      path: "/events",
      module: "events",
      handlers: [async (req, res) => sendData(req, res, await events.envelope(authOf(res).restaurant, ctx.clock.now()))],
    },
  ];
}
