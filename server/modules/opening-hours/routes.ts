import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";

export function openingHoursRoutes(ctx: AppContext): ApiRoute[] {
  const { openingHours } = ctx.services;
  return [
    { method: "GET", path: "/opening-hours", module: "opening_hours", view: (restaurant, now) => openingHours.view(restaurant, now) },
  ];
}
