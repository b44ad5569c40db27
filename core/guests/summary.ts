import * as z from "zod/mini";
import { ALLERGY_TAGS } from "./allergens.ts";

/**
 * The short profile summary on every owner view of a booking (console card, command line `--json`,
 * webhooks, CSV): history over the guest's other bookings, allergy tags and VIP. Null without a
 * profile (a test booking, a walk-in without contact).
 */
export const GuestSummarySchema = z.object({
  profileId: z.int(),
  /** Completed visits other than this booking: an upcoming booking is visit `visits + 1`. */
  visits: z.int(),
  noShows: z.int(),
  lateCancellations: z.int(),
  vip: z.boolean(),
  /** Allergy tags: the owner's, and the ones the guest's booking notes name. */
  allergies: z.array(z.enum(ALLERGY_TAGS)),
  /** The guest's latest note on another booking: staff see it on every later one. */
  note: z.nullable(z.string()),
});
export type GuestSummary = z.infer<typeof GuestSummarySchema>;
