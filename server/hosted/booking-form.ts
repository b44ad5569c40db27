import type { AvailableSlot } from "../../core/bookability/availability.ts";
import type { BookingCreated } from "../../core/reservation/schemas.ts";
import { instantToLocalDateTime } from "../../core/time.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { fieldError, invalidAttributes, type PageFrame } from "./hosted-layout.ts";
import { html, type SafeHtml } from "./safe-html.ts";

/**
 * The hosted page's booking form without JavaScript (docs/api.md §18.2), in two steps: date and
 * party (a GET, nothing is written), then the bookable times of that date with the guest's
 * fields (a POST to the server's booking service). Field names are the API's.
 */

/** What the guest typed, by the form's field names, to show again beside the errors. */
export type FormValues = Readonly<Record<string, string>>;
/** Error messages by field; `form` for one about no field. */
export type FormErrors = Readonly<Record<string, string>>;

/** The guest's text fields, in the form's order, with their autocomplete tokens and types. */
const GUEST_FIELDS = [
  { name: "guest_first_name", label: "firstName", autocomplete: "given-name", type: "text" },
  { name: "guest_last_name", label: "lastName", autocomplete: "family-name", type: "text" },
  { name: "guest_phone", label: "phone", autocomplete: "tel", type: "tel" },
  { name: "guest_email", label: "email", autocomplete: "email", type: "email" },
] as const;

/** The date and party-size fields, with their errors: the booking's first step and a change's. */
export function dateAndPartyFields(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { date: string; minDate: string; partySize: string | number; errors: FormErrors },
): SafeHtml {
  const { strings } = frame;
  const { errors } = input;
  return html`<label
      >${strings.date}<input
        type="date"
        name="date"
        required
        min="${input.minDate}"
        value="${input.date}"
        ${invalidAttributes("date", errors.date)}
    /></label>
    ${fieldError("date", errors.date)}
    <label
      >${strings.partySize}<input
        type="number"
        name="party_size"
        required
        inputmode="numeric"
        min="${restaurant.minPartySize}"
        max="${restaurant.maxPartySize}"
        value="${input.partySize}"
        ${invalidAttributes("party_size", errors.party_size)}
    /></label>
    ${fieldError("party_size", errors.party_size)}`;
}

/** Step one: date and party size, sent by GET to the times step. */
export function dateStep(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { date: string; minDate: string; partySize: string; errors: FormErrors },
): SafeHtml {
  return html`<form method="get" action="/r/${restaurant.slug}/book" class="plain-form" novalidate>
    <input type="hidden" name="lang" value="${frame.lang}" />
    ${dateAndPartyFields(frame, restaurant, input)}
    <button type="submit">${frame.strings.showTimes}</button>
  </form>`;
}

/** Step two: the date's bookable times and the guest's fields, posted to the booking service. */
export function detailsStep(
  frame: PageFrame,
  restaurant: Restaurant,
  input: {
    date: string;
    partySize: number;
    slots: readonly AvailableSlot[];
    values: FormValues;
    errors: FormErrors;
    formToken: string;
    /** Sent as the booking's Idempotency-Key: the same form sent twice books once. */
    submissionKey: string;
  },
): SafeHtml {
  const { strings } = frame;
  const { values, errors } = input;
  const free = input.slots.filter((slot) => slot.available);
  const changeLink = `/r/${restaurant.slug}?lang=${frame.lang}&date=${input.date}&party_size=${input.partySize}#book-heading`;
  const heading = html`<p>
    ${longDate(frame, input.date)} · ${strings.reservationFor(input.partySize)} · <a href="${changeLink}">${strings.changeDateOrParty}</a>
  </p>`;
  if (free.length === 0)
    return html`${heading}
      <p class="notice">${strings.noTimes}</p>`;
  const checked = values.starts_at ?? "";
  const times = free.map(
    (slot) =>
      html`<label
        ><input
          type="radio"
          name="starts_at"
          value="${slot.startsAt}"
          required${slot.startsAt === checked ? " checked" : ""}
        />${slotText(frame, restaurant, slot, input.date)}</label
      >`,
  );
  const text = GUEST_FIELDS.map(
    (field) =>
      html`<label
          >${strings[field.label]}<input
            type="${field.type}"
            name="${field.name}"
            autocomplete="${field.autocomplete}"
            value="${values[field.name] ?? ""}"
            ${field.name === "guest_last_name" ? " required" : ""}${invalidAttributes(field.name, errors[field.name])} /></label
        >${fieldError(field.name, errors[field.name])}`,
  );
  const box = (name: string, label: string | SafeHtml, on: boolean) =>
    html`<label class="check"
        ><input type="checkbox" name="${name}" value="true" ${on ? " checked" : ""}${invalidAttributes(name, errors[name])} /><span
          >${label}</span
        ></label
      >${fieldError(name, errors[name])}`;
  const termsLabel = restaurant.termsUrl
    ? html`${strings.termsAccepted} (<a href="${restaurant.termsUrl}" target="_blank" rel="noopener">${strings.termsLink}</a>)`
    : null;
  return html`${heading}${errors.form ? html`<p class="notice problem" role="alert">${errors.form}</p>` : ""}
<form method="post" action="/r/${restaurant.slug}/book" class="plain-form" novalidate>
<input type="hidden" name="lang" value="${frame.lang}">
<input type="hidden" name="form_token" value="${input.formToken}">
<input type="hidden" name="submission_key" value="${input.submissionKey}">
<input type="hidden" name="date" value="${input.date}">
<input type="hidden" name="party_size" value="${input.partySize}">
<fieldset${invalidAttributes("starts_at", errors.starts_at)}><legend>${strings.time}</legend><div class="times">${times}</div></fieldset>
${fieldError("starts_at", errors.starts_at)}
${text}
<label>${strings.notes}<textarea name="guest_notes" maxlength="1000">${values.guest_notes ?? ""}</textarea></label>${fieldError("guest_notes", errors.guest_notes)}
${box("notify_email", strings.notifyEmail, values.notify_email !== undefined ? values.notify_email === "true" : true)}
${termsLabel ? box("terms_accepted", termsLabel, values.terms_accepted === "true") : ""}
<button type="submit">${strings.book}</button>
</form>`;
}

