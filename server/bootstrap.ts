import type { Logger } from "pino";
import { systemClock, type Clock } from "./clock.ts";
import type { ServerConfig } from "./config.ts";
import { createContext, type AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import type { PasswordCost } from "./security/passwords.ts";
import { loadSecret } from "./security/secret.ts";

/**
 * Opens the database and builds the context the app and the command line share. `createSecret`:
 * whether a missing secret file may be made; the command line makes one only beside an SQLite
 * file, its canonical place, never a stray one in whatever folder it runs from on PostgreSQL.
 */
export async function bootstrap(
  config: ServerConfig,
  overrides: {
    clock?: Clock;
    logger?: Logger;
    createSecret?: boolean;
    /** Only the end-to-end tests' server passes this (security/passwords.ts); every real server hashes at PASSWORD_COST. */
    passwordCost?: PasswordCost;
  } = {},
): Promise<AppContext> {
  const secret = loadSecret(config.secret, config.secretFile, { create: overrides.createSecret ?? true });
  const db = await openDatabase(config.database);
  return createContext({
    db,
    config,
    secret,
    clock: overrides.clock ?? systemClock,
    logger: overrides.logger ?? createLogger(config.logLevel),
    passwordCost: overrides.passwordCost,
  });
}
