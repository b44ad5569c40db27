import type { Result } from "../../../core/errors.ts";
import { isEndStatus, type ReservationStatus } from "../../../core/reservation/status.ts";
import { validateChange, type ValidatedChange } from "../../../core/reservation/validate.ts";
import { bookingRulesOf, coverLimitFor, type Restaurant } from "../../restaurants/settings.ts";
import { checkCapacity } from "./capacity.ts";
import { guestPhoneReader } from "./guest-phone.ts";
import { detailsOf, type ReservationRecord, type ReservationRepository } from "./reservation-repository.ts";

/**
 * A change to a stored reservation, checked as a whole: core's rules (docs/api.md §6), then capacity
 * when time or party size change. The guest's change and the owner's approval both go through
 * here, inside their write transaction.
 */
export async function checkChange(
  reservations: ReservationRepository,
  restaurant: Restaurant,
  current: ReservationRecord,
  body: unknown,
  now: Date,
): Promise<Result<ValidatedChange>> {
  const validated = validateChange(body, detailsOf(current), bookingRulesOf(restaurant), now, guestPhoneReader(restaurant.country));
  if (!validated.ok || !validated.value.timeChanged) return validated;
  const capacity = await checkCapacity(
    reservations,
    restaurant,
    current.space,
    coverLimitFor(restaurant, validated.value.merged.starts_at),
    validated.value.merged,
    current.id,
  );
  return capacity.ok ? validated : capacity;
}

/**
 * Moves a reservation to `status`. An end state leaves nothing to decide, so an open change
 * request is declined with it (the guest's cancel and the owner's moves alike).
 */
export async function moveToStatus(reservations: ReservationRepository, id: number, status: ReservationStatus, at: string): Promise<void> {
  await reservations.updateStatus(id, status, at);
  if (isEndStatus(status)) await reservations.decideChangeRequest(id, "declined", at);
}
