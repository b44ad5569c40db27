import { createHmac, createSecretKey, randomInt, timingSafeEqual, type KeyObject } from "node:crypto";
import { PIN_ALPHABET, PIN_LENGTH } from "../../core/limits.ts";
import { normalizePin } from "../../core/reservation/pin.ts";

export function generatePin(): string {
  let pin = "";
  for (let i = 0; i < PIN_LENGTH; i += 1) pin += PIN_ALPHABET[randomInt(PIN_ALPHABET.length)];
  return pin;
}

/**
 * The only form in which a PIN is stored (docs/api.md §6). Bound to its reservation, so two
 * reservations with the same PIN do not share a stored value.
 */
export function hashPin(secret: string, restaurantId: string, reservationNumber: number, pin: string): string {
  return createHmac("sha256", hmacKeyOf(secret))
    .update(`${restaurantId}:${reservationNumber}:${normalizePin(pin)}`)
    .digest("hex");
}

/** Constant-time comparison of a guest's PIN against the stored HMAC. */
export function pinMatches(secret: string, restaurantId: string, reservationNumber: number, pin: string, storedHmac: string): boolean {
  const candidate = Buffer.from(hashPin(secret, restaurantId, reservationNumber, pin), "hex");
  const stored = Buffer.from(storedHmac, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** The secret as a key object, made once: `createHmac` with a string key prepares a new key on every call. */
let hmacKey: { secret: string; key: KeyObject } | null = null;

function hmacKeyOf(secret: string): KeyObject {
  if (hmacKey?.secret !== secret) hmacKey = { secret, key: createSecretKey(Buffer.from(secret, "utf8")) };
  return hmacKey.key;
}
