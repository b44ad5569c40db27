import { CouvertError, isFinalAnswer } from "../../../core/errors.ts";
import type { Space } from "../../../core/keys/space.ts";
import {
  ManageRequestSchema,
  PinResetRequestSchema,
  type PinResetResult,
  type BookingConfig,
  type BookingCreated,
  type CancelResult,
  type ChangeResult,
  type GuestView,
  type ManageAction,
  type ManageResult,
} from "../../../core/reservation/schemas.ts";
import { canGuestCancel, changeOutcome } from "../../../core/reservation/status.ts";
import { guestPhoneReader } from "./guest-phone.ts";
import { validateBooking } from "../../../core/reservation/validate.ts";
import { toUtcIso } from "../../../core/time.ts";
import type { Limits } from "../../config.ts";
import { lockNames } from "../../db/transactions.ts";
import type { Repositories, Store } from "../../store.ts";
import { EMAIL_MAX_LENGTH } from "../../../core/limits.ts";
import { bookingRulesOf, type Restaurant } from "../../restaurants/settings.ts";
import { clientTag } from "../../security/client-tag.ts";
import { generatePin, hashPin, pinMatches } from "../../security/pins.ts";
import { createReservation, guestLangOf, issueReservation, type NewReservation } from "./create-reservation.ts";
import { toBookingConfig, toGuestView, type ServerFacts } from "./guest-view.ts";
import { IdempotencyStore, type IdempotencyAttempt, type StoredResponse } from "./idempotency.ts";
import { PinLockout } from "./pin-lockout.ts";
import { randomReservationNumber } from "./reservation-number.ts";
import { applyChange, checkChange, moveToStatus } from "./rules.ts";
import { TestSpace } from "./test-space.ts";
import type { ReservationRecord } from "./reservation-repository.ts";
import type { ReservationNotifier } from "../../notifications/reservation-notifier.ts";

/** What POST /reservation answers: a new booking, or the stored response of an earlier attempt. */
export type BookingOutcome = { replayed: false; created: BookingCreated } | { replayed: true; response: StoredResponse };

/** The guest side of the reservation module: booking configuration, booking, load/change/cancel. */
export class ReservationService {
  private readonly idempotency: IdempotencyStore;
  private readonly lockout: PinLockout;
  readonly testSpace: TestSpace;
  /** Compared against when the number does not exist, so both failures cost the same work. */
  private readonly decoyHmac: string;

  private readonly store: Store;
  private readonly secret: string;
  private readonly notifier: ReservationNotifier;

  /** Where reservation numbers come from: random ones, unless a test fixes them. */
  private readonly drawNumber: () => number;

  constructor(store: Store, secret: string, limits: Limits, notifier: ReservationNotifier, drawNumber = randomReservationNumber) {
    this.store = store;
    this.secret = secret;
    this.notifier = notifier;
    this.drawNumber = drawNumber;

    this.idempotency = new IdempotencyStore(secret);
    this.lockout = new PinLockout(limits, secret);
    this.testSpace = new TestSpace(store);
    this.decoyHmac = hashPin(secret, "decoy", 0, "decoy");
  }

  bookingConfig(restaurant: Restaurant, server: Omit<ServerFacts, "notifyChannels">): BookingConfig {
    return toBookingConfig(restaurant, { ...server, notifyChannels: this.notifier.notifyChannels });
  }

  /**
   * POST /reservation with its `Idempotency-Key`, if any (docs/api.md §7.6). A retry of a finished
   * attempt gets its stored response and does nothing else: it neither counts toward nor is refused
   * by the booking cap. Otherwise `admit` (the per-IP booking cap) is asked, and the booking made;
   * its response, or a final refusal, is stored for the key in the transaction that decides it.
   * Whatever else happens (a 429 from the cap, a failure of ours), nothing is stored, so the same
   * request can be tried again. A test key's booking (`space` test) goes to the test space.
   */
  async bookOnce(
    restaurant: Restaurant,
    request: { apiKeyId: string; space: Space; idempotencyKey: string | null; body: unknown },
    now: Date,
    admit: () => Promise<void>,
  ): Promise<BookingOutcome> {
    if (request.space === "test") await this.testSpace.expire(now);
    if (request.idempotencyKey === null) {
      await admit();
      return this.book(restaurant, request.space, request.body, now, null);
    }
    const { idempotency } = this.store.read;
    const started = await this.idempotency.begin(idempotency, request.apiKeyId, request.idempotencyKey, request.body, now);
    if (started.kind === "replay") return { replayed: true, response: started.response };
    try {
      await admit();
      return await this.book(restaurant, request.space, request.body, now, started.attempt);
    } finally {
      this.idempotency.finish(started.attempt);
    }
  }

