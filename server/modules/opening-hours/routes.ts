import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { sendData } from "../../http/respond.ts";

export function openingHoursRoutes(ctx: AppContext): ApiRoute[] {
  return [
    {
      method: "GET",
      path: "/opening-hours",
      module: "opening_hours",
      handlers: [(req, res) => sendData(req, res, ctx.services.openingHours.view(authOf(res).restaurant, ctx.clock.now()))],
    },
  ];
}
