import { createHmac } from "node:crypto";

/**
 * How a client's IP address is stored (the PIN lockouts): an HMAC under the server secret, so
 * the table can still count one client's failures without holding its address. Personal data
 * kept only to count is kept as something that can only be counted.
 */
export const clientTag = (secret: string, client: string): string =>
  createHmac("sha256", secret).update(`client:${client}`).digest("base64url").slice(0, 22);
