import { hash } from "node:crypto";
import { crc32 } from "node:zlib";
import { TEST_KEY_PREFIX } from "../../core/keys/space.ts";
import { BASE62_PATTERN, randomBase62, toBase62 } from "./base62.ts";

/**
 * docs/api.md §2: `ck_` (a test key: `ck_test_`, §2.5) + 32 random base62 characters + a
 * 6-character base62 CRC32 of those 32.
 * The checksum lets a typo or a scanner's false hit be refused without touching the database,
 * and the fixed shape lets secret scanners recognise a leaked key.
 */
const KEY_PATTERN = new RegExp(`^ck_(?:test_)?(${BASE62_PATTERN}{32})(${BASE62_PATTERN}{6})$`);

export function generateApiKey(options: { test?: boolean } = {}): string {
  const body = randomBase62(32);
  return `${options.test ? TEST_KEY_PREFIX : "ck_"}${body}${checksum(body)}`;
}

/** The well-formed key with these 32 base62 characters: for a key derived rather than drawn (the demo pages'). */
export function apiKeyWithBody(body: string): string {
  if (!new RegExp(`^${BASE62_PATTERN}{32}$`).test(body)) throw new Error("A key body is 32 base62 characters");
  return `ck_${body}${checksum(body)}`;
}

export function isWellFormedApiKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && checksum(match[1]!) === match[2];
}

/** What is stored and looked up: never the key itself. */
export const hashApiKey = (key: string): string => hash("sha256", key, "hex");

/** What listings show: enough to tell keys apart, too little to use (`ck_sArv…`, `ck_test_sArv…`). */
export const displayPrefix = (key: string): string => `${key.slice(0, key.startsWith(TEST_KEY_PREFIX) ? 12 : 7)}…`;

const checksum = (body: string): string => toBase62(crc32(body), 6);
