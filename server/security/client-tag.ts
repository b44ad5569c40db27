import { createHmac } from "node:crypto";

/**
 * Personal data kept only to count something is kept as something that can only be counted: an
 * HMAC under the server secret of `kind:value`, so the same value of two kinds never shares a tag.
 */
export const pseudonymTag = (secret: string, kind: string, value: string): string =>
  createHmac("sha256", secret).update(`${kind}:${value}`).digest("base64url").slice(0, 22);

/** How a client's IP address is stored (PIN and sign-in lockouts, shared rate limits). */
export const clientTag = (secret: string, client: string): string => pseudonymTag(secret, "client", client);
