import { CouvertError, ERROR_MESSAGES, type DomainError } from "../../../core/errors.ts";
import {
  OWNER_TRANSITIONS,
  canOwnerMove,
  undoneStatusOf,
  isEndStatus,
  ownerMoveDueFrom,
  type ReservationStatus,
} from "../../../core/reservation/status.ts";
import type { ReservationChanges } from "../../../core/reservation/schemas.ts";
import { DateTime, formatDateTime, toUtcIso, type LocalDate } from "../../../core/time.ts";
import type { Clock } from "../../clock.ts";
import { lockNames } from "../../db/transactions.ts";
import type { Repositories, Store } from "../../store.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { ownerViewOf, ownerViews, type OwnerView } from "./guest-view.ts";
import type { ReservationRecord, ReservationRepository } from "./reservation-repository.ts";
import { applyChange, checkChange, moveToStatus } from "./rules.ts";
import type { ReservationNotifier } from "../../notifications/reservation-notifier.ts";

/**
 * The owner's side (docs/api.md §10): listing, status moves and change-request decisions. Each action
 * reads and writes inside one transaction holding the restaurant's lock, so it decides on the
 * reservation as it is, even while guests use the API at the same moment. An action that cannot
 * be done throws CouvertError with the contract's code and a sentence for the owner (the command
 * line prints it); nothing is written then.
 */
export class ReservationOwnerService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly notifier: ReservationNotifier;

  constructor(store: Store, clock: Clock, notifier: ReservationNotifier) {
    this.store = store;
    this.clock = clock;
    this.notifier = notifier;
  }

  /** `date` is a local date in the restaurant's zone: reservations starting on it. */
  async list(restaurant: Restaurant, filter: { status?: ReservationStatus | null; date?: LocalDate | null } = {}): Promise<OwnerView[]> {
    const range = filter.date ? localDayRange(filter.date, restaurant.timezone) : null;
    const { reservations } = this.store.read;
    const found = await reservations.list(restaurant.id, {
      status: filter.status ?? null,
      from: range?.from ?? null,
      to: range?.to ?? null,
    });
    return ownerViews(this.store.read, found, restaurant.country);
  }

  /** The reservations waiting for a decision on a change request, the longest-waiting first. */
  async openRequests(restaurant: Restaurant): Promise<OwnerView[]> {
    const { reservations } = this.store.read;
    return ownerViews(this.store.read, await reservations.withOpenChangeRequest(restaurant.id), restaurant.country);
  }

  /**
   * The bookings waiting for the owner to confirm or reject them whose stay is not over, soonest
   * first. None has a change request: a guest's change of a pending booking applies at once.
   */
  async awaitingConfirmation(restaurant: Restaurant): Promise<OwnerView[]> {
    const found = await this.store.read.reservations.pendingNotOver(restaurant.id, this.clock.now());
    return ownerViews(this.store.read, found, restaurant.country);
  }

  show(restaurant: Restaurant, number: number): Promise<OwnerView> {
    return this.viewIn(this.store.read, restaurant, number);
  }

  /**
   * Only the moves of docs/api.md §6.3 (`canOwnerMove`), once due (`ownerMoveDueFrom`); a move to an
   * end state declines an open change request.
   */
  setStatus(restaurant: Restaurant, number: number, status: ReservationStatus): Promise<OwnerView> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const reservation = await find(tx.reservations, restaurant, number);
      if (!canOwnerMove(reservation.status, status)) {
        const allowed = OWNER_TRANSITIONS[reservation.status];
        throw new CouvertError(allowed.length ? "invalid_request" : "not_editable", {
          field: allowed.length ? "status" : undefined,
          message:
            `Reservation ${number} is ${reservation.status} and cannot move to ${status}; ` +
            (allowed.length ? `from ${reservation.status} it can move to ${allowed.join(", ")}.` : `${reservation.status} is final.`),
        });
      }
      const now = this.clock.now();
      const due = ownerMoveDueFrom(status, reservation.starts_at);
      if (due && now < due) {
        const local = formatDateTime(DateTime.fromISO(toUtcIso(due), { zone: restaurant.timezone }), "yyyy-MM-dd HH:mm");
        throw new CouvertError("too_early", { message: `Reservation ${number} can move to ${status} from ${local} on.` });
      }
      await moveToStatus(tx.reservations, reservation.id, status, toUtcIso(now));
      await this.notifier.announce(
        tx,
        restaurant,
        (await tx.reservations.findById(reservation.id))!,
        { type: "status_changed", status },
        now,
      );
      return this.viewIn(tx, restaurant, number);
    });
  }

  /**
   * Takes a status tap back (core OWNER_UNDOS, docs/api.md §6.3): `status` is the one the
   * reservation must still have, so an Undo pressed after another move is refused with
   * `not_editable` rather than undoing that one. The guest is told nothing; webhooks and the live
   * view hear of it as a status move.
   */
  undoStatus(restaurant: Restaurant, number: number, status: ReservationStatus): Promise<OwnerView> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const reservation = await find(tx.reservations, restaurant, number);
      const back = undoneStatusOf(status);
      if (reservation.status !== status || !back) {
        throw new CouvertError("not_editable", {
          message: back
            ? `Reservation ${number} is ${reservation.status}, not ${status}: there is no ${status} to take back.`
            : `A move to ${status} cannot be taken back; only seated, no_show and completed can.`,
        });
      }
      const now = this.clock.now();
      await tx.reservations.updateStatus(reservation.id, back, toUtcIso(now));
      const stored = (await tx.reservations.findById(reservation.id))!;
      await this.notifier.announce(tx, restaurant, stored, { type: "status_changed", status: back, undone: true }, now);
      return this.viewIn(tx, restaurant, number);
    });
  }

  /**
   * Applies an open change request after checking the stored changes against the rules and the
   * capacity as they are NOW (hours or bookings may have changed since the guest asked). Either
   * everything happens — changes applied, request approved — or nothing does.
   */
  approve(restaurant: Restaurant, number: number): Promise<OwnerView> {
    const now = this.clock.now();
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const { reservation, changes } = await openRequest(tx.reservations, restaurant, number);
      if (isEndStatus(reservation.status)) {
        // Closed with the reservation since; only a database from before that keeps one open.
        throw new CouvertError("not_editable", {
          message: `Reservation ${number} is ${reservation.status}; its change request can only be declined.`,
        });
      }
      // As if the guest sent the stored changes now: today's rules and capacity decide.
      const validated = await checkChange(tx, restaurant, reservation, { ...changes, terms_accepted: true }, now);
      if (!validated.ok) throw cannotApprove(number, validated.error);
      const at = toUtcIso(now);
      await applyChange(tx, reservation, validated.value, at);
      await tx.reservations.decideChangeRequest(reservation.id, "approved", at);
      await this.notifier.announce(
        tx,
        restaurant,
        (await tx.reservations.findById(reservation.id))!,
        { type: "change_approved", changes, previousStartsAt: reservation.starts_at },
        now,
      );
      return this.viewIn(tx, restaurant, number);
    });
  }

  decline(restaurant: Restaurant, number: number): Promise<OwnerView> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const { reservation, changes } = await openRequest(tx.reservations, restaurant, number);
      const now = this.clock.now();
      await tx.reservations.decideChangeRequest(reservation.id, "declined", toUtcIso(now));
      await this.notifier.announce(tx, restaurant, reservation, { type: "change_declined", changes }, now);
      return this.viewIn(tx, restaurant, number);
    });
  }

  private async viewIn(repositories: Repositories, restaurant: Restaurant, number: number): Promise<OwnerView> {
    return ownerViewOf(repositories, await find(repositories.reservations, restaurant, number), restaurant.country);
  }
}

