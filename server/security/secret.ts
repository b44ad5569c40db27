import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The server secret that keys PIN HMACs and idempotency encryption: COUVERT_SECRET when set,
 * else a random one kept in `couvert.secret` beside the database (created on first start, 0600).
 * Losing it makes every stored PIN unusable, so it is never regenerated over an existing file.
 */
export function loadSecret(explicit: string | undefined, databasePath: string): string {
  if (explicit) return explicit;
  const file = path.join(path.dirname(databasePath), "couvert.secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
