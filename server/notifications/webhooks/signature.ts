import { createHmac, timingSafeEqual } from "node:crypto";
import { randomBase62 } from "../../security/base62.ts";

/** The header every webhook carries (README "Webhooks"). */
export const SIGNATURE_HEADER = "Couvert-Signature";

/** Receivers refuse a signature older than this, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A restaurant's signing secret: `whsec_` + 32 random base62 characters, shown once. */
export const generateSigningSecret = (): string => `whsec_${randomBase62(32)}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as the best-known payment APIs sign. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/**
 * What a receiver does (and the README shows): recompute the HMAC over the raw body, compare in
 * constant time, refuse a timestamp further than the tolerance from now.
 */
export function verifySignature(secret: string, body: string, header: string, now: Date): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, t, body), "hex");
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const hmac = (secret: string, t: number, body: string): string => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