async function find(reservations: ReservationRepository, restaurant: Restaurant, number: number): Promise<ReservationRecord> {
  const reservation = await reservations.findByNumber(restaurant.id, number);
  if (!reservation) throw new CouvertError("not_found", { message: `${restaurant.slug} has no reservation ${number}.` });
  return reservation;
}

async function openRequest(
  reservations: ReservationRepository,
  restaurant: Restaurant,
  number: number,
): Promise<{ reservation: ReservationRecord; changes: ReservationChanges }> {
  const reservation = await find(reservations, restaurant, number);
  const request = await reservations.findChangeRequest(reservation.id);
  if (!request || request.status !== "open") {
    throw new CouvertError("not_found", {
      message: `Reservation ${number} has no open change request${request ? ` (the last one was ${request.status})` : ""}.`,
    });
  }
  return { reservation, changes: request.changes };
}

/** `[start of date, start of next date)` in `zone`, as stored UTC timestamps. */
export function localDayRange(date: LocalDate, zone: string): { from: string; to: string } {
  const start = DateTime.fromISO(date, { zone }).startOf("day");
  if (!start.isValid) throw new RangeError(`Not a date: ${date}`);
  return { from: toUtcIso(start), to: toUtcIso(start.plus({ days: 1 })) };
}

/** The rule the request now breaks, with its own code, in a sentence that says what happened. */
const cannotApprove = (number: number, error: DomainError) =>
  new CouvertError(error.code, {
    field: error.field,
    message: `Cannot approve the change request of reservation ${number}: ${error.code} (${error.message ?? ERROR_MESSAGES[error.code]}). Nothing was changed.`,
  });
