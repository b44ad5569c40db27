import { CouvertError, fail, ok, type Result } from "../../../core/errors.ts";
import { SETTING_BOUNDS } from "../../../core/limits.ts";
import { isAwaitingGuest } from "../../../core/reservation/status.ts";
import { validateChange, type ValidatedChange, type ValidationRules } from "../../../core/reservation/validate.ts";
import { parseInstant, toUtcIso } from "../../../core/time.ts";
import type { Clock } from "../../clock.ts";
import { lockNames } from "../../db/transactions.ts";
import type { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import { bookingRulesOf, coverLimitFor, type Restaurant } from "../../restaurants/settings.ts";
import type { Repositories, Store } from "../../store.ts";
import { seatFor } from "../../tables/seating.ts";
import { checkCapacity } from "./capacity.ts";
import { guestPhoneReader } from "./guest-phone.ts";
import { ownerViewOf, type OwnerView } from "./guest-view.ts";
import type { BookingOverrides } from "./owner-desk.ts";
import { detailsOf, type ReservationRecord } from "./reservation-repository.ts";
import { applyChange, type CheckedChange } from "./rules.ts";

/**
 * The owner changes a booking that still lies ahead (docs/api.md §16.6 `…/edit`): time, party size,
 * contact and notes, checked by a guest's change rules. The rules an owner may overrule when
 * booking for a guest (lead time, capacity, online party sizes) are refused with their codes
 * unless overridden, so the console warns and asks again; opening hours and the horizon always
 * hold, and a stay already over is `stay_over`. In tables mode a new time or party keeps its table
 * when it still fits and is free, else gets the best free one. The change, the guest's e-mail and
 * the live event are one transaction holding the restaurant's lock.
 */
export class ReservationEditService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly notifier: ReservationNotifier;

  constructor(store: Store, clock: Clock, notifier: ReservationNotifier) {
    this.store = store;
    this.clock = clock;
    this.notifier = notifier;
  }

  edit(restaurant: Restaurant, number: number, body: object, overrides: BookingOverrides = {}): Promise<OwnerView> {
    const now = this.clock.now();
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = await tx.reservations.findByNumber(restaurant.id, number);
      if (!current) throw new CouvertError("not_found", { message: `${restaurant.slug} has no reservation ${number}.` });
      if (!isAwaitingGuest(current.status)) {
        throw new CouvertError("not_editable", {
          message: `Reservation ${number} is ${current.status}; only a pending or confirmed booking can be changed.`,
        });
      }
      const validated = validateOwnerChange(restaurant, current, body, now, overrides);
      if (!validated.ok) throw CouvertError.from(validated.error);
      const checked = await this.seatOrCount(tx, restaurant, current, validated.value, overrides.overCapacity === true);
      if (!checked.ok) throw CouvertError.from(checked.error);
      const { changes } = checked.value;
      if (Object.keys(changes).length === 0) return ownerViewOf(tx, current, restaurant.country);
      await applyChange(tx, current, checked.value, toUtcIso(now));
      const stored = (await tx.reservations.findById(current.id))!;
      await this.notifier.announce(
        tx,
        restaurant,
        stored,
        { type: "changed", changes, previousStartsAt: current.starts_at, byRestaurant: true },
        now,
      );
      return ownerViewOf(tx, stored, restaurant.country);
    });
  }

  /** Capacity for a new time or party: a table in tables mode (none, with the override: unseated), else the covers. */
  private async seatOrCount(
    tx: Repositories,
    restaurant: Restaurant,
    current: ReservationRecord,
    change: ValidatedChange,
    overCapacity: boolean,
  ): Promise<Result<CheckedChange>> {
    if (!change.timeChanged) return ok({ ...change, tableIds: null });
    const { merged } = change;
    if (restaurant.capacityMode === "tables") {
      const tableIds = await seatFor(tx, restaurant, {
        partySize: merged.party_size,
        startsAt: merged.starts_at,
        endsAt: merged.ends_at,
        online: false,
        space: current.space,
        excludeId: current.id,
        keep: { tableIds: current.tableIds, locked: current.tableLocked },
      });
      if (tableIds) return ok({ ...change, tableIds });
      return overCapacity ? ok({ ...change, tableIds: [] }) : fail("slot_full", "starts_at");
    }
    if (overCapacity) return ok({ ...change, tableIds: null });
    const limit = coverLimitFor(restaurant, merged.starts_at);
    const capacity = await checkCapacity(tx.reservations, restaurant, current.space, limit, merged, current.id);
    return capacity.ok ? ok({ ...change, tableIds: null }) : capacity;
  }
}

/**
 * The console's edit form has no channel boxes: a contact staff clear takes its channel with it,
 * so the booking is never left asking for messages it has no address for.
 */
function withoutChannelsCleared(body: object): object {
  const cleared = (contact: string) => contact in body && !(body as Record<string, unknown>)[contact];
  return {
    ...body,
    ...(cleared("guest_email") && !("notify_email" in body) ? { notify_email: false } : {}),
    ...(cleared("guest_phone") && !("notify_whatsapp" in body) ? { notify_whatsapp: false } : {}),
  };
}

/**
 * A guest's change rules (core's validateChange) with the owner's overrides: a party outside the
 * online sizes is `party_size_outside_limits` unless overridden; a start inside the lead time is
 * judged again with none (as booking for a guest does), and taken with the override.
 */
function validateOwnerChange(
  restaurant: Restaurant,
  current: ReservationRecord,
  sent: object,
  now: Date,
  overrides: BookingOverrides,
): Result<ValidatedChange> {
  const body = withoutChannelsCleared(sent);
  const stored = detailsOf(current);
  const readPhone = guestPhoneReader(restaurant.country);
  const rules = partyRules(
    body,
    { ...bookingRulesOf(restaurant), termsUrl: null, byStaff: true },
    stored.party_size,
    overrides.outsidePartySize === true,
  );
  const validated = validateChange(body, stored, rules, now, readPhone);
  if (validated.ok || validated.error.code !== "booking_lead_time") return validated;
  const startsAt = "starts_at" in body && typeof body.starts_at === "string" ? body.starts_at : stored.starts_at;
  const startMs = parseInstant(startsAt).toMillis();
  const asOf = new Date(Math.min(now.getTime(), startMs));
  const waived = validateChange(body, stored, { ...rules, bookingLeadTimeHours: 0 }, asOf, readPhone);
  if (waived.ok && Date.parse(waived.value.merged.ends_at) <= now.getTime()) throw new CouvertError("stay_over", { field: "starts_at" });
  return overrides.insideLeadTime === true ? waived : validated;
}

/**
 * The party sizes judged: the online ones, or the widest any restaurant may set when the owner
 * overrides, or when the party stays as it was (a party the staff booked outside them may still
 * have its notes changed).
 */
function partyRules(body: object, rules: ValidationRules, storedParty: number, outsideAllowed: boolean): ValidationRules {
  const sent = "party_size" in body && typeof body.party_size === "number" ? body.party_size : storedParty;
  const { min, max } = SETTING_BOUNDS.maxPartySize;
  if (sent < min || sent > max) return rules;
  if (sent >= rules.minPartySize && sent <= rules.maxPartySize) return rules;
  if (!outsideAllowed && sent !== storedParty) throw new CouvertError("party_size_outside_limits", { field: "party_size" });
  return { ...rules, minPartySize: min, maxPartySize: max };
}
