import type { GuestMessageInput, InvitationMessageInput, OwnerMessageInput } from "./messages/types.ts";
import { open, seal } from "../security/sealed-box.ts";
import type { OwnerView } from "../modules/reservation/guest-view.ts";

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
  | { channel: "messaging"; id: string; message: GuestMessageInput }
  | { channel: "webhook"; event: WebhookEvent };

const CONTEXT = "outbox-payload";

export const sealPayload = (secret: string, payload: OutboxPayload): string => seal(secret, CONTEXT, JSON.stringify(payload));
export const openPayload = (secret: string, sealed: string): OutboxPayload => JSON.parse(open(secret, CONTEXT, sealed)) as OutboxPayload;
