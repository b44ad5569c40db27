import type { GuestMessageInput, InvitationMessageInput, OwnerMessageInput } from "./messages/types.ts";
import { open, seal } from "../security/sealed-box.ts";
import type { OwnerView } from "../modules/reservation/guest-view.ts";
import type { FeedbackMessage } from "../feedback/feedback-messages.ts";
import type { WaitlistMessageInput } from "../waitlist/messages.ts";

/** docs/api.md §7b: the restaurant webhook events. */
export const WEBHOOK_EVENT_TYPES = [
  "reservation.created",
  "reservation.changed",
  "reservation.change_requested",
  "reservation.cancelled",
  "reservation.status_changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The JSON body of a restaurant webhook; `id` stays the same across retries, so receivers can drop repeats. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created_at: string;
  restaurant: { id: string; slug: string };
  data: { reservation: OwnerView };
}

/** What an outbox row is made from; sealed, since a booking's message carries the PIN. */
export type OutboxPayload =
  | { channel: "email"; audience: "guest"; message: GuestMessageInput }
  | { channel: "email"; audience: "owner"; message: OwnerMessageInput }
  | { channel: "email"; audience: "team"; message: InvitationMessageInput }
  /** After the visit (server/feedback): the guest's "How was it?" and the owner's low-rating alert. */
  | { channel: "email"; audience: "feedback"; message: FeedbackMessage }
  /** Issue 30: a waitlist e-mail (the joining, an offer), about no reservation yet. */
  | { channel: "email"; audience: "waitlist"; message: WaitlistMessageInput }
  /** A guest message over the messaging channel; rows queued before the waitlist's carry no `audience`. */
  | { channel: "messaging"; id: string; audience?: "guest"; message: GuestMessageInput }
  /** Issue 30: a waitlist offer by messaging, beside its e-mail. */
  | { channel: "messaging"; id: string; audience: "waitlist"; message: WaitlistMessageInput }
  | { channel: "webhook"; event: WebhookEvent };

const CONTEXT = "outbox-payload";

export const sealPayload = (secret: string, payload: OutboxPayload): string => seal(secret, CONTEXT, JSON.stringify(payload));
export const openPayload = (secret: string, sealed: string): OutboxPayload => JSON.parse(open(secret, CONTEXT, sealed)) as OutboxPayload;
