import * as z from "zod/mini";
import { DateExceptionSchema, ServiceScheduleSchema, WeeklyHoursSchema } from "../hours.ts";
import {
  EMAIL_MAX_LENGTH,
  GUEST_NOTES_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  RESERVATION_NUMBER_MAX,
  RESERVATION_NUMBER_MIN,
} from "../limits.ts";
import {
  AccentHexSchema,
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_MESSAGE,
  IsoInstantSchema,
  trimmedTextUpTo as boundedText,
} from "../primitives.ts";
import { LOCALE_TAG_MAX_LENGTH, LOCALE_TAG_PATTERN } from "../formats.ts";
import { NOTIFY_CHANNELS } from "./channels.ts";
import { OCCASIONS } from "./fields.ts";
import { RESERVATION_STATUSES } from "./status.ts";

export const CONFIRMATION_MODES = ["auto", "manual"] as const;
export type ConfirmationMode = (typeof CONFIRMATION_MODES)[number];

const optionalNullable = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export { OCCASIONS, type Occasion } from "./fields.ts";

/** A guest's special requests: trimmed, at most GUEST_NOTES_MAX_LENGTH characters, line breaks allowed, no other control characters. */
export const GuestNotesSchema = z.string().check(
  z.trim(),
  z.maxLength(GUEST_NOTES_MAX_LENGTH),
  z.refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTERS_MESSAGE),
);

/** `data` of GET /reservation: docs/api.md §4. */
export const BookingConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  accentHex: AccentHexSchema,
  timezone: z.string(),
  defaultDwellMinutes: z.int(),
  bookingLeadTimeHours: z.int(),
  minMinutesBeforeClosing: z.int(),
  embedFormFooterText: z.nullable(z.string()),
  weeklyHours: WeeklyHoursSchema,
  dateExceptions: z.array(DateExceptionSchema),
  minPartySize: z.int(),
  maxPartySize: z.int(),
  slotIntervalMinutes: z.int(),
  bookingHorizonDays: z.int(),
  termsUrl: z.nullable(z.string()),
  maxCoversPerSlot: z.nullable(z.int()),
  /**
   * How long a party stays by its size (issue 27): steps in ascending party size, "parties up to
   * `partySize` stay `minutes`"; a larger party, or a restaurant without steps (null), stays
   * `defaultDwellMinutes`. Optional: servers before it leave it out.
   */
  dwellMinutesByPartySize: z.optional(z.nullable(z.array(z.object({ partySize: z.int(), minutes: z.int() })))),
  /** The services and their opening periods; `weeklyHours` and `dateExceptions` summarise them. */
  services: ServiceScheduleSchema,
  /** Guest-facing details (docs/api.md §4), absent when the owner has not set them. */
  address: z.optional(z.string()),
  phone: z.optional(z.string()),
  country: z.optional(z.string()),
  website: z.optional(z.string()),
  /** The manage page (docs/api.md §6.6): the owner's, else the restaurant's hosted page; absent from servers before it always was. */
  manageUrl: z.optional(z.string()),
  /** The channels this server can deliver a guest's messages on (docs/api.md §4); absent from servers before the field: every one. */
  notifyChannels: z.optional(z.array(z.enum(NOTIFY_CHANNELS))),
  /** The address the restaurant's guest mail comes from: the ORGANIZER of its calendar files (core/calendar/ics.ts). */
  calendarOrganizer: z.optional(z.string()),
  /** `auto`: a booking that passes every rule is confirmed at once; `manual`: the owner confirms it. */
  confirmationMode: z.optional(z.enum(CONFIRMATION_MODES)),
});
export type BookingConfig = z.infer<typeof BookingConfigSchema>;

/**
 * The reservation fields of docs/api.md §6.1 as they arrive, types and lengths only, for the API's
 * description (OpenAPI). Every field may be absent here: which absences are errors, and with which
 * code, is decided in validate.ts, because docs/api.md §1 gives several of them codes of their own.
 * The rules themselves are fields.ts's RESERVATION_FIELD_RULES, which fields.test.ts proves this agrees with.
 */
