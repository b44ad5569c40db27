import * as z from "zod/mini";
import { BOOKING_RULE_CODES } from "../../errors.ts";
import { ChangeFieldsSchema } from "../../reservation/schemas.ts";
import { OwnerBookingOverridesSchema } from "../requests.ts";
import { OwnerReservationAnswerSchema } from "../views.ts";
import { ownerRoute } from "./route.ts";

/**
 * POST …/reservations/:number/edit: the fields that change (each may be left out; one sent is not
 * null), checked by a guest's change rules, and the rules the owner knowingly overrules after a
 * warning, as when booking for a guest.
 */
export const OwnerEditBodySchema = z.object({
  ...ChangeFieldsSchema.shape,
  overrides: z.optional(z.nullable(OwnerBookingOverridesSchema)),
});

/**
 * The owner's change of a booking (docs/api.md §16.6): kept out of OWNER_API, as the Privacy
 * screen's contract is, so its schemas load with the edit form's chunk, not the console's first load.
 */
export const reservationEditContract = {
  edit: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/edit",
    name: "editReservation",
    summary: "Changes time, party size, contact or notes of an upcoming booking; the guest is told",
    area: "reservations",
    body: OwnerEditBodySchema,
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found", "not_editable", ...BOOKING_RULE_CODES, "stay_over", "party_size_outside_limits"],
  }),
};
