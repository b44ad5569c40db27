import { reservationContract } from "./reservations.ts";
import { restaurantContract } from "./restaurant.ts";
import { sessionContract } from "./session.ts";
import { tablesContract } from "./tables.ts";

export * from "./route.ts";

/** Every route of the owner API (docs/api.md §16), by name: the one contract of server, console and OpenAPI document. */
export const OWNER_API = { ...sessionContract, ...reservationContract, ...restaurantContract, ...tablesContract };