/** The booking made: its number and PIN, shown this once. */
export function bookedResult(frame: PageFrame, restaurant: Restaurant, created: BookingCreated, startsAt: string | null): SafeHtml {
  const { strings } = frame;
  return html`<section aria-labelledby="booked-heading" class="notice">
    <h2 id="booked-heading">${strings.bookedTitle}</h2>
    <p>${created.status === "confirmed" ? strings.bookedConfirmed : strings.bookedPending}</p>
    ${startsAt ? html`<p>${instantText(frame, restaurant, startsAt)}</p>` : ""}
    <dl class="credentials">
      <dt>${strings.reservationNumber}</dt>
      <dd>${created.reservation_number}</dd>
      <dt>${strings.pin}</dt>
      <dd>${created.guest_pin}</dd>
    </dl>
    <p>${strings.pinOnce}</p>
    <p><a href="/r/${restaurant.slug}?lang=${frame.lang}">${strings.backToPage}</a></p>
  </section>`;
}

/**
 * The API's booking body from the posted form: text as typed, `party_size` a number when it is
 * one (else left as typed, for the service to refuse), checkboxes true when ticked and false when
 * not, and the page's language as `guest_locale` so the guest's messages speak it.
 */
export function bookingBodyOf(form: Record<string, unknown>, lang: string): Record<string, unknown> {
  const body: Record<string, unknown> = { guest_locale: lang };
  for (const name of ["guest_first_name", "guest_last_name", "guest_phone", "guest_email", "guest_notes", "starts_at"]) {
    if (form[name] !== undefined) body[name] = form[name];
  }
  const party = form.party_size;
  body.party_size = typeof party === "string" && /^\d{1,4}$/.test(party) ? Number(party) : party;
  body.notify_email = form.notify_email === "true";
  if (form.terms_accepted !== undefined) body.terms_accepted = form.terms_accepted === "true";
  return body;
}

/** The posted form's values as strings, to fill the form again. */
export function formValuesOf(form: Record<string, unknown>): FormValues {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (typeof value === "string") values[name] = value;
  if (values.notify_email === undefined) values.notify_email = "false";
  return values;
}

/** A time `date` lists, "00:30 (next day)" in the small hours of its night (the widget's words). */
export const slotText = (frame: PageFrame, restaurant: Restaurant, slot: AvailableSlot, date: string): string =>
  instantToLocalDateTime(slot.startsAt, restaurant.timezone).startsWith(date) ? slot.time : `${slot.time} ${frame.strings.nextDay}`;

/** English as Europe writes it (24-hour times), the other languages as their own countries do. */
const intlLocale = (frame: PageFrame): string => (frame.lang === "en" ? "en-GB" : frame.lang);

export const longDate = (frame: PageFrame, date: string): string =>
  new Intl.DateTimeFormat(intlLocale(frame), { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

export const instantText = (frame: PageFrame, restaurant: Restaurant, instant: string): string =>
  new Intl.DateTimeFormat(intlLocale(frame), { dateStyle: "full", timeStyle: "short", timeZone: restaurant.timezone }).format(
    new Date(instant),
  );
