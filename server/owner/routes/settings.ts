import * as z from "zod/mini";
import { CouvertError } from "../../../core/errors.ts";
import { hasServices, OpeningHoursSchema, ServicesInputSchema, type OpeningHours, type ServiceSchedule } from "../../../core/hours.ts";
import type { AppContext } from "../../context.ts";
import type { Restaurant, RestaurantSettings } from "../../restaurants/settings.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { parseInput } from "../parse-input.ts";

/**
 * The settings the console's Settings screen shows and changes; the rest (embedding, events,
 * webhooks…) stay with the command line, so this API cannot change what the screen does not show.
 */
export const CONSOLE_SETTINGS = [
  "name",
  "timezone",
  "accentHex",
  "address",
  "phone",
  "website",
  "defaultDwellMinutes",
  "bookingLeadTimeHours",
  "minPartySize",
  "maxPartySize",
  "maxCoversPerSlot",
  "slotIntervalMinutes",
  "bookingHorizonDays",
  "confirmationMode",
  "notificationEmails",
  "remindersEnabled",
  "termsUrl",
] as const satisfies readonly (keyof RestaurantSettings)[];

export type ConsoleSettings = Pick<RestaurantSettings, (typeof CONSOLE_SETTINGS)[number]>;

/** `data` of every route here: the screen's settings, the opening hours and whether guests can book. */
export interface SettingsView {
  settings: ConsoleSettings;
  hours: OpeningHours;
  /** The services and their periods, of which `hours` is the summary (docs/api.md §4). */
  services: ServiceSchedule;
  published: boolean;
}

const PublishBodySchema = z.object({ published: z.boolean() });

/** The restaurant's settings, opening hours and publication (docs/api.md §16): owners only. */
export function settingsRoutes(ctx: AppContext): OwnerRoute[] {
  const { settings } = ctx.services;
  return [
    {
      method: "GET",
      path: "/settings",
      area: "restaurant",
      handler: async (_req, _res, { restaurant }) => settingsView(restaurant),
    },
    {
      method: "POST",
      path: "/settings",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => settingsView(await settings.update(restaurant, consoleChanges(req.body))),
    },
    {
      method: "POST",
      path: "/hours/check",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => settings.bookingsOutside(restaurant, hoursBody(req.body)),
    },
    {
      method: "POST",
      path: "/hours",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => settingsView(await settings.setOpeningHours(restaurant, hoursBody(req.body))),
    },
    {
      method: "POST",
      path: "/publish",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) =>
        settingsView(await settings.setPublished(restaurant, parseInput(PublishBodySchema, req.body).published)),
    },
  ];
}

/** Hours in either shape (docs/api.md §4), refused with the dotted path of the first bad field. */
const hoursBody = (body: unknown) => (hasServices(body) ? parseInput(ServicesInputSchema, body) : parseInput(OpeningHoursSchema, body));

export function settingsView(r: Restaurant): SettingsView {
  return {
    settings: Object.fromEntries(CONSOLE_SETTINGS.map((name) => [name, r[name]])) as ConsoleSettings,
    hours: { weeklyHours: r.weeklyHours, dateExceptions: r.dateExceptions },
    services: r.services,
    published: r.published,
  };
}

/** The body as setting changes, refusing a name the screen does not show (the service checks the values). */
function consoleChanges(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new CouvertError("invalid_request", { message: "The settings must be an object of setting names and values." });
  }
  const unknown = Object.keys(body).find((name) => !(CONSOLE_SETTINGS as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new CouvertError("invalid_request", {
      field: unknown,
      message: `"${unknown}" cannot be changed here. Settings: ${CONSOLE_SETTINGS.join(", ")}`,
    });
  }
  return body as Record<string, unknown>;
}
