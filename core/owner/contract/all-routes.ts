import { guestsContract } from "./guests.ts";
import { OWNER_API } from "./index.ts";
import { privacyContract } from "./privacy.ts";
import { reservationEditContract } from "./reservation-edit.ts";

/**
 * Every route of the owner API: OWNER_API, which the console's first load parses with, and the
 * contracts of screens loaded as chunks of their own (the Privacy screen imports its contract
 * directly, as the Guests screen does), kept out of OWNER_API so their schemas do not weigh on the console's first load
 * (zod's schema calls stay in a bundle once their module is imported). What the server documents
 * and tests conformance against.
 */
export const OWNER_ROUTES = { ...OWNER_API, ...privacyContract, ...guestsContract, ...reservationEditContract };
