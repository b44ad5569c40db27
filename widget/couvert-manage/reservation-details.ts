import { html, nothing, type TemplateResult } from "lit";
import type { ChangeRequestView, GuestView } from "../../core/reservation/schemas.ts";
import { isEndStatus } from "../../core/reservation/status.ts";
import type { Messages } from "../i18n/en.ts";
import type { messages } from "./messages.ts";

/** The words and formats the reservation's details are written with. */
export interface DetailTexts {
  /** The texts shared by the elements. */
  m: Messages;
  /** `<couvert-manage>`'s own texts. */
  t: (typeof messages)["en"];
  /** An instant as the restaurant's wall clock shows it. */
  when: (iso: string) => string;
  /** "Times in …" when the restaurant's zone is not the reader's, else null. */
  zoneHint: string | null;
}

/** The reservation as the guest sees it: status, time, party, name, contact, channels and special requests. */
export function reservationDetails(view: GuestView, x: DetailTexts): TemplateResult {
  const { m, t } = x;
  const name = [view.guest_first_name, view.guest_last_name].filter(Boolean).join(" ");
  const channels = [view.notify_email && m.email, view.notify_whatsapp && m.whatsapp].filter(Boolean).join(", ") || m.none;
  const contact = [view.guest_phone_display, view.guest_email].filter(Boolean).join(" · ");
  return html`<dl class="details">
    <dt>${m.status}</dt>
    <dd><strong>${m.statuses[view.status]}</strong></dd>
    <dt>${t.when}</dt>
    <dd>${x.when(view.starts_at)}${x.zoneHint ? html`<br /><span class="hint">${x.zoneHint}</span>` : nothing}</dd>
    <dt>${m.partySize}</dt>
    <dd>${m.guests(view.party_size)}</dd>
    <dt>${m.name}</dt>
    <dd>${name}</dd>
    <dt>${t.contact}</dt>
    <dd>${contact}</dd>
    <dt>${m.notifications}</dt>
    <dd>${channels}</dd>
    ${
      view.occasion
        ? html`<dt>${m.occasion}</dt>
            <dd>${m.occasions[view.occasion]}</dd>`
        : nothing
    }
    ${
      view.guest_notes
        ? html`<dt>${m.notes}</dt>
            <dd class="guest-notes">${view.guest_notes}</dd>`
        : nothing
    }
  </dl>`;
}

/** The latest change request: what an open one asks for, or how the restaurant decided. */
export function changeRequestNotice(view: GuestView, x: DetailTexts): TemplateResult | typeof nothing {
  const request = view.change_request;
  if (!request || isEndStatus(view.status)) return nothing;
  const { t } = x;
  const date = x.when(request.submitted_at);
  if (request.status !== "open")
    return html`<p class="notice">${request.status === "approved" ? t.requestApproved(date) : t.requestDeclined(date)}</p>`;
  return html`<div class="notice" id="change-request">
    <p>${t.requestOpen(date)}</p>
    <ul class="changes">
      ${changeLines(request, x)}
    </ul>
  </div>`;
}

/** One line per changed field of a change request, in words. */
function changeLines(request: ChangeRequestView, x: DetailTexts): TemplateResult[] {
  const { m, t } = x;
  const { changes } = request;
  const yesNo = (on: boolean | undefined) => (on ? m.on : m.off);
  // null: the guest asked for the entry to be removed.
  const text = (value: string | null | undefined) => (value === null ? t.removed : value);
  const lines: [string, string | undefined][] = [
    [t.when, changes.starts_at && x.when(changes.starts_at)],
    [m.partySize, changes.party_size === undefined ? undefined : m.guests(changes.party_size)],
    [m.firstName, text(changes.guest_first_name)],
    [m.lastName, changes.guest_last_name],
    [m.phone, text(changes.guest_phone && request.guest_phone_display)],
    [m.email, text(changes.guest_email)],
    [m.notifyEmail, changes.notify_email === undefined ? undefined : yesNo(changes.notify_email)],
    [m.notifyWhatsapp, changes.notify_whatsapp === undefined ? undefined : yesNo(changes.notify_whatsapp)],
    [m.occasion, changes.occasion === undefined ? undefined : changes.occasion === null ? t.removed : m.occasions[changes.occasion]],
    [m.notes, text(changes.guest_notes)],
  ];
  return lines.filter(([, value]) => value !== undefined).map(([label, value]) => html`<li>${m.changed(label, value!)}</li>`);
}
