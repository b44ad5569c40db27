import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Account passwords (docs/api.md §16.1), hashed with scrypt, memory-hard, from node itself. The
 * parameters are one line of OWASP's Password Storage Cheat Sheet (N=2^16, r=8, p=2: 64 MiB and
 * about 0.4 s on a small server), and are stored with each hash, so raising them later re-hashes
 * each password at its owner's next sign-in instead of locking anyone out.
 *
 * Stored form: `scrypt$N$r$p$<salt base64url>$<hash base64url>`.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 16, r: 8, p: 2 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * scrypt's work factors. The server always uses PASSWORD_COST; only the in-process test servers
 * (server/testing/test-server.ts) hand `createContext` a cheaper one, so that a test signing in
 * does not spend most of its time in scrypt.
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export interface PasswordCheck {
  matches: boolean;
  /** Hashed with older parameters: store a new hash now that the password is known. */
  needsRehash: boolean;
}

/** `cost` is what hashPassword uses now: a hash made with anything else needs a re-hash. */
export async function checkPassword(password: string, stored: string, cost: PasswordCost = PASSWORD_COST): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) throw new Error("Not a password hash this server knows");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return {
    matches: actual.length === expected.length && timingSafeEqual(actual, expected),
    needsRehash: params.N !== cost.N || params.r !== cost.r || params.p !== cost.p,
  };
}

/**
 * Spends the time a real check would, for an address with no account or no password yet, so the
 * answer's timing does not tell which addresses have accounts.
 */
export async function checkNoPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<PasswordCheck> {
  await derive(password, DUMMY_SALT, cost);
  return { matches: false, needsRehash: false };
}
const DUMMY_SALT = randomBytes(SALT_BYTES);

function derive(password: string, salt: Buffer, params: PasswordCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses above 32 MiB unless told the limit.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}
