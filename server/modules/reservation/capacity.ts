import { fail, ok, type Result } from "../../../core/errors.ts";
import type { Space } from "../../../core/keys/space.ts";
import type { ReservationDetails } from "../../../core/reservation/schemas.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import type { ReservationRepository } from "./reservation-repository.ts";

/**
 * docs/api.md §5.7: with a `limit` (core's `coverLimitOf`: the stay's service's, else the restaurant's), the guests of every still-occupying reservation whose
 * stay overlaps this one, in its own space,, plus this party, must fit. Call it inside the write transaction that then
 * inserts or updates, so two racing bookings cannot both take the last table. `excludeId` leaves
 * out the reservation being changed (its old stay does not compete with its new one).
 */
export async function checkCapacity(
  reservations: ReservationRepository,
  restaurant: Pick<Restaurant, "id">,
  space: Space,
  limit: number | null,
  stay: Pick<ReservationDetails, "starts_at" | "ends_at" | "party_size">,
  excludeId: number | null = null,
): Promise<Result<void>> {
  if (limit === null) return ok(undefined);
  const taken = await reservations.coversOverlapping(restaurant.id, space, stay.starts_at, stay.ends_at, excludeId);
  if (taken + stay.party_size > limit) return fail("slot_full", "starts_at");
  return ok(undefined);
}
