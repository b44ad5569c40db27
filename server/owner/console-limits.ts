import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { ReservationDetails } from "../../core/reservation/schemas.ts";
import type { AppContext } from "../context.ts";
import type { HitCounter } from "../http/hit-counters.ts";
import { hitCounter, tooMany } from "../http/rate-limit.ts";
import { signedInOf } from "./session.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every console write (a POST under a restaurant, and the language choice) per person and minute (docs/api.md §16.4): a
 * ceiling no one at a host stand reaches, which a script does. Counted whether it succeeds or not.
 */
export function consoleWriteLimit(ctx: AppContext): RequestHandler {
  const quota = ctx.config.limits.consoleWritesPerMinute;
  const counter = hitCounter(ctx, "console-writes", MINUTE, quota);
  return (_req, res, next) => {
    const now = Date.now();
    const { hits, resetAt } = counter.hit(signedInOf(res).userId, now);
    next(hits > quota ? tooMany(resetAt, now) : undefined);
  };
}

/** Who books from the console, and where. */
export interface ConsoleBooker {
  userId: string;
  restaurantId: string;
}

/** Counts the guest messages the booking `res` answers will send, and throws `rate_limit_exceeded` past a quota. */
export type GuestMessageCap = (res: ServerResponse, booker: ConsoleBooker, details: ReservationDetails) => void;

/**
 * Messages a booking for a guest sends to guest addresses (its confirmation, with text staff
 * typed), an hour (docs/api.md §16.4): per person, per restaurant, and per address and restaurant
 * as the public API's booking cap (§7.5). Only bookings that succeed count; a booking that
 * messages no guest counts against none of them.
 */
export function guestMessageCap(ctx: AppContext): GuestMessageCap {
  const { limits } = ctx.config;
  const limit = (name: string, quota: number) => ({ quota, counter: hitCounter(ctx, name, HOUR, quota) });
  const perUser = limit("console-messages-user", limits.consoleMessagesPerUserPerHour);
  const perRestaurant = limit("console-messages-restaurant", limits.consoleMessagesPerRestaurantPerHour);
  const perAddress = limit("console-messages-address", limits.bookingsPerHour);

  return (res, { userId, restaurantId }, details) => {
    const addresses = guestAddressesOf(details);
    const counted = addresses.flatMap((address) => [
      { ...perUser, key: userId },
      { ...perRestaurant, key: restaurantId },
      { ...perAddress, key: `${restaurantId}|${address}` },
    ]);
    if (counted.length === 0) return;
    const now = Date.now();
    let refusedUntil = 0;
    for (const { counter, quota, key } of counted) {
      const { hits, resetAt } = counter.hit(key, now);
      if (hits > quota) refusedUntil = Math.max(refusedUntil, resetAt);
    }
    takeBackUnlessBooked(res, counted);
    if (refusedUntil > 0) throw tooMany(refusedUntil, now);
  };
}

/** The addresses a booking's messages go to, as the notifier picks them (guestContact): its e-mail and its phone, when the guest wants them. */
function guestAddressesOf(details: ReservationDetails): string[] {
  const addresses: string[] = [];
  if (details.notify_email && details.guest_email) addresses.push(`email:${details.guest_email.toLowerCase()}`);
  if (details.notify_whatsapp && details.guest_phone) addresses.push(`phone:${details.guest_phone}`);
  return addresses;
}

/** Takes the hits back when the response is an error (a full slot, this very refusal) or never ends. */
function takeBackUnlessBooked(res: ServerResponse, counted: { counter: HitCounter; key: string }[]): void {
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    if (!res.writableFinished || res.statusCode >= 400) for (const { counter, key } of counted) counter.unhit(key);
  };
  res.once("finish", settle);
  res.once("close", settle);
}
