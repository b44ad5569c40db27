import * as z from "zod/mini";
import { HttpUrlSchema, isEmailAddress, normalizeHttpUrl, textUpTo, trimmedTextUpTo } from "../../core/primitives.ts";
import { normalizePhone } from "../../core/reservation/phone.ts";
import { CONFIRMATION_MODES } from "../../core/reservation/schemas.ts";
import type { RestaurantEnvelope } from "../../core/api.ts";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { EVENTS_DEFAULTS, SETTING_BOUNDS } from "../../core/limits.ts";
import { PLATFORMS, VIEW_MODES } from "../../core/events/schemas.ts";
import type { OpeningHours, ServiceSchedule } from "../../core/hours.ts";
import { AccentHexSchema } from "../../core/primitives.ts";
import { canonicalZone, isValidZone } from "../../core/time.ts";
import { coverLimitOf } from "../../core/bookability/cover-limit.ts";

/** A whole-number setting within its bounds, which core keeps for the console too. */
const bounded = (name: keyof typeof SETTING_BOUNDS) =>
  z.int().check(z.minimum(SETTING_BOUNDS[name].min), z.maximum(SETTING_BOUNDS[name].max));
const url = z.nullable(z.pipe(HttpUrlSchema, z.transform(normalizeHttpUrl)));
const oneLine = (max: number) =>
  z.nullable(
    z.pipe(
      trimmedTextUpTo(max),
      z.transform((text) => text || null),
    ),
  );

/** A country as ISO 3166-1 alpha-2 (`DE`), in any case; one that Intl does not know is refused. */
const CountrySchema = z.pipe(
  z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine(
      (code) => /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined,
      "Expected an ISO 3166-1 alpha-2 country code such as DE",
    ),
  ),
  z.transform((code) => code),
);

/** `a@x.example,b@x.example` (as typed on the command line) or a list; at most ten, each once. */
const NotificationEmailsSchema = z.pipe(
  z.union([
    z.array(z.string()),
    z.pipe(
      z.string(),
      z.transform((list) => list.split(",")),
    ),
  ]),
  z.pipe(
    z.transform((list: string[]) => [...new Set(list.map((address) => address.trim()).filter(Boolean))]),
    z
      .array(z.string().check(z.maxLength(254), z.refine(isEmailAddress, "Expected e-mail addresses such as owner@bistro.example")))
      .check(z.maxLength(10)),
  ),
);

/** A restaurant's name: one trimmed line like every name of ours, without control characters. */
export const RestaurantNameSchema = trimmedTextUpTo(120).check(z.minLength(1));

/**
 * Everything an owner may set on a restaurant (`restaurant update`), each with its bounds. Names
 * follow the API's fields; `embed_max_items` is another spelling of `embedMaxItems` (docs/api.md §8.3).
 */
export const RestaurantSettingsSchema = z
  .object({
    name: RestaurantNameSchema,
    timezone: z.string().check(
      z.refine(isValidZone, "Unknown IANA time zone, e.g. Europe/Berlin"),
      z.overwrite((zone) => canonicalZone(zone) ?? zone),
    ),
    accentHex: AccentHexSchema,
    defaultDwellMinutes: bounded("defaultDwellMinutes"),
    bookingLeadTimeHours: bounded("bookingLeadTimeHours"),
    minMinutesBeforeClosing: bounded("minMinutesBeforeClosing"),
    embedFormFooterText: z.nullable(textUpTo(1000)),
    minPartySize: bounded("minPartySize"),
    maxPartySize: bounded("maxPartySize"),
    slotIntervalMinutes: bounded("slotIntervalMinutes"),
    bookingHorizonDays: bounded("bookingHorizonDays"),
    termsUrl: z.nullable(z.pipe(HttpUrlSchema, z.transform(normalizeHttpUrl))),
    maxCoversPerSlot: z.nullable(bounded("maxCoversPerSlot")),
    embedMaxItems: z.int().check(z.minimum(EVENTS_DEFAULTS.embedMaxItemsMin), z.maximum(EVENTS_DEFAULTS.embedMaxItemsMax)),
    viewMode: z.enum(VIEW_MODES),
    connectedPlatforms: z.array(z.enum(PLATFORMS)),
    showAllPlatformFilter: z.boolean(),
    eventsGraceMinutes: bounded("eventsGraceMinutes"),
    address: oneLine(300),
    phone: z.nullable(
      z.pipe(
        z
          .string()
          .check(z.refine((phone) => normalizePhone(phone) !== null, "Expected a phone number in international form, e.g. +49 30 1234567")),
        z.transform((phone) => normalizePhone(phone)!),
      ),
    ),
    country: z.nullable(CountrySchema),
    website: url,
    manageUrl: url,
    notificationEmails: NotificationEmailsSchema,
    webhookUrl: url,
    confirmationMode: z.enum(CONFIRMATION_MODES),
    remindersEnabled: z.boolean(),
  })
  .check(
    z.refine((s) => s.minPartySize <= s.maxPartySize, { message: "minPartySize must not exceed maxPartySize", path: ["minPartySize"] }),
  );
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;

export interface Restaurant extends RestaurantSettings, OpeningHours {
  /** docs/api.md §4 `services`: the restaurant's own, or the one `main` service of its weekly hours. */
  services: ServiceSchedule;
  id: string;
  slug: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** Settings names an owner may type, mapped to their field: the API spells one of them two ways. */
export const SETTING_ALIASES: Record<string, keyof RestaurantSettings> = { embed_max_items: "embedMaxItems" };

/** What the shared bookability code needs to know about a restaurant. */
export const bookingRulesOf = (r: Restaurant): BookingRules => ({
  timezone: r.timezone,
  weeklyHours: r.weeklyHours,
  dateExceptions: r.dateExceptions,
  services: r.services,
  defaultDwellMinutes: r.defaultDwellMinutes,
  bookingLeadTimeHours: r.bookingLeadTimeHours,
  bookingHorizonDays: r.bookingHorizonDays,
  minMinutesBeforeClosing: r.minMinutesBeforeClosing,
  slotIntervalMinutes: r.slotIntervalMinutes,
  minPartySize: r.minPartySize,
  maxPartySize: r.maxPartySize,
  termsUrl: r.termsUrl,
});

/** docs/api.md §5.7: the capacity a stay starting at `startsAt` (an ISO instant) counts against; null = none. */
export const coverLimitFor = (r: Restaurant, startsAt: string): number | null => coverLimitOf(startsAt, r, r.maxCoversPerSlot);

/** The fields every module's `data` starts with (docs/api.md §9). */
export const envelopeOf = (r: Restaurant): RestaurantEnvelope => ({
  restaurantId: r.id,
  name: r.name,
  slug: r.slug,
  accentHex: r.accentHex,
});
