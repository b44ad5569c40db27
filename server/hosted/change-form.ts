import type { AvailableSlot } from "../../core/bookability/availability.ts";
import type { GuestView } from "../../core/reservation/schemas.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { dateAndPartyFields, slotText, type FormErrors, type FormValues } from "./booking-form.ts";
import { CHANGE_STRINGS } from "./change-strings.ts";
import { fieldError, invalidAttributes, type PageFrame } from "./hosted-layout.ts";
import { html, type SafeHtml } from "./safe-html.ts";

/** The date and party whose times the change form lists, and those times (null when the date or party was refused). */
export interface ChangeChoice {
  date: string;
  partySize: string;
  minDate: string;
  slots: readonly AvailableSlot[] | null;
}

/**
 * The hosted page's change form without JavaScript (docs/api.md §18.2), in two small forms posted
 * with the number and PIN: date and party (`action` load, which lists that date's bookable times),
 * then one of those times (`action` change, through the manage service like the widget's change).
 */
export function changeForm(
  frame: PageFrame,
  restaurant: Restaurant,
  input: {
    reservation: GuestView;
    pin: string;
    formToken: string;
    choice: ChangeChoice;
    values: FormValues;
    errors: FormErrors;
  },
): SafeHtml {
  const { strings } = frame;
  const words = CHANGE_STRINGS[frame.lang];
  const { reservation, choice, errors } = input;
  const credentials = html`<input type="hidden" name="lang" value="${frame.lang}" />
    <input type="hidden" name="form_token" value="${input.formToken}" />
    <input type="hidden" name="reservation_number" value="${reservation.reservation_number}" />
    <input type="hidden" name="pin" value="${input.pin}" />`;
  const pick = html`<form method="post" action="/r/${restaurant.slug}/manage" class="plain-form" novalidate>
    ${credentials}
    <input type="hidden" name="action" value="load" />
    ${dateAndPartyFields(frame, restaurant, { date: choice.date, minDate: choice.minDate, partySize: choice.partySize, errors })}
    <button type="submit">${strings.showTimes}</button>
  </form>`;
  return html`<section aria-labelledby="change-heading">
    <h2 id="change-heading">${words.heading}</h2>
    ${reservation.status === "confirmed" ? html`<p>${words.requestNote}</p>` : ""} ${pick}
    ${choice.slots ? timesForm(frame, restaurant, { ...input, slots: choice.slots }, credentials) : ""}
  </section>`;
}

/** The listed date's bookable times as a select, the booking's own start among them (its covers do not count against it). */
function timesForm(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { reservation: GuestView; choice: ChangeChoice; slots: readonly AvailableSlot[]; values: FormValues; errors: FormErrors },
  credentials: SafeHtml,
): SafeHtml {
  const { strings } = frame;
  const words = CHANGE_STRINGS[frame.lang];
  const { reservation, errors } = input;
  const own = Date.parse(reservation.starts_at);
  const times = input.slots.filter((slot) => slot.available || Date.parse(slot.startsAt) === own);
  if (times.length === 0) return html`<p class="notice">${words.noTimes}</p>`;
  const chosen = input.values.starts_at ? Date.parse(input.values.starts_at) : own;
  const options = times.map((slot) => {
    const text = slotText(frame, restaurant, slot, input.choice.date);
    return html`<option value="${slot.startsAt}" ${Date.parse(slot.startsAt) === chosen ? " selected" : ""}>${text}</option>`;
  });
  const terms = restaurant.termsUrl
    ? html`<label class="check"
          ><input type="checkbox" name="terms_accepted" value="true" ${invalidAttributes("terms_accepted", errors.terms_accepted)} /><span
            >${strings.termsAccepted} (<a href="${restaurant.termsUrl}" target="_blank" rel="noopener">${strings.termsLink}</a>)</span
          ></label
        >${fieldError("terms_accepted", errors.terms_accepted)}`
    : "";
  return html`<form method="post" action="/r/${restaurant.slug}/manage" class="plain-form" novalidate>
    ${credentials}
    <input type="hidden" name="action" value="change" />
    <input type="hidden" name="date" value="${input.choice.date}" />
    <input type="hidden" name="party_size" value="${input.choice.partySize}" />
    <label
      >${words.newTime}<select name="starts_at" required${invalidAttributes("starts_at", errors.starts_at)}>
        ${options}
      </select></label
    >
    ${fieldError("starts_at", errors.starts_at)} ${terms}
    <button type="submit">${words.change}</button>
  </form>`;
}

/**
 * The manage service's change body from the posted form: the chosen start, the party as a number
 * when it is one (else as typed, for the service to refuse), and the terms when the restaurant has some.
 */
export function changeBodyOf(form: Record<string, unknown>, restaurant: Restaurant): Record<string, unknown> {
  const party = form.party_size;
  return {
    starts_at: form.starts_at,
    party_size: typeof party === "string" && /^\d{1,4}$/.test(party) ? Number(party) : party,
    ...(restaurant.termsUrl ? { terms_accepted: form.terms_accepted === "true" } : {}),
  };
}