  /**
   * A booking. Rules in docs/api.md §1 order (core's `validateBooking`), then capacity, number and
   * insert in one transaction that holds the restaurant's lock (so two servers cannot both take
   * the last table), together with the attempt's stored answer if any: the booking, or its
   * refusal. A response another process stored for the key meanwhile is replayed instead.
   */
  private async book(
    restaurant: Restaurant,
    space: Space,
    body: unknown,
    now: Date,
    attempt: IdempotencyAttempt | null,
  ): Promise<BookingOutcome> {
    const validated = validateBooking(
      body,
      { ...bookingRulesOf(restaurant), notifyChannels: this.notifier.notifyChannels },
      now,
      guestPhoneReader(restaurant.country),
    );
    if (!validated.ok) {
      const refusal = CouvertError.from(validated.error);
      if (attempt) {
        const earlier = await this.store.write([lockNames.restaurant(restaurant.id)], (tx) => this.storeRefusal(tx, attempt, refusal));
        if (earlier) return { replayed: true, response: earlier };
      }
      throw refusal;
    }
    const guestLang = guestLangOf(body);
    // docs/api.md §6.3: a booking that passed every rule is confirmed at once when the restaurant says so.
    const status = restaurant.confirmationMode === "auto" ? "confirmed" : "pending";
    const input: Omit<NewReservation, "alongside"> = {
      restaurant,
      details: validated.value,
      status,
      space,
      guestLang,
      enforceCapacity: true,
      now,
    };
    const services = { secret: this.secret, notifier: this.notifier, drawNumber: this.drawNumber };
    const createdOf = (reservationNumber: number, pin: string): BookingCreated => ({
      reservation_number: reservationNumber,
      guest_pin: pin,
      status,
    });
    const locks = [lockNames.restaurant(restaurant.id)];
    // Without an attempt to store its answer with, the booking's one statement is not waited for.
    const issued = attempt ? null : issueReservation(this.store.read, services, input);
    const decided = issued
      ? await this.store.write(locks, async (tx) => ({ issued: issued.issue(tx) }), { oneStatement: true })
      : await this.store.write(locks, (tx) => this.decide(tx, input, attempt, createdOf));
    if (decided instanceof CouvertError) throw decided;
    if (!("issued" in decided)) return decided;
    // Committed: the statement's answer says what it wrote.
    const answer = await decided.issued.answer;
    if ("inserted" in answer) return { replayed: false, created: createdOf(answer.inserted.reservationNumber, issued!.pin) };
    if ("full" in answer) throw new CouvertError("slot_full", { field: "starts_at" });
    // The number was taken (rare): drawn again the usual way, without the profile made for the first.
    const retried = await this.store.write(locks, async (tx) => {
      if (answer.createdProfileId !== null) await tx.reservations.removeProfile(answer.createdProfileId);
      return this.decide(tx, input, null, createdOf);
    });
    if (retried instanceof CouvertError) throw retried;
    return retried;
  }

  /**
   * `book`'s transaction: the attempt's stored answer if another process stored one meanwhile,
   * else the booking (createReservation), with the attempt's answer stored beside it, or its
   * final refusal stored and returned.
   */
  private async decide(
    tx: Repositories,
    input: Omit<NewReservation, "alongside">,
    attempt: IdempotencyAttempt | null,
    createdOf: (reservationNumber: number, pin: string) => BookingCreated,
  ): Promise<BookingOutcome | CouvertError> {
    const earlier = attempt && (await this.idempotency.recheck(tx.idempotency, attempt));
    if (earlier) return { replayed: true, response: earlier };
    try {
      const { reservation, pin } = await createReservation(
        tx,
        { secret: this.secret, notifier: this.notifier, drawNumber: this.drawNumber },
        {
          ...input,
          // The attempt's answer is stored in the booking's transaction, written with its messages.
          alongside: attempt
            ? (stored, storedPin) =>
                this.idempotency.record(tx.idempotency, attempt, {
                  status: 200,
                  body: { data: createdOf(stored.reservationNumber, storedPin) },
                })
            : undefined,
        },
      );
      return { replayed: false, created: createdOf(reservation.reservationNumber, pin) };
    } catch (error) {
      // createReservation refuses (`slot_full`) before it writes anything: the refusal is all this transaction stores.
      if (!attempt || !(error instanceof CouvertError) || !isFinalAnswer(error.status, error.code)) throw error;
      await this.idempotency.record(tx.idempotency, attempt, { status: error.status, body: error.toBody() });
      return error;
    }
  }

