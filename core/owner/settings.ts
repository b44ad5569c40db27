import * as z from "zod/mini";
import { OpeningHoursSchema, ServiceScheduleSchema, ServicesInputSchema } from "../hours.ts";
import { RestaurantSettingsSchema, type RestaurantSettings } from "../restaurant-settings.ts";
import { OwnerReservationViewSchema } from "./views.ts";

/**
 * The settings the console's Settings screen shows and changes; the rest (embedding, events,
 * webhooks…) stay with the command line, so this API cannot change what the screen does not show.
 */
export const CONSOLE_SETTINGS = [
  "name",
  "timezone",
  "accentHex",
  "address",
  "country",
  "phone",
  "website",
  "defaultDwellMinutes",
  "bookingLeadTimeHours",
  "minPartySize",
  "maxPartySize",
  "maxCoversPerSlot",
  "slotIntervalMinutes",
  "minMinutesBeforeClosing",
  "bookingHorizonDays",
  "confirmationMode",
  "autoApproveChanges",
  "notificationEmails",
  "remindersEnabled",
  "feedbackEmails",
  "termsUrl",
  "guestDataRetentionMonths",
  // Asked on the Website screen (issue 28): where guest e-mails' "Change or cancel" link goes.
  "manageUrl",
] as const satisfies readonly (keyof RestaurantSettings)[];
export type ConsoleSettingName = (typeof CONSOLE_SETTINGS)[number];

const consoleShape = Object.fromEntries(CONSOLE_SETTINGS.map((name) => [name, RestaurantSettingsSchema.def.shape[name]])) as Pick<
  typeof RestaurantSettingsSchema.def.shape,
  ConsoleSettingName
>;

/** The screen's settings, each by the server's own rule (core/restaurant-settings.ts). */
export const ConsoleSettingsSchema = z.object(consoleShape);
export type ConsoleSettings = z.infer<typeof ConsoleSettingsSchema>;

/**
 * POST …/settings: some of the screen's settings, each by its rule; a name the screen does not
 * show is refused by name. Rules between settings (min ≤ max party) are judged with the stored ones.
 */
export const ConsoleSettingsChangesSchema = z
  .looseObject(z.partial(ConsoleSettingsSchema).def.shape)
  .check(onlyNames(CONSOLE_SETTINGS, "cannot be changed here. Settings"));
export type ConsoleSettingsChanges = z.input<typeof ConsoleSettingsChangesSchema>;

/** `data` of every settings route: the screen's settings, the opening hours and whether guests can book. */
export const SettingsViewSchema = z.object({
  settings: ConsoleSettingsSchema,
  hours: OpeningHoursSchema,
  /** The services and their periods, of which `hours` is the summary (docs/api.md §4). */
  services: ServiceScheduleSchema,
  published: z.boolean(),
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

/**
 * POST …/hours and …/hours/check: hours in either shape (docs/api.md §4). A body naming `services`
 * is read as services only (`hasServices`): the weekly shape refuses the key rather than drop it, so
 * `{services: 5, weeklyHours…}` is refused by `services`, not saved as weekly hours without them.
 * `services` comes first in the weekly shape so that its refusal is that shape's first issue, which
 * ties with the services shape's and loses to it (core/parse.ts's closestAlternative): the owner
 * reads what is wrong with the services they sent.
 */
export const HoursBodySchema = z.union([
  ServicesInputSchema,
  z.object({ services: z.optional(z.never()), ...OpeningHoursSchema.def.shape }),
]);

/** `data` of POST …/hours/check: the bookings the proposed hours would strand, the earliest first. */
export const StrandedBookingsSchema = z.object({ affected: z.array(OwnerReservationViewSchema), more: z.boolean() });

/** POST …/publish */
export const PublishBodySchema = z.object({ published: z.boolean() });

/** Refuses a field not among `names`, by its name: `webhookUrl cannot be changed here. Settings: name, …`. */
export function onlyNames(names: readonly string[], saying: string) {
  return z.superRefine((value: Record<string, unknown>, ctx) => {
    const other = Object.keys(value).find((name) => !names.includes(name));
    if (other !== undefined) {
      ctx.addIssue({ code: "custom", path: [other], message: `${other} ${saying}: ${names.join(", ")}`, input: value });
    }
  });
}