export const ReservationFieldsSchema = z.object({
  guest_first_name: optionalNullable(boundedText(NAME_MAX_LENGTH)),
  guest_last_name: optionalNullable(boundedText(NAME_MAX_LENGTH)),
  guest_phone: optionalNullable(boundedText(PHONE_INPUT_MAX_LENGTH)),
  guest_email: optionalNullable(boundedText(EMAIL_MAX_LENGTH)),
  party_size: optionalNullable(z.int()),
  starts_at: optionalNullable(IsoInstantSchema),
  ends_at: optionalNullable(IsoInstantSchema),
  notify_email: optionalNullable(z.boolean()),
  notify_whatsapp: optionalNullable(z.boolean()),
  terms_accepted: optionalNullable(z.boolean()),
  /** The language the guest booked in, a BCP 47 tag (`de-AT`): the messages about the booking speak it. */
  guest_locale: optionalNullable(z.string().check(z.maxLength(LOCALE_TAG_MAX_LENGTH), z.regex(LOCALE_TAG_PATTERN))),
  guest_notes: optionalNullable(GuestNotesSchema),
  occasion: optionalNullable(z.enum(OCCASIONS)),
});
export type ReservationFieldsInput = z.input<typeof ReservationFieldsSchema>;

/** What a booking must hold (docs/api.md §6.1), for the API's description: generated clients check it before sending. */
const REQUIRED_BOOKING_FIELDS = {
  guest_last_name: boundedText(NAME_MAX_LENGTH).check(z.minLength(1)),
  party_size: z.int().check(z.minimum(1)),
  starts_at: IsoInstantSchema,
};
/** POST /reservation's body as the OpenAPI document gives it: the required fields present and not null. */
export const BookingRequestSchema = z.object({ ...ReservationFieldsSchema.shape, ...REQUIRED_BOOKING_FIELDS });
/** A change's fields as documented: each may be left out, but one that is sent is not null. */
export const ChangeFieldsSchema = z.object({
  ...ReservationFieldsSchema.shape,
  guest_last_name: z.optional(REQUIRED_BOOKING_FIELDS.guest_last_name),
  party_size: z.optional(REQUIRED_BOOKING_FIELDS.party_size),
  starts_at: z.optional(REQUIRED_BOOKING_FIELDS.starts_at),
});
export type ReservationFields = z.infer<typeof ReservationFieldsSchema>;

/** A reservation's stored details, normalised: what a valid booking or change leaves behind. */
export const ReservationDetailsSchema = z.object({
  guest_first_name: z.nullable(z.string()),
  guest_last_name: z.string(),
  guest_phone: z.nullable(z.string()),
  guest_email: z.nullable(z.string()),
  party_size: z.int(),
  starts_at: z.string(),
  ends_at: z.string(),
  notify_email: z.boolean(),
  notify_whatsapp: z.boolean(),
  /** Special requests (docs/api.md §6.1): never a time rule, so changing them re-checks no hours or capacity. */
  guest_notes: z.nullable(z.string()),
  occasion: z.nullable(z.enum(OCCASIONS)),
});
export type ReservationDetails = z.infer<typeof ReservationDetailsSchema>;
export type ReservationChanges = Partial<ReservationDetails>;

