import { isFinalAnswer, type DomainError } from "../../../core/errors.ts";
import {
  ManageRequestSchema,
  type BookingConfig,
  type BookingCreated,
  type CancelResult,
  type ChangeResult,
  type GuestView,
  type ManageAction,
  type ManageResult,
} from "../../../core/reservation/schemas.ts";
import { canGuestCancel, changeOutcome } from "../../../core/reservation/status.ts";
import { validateBooking } from "../../../core/reservation/validate.ts";
import { toUtcIso } from "../../../core/time.ts";
import type { AppContext } from "../../context.ts";
import { writeTransaction } from "../../db/connection.ts";
import { ApiError } from "../../http/api-error.ts";
import { bookingRulesOf, type Restaurant } from "../../restaurants/settings.ts";
import { generatePin, hashPin, pinMatches } from "../../security/pins.ts";
import { checkCapacity } from "./capacity.ts";
import { toBookingConfig, toGuestView } from "./guest-view.ts";
import { IdempotencyStore, type IdempotencyClaim, type StoredResponse } from "./idempotency.ts";
import { PinLockout } from "./pin-lockout.ts";
import { allocateReservationNumber } from "./reservation-number.ts";
import { checkChange, moveToStatus } from "./rules.ts";
import { IdempotencyRepository, ManageFailureRepository, ReservationRepository, type ReservationRecord } from "./repository.ts";

/** What POST /reservation answers: a new booking, or the stored response of an earlier attempt. */
export type BookingOutcome = { replayed: false; created: BookingCreated } | { replayed: true; response: StoredResponse };

/** The guest side of the reservation module: booking configuration, booking, load/change/cancel. */
export class ReservationService {
  private readonly reservations: ReservationRepository;
  private readonly idempotency: IdempotencyStore;
  private readonly lockout: PinLockout;
  /** Compared against when the number does not exist, so both failures cost the same work. */
  private readonly decoyHmac: string;

  constructor(private readonly ctx: AppContext) {
    this.reservations = new ReservationRepository(ctx.db);
    this.idempotency = new IdempotencyStore(ctx.db, new IdempotencyRepository(ctx.db), ctx.secret);
    this.lockout = new PinLockout(new ManageFailureRepository(ctx.db), ctx.config.limits, ctx.secret);
    this.decoyHmac = hashPin(ctx.secret, "decoy", 0, "decoy");
  }

  bookingConfig(restaurant: Restaurant): BookingConfig {
    return toBookingConfig(restaurant);
  }

  /**
   * POST /reservation with its `Idempotency-Key`, if any (CONTRACT §7). A retry of a finished
   * attempt gets its stored response and does nothing else: it neither counts toward nor is refused
   * by the booking cap. Otherwise the key is claimed, `admit` (the per-IP booking cap) is asked,
   * and the booking made; its response, or a final refusal, is stored for the key. Whatever else
   * happens (a 429 from the cap, a failure of ours), the key is released on the way out, so the
   * same request can be tried again.
   */
  async bookOnce(
    restaurant: Restaurant,
    request: { apiKeyId: string; idempotencyKey: string | null; body: unknown },
    now: Date,
    admit: () => Promise<void>,
  ): Promise<BookingOutcome> {
    const started = request.idempotencyKey === null ? null : this.idempotency.begin(request.apiKeyId, request.idempotencyKey, request.body, now);
    if (started?.kind === "replay") return { replayed: true, response: started.response };
    const claim = started?.claim ?? null;
    let stored = false;
    try {
      await admit();
      const created = this.book(restaurant, request.body, now, claim);
      stored = true;
      return { replayed: false, created };
    } catch (error) {
      if (claim && error instanceof ApiError && isFinalAnswer(error.status, error.code)) {
        this.idempotency.complete(claim, { status: error.status, body: error.toBody() });
        stored = true;
      }
      throw error;
    } finally {
      if (claim && !stored) this.idempotency.release(claim);
    }
  }

  /**
   * A booking. Rules in CONTRACT §1 order (core's `validateBooking`), then capacity, number and
   * insert in one BEGIN IMMEDIATE transaction, together with the idempotent response if any.
   */
  private book(restaurant: Restaurant, body: unknown, now: Date, claim: IdempotencyClaim | null): BookingCreated {
    const validated = validateBooking(body, bookingRulesOf(restaurant), now);
    if (!validated.ok) throw ApiError.from(validated.error);
    const details = validated.value;
    return writeTransaction(this.ctx.db, () => {
      orThrow(checkCapacity(this.reservations, restaurant, details));
      const reservationNumber = allocateReservationNumber((n) => this.reservations.isNumberTaken(restaurant.id, n));
      const pin = generatePin();
      this.reservations.insert({
        restaurantId: restaurant.id,
        reservationNumber,
        pinHmac: hashPin(this.ctx.secret, restaurant.id, reservationNumber, pin),
        status: "pending",
        details,
        now: toUtcIso(now),
      });
      const created: BookingCreated = { reservation_number: reservationNumber, guest_pin: pin };
      if (claim) this.idempotency.complete(claim, { status: 200, body: { data: created } });
      return created;
    });
  }

