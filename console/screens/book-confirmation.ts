import { html, type TemplateResult } from "lit";
import type { OwnerBooking, OwnerReservationView } from "../../core/owner/views.ts";
import { localDateTime } from "../format.ts";
import type { BookTexts } from "./book-view.i18n.ts";
import type { ScreenContext } from "./screen.ts";

/**
 * The Book screen's confirmation (docs/api.md §16.6): the booking in a sentence, and its number
 * and PIN to tell the guest (the PIN is shown this once), which messages carry them too, and the
 * way on: the day's reservations or another booking. Its title (`#done-title`) takes the focus.
 */
export function bookConfirmation(
  booking: OwnerBooking,
  t: BookTexts,
  context: Pick<ScreenContext, "lang" | "restaurant">,
  actions: { showDay: () => void; another: () => Promise<void> },
): TemplateResult {
  const { lang, restaurant } = context;
  const r = booking.reservation;
  const name = [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" ");
  return html`<section class="done card notice" aria-labelledby="done-title">
    <h2 id="done-title" tabindex="-1">${t.done}</h2>
    <p>${t.summary(name, r.party_size, localDateTime(r.starts_at, restaurant.timezone, lang))}</p>
    <p><strong>${t.tell}</strong></p>
    <dl>
      <dt>${t.number}</dt>
      <dd data-number>${r.reservation_number}</dd>
      <dt>${t.pin}</dt>
      <dd data-pin>${booking.pin}</dd>
    </dl>
    <p>${t.sentToo[channelsOf(r)]}</p>
    <div class="row">
      <button type="button" class="primary" @click=${actions.showDay}>${t.showDay}</button>
      <button type="button" @click=${actions.another}>${t.another}</button>
    </div>
  </section>`;
}

/** Which messages carry a booking's number and PIN to the guest: the channels ticked that have their contact. */
function channelsOf(r: OwnerReservationView): "both" | "email" | "whatsapp" | "none" {
  const email = r.guest_email !== null && r.notify_email;
  const whatsapp = r.guest_phone !== null && r.notify_whatsapp;
  return email && whatsapp ? "both" : email ? "email" : whatsapp ? "whatsapp" : "none";
}
