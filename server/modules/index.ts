import type { AppContext } from "../context.ts";
import type { ApiRoute } from "../http/api-router.ts";
import { contentRoutes } from "./content/routes.ts";
import { eventsRoutes } from "./events/routes.ts";
import { openingHoursRoutes } from "./opening-hours/routes.ts";
import { reservationRoutes } from "./reservation/routes.ts";
import { waitlistRoutes } from "../waitlist/routes.ts";

/** Every endpoint of the public API, module by module. */
export const allRoutes = (ctx: AppContext): ApiRoute[] => [
  ...reservationRoutes(ctx),
  ...waitlistRoutes(ctx),
  ...eventsRoutes(ctx),
  ...contentRoutes(ctx),
  ...openingHoursRoutes(ctx),
];
