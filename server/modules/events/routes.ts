import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { sendData } from "../../http/respond.ts";
import { EventRepository } from "./repository.ts";
import { EventService } from "./service.ts";

/** GET /events (seed 4.4): GET only, so the router answers other methods with 405; no query parameters. */
export function eventsRoutes(ctx: AppContext): ApiRoute[] {
  const events = new EventService(new EventRepository(ctx.db));
  return [
    {
      method: "GET",
      path: "/events",
      module: "events",
      handlers: [(req, res) => sendData(req, res, events.envelope(authOf(res).restaurant, ctx.clock.now()))],
    },
  ];
}
