import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import { CONSOLE_SETTINGS, type ConsoleSettings, type SettingsView } from "../../../core/owner/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** The restaurant's settings, opening hours and publication (docs/api.md §16): owners only. */
export function settingsRoutes(ctx: AppContext): OwnerRoute[] {
  const { settings } = ctx.services;
  return [
    handle(api.settings, async (_req, _res, { restaurant }) => settingsView(restaurant)),
    handle(api.updateSettings, async (_req, _res, { restaurant }, { body }) => settingsView(await settings.update(restaurant, body))),
    handle(api.checkHours, async (_req, _res, { restaurant }, { body }) => settings.bookingsOutside(restaurant, body)),
    handle(api.setHours, async (_req, _res, { restaurant }, { body }) => settingsView(await settings.setOpeningHours(restaurant, body))),
    handle(api.publish, async (_req, _res, { restaurant }, { body }) =>
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
