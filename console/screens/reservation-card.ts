import { html, nothing } from "lit";
import type { OwnerReservationView } from "../../core/owner/views.ts";
import { OWNER_TRANSITIONS, isAwaitingGuest, isEndStatus, isOwnerMoveDue, type ReservationStatus } from "../../core/reservation/status.ts";
import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { ScreenContext } from "./screen.ts";
import type { ScreenWrite } from "../load-task.ts";
import { editTexts } from "./edit/reservation-edit.i18n.ts";
import { listedTime, localDateTime, localTime } from "../format.ts";
import type { LocalDate } from "../../core/time.ts";
import type { ConsoleLang, ConsoleMessages } from "../i18n/index.ts";
import { guestHistory } from "./guests/guest-history.ts";

export interface CardOptions {
  m: ConsoleMessages;
  lang: ConsoleLang;
  zone: string;
  /** The restaurant's slug: the guest's history links to their profile. */
  slug?: string;
  /** The date of the sheet the card is on (a night's small hours say "next day"); null: a list that spans days shows each date. */
  listedOn: LocalDate | null;
  /** The moves offered, of those the status allows and are due; all of them without it. */
  only?: readonly ReservationStatus[] | undefined;
  /** What moves are due by (a party is seated from six hours before its start, a no-show called from its start). */
  now: Date;
  /** The move waiting for "are you sure", as `number:status`. */
  confirming: string | null;
  busy: boolean;
  onMove: (r: OwnerReservationView, status: ReservationStatus) => void;
  onAsk: (key: string | null) => void;
  /** The owner's change of a booking (docs/api.md §16.6 `…/edit`): the card whose form is open, and what opens, saves or closes it. */
  edit?: {
    context: ScreenContext;
    write: ScreenWrite;
    editing: number | null;
    onEdit: (number: number | null) => void;
    onEdited: (r: OwnerReservationView | null) => void;
  };
}

/** One reservation on the day sheet: when, who, how to reach them, its state, and the moves it allows. */
export function reservationCard(r: OwnerReservationView, o: CardOptions) {
  const { m } = o;
  const name = [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" ");
  const when =
    o.listedOn === null
      ? localDateTime(r.starts_at, o.zone, o.lang)
      : listedTime(localTime(r.starts_at, o.zone, o.lang), r.starts_at, o.listedOn, o.zone, m.nextDay);
  return html`<li class="reservation card" data-number=${r.reservation_number} data-status=${r.status} tabindex="-1">
    <div class="when">
      <strong class="time">${when}</strong>
      <span class="party">${m.day.party(r.party_size)}</span>
      ${r.tables.length > 0 ? html`<span class="tables">${m.day.table(r.tables.map((t) => t.name).join("+"))}</span>` : nothing}
    </div>
    <div class="who">
      <strong class="name">${name}</strong>
      <span class="hint number">${m.day.number(r.reservation_number)}</span>
      <span class="contact">
        ${r.guest_phone ? html`<a href=${`tel:${r.guest_phone}`}>${r.guest_phone_display}</a>` : nothing}
        ${r.guest_email ? html`<a href=${`mailto:${r.guest_email}`}>${r.guest_email}</a>` : nothing}
      </span>
      ${guestHistory(r.guest, name, o.slug ?? "", o.lang)} ${specialRequests(r, m)}
    </div>
    <div class="state">
      <span class="badge status-${r.status}">${m.statuses[r.status]}</span>
      ${r.change_request?.status === "open" ? html`<span class="badge status-pending">${m.day.changeRequested}</span>` : nothing}
    </div>
    <div class="actions no-print">${moves(r, o)} ${editButton(r, o)}</div>
    ${o.edit?.editing === r.reservation_number ? editForm(r, o.edit) : nothing}
  </li>`;
}

/** "Edit" on a booking still ahead of the guest (pending or confirmed), unless its form is open. */
function editButton(r: OwnerReservationView, o: CardOptions) {
  if (!o.edit || !isAwaitingGuest(r.status) || o.edit.editing === r.reservation_number) return nothing;
  const { onEdit } = o.edit;
  return html`<button type="button" data-edit ?disabled=${o.busy} @click=${() => onEdit(r.reservation_number)}>
    ${textsIn(editTexts, o.lang).edit}
  </button>`;
}

/** The form is its own chunk (console/screens/edit/reservation-edit.ts), loaded when Edit is first pressed. */
function editForm(r: OwnerReservationView, edit: NonNullable<CardOptions["edit"]>) {
  return html`<couvert-reservation-edit
    .reservation=${r}
    .context=${edit.context}
    .write=${edit.write}
    @couvert-reservation-edited=${(e: CustomEvent<OwnerReservationView | null>) => edit.onEdited(e.detail)}
    @couvert-edit-closed=${() => edit.onEdit(null)}
  ></couvert-reservation-edit>`;
}

/** The occasion and the guest's notes (docs/api.md §6.1), line breaks kept; nothing when the guest gave neither. */
function specialRequests(r: OwnerReservationView, m: ConsoleMessages) {
  if (!r.occasion && !r.guest_notes) return nothing;
  return html`<div class="requests">
    ${r.occasion ? html`<span class="badge occasion">${m.day.occasions[r.occasion]}</span>` : nothing}
    ${r.guest_notes ? html`<p class="notes"><span class="visually-hidden">${m.day.notes}: </span>${r.guest_notes}</p>` : nothing}
  </div>`;
}

/** A move to an end state asks first: it cannot be taken back. */
function moves(r: OwnerReservationView, o: CardOptions) {
  const { m } = o;
  const offered = OWNER_TRANSITIONS[r.status].filter(
    (status) => (!o.only || o.only.includes(status)) && isOwnerMoveDue(status, r.starts_at, o.now),
  );
  const asking = offered.find((s) => o.confirming === `${r.reservation_number}:${s}`);
  if (asking) {
    return html`<span role="group" aria-label=${m.actions.sure(m.actions[asking])} class="row" tabindex="-1">
      <span>${m.actions.sure(m.actions[asking])}</span>
      <button type="button" class="danger" ?disabled=${o.busy} @click=${() => o.onMove(r, asking)}>${m.actions.yes}</button>
      <button type="button" @click=${() => o.onAsk(null)}>${m.actions.no}</button>
    </span>`;
  }
  return offered.map((status) =>
    isEndStatus(status)
      ? html`<button
          type="button"
          class="danger"
          data-move=${status}
          ?disabled=${o.busy}
          @click=${() => o.onAsk(`${r.reservation_number}:${status}`)}
        >
          ${m.actions[status]}
        </button>`
      : html`<button
          type="button"
          class=${status === "confirmed" || status === "seated" ? "primary" : ""}
          ?disabled=${o.busy}
          @click=${() => o.onMove(r, status)}
        >
          ${m.actions[status]}
        </button>`,
  );
}
