import * as z from "zod/mini";
import { HttpUrlSchema, isEmailAddress, normalizeHttpUrl, textUpTo, trimmedTextUpTo } from "./primitives.ts";
import { readPhoneShape } from "./reservation/phone.ts";
import { CONFIRMATION_MODES } from "./reservation/schemas.ts";
import { EVENTS_DEFAULTS, SETTING_BOUNDS } from "./limits.ts";
import { PLATFORMS, VIEW_MODES } from "./events/schemas.ts";
import { AccentHexSchema } from "./primitives.ts";
import { canonicalZone, isValidZone } from "./time.ts";
import { CapacityModeSchema, PacingLimitSchema } from "./tables/settings.ts";
import { DwellStepsSchema } from "./tables/dwell-schema.ts";

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

/** Whether `code` is an ISO 3166-1 alpha-2 region Intl knows (`DE`), in upper case. */
export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined;

/** Every code isCountryCode takes, AA to ZZ. */
export function countryCodes(): string[] {
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  return letters.flatMap((first) => letters.map((second) => first + second)).filter(isCountryCode);
}

/** A country as ISO 3166-1 alpha-2 (`DE`), in any case; one that Intl does not know is refused. */
export const CountrySchema = z.pipe(
  z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, "Expected an ISO 3166-1 alpha-2 country code such as DE")),
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

/** The smallest party a restaurant takes is not larger than its largest: judged on the whole settings. */
export const partySizesInOrder = (s: { minPartySize: number; maxPartySize: number }): boolean => s.minPartySize <= s.maxPartySize;

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
    /** As the widget reads a guest's (core/reservation/phone.ts); the server then reads it in `country` and stores E.164. */
    phone: z.nullable(
      z.pipe(
        z
          .string()
          .check(z.refine((phone) => readPhoneShape(phone) !== null, "Expected a phone number, e.g. 030 1234567 or +49 30 1234567")),
        z.transform((phone) => readPhoneShape(phone)!),
      ),
    ),
    country: z.nullable(CountrySchema),
    website: url,
    manageUrl: url,
    notificationEmails: NotificationEmailsSchema,
    webhookUrl: url,
    confirmationMode: z.enum(CONFIRMATION_MODES),
    remindersEnabled: z.boolean(),
    /** With `confirmationMode` auto: a guest's change that passes every rule is approved at once. */
    autoApproveChanges: z.boolean(),
    /** Tables mode (issue 27, docs/api.md §4): `covers` or `tables`. */
    capacityMode: CapacityModeSchema,
    /** Stays by party size, `2:90,4:120,8:150` or a list of steps; null: every party stays `defaultDwellMinutes`. */
    dwellMinutesByPartySize: z.nullable(DwellStepsSchema),
    /** Pacing: covers that may start per slot; null = no limit. */
    maxCoversStartingPerSlot: PacingLimitSchema,
  })
  .check(z.refine(partySizesInOrder, { message: "minPartySize must not exceed maxPartySize", path: ["minPartySize"] }));
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;
