import type { GuestView } from "../../core/reservation/schemas.ts";
import { canGuestCancel } from "../../core/reservation/status.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { instantText } from "./booking-form.ts";
import type { FormErrors, FormValues } from "./booking-form.ts";
import { fieldError, invalidAttributes, type PageFrame } from "./hosted-layout.ts";
import { html, type SafeHtml } from "./safe-html.ts";
import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { manageWords } from "./manage-words.ts";

/**
 * The hosted page's manage form without JavaScript (docs/api.md §18.2): number and PIN show the
 * reservation (`action` load), which the guest can then change (change-form.ts) or cancel (`action` cancel), all through
 * the server's manage service with its lockouts.
 */
export function credentialsForm(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { values: FormValues; errors: FormErrors; formToken: string },
): SafeHtml {
  const { strings } = frame;
  const { values, errors } = input;
  return html`${errors.form ? html`<p class="notice problem" role="alert">${errors.form}</p>` : ""}
    <form method="post" action="/r/${restaurant.slug}/manage" class="plain-form" novalidate>
      <input type="hidden" name="lang" value="${frame.lang}" />
      <input type="hidden" name="form_token" value="${input.formToken}" />
      <input type="hidden" name="action" value="load" />
      <label
        >${strings.reservationNumberField}<input
          name="reservation_number"
          inputmode="numeric"
          autocomplete="off"
          required
          value="${values.reservation_number ?? ""}"
          ${invalidAttributes("reservation_number", errors.reservation_number)}
      /></label>
      ${fieldError("reservation_number", errors.reservation_number)}
      <label
        >${strings.pinField}<input name="pin" inputmode="numeric" autocomplete="off" required${invalidAttributes("pin", errors.pin)}
      /></label>
      ${fieldError("pin", errors.pin)}
      <button type="submit">${strings.showReservation}</button>
    </form>`;
}

/** The reservation as the guest may see it, with a cancel button while it can be cancelled. */
export function reservationShown(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { reservation: GuestView; pin: string; formToken: string; problem?: string; notice?: string; change?: SafeHtml },
): SafeHtml {
  const { strings } = frame;
  const { reservation } = input;
  const name = [reservation.guest_first_name, reservation.guest_last_name].filter(Boolean).join(" ");
  const cancel = canGuestCancel(reservation.status)
    ? html`<form method="post" action="/r/${restaurant.slug}/manage" class="plain-form">
        <input type="hidden" name="lang" value="${frame.lang}" />
        <input type="hidden" name="form_token" value="${input.formToken}" />
        <input type="hidden" name="action" value="cancel" />
        <input type="hidden" name="reservation_number" value="${reservation.reservation_number}" />
        <input type="hidden" name="pin" value="${input.pin}" />
        <button type="submit">${strings.cancel}</button>
      </form>`
    : reservation.status === "cancelled"
      ? ""
      : html`<p>${strings.cannotCancel}</p>`;
  return html`${input.problem ? html`<p class="notice problem" role="alert">${input.problem}</p>` : ""}
    ${input.notice ? html`<p class="notice" role="status">${input.notice}</p>` : ""}
    <dl class="credentials">
      <dt>${strings.reservationNumber}</dt>
      <dd>${reservation.reservation_number}</dd>
    </dl>
    <p>${name}</p>
    <p>${instantText(frame, restaurant, reservation.starts_at)} · ${strings.reservationFor(reservation.party_size)}</p>
    <p><strong>${strings.status[reservation.status]}</strong></p>
    ${input.change ?? ""} ${cancel}
    <p><a href="/r/${restaurant.slug}?lang=${frame.lang}">${strings.backToPage}</a></p>`;
}

/**
 * The question before a cancellation, as the widget asks it (one stray tap on a phone must not
 * cancel): Yes sends the cancel again, confirmed; No shows the reservation again.
 */
export function cancelQuestion(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { reservation: GuestView; pin: string; formToken: string },
): SafeHtml {
  const words = textsIn(manageWords, frame.lang);
  const hidden = (action: string) =>
    html`<input type="hidden" name="lang" value="${frame.lang}" />
      <input type="hidden" name="form_token" value="${input.formToken}" />
      <input type="hidden" name="action" value="${action}" />
      <input type="hidden" name="reservation_number" value="${input.reservation.reservation_number}" />
      <input type="hidden" name="pin" value="${input.pin}" />`;
  return html`<p><strong>${words.cancelQuestion(instantText(frame, restaurant, input.reservation.starts_at))}</strong></p>
    <form method="post" action="/r/${restaurant.slug}/manage" class="plain-form">
      ${hidden("cancel")}<input type="hidden" name="confirm" value="yes" />
      <button type="submit">${words.cancelYes}</button>
    </form>
    <form method="post" action="/r/${restaurant.slug}/manage" class="plain-form">
      ${hidden("load")}
      <button type="submit">${words.cancelNo}</button>
    </form>`;
}

/** After a cancellation. */
export const cancelledShown = (frame: PageFrame, restaurant: Restaurant, number: number): SafeHtml =>
  html`<p class="notice" role="status">${frame.strings.cancelled}</p>
    <dl class="credentials">
      <dt>${frame.strings.reservationNumber}</dt>
      <dd>${number}</dd>
    </dl>
    <p><a href="/r/${restaurant.slug}?lang=${frame.lang}">${frame.strings.backToPage}</a></p>`;
