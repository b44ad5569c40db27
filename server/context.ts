import type { Logger } from "pino";
import type { ServerConfig } from "./config.ts";
import type { Clock } from "./clock.ts";
import type { Db } from "./db/connection.ts";
import { ApiKeyRepository } from "./keys/repository.ts";
import { RestaurantRepository } from "./restaurants/repository.ts";

/** What every part of the server is built from: one per process (or per test). */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Keys PIN HMACs and sealed values (security/secret.ts). */
  secret: string;
  clock: Clock;
  logger: Logger;
  restaurants: RestaurantRepository;
  keys: ApiKeyRepository;
}

export function createContext(input: Pick<AppContext, "db" | "config" | "secret" | "clock" | "logger">): AppContext {
  return { ...input, restaurants: new RestaurantRepository(input.db), keys: new ApiKeyRepository(input.db) };
}
