import { html, nothing, type TemplateResult } from "lit";
import type { GuestView } from "../../core/reservation/schemas.ts";
import { canGuestCancel, changeOutcome, offersGuestChange } from "../../core/reservation/status.ts";
import type { ReservationForm } from "../shared/reservation-form.ts";
import { openRequestOf } from "./change-draft.ts";
import { changeRequestNotice, reservationDetails, type DetailTexts } from "./reservation-details.ts";

/**
 * `<couvert-manage>`'s screens once a reservation is shown: its details with change and cancel,
 * and the change form. Templates only: the element keeps the state and does the sending.
 */

/** What the last change or cancellation did (a key of the element's texts, translated when shown). */
export type Notice = "applied" | "requested" | "withdrawn" | "cancelled" | "nothingChanged";

/** The details screen's state: `busy` while something is out, `confirmCancel` while the question is open. */
export interface ViewScreen {
  reservation: GuestView;
  busy: boolean;
  confirmCancel: boolean;
}

/** What the details screen shows beside the reservation, and what its buttons call. */
export interface ViewCalls {
  notice: Notice | "";
  actionError: TemplateResult | typeof nothing;
  /** "Yes, cancel". */
  cancel: () => void;
  /** "No, keep it". */
  keep: () => void;
  change: () => void;
  askCancel: () => void;
  /** "Another reservation": back to the look-up. */
  other: () => void;
}

/** What the change form is drawn from, and what its buttons call. */
export interface ChangeCalls {
  form: ReservationForm;
  notice: Notice | "";
  termsUrl: string | null;
  /** The form's error with its retry, drawn when `form.formError` is set. */
  formError: TemplateResult | typeof nothing;
  submit: (event: Event) => void;
  back: () => void;
}

export function renderReservationView(s: ViewScreen, texts: DetailTexts, calls: ViewCalls): TemplateResult {
  const { reservation: view, busy } = s;
  const { t } = texts;
  const change = offersGuestChange(view.status);
  const cancel = canGuestCancel(view.status);
  return html`<section part="reservation" aria-labelledby="r-title">
    <h2 id="r-title" tabindex="-1">${t.title(view.reservation_number)}</h2>
    ${calls.notice ? html`<p class="notice" id="notice" tabindex="-1">${t[calls.notice]}</p>` : nothing} ${reservationDetails(view, texts)}
    ${changeRequestNotice(view, texts)} ${calls.actionError}
    ${
      !change && !cancel
        ? html`<p class="notice" id="closed" tabindex="-1">${view.status === "cancelled" ? t.closedCancelled : t.closed}</p>`
        : s.confirmCancel && cancel
          ? html`<div class="notice alert" role="group" aria-labelledby="cancel-q">
              <p id="cancel-q" tabindex="-1">${t.cancelQuestion(texts.when(view.starts_at))}</p>
              <div class="actions">
                <button
                  type="button"
                  class="danger"
                  part="button"
                  aria-disabled=${busy ? "true" : "false"}
                  @click=${() => !busy && calls.cancel()}
                >
                  ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${t.cancelYes}
                </button>
                <button type="button" class="secondary" part="button" ?disabled=${busy} @click=${calls.keep}>${t.cancelNo}</button>
              </div>
            </div>`
          : html`<div class="actions">
              ${change ? html`<button type="button" part="button" @click=${calls.change}>${t.change}</button>` : nothing}
              ${
                cancel
                  ? html`<button type="button" class="secondary" part="button" id="cancel-start" @click=${calls.askCancel}>
                      ${t.cancel}
                    </button>`
                  : nothing
              }
            </div>`
    }
    <p><button type="button" class="link" part="button" @click=${calls.other}>${t.other}</button></p>
  </section>`;
}

export function renderChangeForm(view: GuestView, sending: boolean, texts: DetailTexts, calls: ChangeCalls): TemplateResult {
  const { t } = texts;
  const { form } = calls;
  const errors = form.visibleErrors();
  return html`<form
    part="form"
    novalidate
    @submit=${calls.submit}
    @pointerdown=${() => form.holdTouches()}
    aria-busy=${sending ? "true" : "false"}
    aria-labelledby="edit-title"
  >
    <h2 id="edit-title" tabindex="-1">${t.editTitle}</h2>
    ${changeRequestNotice(view, texts)}
    ${openRequestOf(view) ? html`<p class="hint" id="request-prefilled">${t.requestPrefilled}</p>` : nothing}
    <fieldset class="plain" ?disabled=${sending}>
      ${form.renderParty(errors)}
      <div class="when">${form.renderPicker(errors, texts.when(view.starts_at))}</div>
      ${form.renderGuest(errors)} ${form.renderTerms(errors, calls.termsUrl)}
    </fieldset>
    ${form.formError ? html`<div id="form-error" tabindex="-1">${calls.formError}</div>` : nothing}
    ${calls.notice ? html`<p class="notice">${t[calls.notice]}</p>` : nothing}
    ${changeOutcome(view.status) === "request" ? html`<p class="hint" id="request-hint">${t.requestHint}</p>` : nothing}
    <div class="actions">
      <button
        type="submit"
        part="button"
        aria-disabled=${sending ? "true" : "false"}
        aria-describedby=${changeOutcome(view.status) === "request" ? "request-hint" : nothing}
      >
        ${sending ? html`<span class="spinner" aria-hidden="true"></span>${t.sending}` : t.save}
      </button>
      <button type="button" class="secondary" part="button" ?disabled=${sending} @click=${calls.back}>${t.back}</button>
    </div>
  </form>`;
}
