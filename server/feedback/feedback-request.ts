import { randomUUID } from "node:crypto";
import { feedbackDueAt, feedbackExpiresAt } from "../../core/feedback/feedback.ts";
import { toUtcIso } from "../../core/time.ts";
import type { ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { NewOutboxMessage, OutboxMessage } from "../notifications/outbox-repository.ts";
import { sealPayload } from "../notifications/payload.ts";
import { fullName } from "../notifications/messages/format.ts";
import { guestContact, messageRestaurant } from "../notifications/reservation-notifier.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { digestOf, newBearerToken } from "../security/tokens.ts";
import type { Repositories } from "../store.ts";
import { FEEDBACK_REQUEST_TOPIC } from "./feedback-messages.ts";

/** The guest's page for a token; the token travels only in the e-mail (sealed in the outbox) and the URL. */
export const feedbackPageUrl = (publicUrl: string, token: string): string => `${publicUrl}/feedback/${token}`;

/**
 * Asks the guest of a booking just marked completed how it was (docs/api.md §19): a feedback row
 * holding the link token's hash, and the e-mail due the next morning, both written in the
 * transaction that completed the booking. Nothing when the restaurant turned it off, the guest
 * left no e-mail or wants none, the booking is a test one, or its guest was asked already.
 */
export async function requestFeedback(
  tx: Repositories,
  options: { secret: string; publicUrl: string | null },
  restaurant: Restaurant,
  reservation: ReservationRecord,
  now: Date,
): Promise<NewOutboxMessage[]> {
  const recipient = guestContact(reservation, "email");
  if (!restaurant.feedbackEmails || !recipient || reservation.space !== "live" || !options.publicUrl) return [];
  const token = newBearerToken();
  const dueAt = feedbackDueAt(reservation.starts_at, now, restaurant.timezone);
  const asked = await tx.feedback.insertRequest({
    id: `fb_${randomUUID()}`,
    restaurantId: restaurant.id,
    reservationId: reservation.id,
    tokenHash: digestOf(token),
    expiresAt: feedbackExpiresAt(dueAt),
    now: toUtcIso(now),
  });
  if (!asked) return [];
  const message = {
    kind: "request" as const,
    lang: reservation.guestLang,
    restaurant: messageRestaurant(restaurant),
    guestName: fullName({ firstName: reservation.guest_first_name, lastName: reservation.guest_last_name }),
    visitStartsAt: reservation.starts_at,
    link: feedbackPageUrl(options.publicUrl, token),
  };
  return [
    {
      restaurantId: restaurant.id,
      reservationId: reservation.id,
      channel: "email",
      topic: FEEDBACK_REQUEST_TOPIC,
      recipient,
      payloadSealed: sealPayload(options.secret, { channel: "email", audience: "feedback", message }),
      notBefore: dueAt,
      space: reservation.space,
    },
  ];
}

/**
 * Whether a due feedback e-mail still goes out, judged as it falls due: the booking still
 * completed, the restaurant still asking, the guest still wanting e-mail at the same address, the
 * link not answered. Why not, when it does not.
 */
export async function feedbackRequestSkip(read: Repositories, message: OutboxMessage): Promise<string | null> {
  const reservation = message.reservationId === null ? null : await read.reservations.findById(message.reservationId);
  if (!reservation || reservation.status !== "completed") return "the reservation is no longer completed";
  const restaurant = await read.restaurants.findById(message.restaurantId);
  if (!restaurant?.feedbackEmails) return "the restaurant turned feedback e-mails off";
  if (guestContact(reservation, "email") !== message.recipient) return "the guest no longer wants e-mail at this address";
  const feedback = await read.feedback.findByReservation(reservation.id);
  if (!feedback || feedback.answeredAt !== null) return "the guest has answered already";
  return null;
}
