import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomFillSync, type KeyObject } from "node:crypto";

const IV_BYTES = 12;
/** Random bytes drawn 4 KiB at a time, each IV taken from them once: one draw serves 341 seals (a booking makes two to six). */
const ivPool = Buffer.alloc(IV_BYTES * 341);
let ivPoolUsed = ivPool.length;

/** A fresh random IV. Valid until the next call only: `seal` uses it and encodes it before it returns. */
function nextIv(): Buffer {
  if (ivPoolUsed + IV_BYTES > ivPool.length) {
    randomFillSync(ivPool);
    ivPoolUsed = 0;
  }
  ivPoolUsed += IV_BYTES;
  return ivPool.subarray(ivPoolUsed - IV_BYTES, ivPoolUsed);
}

/**
 * AES-256-GCM under a key derived from the server secret and a context string, for data that must
 * be kept but not in clear (an idempotent booking's first response, which holds the PIN).
 */
export function seal(secret: string, context: string, plaintext: string): string {
  const iv = nextIv();
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret, context), iv);
  const body = cipher.update(plaintext, "utf8");
  // GCM is a stream mode: `final` adds no bytes, it only computes the tag.
  cipher.final();
  return `${iv.toString("base64")}.${cipher.getAuthTag().toString("base64")}.${body.toString("base64")}`;
}

export function open(secret: string, context: string, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64"));
  if (!iv || !tag || !body) throw new Error("Malformed sealed value");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret, context), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/**
 * Derived keys kept, by secret then context: the outbox seals every message under one context. Kept
 * as KeyObjects: a cipher made from raw bytes first tells them from a KeyObject, at a sixth of a
 * booking's sealing time.
 */
const derived = new Map<string, Map<string, KeyObject>>();
const DERIVED_KEPT = 64;

function deriveKey(secret: string, context: string): KeyObject {
  let bySecret = derived.get(secret);
  if (!bySecret) {
    if (derived.size >= DERIVED_KEPT) derived.clear();
    derived.set(secret, (bySecret = new Map()));
  }
  let key = bySecret.get(context);
  if (!key) {
    key = createSecretKey(createHmac("sha256", secret).update(`seal:${context}`).digest());
    // Idempotency contexts differ per key and are used once or twice: a small bound keeps the hot ones.
    if (bySecret.size >= DERIVED_KEPT) bySecret.clear();
    bySecret.set(context, key);
  }
  return key;
}
