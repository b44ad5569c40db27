import { DateTime } from "luxon";
import { ERROR_MESSAGES, type DomainError } from "../../../core/errors.ts";
import { OWNER_TRANSITIONS, canOwnerMove, isEndStatus, type ReservationStatus } from "../../../core/reservation/status.ts";
import type { ReservationChanges } from "../../../core/reservation/schemas.ts";
import { toUtcIso, type LocalDate } from "../../../core/time.ts";
import type { AppContext } from "../../context.ts";
import { writeTransaction } from "../../db/connection.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { toOwnerView, type OwnerView } from "./guest-view.ts";
import { ReservationRepository, type ReservationRecord } from "./repository.ts";
import { checkChange, moveToStatus } from "./rules.ts";

/**
 * The owner's side (CONTRACT §10): listing, status moves and change-request decisions. Each action
 * reads and writes inside one BEGIN IMMEDIATE transaction, so it decides on the reservation as it
 * is, even while guests use the API at the same moment. An action that cannot be done throws the
 * server's one error type, ApiError, with the contract's code and a sentence for the owner (the
 * command line prints it); nothing is written then.
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

  show(restaurant: Restaurant, number: number): OwnerView {
    const reservation = this.find(restaurant, number);
    return toOwnerView(reservation, this.reservations.findChangeRequest(reservation.id));
  }

  /** Only the moves of CONTRACT §6 (`canOwnerMove`); a move to an end state declines an open change request. */
  setStatus(restaurant: Restaurant, number: number, status: ReservationStatus): OwnerView {
    return writeTransaction(this.ctx.db, () => {
      const reservation = this.find(restaurant, number);
      if (!canOwnerMove(reservation.status, status)) {
        const allowed = OWNER_TRANSITIONS[reservation.status];
        throw new ApiError(allowed.length ? "invalid_request" : "not_editable", {
          field: allowed.length ? "status" : undefined,
          message:
            `Reservation ${number} is ${reservation.status} and cannot move to ${status}; ` +
            (allowed.length ? `from ${reservation.status} it can move to ${allowed.join(", ")}.` : `${reservation.status} is final.`),
        });
      }
      moveToStatus(this.reservations, reservation.id, status, toUtcIso(this.ctx.clock.now()));
      return this.show(restaurant, number);
    });
  }

  /**
   * Applies an open change request after checking the stored changes against the rules and the
   * capacity as they are NOW (hours or bookings may have changed since the guest asked). Either
   * everything happens — changes applied, request approved — or nothing does.
   */
  approve(restaurant: Restaurant, number: number): OwnerView {
    const now = this.ctx.clock.now();
    return writeTransaction(this.ctx.db, () => {
      const { reservation, changes } = this.openRequest(restaurant, number);
      if (isEndStatus(reservation.status)) {
        // Closed with the reservation since; only a database from before that keeps one open.
        throw new ApiError("not_editable", { message: `Reservation ${number} is ${reservation.status}; its change request can only be declined.` });
      }
      // As if the guest sent the stored changes now: today's rules and capacity decide.
      const validated = checkChange(this.reservations, restaurant, reservation, { ...changes, terms_accepted: true }, now);
      if (!validated.ok) throw cannotApprove(number, validated.error);
      const at = toUtcIso(now);
      this.reservations.updateDetails(reservation.id, validated.value.merged, at);
      this.reservations.decideChangeRequest(reservation.id, "approved", at);
      return this.show(restaurant, number);
    });
  }

  decline(restaurant: Restaurant, number: number): OwnerView {
    return writeTransaction(this.ctx.db, () => {
      const { reservation } = this.openRequest(restaurant, number);
      this.reservations.decideChangeRequest(reservation.id, "declined", toUtcIso(this.ctx.clock.now()));
      return this.show(restaurant, number);
    });
  }

  private find(restaurant: Restaurant, number: number): ReservationRecord {
    const reservation = this.reservations.findByNumber(restaurant.id, number);
    if (!reservation) throw new ApiError("not_found", { message: `${restaurant.slug} has no reservation ${number}.` });
    return reservation;
  }

  private openRequest(restaurant: Restaurant, number: number): { reservation: ReservationRecord; changes: ReservationChanges } {
    const reservation = this.find(restaurant, number);
    const request = this.reservations.findChangeRequest(reservation.id);
    if (!request || request.status !== "open") {
      throw new ApiError("not_found", {
        message: `Reservation ${number} has no open change request${request ? ` (the last one was ${request.status})` : ""}.`,
      });
    }
    return { reservation, changes: request.changes };
  }
}

/** `[start of date, start of next date)` in `zone`, as stored UTC timestamps. */
export function localDayRange(date: LocalDate, zone: string): { from: string; to: string } {
  const start = DateTime.fromISO(date, { zone }).startOf("day");
  if (!start.isValid) throw new RangeError(`Not a date: ${date}`);
  return { from: toUtcIso(start), to: toUtcIso(start.plus({ days: 1 })) };
}

/** The rule the request now breaks, with its own code, in a sentence that says what happened. */
const cannotApprove = (number: number, error: DomainError) =>
  new ApiError(error.code, {
    field: error.field,
    message: `Cannot approve the change request of reservation ${number}: ${error.code} (${error.message ?? ERROR_MESSAGES[error.code]}). Nothing was changed.`,
  });
