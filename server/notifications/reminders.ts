import type { Repositories } from "../store.ts";
import type { GuestMessageInput } from "./messages/types.ts";
import type { OutboxMessage } from "./outbox-repository.ts";
import { guestContact, messageReservation, messageRestaurant } from "./reservation-notifier.ts";

/** A due reminder as it goes out now, or why it does not. */
export type DueReminder = { send: true; message: GuestMessageInput; recipient: string } | { send: false; reason: string };

/**
 * A reminder is written when a booking is made or moved, and built again from the booking as it
 * is when it falls due: the guest's current name, party and contact, the restaurant's current
 * address. It goes out only for a booking the restaurant confirmed, still at the time the reminder
 * was made for, while the restaurant sends reminders and the guest still wants that channel.
 */
export async function dueReminder(read: Repositories, outboxMessage: OutboxMessage, scheduled: GuestMessageInput): Promise<DueReminder> {
  const reservation = outboxMessage.reservationId === null ? null : await read.reservations.findById(outboxMessage.reservationId);
  if (!reservation || reservation.status !== "confirmed")
    return { send: false, reason: "the reservation is not confirmed (or no longer stands)" };
  if (reservation.starts_at !== scheduled.reservation.startsAt)
    return { send: false, reason: "the reservation moved; a new reminder was scheduled" };
  const restaurant = await read.restaurants.findById(outboxMessage.restaurantId);
  if (!restaurant?.remindersEnabled) return { send: false, reason: "the restaurant turned reminders off" };
  const recipient = outboxMessage.channel === "webhook" ? null : guestContact(reservation, outboxMessage.channel);
  if (!recipient) return { send: false, reason: `the guest no longer wants ${outboxMessage.channel} messages` };
  return {
    send: true,
    recipient,
    message: {
      ...scheduled,
      restaurant: messageRestaurant(restaurant),
      reservation: messageReservation(reservation, restaurant.country),
      // The page the owner names now; without one, the hosted page the reminder was written with.
      manageLink: restaurant.manageUrl ?? scheduled.manageLink,
    },
  };
}
