import {
  GuestAnswerSchema,
  GuestEditBodySchema,
  GuestListQuerySchema,
  GuestListSchema,
  GuestMergeBodySchema,
} from "../../guests/schemas.ts";
import { ownerRoute } from "./route.ts";

/** Guest profiles (issue 29, docs/api.md §16.12): owners and staff alike (staff need allergies at the door). */
export const guestsContract = {
  guests: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/guests",
    name: "listGuests",
    summary: "The restaurant's guests, latest first, or those whose name, e-mail or phone matches q",
    area: "reservations",
    query: GuestListQuerySchema,
    answer: GuestListSchema,
  }),
  guest: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/guests/:id",
    name: "getGuest",
    summary: "One guest's profile with their bookings",
    area: "reservations",
    answer: GuestAnswerSchema,
    errors: ["not_found"],
  }),
  editGuest: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/guests/:id",
    name: "editGuest",
    summary: "Replaces a guest's tags and/or the owner's notes",
    area: "reservations",
    body: GuestEditBodySchema,
    answer: GuestAnswerSchema,
    errors: ["not_found"],
  }),
  mergeGuests: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/guests/:id/merge",
    name: "mergeGuests",
    summary: "Merges profile `from` into this one (bookings, contacts, tags, notes) in one transaction",
    area: "reservations",
    body: GuestMergeBodySchema,
    answer: GuestAnswerSchema,
    errors: ["not_found"],
  }),
};
