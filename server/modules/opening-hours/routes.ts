import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { sendData } from "../../http/respond.ts";
import { openingHoursView } from "./service.ts";

export function openingHoursRoutes(ctx: AppContext): ApiRoute[] {
  return [
    {
      method: "GET",
      path: "/opening-hours",
      module: "opening_hours",
      handlers: [(req, res) => sendData(req, res, openingHoursView(authOf(res).restaurant, ctx.clock.now()))],
    },
  ];
}
