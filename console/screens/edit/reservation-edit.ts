import { LitElement, css, html, nothing } from "lit";
import { reservationEditContract } from "../../../core/owner/contract/reservation-edit.ts";
import type { OwnerReservationView } from "../../../core/owner/views.ts";
import { instantToLocalDateTime, localDateTimeToInstant } from "../../../core/time.ts";
import { define } from "../../../ui-shared/define.ts";
import { textsIn } from "../../../ui-shared/lazy-catalog.ts";
import { ConsoleApiError } from "../../api.ts";
import { errorText } from "../../i18n/index.ts";
import type { ScreenWrite } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import { bookTexts } from "../book-view.i18n.ts";
import { bookWarning, overrideOf, type BookWarning, type Overrides } from "../book-warning.ts";
import type { ScreenContext } from "../screen.ts";
import { editTexts, type EditTexts } from "./reservation-edit.i18n.ts";

/** The fields the form changes, by the API's names. */
type EditFields = {
  starts_at?: string;
  party_size?: number;
  guest_first_name?: string | null;
  guest_last_name?: string;
  guest_phone?: string | null;
  guest_email?: string | null;
  guest_notes?: string | null;
};

/**
 * @summary The owner changes an upcoming booking (docs/api.md §16.6 `…/edit`): time, party, contact
 * and notes. Only what differs from the booking is sent; a rule the owner may overrule answers with
 * the Book screen's warning and "Change anyway", sending the same change with the override.
 * @fires couvert-reservation-edited - the change was saved (detail: the reservation) or nothing differed (detail: null)
 * @fires couvert-edit-closed - the owner closed the form without saving
 */
