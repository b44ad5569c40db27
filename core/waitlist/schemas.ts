import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../limits.ts";
import { LOCALE_TAG_MAX_LENGTH, LOCALE_TAG_PATTERN } from "../formats.ts";
import { trimmedTextUpTo } from "../primitives.ts";
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN } from "../time.ts";

const optionalNullable = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Where a waiting guest stands: on the list, holding an open offer, booked from an offer, or gone. */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "left"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * POST /reservation/waitlist (docs/api.md §13.4b): a guest waits for a full `date` and party, for a
 * start between `window_start` and `window_end` (local times, inclusive). An e-mail address is
 * required (the offer goes there); a phone is optional. Missing names and contacts get their own
 * codes in the booking's order, as `validateWaitlistJoin` decides.
 */
export const WaitlistJoinSchema = z.object({
  date: z.string().check(z.regex(LOCAL_DATE_PATTERN, "Expected a calendar date, YYYY-MM-DD")),
  party_size: z.int(),
  window_start: z.string().check(z.regex(LOCAL_TIME_PATTERN, "Expected a local time, HH:MM")),
  window_end: z.string().check(z.regex(LOCAL_TIME_PATTERN, "Expected a local time, HH:MM")),
  guest_first_name: optionalNullable(trimmedTextUpTo(NAME_MAX_LENGTH)),
  guest_last_name: optionalNullable(trimmedTextUpTo(NAME_MAX_LENGTH)),
  guest_email: optionalNullable(trimmedTextUpTo(EMAIL_MAX_LENGTH)),
  guest_phone: optionalNullable(trimmedTextUpTo(PHONE_INPUT_MAX_LENGTH)),
  guest_locale: optionalNullable(z.string().check(z.maxLength(LOCALE_TAG_MAX_LENGTH), z.regex(LOCALE_TAG_PATTERN))),
});
export type WaitlistJoinInput = z.input<typeof WaitlistJoinSchema>;

/** `data` of POST /reservation/waitlist. */
export const WaitlistJoinedSchema = z.object({
  ok: z.literal(true),
  status: z.literal("waiting"),
  /** How many guests wait for this date before this one. */
  position: z.int(),
});
export type WaitlistJoined = z.infer<typeof WaitlistJoinedSchema>;

/** One waiting guest as the owner's console lists them (GET /owner/api/r/SLUG/waitlist). */
export const OwnerWaitlistEntrySchema = z.object({
  id: z.int(),
  date: z.string(),
  party_size: z.int(),
  window_start: z.string(),
  window_end: z.string(),
  guest_first_name: z.nullable(z.string()),
  guest_last_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.nullable(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  created_at: z.string(),
  /** The open offer, if any: the start offered and when the claim link runs out. */
  offer: z.nullable(z.object({ starts_at: z.string(), expires_at: z.string() })),
  /** Booked from an offer: the reservation's number. */
  reservation_number: z.nullable(z.int()),
  /** The date's free starts for the party (§13.2a), which the owner may offer by hand; [] once booked or left. */
  free_starts: z.array(z.object({ starts_at: z.string(), time: z.string() })),
});
export type OwnerWaitlistEntry = z.infer<typeof OwnerWaitlistEntrySchema>;

export const OwnerWaitlistSchema = z.object({ date: z.string(), entries: z.array(OwnerWaitlistEntrySchema) });
export type OwnerWaitlist = z.infer<typeof OwnerWaitlistSchema>;

/** Whether a local time `time` (HH:MM) falls in a guest's window; a window that ends before it starts runs past midnight. */
export function inWindow(time: string, windowStart: string, windowEnd: string): boolean {
  return windowStart <= windowEnd ? windowStart <= time && time <= windowEnd : time >= windowStart || time <= windowEnd;
}
