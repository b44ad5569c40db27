import type { Role } from "../../../core/accounts/roles.ts";
import type { Lang } from "../../../core/locale.ts";
import type { Occasion } from "../../../core/reservation/schemas.ts";
import type { ReservationStatus } from "../../../core/reservation/status.ts";

/** What a guest is told about, one kind per message (README "Notifications"). */
export const GUEST_MESSAGE_KINDS = [
  "booking_received", // pending: the owner confirms
  "booking_confirmed", // confirmed at once (confirmationMode auto)
  "change_applied", // the guest's change took effect at once
  "changed_by_restaurant", // the restaurant changed the booking (docs/api.md §16.6 …/edit)
  "change_requested", // the guest's change waits for the owner
  "change_approved",
  "change_declined",
  "confirmed", // the owner confirmed a pending booking
  "rejected",
  "cancelled", // by the guest or the owner: see `cancelledBy`
  "reminder", // 24 hours ahead
  "pin_reset", // a new PIN the guest asked for
] as const;
export type GuestMessageKind = (typeof GUEST_MESSAGE_KINDS)[number];

/** What the owner is told about at the restaurant's notificationEmails. */
export const OWNER_MESSAGE_KINDS = [
  "new_booking",
  "request_changed", // the guest changed a booking that still waits for the owner's confirmation
  "change_request",
  "guest_changed", // the guest changed a confirmed booking and it was approved at once (autoApproveChanges)
  "guest_cancelled",
] as const;
export type OwnerMessageKind = (typeof OWNER_MESSAGE_KINDS)[number];

/** The restaurant as messages name it. */
export interface MessageRestaurant {
  name: string;
  slug: string;
  timezone: string;
  address: string | null;
  phone: string | null;
  website: string | null;
}

/** The reservation as messages describe it: instants are UTC ISO strings, shown in the restaurant's zone. */
export interface MessageReservation {
  number: number;
  status: ReservationStatus;
  firstName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  partySize: number;
  startsAt: string;
  endsAt: string;
  /** The guest's special requests (docs/api.md §6.1), line breaks kept. */
  notes: string | null;
  occasion: Occasion | null;
}

export interface GuestMessageInput {
  kind: GuestMessageKind;
  lang: Lang;
  restaurant: MessageRestaurant;
  reservation: MessageReservation;
  /** Only in booking_received, booking_confirmed and pin_reset: the one moment the PIN is known. */
  pin: string | null;
  /** The manage page: with `#couvert=NUMBER.PIN` when the PIN is known, else the bare page; null when the owner set none. */
  manageLink: string | null;
  /** For change_requested/approved/declined and change_applied: the fields that change, as stored values (only those). */
  changes: Partial<
    Pick<MessageReservation, "firstName" | "lastName" | "email" | "phone" | "partySize" | "startsAt" | "endsAt" | "notes" | "occasion">
  > | null;
  /** For cancelled. */
  cancelledBy: "guest" | "owner" | null;
  /** The calendar file's SEQUENCE (core/calendar/reservation-event.ts); absent in messages queued before it. */
  calendarSequence?: number;
}

export interface OwnerMessageInput {
  kind: OwnerMessageKind;
  lang: Lang;
  restaurant: MessageRestaurant;
  reservation: MessageReservation;
  changes: GuestMessageInput["changes"];
  /** The owner console's address for this reservation, when the server knows its public URL; else null (the message names the command). */
  consoleLink: string | null;
}

/** A person invited to a restaurant's console (docs/api.md §16.1), told by e-mail. */
export interface InvitationMessageInput {
  lang: Lang;
  restaurant: { name: string; timezone: string };
  role: Role;
  /** The one-time setup link: a secret, which is why the payload is sealed and dropped once sent. */
  setupUrl: string;
  expiresAt: string;
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message ready for any mail transport. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  attachments: MessageAttachment[];
}
