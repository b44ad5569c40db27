import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import { CONSOLE_SETTINGS, type ConsoleSettings, type SettingsView } from "../../../core/owner/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { ownerRoute, type OwnerRoute } from "../owner-api.ts";

/** The restaurant's settings, opening hours and publication (docs/api.md §16): owners only. */
export function settingsRoutes(ctx: AppContext): OwnerRoute[] {
  const { settings } = ctx.services;
  return [
    ownerRoute(api.settings, async (_req, _res, { restaurant }) => settingsView(restaurant)),
    ownerRoute(api.updateSettings, async (_req, _res, { restaurant }, { body }) => settingsView(await settings.update(restaurant, body))),
    ownerRoute(api.checkHours, async (_req, _res, { restaurant }, { body }) => settings.bookingsOutside(restaurant, body)),
    ownerRoute(api.setHours, async (_req, _res, { restaurant }, { body }) =>
      settingsView(await settings.setOpeningHours(restaurant, body)),
    ),
    ownerRoute(api.publish, async (_req, _res, { restaurant }, { body }) =>
      settingsView(await settings.setPublished(restaurant, body.published)),
    ),
  ];
}

export function settingsView(r: Restaurant): SettingsView {
  return {
    settings: Object.fromEntries(CONSOLE_SETTINGS.map((name) => [name, r[name]])) as ConsoleSettings,
    hours: { weeklyHours: r.weeklyHours, dateExceptions: r.dateExceptions },
    services: r.services,
    published: r.published,
  };
}
