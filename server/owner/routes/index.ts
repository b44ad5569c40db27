import type { AppContext } from "../../context.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { eventRoutes } from "./events.ts";
import { guestRoutes } from "./guests.ts";
import { liveRoutes } from "./live.ts";
import { privacyRoutes } from "../../privacy/routes.ts";
import { reservationRoutes } from "./reservations.ts";
import { settingsRoutes } from "./settings.ts";
import { tablesRoutes } from "./tables.ts";
import { feedbackRoutes } from "../../feedback/owner-routes.ts";
import { teamRoutes } from "./team.ts";
import { websiteRoutes } from "./website.ts";
import { waitlistRoutes } from "./waitlist.ts";

/** Every restaurant route of the console's API, one module per screen. */
export const allOwnerRoutes = (ctx: AppContext): OwnerRoute[] => [
  ...reservationRoutes(ctx),
  ...liveRoutes(ctx),
  ...teamRoutes(ctx),
  ...settingsRoutes(ctx),
  ...eventRoutes(ctx),
  ...websiteRoutes(ctx),
  ...tablesRoutes(ctx),
  ...feedbackRoutes(ctx),
  ...waitlistRoutes(ctx),
  ...privacyRoutes(ctx),
  ...guestRoutes(ctx),
];