export const BookingCreatedSchema = z.object({
  reservation_number: z.int(),
  guest_pin: z.string(),
  /** `confirmed` when the restaurant confirms automatically, else `pending` until the owner does. */
  status: z.enum(["pending", "confirmed"]),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** The `Idempotency-Key` header of POST /reservation: 1 to 255 printable ASCII characters. */
export const IdempotencyKeySchema = z.string().check(z.minLength(1), z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH), z.regex(/^[\x20-\x7e]+$/));

export const MANAGE_ACTIONS = ["load", "change", "cancel"] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/**
 * A reservation number a guest gives back (docs/api.md §6): 6 to 8 digits, as they are drawn. One
 * outside names no booking, and must not reach the database, whose column holds 32-bit integers.
 */
export const ReservationNumberSchema = z.int().check(z.minimum(RESERVATION_NUMBER_MIN), z.maximum(RESERVATION_NUMBER_MAX));

/** The credentials and action of POST /reservation/manage; change fields are read separately. */
export const ManageRequestSchema = z.object({
  action: z.optional(z.nullable(z.enum(MANAGE_ACTIONS))),
  reservation_number: ReservationNumberSchema,
  pin: z.string().check(z.maxLength(32)),
});
export type ManageRequest = z.infer<typeof ManageRequestSchema>;

/**
 * The bodies of POST /reservation/manage, one per action, as a client writes them. The server
 * reads the credentials with ManageRequestSchema and a change's fields with validate.ts; these
 * say the same for the API's readers. A change is also what a body without `action` asks for.
 */
export const ManageLoadBodySchema = z.object({ ...ManageRequestSchema.shape, action: z.literal("load") });
export const ManageCancelBodySchema = z.object({ ...ManageRequestSchema.shape, action: z.literal("cancel") });
export const ManageChangeBodySchema = z.object({
  ...ChangeFieldsSchema.shape,
  ...ManageRequestSchema.shape,
  action: z.optional(z.nullable(z.literal("change"))),
});
export const ManageBodySchema = z.union([ManageLoadBodySchema, ManageChangeBodySchema, ManageCancelBodySchema]);

/** POST /reservation/pin-reset (docs/api.md §6.7): the number and the e-mail address on the booking. */
export const PinResetRequestSchema = z.object({
  reservation_number: ReservationNumberSchema,
  email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH)),
});
export type PinResetRequest = z.infer<typeof PinResetRequestSchema>;
/** Its answer, the same whether or not the pair matched a booking. */
export const PinResetResultSchema = z.object({ ok: z.literal(true) });
export type PinResetResult = z.infer<typeof PinResetResultSchema>;

export const CHANGE_REQUEST_STATUSES = ["open", "approved", "declined"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const ChangeRequestViewSchema = z.object({
  status: z.enum(CHANGE_REQUEST_STATUSES),
  submitted_at: z.string(),
  changes: z.partial(ReservationDetailsSchema),
  /** The requested phone (`changes.guest_phone`) as people read it; null when the request sets none. */
  guest_phone_display: z.nullable(z.string()),
});
export type ChangeRequestView = z.infer<typeof ChangeRequestViewSchema>;

/** `data.reservation` of a load (docs/api.md §6): no internal identifiers. */
export const GuestViewSchema = z.strictObject({
  reservation_number: z.int(),
  status: z.enum(RESERVATION_STATUSES),
  ...ReservationDetailsSchema.shape,
  guest_phone_display: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  change_request: z.nullable(ChangeRequestViewSchema),
});
export type GuestView = z.infer<typeof GuestViewSchema>;

export const LoadResultSchema = z.object({ reservation: GuestViewSchema });
export type LoadResult = z.infer<typeof LoadResultSchema>;
/**
 * `change_request` is the seed's: true when the change went to the restaurant as a request.
 * `change_request_status` says what became of it: `approved` at once (automatic confirmation),
 * or `open`, waiting for the owner; absent when the change needed no request.
 */
export const ChangeResultSchema = z.object({
  ok: z.literal(true),
  change_request: z.boolean(),
  change_request_status: z.optional(z.enum(["approved", "open"])),
});
export type ChangeResult = z.infer<typeof ChangeResultSchema>;
export const CancelResultSchema = z.object({ ok: z.literal(true), status: z.literal("cancelled") });
export type CancelResult = z.infer<typeof CancelResultSchema>;

/** `data` of POST /reservation/manage: the result of the action asked for. */
export const ManageResultSchema = z.union([LoadResultSchema, ChangeResultSchema, CancelResultSchema]);
export type ManageResult = z.infer<typeof ManageResultSchema>;
