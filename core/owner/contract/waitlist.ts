import * as z from "zod/mini";
import { IsoInstantSchema } from "../../primitives.ts";
import { OwnerWaitlistSchema } from "../../waitlist/schemas.ts";
import { DayQuerySchema } from "../requests.ts";
import { ownerRoute } from "./route.ts";

/** The waitlist of a day (issue 30, docs/api.md §16.11): the guests in order, an offer by hand, removal. */
export const waitlistContract = {
  waitlist: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/waitlist",
    name: "getWaitlist",
    summary: "The guests waiting for one local date, in the order they joined, with any open offer",
    area: "reservations",
    query: DayQuerySchema,
    answer: OwnerWaitlistSchema,
  }),
  offerWaitlist: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/waitlist/:id/offer",
    name: "offerWaitlist",
    summary: "Offers one waiting guest a free start of their date by hand (a claim link by e-mail); any open offer of theirs ends",
    area: "reservations",
    body: z.object({ starts_at: IsoInstantSchema }),
    answer: OwnerWaitlistSchema,
    errors: ["slot_full", "not_editable", "not_found"],
  }),
  removeWaitlist: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/waitlist/:id/remove",
    name: "removeWaitlist",
    summary: "Takes a guest off the waitlist; an open offer of theirs goes to the next guest",
    area: "reservations",
    answer: OwnerWaitlistSchema,
    errors: ["not_found"],
  }),
};