export class CouvertReservationEdit extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        display: block;
        grid-column: 1 / -1;
      }
      form {
        display: grid;
        gap: 0.6em;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 12em), 1fr));
      }
      label {
        display: flex;
        flex-direction: column;
        gap: 0.2em;
      }
      .wide,
      .row,
      .warning,
      .error {
        grid-column: 1 / -1;
      }
      input,
      textarea {
        width: 100%;
        box-sizing: border-box;
      }
    `,
  ];

  static override properties = {
    reservation: { attribute: false },
    context: { attribute: false },
    write: { attribute: false },
    warning: { state: true },
    failure: { state: true },
    busy: { state: true },
  };

  declare reservation: OwnerReservationView;
  declare context: ScreenContext;
  /** The screen's write (ScreenLoad.write): bound to the restaurant the card was loaded for. */
  declare write: ScreenWrite;
  declare private warning: BookWarning | null;
  declare private failure: string | null;
  declare private busy: boolean;
  private overrides: Overrides = {};

  constructor() {
    super();
    this.warning = null;
    this.failure = null;
    this.busy = false;
  }

  private get t(): EditTexts {
    return textsIn(editTexts, this.context.lang);
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLInputElement>("input")?.focus();
  }

  override render() {
    const r = this.reservation;
    const t = this.t;
    const zone = this.context.restaurant.timezone;
    return html`<form aria-label=${t.title(r.reservation_number)} @submit=${this.handleSubmit} @input=${this.handleInput}>
      <strong class="wide">${t.title(r.reservation_number)}</strong>
      <label>${t.when}<input name="starts_at" type="datetime-local" required .value=${instantToLocalDateTime(r.starts_at, zone)} /></label>
      <label>${t.party}<input name="party_size" type="number" min="1" max="100" required .value=${String(r.party_size)} /></label>
      <label>${t.firstName}<input name="guest_first_name" maxlength="80" .value=${r.guest_first_name ?? ""} /></label>
      <label>${t.lastName}<input name="guest_last_name" maxlength="80" required .value=${r.guest_last_name} /></label>
      <label>${t.phone}<input name="guest_phone" type="tel" .value=${r.guest_phone_display ?? ""} /></label>
      <label>${t.email}<input name="guest_email" type="email" .value=${r.guest_email ?? ""} /></label>
      <label class="wide">${t.notes}<textarea name="guest_notes" maxlength="500" rows="2" .value=${r.guest_notes ?? ""}></textarea></label>
      ${this.warning ? this.warningBlock() : nothing} ${this.failure ? html`<p class="error" role="alert">${this.failure}</p>` : nothing}
      <div class="row">
        <button type="submit" class="primary" ?disabled=${this.busy}>${t.save}</button>
        <button type="button" ?disabled=${this.busy} @click=${this.handleClose}>${t.cancel}</button>
      </div>
    </form>`;
  }

  private warningBlock() {
    const t = this.t;
    const book = textsIn(bookTexts, this.context.lang);
    const texts = { ...book, full: () => t.full, bookAnyway: t.changeAnyway, back: t.back };
    return bookWarning(this.warning!, texts, { busy: this.busy, bookAnyway: this.handleChangeAnyway, back: this.handleBack });
  }

  /** What the form says that differs from the booking. */
  private changes(): EditFields {
    const form = this.renderRoot.querySelector("form")!;
    const data = new FormData(form);
    const r = this.reservation;
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const orNull = (value: string) => (value === "" ? null : value);
    const changes: EditFields = {};
    const startsAt = localDateTimeToInstant(text("starts_at"), this.context.restaurant.timezone);
    if (startsAt && Date.parse(startsAt) !== Date.parse(r.starts_at)) changes.starts_at = startsAt;
    const party = Number(text("party_size"));
    if (party !== r.party_size) changes.party_size = party;
    if (orNull(text("guest_first_name")) !== r.guest_first_name) changes.guest_first_name = orNull(text("guest_first_name"));
    if (text("guest_last_name") !== r.guest_last_name) changes.guest_last_name = text("guest_last_name");
    if (orNull(text("guest_phone")) !== (r.guest_phone_display ?? null)) changes.guest_phone = orNull(text("guest_phone"));
    if (orNull(text("guest_email")) !== r.guest_email) changes.guest_email = orNull(text("guest_email"));
    if (orNull(text("guest_notes")) !== r.guest_notes) changes.guest_notes = orNull(text("guest_notes"));
    return changes;
  }

  private async send(): Promise<void> {
    const changes = this.changes();
    if (Object.keys(changes).length === 0) {
      this.emit(null);
      return;
    }
    this.busy = true;
    this.failure = null;
    try {
      const number = this.reservation.reservation_number;
      const body = { ...changes, overrides: this.overrides };
      const sent = await this.write((calls) => calls.call(reservationEditContract.edit, { params: { number }, body }));
      if (sent) this.emit(sent.value.reservation);
    } catch (error) {
      this.refused(error, changes);
    } finally {
      this.busy = false;
    }
  }

  private refused(error: unknown, changes: EditFields): void {
    const code = error instanceof ConsoleApiError ? error.code : null;
    if (code === "booking_lead_time") {
      this.warning = { kind: "lead-time", begun: Date.parse(changes.starts_at ?? this.reservation.starts_at) <= Date.now() };
    } else if (code === "party_size_outside_limits") {
      this.warning = { kind: "party-size", party: changes.party_size ?? this.reservation.party_size };
    } else if (code === "slot_full") {
      this.warning = { kind: "full", taken: 0, capacity: 0 };
    } else {
      this.warning = null;
      this.failure = errorText(this.context.m, error);
    }
  }

  private emit(reservation: OwnerReservationView | null): void {
    this.dispatchEvent(new CustomEvent("couvert-reservation-edited", { detail: reservation, bubbles: true, composed: true }));
  }

  private handleSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.send();
  };

  /** Another change than the one warned about: the overrides given for that one do not carry over. */
  private handleInput = (): void => {
    this.overrides = {};
    this.warning = null;
  };

  private handleChangeAnyway = (): void => {
    if (!this.warning) return;
    this.overrides = { ...this.overrides, ...overrideOf(this.warning) };
    void this.send();
  };

  private handleBack = (): void => {
    this.warning = null;
    this.overrides = {};
  };

  private handleClose = (): void => {
    this.dispatchEvent(new CustomEvent("couvert-edit-closed", { bubbles: true, composed: true }));
  };
}

define("couvert-reservation-edit", CouvertReservationEdit);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-reservation-edit": CouvertReservationEdit;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-reservation-edited": CustomEvent<OwnerReservationView | null>;
    "couvert-edit-closed": CustomEvent<void>;
  }
}
