import * as z from "zod/mini";
import { RESERVATION_STATUSES } from "../reservation/status.ts";
import { textUpTo } from "../primitives.ts";
import { ALLERGY_TAGS, GuestTagsSchema, OWNER_NOTES_MAX_LENGTH } from "./tags.ts";

/** Guest profiles as the owner API shows them (docs/api.md §16.12). */

export { GuestSummarySchema, type GuestSummary } from "./summary.ts";

/** One profile in the Guests list. */
export const GuestListItemSchema = z.object({
  id: z.int(),
  /** From the guest's latest booking. */
  name: z.string(),
  emails: z.array(z.string()),
  /** E.164. */
  phones: z.array(z.string()),
  visits: z.int(),
  noShows: z.int(),
  lastVisit: z.nullable(z.string()),
  tags: z.array(z.string()),
  allergies: z.array(z.enum(ALLERGY_TAGS)),
});
export type GuestListItem = z.infer<typeof GuestListItemSchema>;

/** A whole profile. */
export const GuestProfileSchema = z.object({
  ...GuestListItemSchema.shape,
  /** The language of the guest's latest booking. */
  lang: z.string(),
  cancellations: z.int(),
  lateCancellations: z.int(),
  firstVisit: z.nullable(z.string()),
  ownerNotes: z.nullable(z.string()),
  /** What the guest wrote on their bookings, newest first. */
  guestNotes: z.array(z.object({ reservationNumber: z.int(), startsAt: z.string(), text: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuestProfile = z.infer<typeof GuestProfileSchema>;

/** One booking of a profile, newest start first. */
export const GuestBookingSchema = z.object({
  reservationNumber: z.int(),
  status: z.enum(RESERVATION_STATUSES),
  startsAt: z.string(),
  partySize: z.int(),
});
export type GuestBooking = z.infer<typeof GuestBookingSchema>;

/** `data` of GET …/guests. */
export const GuestListSchema = z.object({ guests: z.array(GuestListItemSchema) });
export type GuestList = z.infer<typeof GuestListSchema>;

/** `data` of GET …/guests/:id and of every write of one. */
export const GuestAnswerSchema = z.object({ guest: GuestProfileSchema, bookings: z.array(GuestBookingSchema) });
export type GuestAnswer = z.infer<typeof GuestAnswerSchema>;

export const GUEST_LIST_MAX = 100;

/** GET …/guests?q=&limit=: `q` searches names, e-mails and phones; absent: the latest guests. */
export const GuestListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(GUEST_LIST_MAX))),
});

/** POST …/guests/:id: what is given replaces what is stored; absent fields stay. */
export const GuestEditBodySchema = z.object({
  tags: z.optional(GuestTagsSchema),
  ownerNotes: z.optional(z.nullable(textUpTo(OWNER_NOTES_MAX_LENGTH))),
});
export type GuestEditBody = z.input<typeof GuestEditBodySchema>;

/** POST …/guests/:id/merge: `from` is merged into `:id` and ends. */
export const GuestMergeBodySchema = z.object({ from: z.int() });
export type GuestMergeBody = z.input<typeof GuestMergeBodySchema>;
