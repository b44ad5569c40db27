import { RESERVATION_DETAIL_FIELDS } from "../../core/answers.ts";
import type {
  BookingConfig,
  GuestView,
  ReservationChanges,
  ReservationDetails,
  ReservationFieldsInput,
} from "../../core/reservation/schemas.ts";
import { readPhoneShape, type PhoneReader } from "../../core/reservation/phone.ts";
import { isEndStatus } from "../../core/reservation/status.ts";
import { parseFields } from "../../core/reservation/validate.ts";
import type { ReservationValues } from "../shared/reservation-form.ts";
import type { AvailableSlot } from "../shared/availability.ts";
import { stayEndFor } from "../../core/tables/dwell.ts";

/**
 * `<couvert-manage>`'s change form worked out from the reservation on screen: where it starts and
 * what it sends. Functions of their arguments only; the element keeps the state.
 */

/** What the change form can alter (a new time is sent as `starts_at` only). */
const CHANGEABLE = RESERVATION_DETAIL_FIELDS.filter((key) => key !== "ends_at");

/** The change request the restaurant has not answered yet, if any. */
export function openRequestOf(reservation: GuestView | null): Partial<ReservationDetails> | null {
  const request = reservation?.change_request;
  return request?.status === "open" && !isEndStatus(reservation!.status) ? request.changes : null;
}

/**
 * What the change form starts from: the reservation with its open change request over it, so a
 * second change builds on the first (the server replaces an open request with the newer one).
 */
export const editBaselineOf = (reservation: GuestView): ReservationDetails => ({ ...reservation, ...openRequestOf(reservation) });

/**
 * The phones the change form can start from, each as the guest reads it (§6.4): an open request's
 * first (the form starts from it), then the stored one.
 */
function phoneForms(reservation: GuestView): { shown: string; phone: string | null }[] {
  const stored = { shown: reservation.guest_phone_display ?? "", phone: reservation.guest_phone };
  const requested = openRequestOf(reservation)?.guest_phone;
  if (requested === undefined) return [stored];
  return [{ shown: reservation.change_request!.guest_phone_display ?? "", phone: requested }, stored];
}

/**
 * The times a change of `reservation` may take besides those free for its party: those over its own
 * stay, which the availability answer counts as taken (the server checks the change).
 */
export const overOwnStay =
  (reservation: GuestView, config: BookingConfig) =>
  (slot: AvailableSlot, party: number): boolean =>
    slot.startsAt < reservation.ends_at && Date.parse(stayEndFor(slot.startsAt, party, config)) > Date.parse(reservation.starts_at);

/** The form's values for a change of `reservation`: the baseline, a party over the largest as "more". */
export function changeFormValues(reservation: GuestView, config: BookingConfig): ReservationValues {
  const wanted = editBaselineOf(reservation);
  return {
    guest_first_name: wanted.guest_first_name ?? "",
    guest_last_name: wanted.guest_last_name,
    guest_phone: phoneForms(reservation)[0]!.shown,
    guest_email: wanted.guest_email ?? "",
    party_size: wanted.party_size > config.maxPartySize ? "more" : wanted.party_size,
    notify_email: wanted.notify_email,
    notify_whatsapp: wanted.notify_whatsapp,
    terms_accepted: false,
    guest_notes: wanted.guest_notes ?? "",
    occasion: wanted.occasion ?? "",
  };
}

/**
 * How the change form reads a phone: one of `phoneForms`, in any spelling, is the number it
 * stands for (the widget cannot read a national number itself); any other as core reads it.
 */
function phoneReader(reservation: GuestView): PhoneReader {
  const known = new Map<string, string>();
  for (const { shown, phone } of phoneForms(reservation)) {
    const shape = readPhoneShape(shown);
    if (shape && phone) known.set(shape, phone);
  }
  return (raw) => {
    const shape = readPhoneShape(raw);
    return (shape && known.get(shape)) ?? shape;
  };
}

/**
 * The form's `fields` that differ from `from`, read the way the server reads them (core's
 * `parseFields`, with the phones of `reservation`). A new time is `starts_at` alone: the server
 * keeps the stored stay length (docs/api.md §6).
 */
export function differencesFrom(fields: ReservationFieldsInput, reservation: GuestView, from: ReservationDetails): ReservationChanges {
  const { value } = parseFields(fields, phoneReader(reservation));
  const changed = CHANGEABLE.filter((key) => value[key] !== undefined && value[key] !== from[key]);
  return Object.fromEntries(changed.map((key) => [key, value[key]]));
}
