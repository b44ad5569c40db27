import { DateTime } from "luxon";
import { ERROR_MESSAGES, type DomainError } from "../../../core/errors.ts";
import { OWNER_TRANSITIONS, canOwnerMove, isEndStatus, type ReservationStatus } from "../../../core/reservation/status.ts";
import { revalidateChanges } from "../../../core/reservation/validate.ts";
import { toUtcIso, type LocalDate } from "../../../core/time.ts";
import type { AppContext } from "../../context.ts";
import { writeTransaction } from "../../db/connection.ts";
import { bookingRulesOf, type Restaurant } from "../../restaurants/settings.ts";
import { checkCapacity } from "./capacity.ts";
import { toOwnerView, type OwnerView } from "./guest-view.ts";
import { detailsOf, ReservationRepository } from "./repository.ts";

/** An owner action's outcome: the reservation afterwards, or why nothing was done. */
export type OwnerResult<T> = { ok: true; value: T } | { ok: false; message: string };

const refused = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * The owner's side (CONTRACT §10): listing, status moves and change-request decisions. Each action
 * reads and writes inside one BEGIN IMMEDIATE transaction, so it decides on the reservation as it
 * is, even while guests use the API at the same moment.
 */
export class ReservationOwnerService {
  private readonly reservations: ReservationRepository;

  constructor(private readonly ctx: AppContext) {
    this.reservations = new ReservationRepository(ctx.db);
  }

  /** `date` is a local date in the restaurant's zone: reservations starting on it. */
  list(restaurant: Restaurant, filter: { status?: ReservationStatus | null; date?: LocalDate | null } = {}): OwnerView[] {
    const range = filter.date ? localDayRange(filter.date, restaurant.timezone) : null;
    return this.reservations
      .list(restaurant.id, { status: filter.status ?? null, from: range?.from ?? null, to: range?.to ?? null })
      .map((r) => toOwnerView(r, this.reservations.findChangeRequest(r.id)));
  }

  show(restaurant: Restaurant, number: number): OwnerResult<OwnerView> {
    const reservation = this.reservations.findByNumber(restaurant.id, number);
    if (!reservation) return refused(noSuchReservation(restaurant, number));
    return { ok: true, value: toOwnerView(reservation, this.reservations.findChangeRequest(reservation.id)) };
  }

  /** Only the moves of CONTRACT §6 (`canOwnerMove`); a move to an end state declines an open change request. */
  setStatus(restaurant: Restaurant, number: number, status: ReservationStatus): OwnerResult<OwnerView> {
    return writeTransaction(this.ctx.db, () => {
      const reservation = this.reservations.findByNumber(restaurant.id, number);
      if (!reservation) return refused(noSuchReservation(restaurant, number));
      if (!canOwnerMove(reservation.status, status)) {
        const allowed = OWNER_TRANSITIONS[reservation.status];
        return refused(
          `Reservation ${number} is ${reservation.status} and cannot move to ${status}; ` +
            (allowed.length ? `from ${reservation.status} it can move to ${allowed.join(", ")}.` : `${reservation.status} is final.`),
        );
      }
      const at = toUtcIso(this.ctx.clock.now());
      this.reservations.updateStatus(reservation.id, status, at);
      // An end state leaves nothing to approve: its open change request is closed with it.
      if (isEndStatus(status)) this.reservations.decideChangeRequest(reservation.id, "declined", at);
      return this.show(restaurant, number);
    });
  }

  /**
   * Applies an open change request after checking the stored changes against the rules and the
   * capacity as they are NOW (hours or bookings may have changed since the guest asked). Either
   * everything happens — changes applied, request approved — or nothing does.
   */
  approve(restaurant: Restaurant, number: number): OwnerResult<OwnerView> {
    const now = this.ctx.clock.now();
    return writeTransaction(this.ctx.db, () => {
      const found = this.openRequest(restaurant, number);
      if (!found.ok) return found;
      const { reservation, changes } = found.value;
      if (isEndStatus(reservation.status)) {
        return refused(`Reservation ${number} is ${reservation.status}; its change request can only be declined.`);
      }
      const validated = revalidateChanges(detailsOf(reservation), changes, bookingRulesOf(restaurant), now);
      if (!validated.ok) return refused(cannotApprove(number, validated.error));
      if (validated.value.timeChanged) {
        const capacity = checkCapacity(this.reservations, restaurant, validated.value.merged, reservation.id);
        if (!capacity.ok) return refused(cannotApprove(number, capacity.error));
      }
      const at = toUtcIso(now);
      this.reservations.updateDetails(reservation.id, validated.value.merged, at);
      this.reservations.decideChangeRequest(reservation.id, "approved", at);
      return this.show(restaurant, number);
    });
  }

  decline(restaurant: Restaurant, number: number): OwnerResult<OwnerView> {
    return writeTransaction(this.ctx.db, () => {
      const found = this.openRequest(restaurant, number);
      if (!found.ok) return found;
      this.reservations.decideChangeRequest(found.value.reservation.id, "declined", toUtcIso(this.ctx.clock.now()));
      return this.show(restaurant, number);
    });
  }

  private openRequest(restaurant: Restaurant, number: number) {
    const reservation = this.reservations.findByNumber(restaurant.id, number);
    if (!reservation) return refused(noSuchReservation(restaurant, number));
    const request = this.reservations.findChangeRequest(reservation.id);
    if (!request || request.status !== "open") {
      return refused(`Reservation ${number} has no open change request${request ? ` (the last one was ${request.status})` : ""}.`);
    }
    return { ok: true as const, value: { reservation, changes: request.changes } };
  }
}

/** `[start of date, start of next date)` in `zone`, as stored UTC timestamps. */
export function localDayRange(date: LocalDate, zone: string): { from: string; to: string } {
  const start = DateTime.fromISO(date, { zone }).startOf("day");
  if (!start.isValid) throw new RangeError(`Not a date: ${date}`);
  return { from: toUtcIso(start), to: toUtcIso(start.plus({ days: 1 })) };
}

const noSuchReservation = (restaurant: Restaurant, number: number) => `${restaurant.slug} has no reservation ${number}.`;

const cannotApprove = (number: number, error: DomainError) =>
  `Cannot approve the change request of reservation ${number}: ${error.code} (${error.message ?? ERROR_MESSAGES[error.code]}). Nothing was changed.`;
