import { guestsContract } from "./guests.ts";
import { OWNER_API } from "./index.ts";

/**
 * Every route of the owner API: OWNER_API and the routes of the console's lazily loaded screens,
 * whose contracts stay out of its first chunk (vite.console.config.ts's budget). The server's
 * OpenAPI document and its tests read this one.
 */
export const ALL_OWNER_API = { ...OWNER_API, ...guestsContract };
