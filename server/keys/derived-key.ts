import { createHmac } from "node:crypto";
import { apiKeyWithBody } from "../security/api-keys.ts";

const BASE62_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A clear API key derived from the server secret, a purpose and the key's id. Keys are stored only
 * as hashes, so a page the server itself serves with a key (the demo pages, the hosted booking
 * pages) derives it again on every start instead of keeping it.
 */
export function derivedApiKey(secret: string, purpose: string, keyId: string): string {
  const bytes = createHmac("sha256", secret).update(`${purpose}:${keyId}`).digest();
  return apiKeyWithBody(Array.from(bytes, (byte) => BASE62_DIGITS[byte % 62]).join(""));
}