  /** Stores a refusal decided before the booking's transaction; the response stored for the key meanwhile, if any, instead. */
  private async storeRefusal(tx: Repositories, attempt: IdempotencyAttempt, refusal: CouvertError): Promise<StoredResponse | null> {
    const earlier = await this.idempotency.recheck(tx.idempotency, attempt);
    if (!earlier) await this.idempotency.record(tx.idempotency, attempt, { status: refusal.status, body: refusal.toBody() });
    return earlier;
  }

  /** POST /reservation/manage's first step, a rate limit: run before the body is even parsed. */
  async admitManageClient(client: string, now: Date): Promise<void> {
    await this.lockout.assertClientAllowed(this.store.read.manageFailures, client, now);
  }

  /**
   * POST /reservation/manage, once `admitManageClient` let the client in: body → number lockout →
   * number and PIN → action. Field rules of a change are read only after the credentials passed,
   * so a stranger learns nothing. Only a booking of the key's `space` is found: a live key never
   * reaches a test booking, nor a test key a live one.
   */
  async manage(restaurant: Restaurant, space: Space, body: unknown, client: string, now: Date): Promise<ManageResult> {
    if (space === "test") await this.testSpace.expire(now);
    const parsed = ManageRequestSchema.safeParse(body);
    if (!parsed.success) throw invalidField(parsed.error.issues);
    const { reservation_number: number, pin } = parsed.data;
    const action: ManageAction = parsed.data.action ?? "change";

    const reservation = await this.authenticate(restaurant, space, number, pin, client, now);
    switch (action) {
      case "load":
        return { reservation: await this.guestView(reservation.id, restaurant.country) };
      case "change":
        return this.change(restaurant, reservation.id, body, now);
      case "cancel":
        return this.cancel(restaurant, reservation.id, now);
    }
  }

  /**
   * The lockouts, then the number and PIN, in one transaction holding the number's and the
   * client's locks: however many servers receive guesses at once, each guess is checked against
   * the failures recorded before it, so no more than the limits are ever checked. The same work
   * whether the number exists or not: one HMAC and one constant-time comparison, then the same
   * failure record and the same 401. A success resets the number's counter (the contract names a
   * successful load; a change or cancel proves the PIN as well).
   */
  private async authenticate(
    restaurant: Restaurant,
    space: Space,
    number: number,
    pin: string,
    client: string,
    now: Date,
  ): Promise<ReservationRecord> {
    const found = await this.underLockout(restaurant, number, client, now, async (tx, recentFailures) => {
      const reservation = await tx.reservations.findByNumber(restaurant.id, number, space);
      if (!pinMatches(this.secret, restaurant.id, number, pin, reservation?.pinHmac ?? this.decoyHmac) || !reservation) {
        await this.lockout.recordFailure(tx.manageFailures, restaurant.id, number, client, now);
        return null;
      }
      if (recentFailures > 0) await this.lockout.reset(tx.manageFailures, restaurant.id, number);
      return reservation;
    });
    if (!found) throw new CouvertError("invalid_credentials");
    return found;
  }

  /**
   * POST /reservation/pin-reset (docs/api.md §6.7): when the e-mail address is the booking's, a new
   * PIN replaces the old one and goes to that address, in the same transaction. The answer is the
   * same either way, and every request counts as a PIN failure for the number and the client, so
   * it can neither confirm an address nor be used to flood a guest's inbox.
   */
  async resetPin(restaurant: Restaurant, space: Space, body: unknown, client: string, now: Date): Promise<PinResetResult> {
    const parsed = PinResetRequestSchema.safeParse(body);
    if (!parsed.success) throw invalidField(parsed.error.issues);
    const { reservation_number: number, email } = parsed.data;
    await this.underLockout(restaurant, number, client, now, async (tx) => {
      await this.lockout.recordFailure(tx.manageFailures, restaurant.id, number, client, now);
      const reservation = await tx.reservations.findByNumber(restaurant.id, number, space);
      if (!reservation?.guest_email || reservation.guest_email.toLowerCase() !== email.trim().toLowerCase()) return;
      const pin = generatePin();
      await tx.reservations.setPinHmac(reservation.id, hashPin(this.secret, restaurant.id, number, pin), toUtcIso(now));
      await this.notifier.announce(tx, restaurant, reservation, { type: "pin_reset", pin, email: reservation.guest_email }, now);
    });
    return { ok: true };
  }

