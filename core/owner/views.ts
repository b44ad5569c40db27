import * as z from "zod/mini";
import { ROLES } from "../accounts/roles.ts";
import { EventSchema, VIEW_MODES } from "../events/schemas.ts";
import { ChangeRequestViewSchema, GuestViewSchema } from "../reservation/schemas.ts";
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN } from "../time.ts";

/** The owner API's answers (docs/api.md §16) as schemas: the server's handlers return them, the console parses them. */

/**
 * Who made a booking: a guest through the widget or the API (`online`), the restaurant for a guest
 * (`staff`, the console's or command line's booking), or a party seated at the door (`walk_in`).
 */
export const RESERVATION_SOURCES = ["online", "staff", "walk_in"] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

/** A table a reservation holds, as the owner reads it. */
export const AssignedTableSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A reservation as the owner sees it: the guest's view, plus when its change request was decided,
 * who booked it and, in `tables` mode, its table(s) (docs/api.md §16.10).
 */
export const OwnerReservationViewSchema = z.strictObject({
  ...GuestViewSchema.shape,
  change_request: z.nullable(z.object({ ...ChangeRequestViewSchema.shape, decided_at: z.nullable(z.string()) })),
  source: z.enum(RESERVATION_SOURCES),
  /** The table, or a combination's tables, it holds; empty when it holds none (covers mode, not seated yet). */
  tables: z.array(AssignedTableSchema),
  /** Whether the owner fixed its tables: a change of time or party keeps them (or is refused). */
  tableLocked: z.boolean(),
});
export type OwnerReservationView = z.infer<typeof OwnerReservationViewSchema>;

const LocalDate = z.string().check(z.regex(LOCAL_DATE_PATTERN));
const LocalTime = z.string().check(z.regex(LOCAL_TIME_PATTERN));

/** One bookable start of a day, with the guests whose stay overlaps it. */
export const DaySlotSchema = z.object({
  /** Wall time in the restaurant's zone. */
  time: LocalTime,
  /** The start as a UTC instant (API form). */
  starts_at: z.string(),
  /** Guests of still-occupying reservations whose stay overlaps `[starts_at, starts_at + dwell)`. */
  covers: z.int(),
  /** The restaurant's `maxCoversPerSlot`; null when it sets none. */
  capacity: z.nullable(z.int()),
});
export type DaySlot = z.infer<typeof DaySlotSchema>;

/** `data` of GET …/day (docs/api.md §16.6): what the console shows for one local date. */
export const DaySheetSchema = z.object({
  date: LocalDate,
  timezone: z.string(),
  capacity: z.nullable(z.int()),
  /** Every reservation starting on `date` (local), whatever its status, by start time. */
  reservations: z.array(OwnerReservationViewSchema),
  slots: z.array(DaySlotSchema),
});
export type DaySheet = z.infer<typeof DaySheetSchema>;

/** `data` of GET …/search: the matches, newest first. */
export const OwnerSearchSchema = z.object({ reservations: z.array(OwnerReservationViewSchema) });

/** `data` of GET …/requests (docs/api.md §16.6): what waits for a decision. */
export const OwnerRequestsSchema = z.object({
  /** Reservations with an open change request, the longest-waiting first. */
  reservations: z.array(OwnerReservationViewSchema),
  /** Bookings waiting for confirmation whose stay is not over, soonest first. */
  pending: z.array(OwnerReservationViewSchema),
});
export type OwnerRequests = z.infer<typeof OwnerRequestsSchema>;

/** `data` of every read or move of one reservation. */
export const OwnerReservationAnswerSchema = z.object({ reservation: OwnerReservationViewSchema });

/** `data` of POST …/reservations: the booking, and its PIN, shown to the owner once to pass on. */
export const OwnerBookingSchema = z.object({ reservation: OwnerReservationViewSchema, pin: z.string() });
export type OwnerBooking = z.infer<typeof OwnerBookingSchema>;

/** `data` of GET …/events (docs/api.md §16.7): every event, and what the console needs to show them as guests will. */
export const OwnerEventsViewSchema = z.object({
  /** The restaurant's zone: the console's form reads and writes wall times in it. */
  timezone: z.string(),
  accentHex: z.string(),
  /** How the widget lays its events out (§8.1). */
  viewMode: z.enum(VIEW_MODES),
  /** §8.3: how long after its start an event without an end stays upcoming. */
  eventsGraceMinutes: z.int(),
  /** Newest start first, drafts and archived ones included. */
  events: z.array(EventSchema),
});
export type OwnerEventsView = z.infer<typeof OwnerEventsViewSchema>;

/** `data` of every write of one event. */
export const OwnerEventViewSchema = z.object({ event: EventSchema });
export type OwnerEventView = z.infer<typeof OwnerEventViewSchema>;

/** `data` of POST …/events/:id/delete. */
export const EventDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** One person with a console account at the restaurant (docs/api.md §16.1). */
export const MemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether they took up the invitation and can sign in: until then they are "invited". */
  active: z.boolean(),
});
export type Member = z.infer<typeof MemberSchema>;

/** `data` of GET …/team and POST …/team/remove. */
export const TeamSchema = z.object({ members: z.array(MemberSchema) });

/** `data` of POST …/team. */
export const InvitationAnswerSchema = z.object({
  invitation: z.object({
    email: z.string(),
    role: z.enum(ROLES),
    /** The one-time link that takes up the invitation; null when the person had accepted it already (only their role changed). */
    setupUrl: z.nullable(z.string()),
    expiresAt: z.nullable(z.string()),
    /** Whether the server is e-mailing the link to the person (it sends e-mail); else the owner hands it on. */
    emailed: z.boolean(),
  }),
});
export type Invitation = z.infer<typeof InvitationAnswerSchema>["invitation"];

/** `data` of POST /owner/api/session/end and …/end-all: how many sessions ended. */
export const SignedOutSchema = z.object({ signedOut: z.int() });
