import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Shorter secrets are refused, from the environment (config.ts) and from the file alike. */
export const SECRET_MIN_LENGTH = 32;

/**
 * The server secret that keys PIN HMACs and idempotency encryption: COUVERT_SECRET when set,
 * else a random one kept in `file` (`ServerConfig.secretFile`; created on first start, 0600).
 * Losing it makes every stored PIN unusable, so it is never regenerated over an existing file; a
 * file too short to be a secret (truncated, or written by hand) stops the start instead.
 */
export function loadSecret(explicit: string | undefined, file: string, options: { create: boolean } = { create: true }): string {
  if (explicit !== undefined) return checked(explicit, "COUVERT_SECRET");
  try {
    return checked(fs.readFileSync(file, "utf8").trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (!options.create) throw new Error(`COUVERT_SECRET is not set and ${file} does not exist; set COUVERT_SECRET to the servers' secret`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

function checked(secret: string, source: string): string {
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new Error(`the secret in ${source} has ${secret.length} characters; at least ${SECRET_MIN_LENGTH} are needed`);
  }
  return secret;
}
