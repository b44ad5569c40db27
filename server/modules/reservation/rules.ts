import { fail, ok, type Result } from "../../../core/errors.ts";
import type { Repositories } from "../../store.ts";
import { seatFor } from "../../tables/seating.ts";
import { isEndStatus, type ReservationStatus } from "../../../core/reservation/status.ts";
import type { NotifyChannel } from "../../../core/reservation/channels.ts";
import { validateChange, type ValidatedChange } from "../../../core/reservation/validate.ts";
import { bookingRulesOf, coverLimitFor, type Restaurant } from "../../restaurants/settings.ts";
import { checkCapacity } from "./capacity.ts";
import { guestPhoneReader } from "./guest-phone.ts";
import { detailsOf, type ReservationRecord, type ReservationRepository } from "./reservation-repository.ts";

/** A change that passed, and in tables mode the tables its new stay gets (null: they stay as they are). */
export type CheckedChange = ValidatedChange & { tableIds: string[] | null };

/**
 * A change to a stored reservation, checked as a whole: core's rules (docs/api.md §6), then capacity
 * when time or party size change: in tables mode a table for the new stay (its own when it still
 * fits and is free, the best free fit otherwise; a locked one or nothing). The guest's change and
 * the owner's approval both go through here, inside their write transaction; the caller stores
 * `tableIds` with the change (`applyChange`).
 */
export async function checkChange(
  tx: Repositories,
  restaurant: Restaurant,
  current: ReservationRecord,
  body: unknown,
  now: Date,
  /** The channels a guest may newly ask for (the notifier's); absent: every one (an owner's approval). */
  notifyChannels?: readonly NotifyChannel[],
): Promise<Result<CheckedChange>> {
  const rules = { ...bookingRulesOf(restaurant), notifyChannels };
  const validated = validateChange(body, detailsOf(current), rules, now, guestPhoneReader(restaurant.country));
  if (!validated.ok) return validated;
  if (!validated.value.timeChanged) return ok({ ...validated.value, tableIds: null });
  if (restaurant.capacityMode === "tables") {
    const { merged } = validated.value;
    const tableIds = await seatFor(tx, restaurant, {
      partySize: merged.party_size,
      startsAt: merged.starts_at,
      endsAt: merged.ends_at,
      online: current.source === "online",
      space: current.space,
      excludeId: current.id,
      keep: { tableIds: current.tableIds, locked: current.tableLocked },
    });
    return tableIds ? ok({ ...validated.value, tableIds }) : fail("slot_full", "starts_at");
  }
  const capacity = await checkCapacity(
    tx.reservations,
    restaurant,
    current.space,
    coverLimitFor(restaurant, validated.value.merged.starts_at),
    validated.value.merged,
    current.id,
  );
  return capacity.ok ? ok({ ...validated.value, tableIds: null }) : capacity;
}

/** Stores a checked change: its details and, when re-seated, its tables (keeping the lock). */
export async function applyChange(tx: Repositories, current: ReservationRecord, change: CheckedChange, at: string): Promise<void> {
  await tx.reservations.updateDetails(current.id, change.merged, at);
  if (change.tableIds) await tx.reservations.setTables(current.id, change.tableIds, current.tableLocked, at);
}

/**
 * Moves a reservation to `status`. An end state leaves nothing to decide, so an open change
 * request is declined with it (the guest's cancel and the owner's moves alike).
 */
export async function moveToStatus(reservations: ReservationRepository, id: number, status: ReservationStatus, at: string): Promise<void> {
  await reservations.updateStatus(id, status, at);
  if (isEndStatus(status)) await reservations.decideChangeRequest(id, "declined", at);
}
