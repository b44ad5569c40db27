import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";

export function eventsRoutes(_ctx: AppContext): ApiRoute[] {
  return [];
}