  /** POST /reservation/manage's first step, a rate limit: run before the body is even parsed. */
  admitManageClient(client: string, now: Date): void {
    this.lockout.assertClientAllowed(client, now);
  }

  /**
   * POST /reservation/manage, once `admitManageClient` let the client in: body → number lockout →
   * number and PIN → action. Field rules of a change are read only after the credentials passed,
   * so a stranger learns nothing.
   */
  manage(restaurant: Restaurant, body: unknown, client: string, now: Date): ManageResult {
    const parsed = ManageRequestSchema.safeParse(body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? "body");
      throw new ApiError("invalid_request", { field, message: manageFieldMessage(field) });
    }
    const { reservation_number: number, pin } = parsed.data;
    const action: ManageAction = parsed.data.action ?? "change";

    const recentFailures = this.lockout.assertNumberAllowed(restaurant.id, number, now);
    const reservation = this.authenticate(restaurant, number, pin, client, now);
    if (recentFailures > 0) writeTransaction(this.ctx.db, () => this.lockout.reset(restaurant.id, number));

    switch (action) {
      case "load":
        return { reservation: this.guestView(reservation.id) };
      case "change":
        return this.change(restaurant, reservation.id, body, now);
      case "cancel":
        return this.cancel(reservation.id, now);
    }
  }

  /**
   * The same work whether the number exists or not: one HMAC and one constant-time comparison,
   * then the same failure record and the same 401. (A success resets the number's counter, in
   * `manage`: the contract names a successful load; a change or cancel proves the PIN as well.)
   */
  private authenticate(restaurant: Restaurant, number: number, pin: string, client: string, now: Date): ReservationRecord {
    const found = this.reservations.findByNumber(restaurant.id, number);
    const matches = pinMatches(this.ctx.secret, restaurant.id, number, pin, found?.pinHmac ?? this.decoyHmac);
    if (!found || !matches) {
      writeTransaction(this.ctx.db, () => this.lockout.recordFailure(restaurant.id, number, client, now));
      throw new ApiError("invalid_credentials");
    }
    return found;
  }

  private guestView(id: number): GuestView {
    const reservation = this.reservations.findById(id)!;
    return toGuestView(reservation, this.reservations.findChangeRequest(id));
  }

  /**
   * CONTRACT §6 change, decided inside one write transaction on the reservation as it is now (the
   * owner may have confirmed it a moment ago). An end state refuses any change before the body is
   * judged: nothing the guest could correct would make it editable. A change that alters nothing
   * (the stored values sent back) withdraws an open change request, since a newer change replaces
   * the open one, and answers `change_request: false`. Capacity is checked when time or party size
   * change, for a direct change and for a request alike, so a guest hears "full" at once rather
   * than through a declined request; the owner's approval checks it again.
   */
  private change(restaurant: Restaurant, id: number, body: unknown, now: Date): ChangeResult {
    return writeTransaction(this.ctx.db, () => {
      const current = this.reservations.findById(id)!;
      const outcome = changeOutcome(current.status);
      if (outcome === "refuse") throw new ApiError("not_editable");
      const validated = checkChange(this.reservations, restaurant, current, body, now);
      if (!validated.ok) throw ApiError.from(validated.error);
      const { merged, changes } = validated.value;
      if (Object.keys(changes).length === 0) {
        this.reservations.withdrawOpenChangeRequest(current.id);
        return { ok: true, change_request: false };
      }
      if (outcome === "apply") {
        this.reservations.updateDetails(current.id, merged, toUtcIso(now));
        return { ok: true, change_request: false };
      }
      this.reservations.saveOpenChangeRequest(current.id, changes, toUtcIso(now));
      return { ok: true, change_request: true };
    });
  }

  /** The guest cancels (an open change request is declined with it). */
  private cancel(id: number, now: Date): CancelResult {
    return writeTransaction(this.ctx.db, () => {
      const current = this.reservations.findById(id)!;
      if (!canGuestCancel(current.status)) throw new ApiError("not_editable");
      moveToStatus(this.reservations, current.id, "cancelled", toUtcIso(now));
      return { ok: true, status: "cancelled" };
    });
  }
}

function orThrow(result: { ok: true } | { ok: false; error: DomainError }): void {
  if (!result.ok) throw ApiError.from(result.error);
}

function manageFieldMessage(field: string): string {
  switch (field) {
    case "action":
      return 'action must be "load", "change" or "cancel".';
    case "reservation_number":
      return "reservation_number must be an integer.";
    case "pin":
      return "pin must be a string.";
    default:
      return "The request is not valid.";
  }
}