  /**
   * `work` on one reservation number in a transaction holding the number's and the client's locks,
   * after both PIN lockouts were checked inside it (docs/api.md §7.3): however many servers receive
   * attempts at once, each is judged against the failures recorded before it. `work` gets the
   * number's recent failures.
   */
  private underLockout<T>(
    restaurant: Restaurant,
    number: number,
    client: string,
    now: Date,
    work: (tx: Repositories, recentFailures: number) => Promise<T>,
  ): Promise<T> {
    const locks = [lockNames.reservationNumber(restaurant.id, number), lockNames.manageClient(clientTag(this.secret, client))];
    return this.store.write(locks, async (tx) => {
      await this.lockout.assertClientAllowed(tx.manageFailures, client, now);
      return work(tx, await this.lockout.assertNumberAllowed(tx.manageFailures, restaurant.id, number, now));
    });
  }

  private async guestView(id: number, country: string | null): Promise<GuestView> {
    const reservation = (await this.store.read.reservations.findById(id))!;
    return toGuestView(reservation, await this.store.read.reservations.findChangeRequest(id), country);
  }

  /**
   * docs/api.md §6 change, decided inside one write transaction on the reservation as it is now (the
   * owner may have confirmed it a moment ago). An end state refuses any change before the body is
   * judged: nothing the guest could correct would make it editable. A change that alters nothing
   * (the stored values sent back) withdraws an open change request, since a newer change replaces
   * the open one, and answers `change_request: false`. Capacity is checked when time or party size
   * change, for a direct change and for a request alike, so a guest hears "full" at once rather
   * than through a declined request; the owner's approval checks it again. In automatic
   * confirmation a request is approved at once unless the owner turned `autoApproveChanges` off.
   */
  private change(restaurant: Restaurant, id: number, body: unknown, now: Date): Promise<ChangeResult> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = (await tx.reservations.findById(id))!;
      const outcome = changeOutcome(current.status);
      if (outcome === "refuse") throw new CouvertError("not_editable");
      const validated = await checkChange(tx, restaurant, current, body, now, this.notifier.notifyChannels);
      if (!validated.ok) throw CouvertError.from(validated.error);
      const { changes } = validated.value;
      if (Object.keys(changes).length === 0) {
        await tx.reservations.withdrawOpenChangeRequest(current.id);
        return { ok: true, change_request: false };
      }
      if (outcome === "apply") {
        await applyChange(tx, current, validated.value, toUtcIso(now));
        await this.notifier.announce(
          tx,
          restaurant,
          (await tx.reservations.findById(id))!,
          { type: "changed", changes, previousStartsAt: current.starts_at },
          now,
        );
        return { ok: true, change_request: false };
      }
      const at = toUtcIso(now);
      await tx.reservations.saveOpenChangeRequest(current.id, changes, at);
      if (restaurant.confirmationMode === "auto" && restaurant.autoApproveChanges) {
        // Every rule and the capacity were checked above, as the owner's approval would.
        await applyChange(tx, current, validated.value, at);
        await tx.reservations.decideChangeRequest(current.id, "approved", at);
        const approved = (await tx.reservations.findById(id))!;
        await this.notifier.announce(
          tx,
          restaurant,
          approved,
          { type: "change_approved", changes, automatically: true, previousStartsAt: current.starts_at },
          now,
        );
        return { ok: true, change_request: true, change_request_status: "approved" };
      }
      await this.notifier.announce(tx, restaurant, current, { type: "change_requested", changes }, now);
      return { ok: true, change_request: true, change_request_status: "open" };
    });
  }

  /** The guest cancels (an open change request is declined with it). */
  private cancel(restaurant: Restaurant, id: number, now: Date): Promise<CancelResult> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = (await tx.reservations.findById(id))!;
      if (!canGuestCancel(current.status)) throw new CouvertError("not_editable");
      await moveToStatus(tx.reservations, current.id, "cancelled", toUtcIso(now));
      await this.notifier.announce(tx, restaurant, (await tx.reservations.findById(id))!, { type: "cancelled_by_guest" }, now);
      return { ok: true, status: "cancelled" } as const;
    });
  }
}

/** The first malformed field of a manage or pin-reset body, as docs/api.md §13 words it. */
function invalidField(issues: readonly { path: readonly PropertyKey[] }[]): CouvertError {
  const field = String(issues[0]?.path[0] ?? "body");
  return new CouvertError("invalid_request", { field, message: fieldMessage(field) });
}

function fieldMessage(field: string): string {
  switch (field) {
    case "action":
      return 'action must be "load", "change" or "cancel".';
    case "reservation_number":
      return "reservation_number must be an integer.";
    case "pin":
      return "pin must be a string.";
    case "email":
      return `email must be a string of at most ${EMAIL_MAX_LENGTH} characters.`;
    default:
      return "The request is not valid.";
  }
}
