import type { Logger } from "pino";
import { systemClock, type Clock } from "./clock.ts";
import type { ServerConfig } from "./config.ts";
import { createContext, type AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import { loadSecret } from "./security/secret.ts";

/** Opens the database and builds the context the app and the command line share. */
export async function bootstrap(config: ServerConfig, overrides: { clock?: Clock; logger?: Logger } = {}): Promise<AppContext> {
  const secret = loadSecret(config.secret, config.secretFile);
  const db = await openDatabase(config.database);
  return createContext({
    db,
    config,
    secret,
    clock: overrides.clock ?? systemClock,
    logger: overrides.logger ?? createLogger(config.logLevel),
  });
}
