import { html, nothing, type TemplateResult } from "lit";
import type { BookingRules } from "../../core/bookability/rules.ts";
import type { ReservationFieldsInput } from "../../core/reservation/schemas.ts";
import { fieldErrors } from "../../core/reservation/validate.ts";
import type { ApiError } from "../api/client.ts";
import { messageFor } from "../i18n/index.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { errorLine, guestFields } from "../../ui-shared/guest-form/guest-fields.ts";
import { choiceOf, GuestForm, isGuestKey, type GuestValues } from "../../ui-shared/guest-form/guest-form.ts";
import { FORM_KEYS, formKeyOf, type FormKey } from "./form-errors.ts";
import { SlotPicker } from "./slot-picker.ts";

/** Everything the reservation form holds besides the date and time: the guest's details, the party size, the terms. */
export interface ReservationValues extends GuestValues {
  /** "more": the guest chose "more than the maximum". */
  party_size: number | "more";
  terms_accepted: boolean;
}

/** Which control to focus for an error at each place of the form besides the guest's details (alternatives, first match wins). */
const FOCUS = {
  party_size: "#f-party_size",
  time: [".slot[tabindex='0']", ".day[tabindex='0']"],
  terms: "#f-terms",
};

/**
 * The reservation form shared by booking and manage: party size, the date and time picker, the
 * guest's details (ui-shared's `GuestForm`, which the console's booking uses too) and terms;
 * validated as the guest types with core's `fieldErrors` (an error shows once its field was left,
 * or everywhere after a submit), and API errors placed at the field they concern.
 */
export class ReservationForm {
  readonly picker: SlotPicker;
  readonly guest: GuestForm;
  private party: number | "more" = 2;
  private termsAccepted = false;
  /** Party size, time and terms left or edited (the guest's details keep their own). */
  touched = new Set<FormKey>();
  submitted = false;
  /** An API error that belongs to no field (shown above the submit button). */
  formError: ApiError | null = null;
  /** An API error shown at its field (party size, time, terms) until the guest edits the form. */
  private serverError: { key: FormKey; text: string } | null = null;
  /** The date the picker started on (see `restart`). */
  private startDate: string | null = null;

  private readonly host: CouvertElement;
  /** Whether a slot must be picked (booking) or may stay the stored one (manage). */
  private readonly requireSlot: boolean;
  /** Called on every edit (the booking drops its Idempotency-Key then). */
  private readonly onEdit: () => void;

  constructor(host: CouvertElement, requireSlot: boolean, onEdit: () => void = () => {}) {
    this.host = host;
    this.requireSlot = requireSlot;
    this.onEdit = onEdit;

    this.picker = new SlotPicker(host, (slotPicked) => this.edited(slotPicked ? "time" : undefined));
    this.guest = new GuestForm(
      host,
      (code, field) => messageFor(host.m, code, field),
      (field) => {
        this.serverError = null;
        // A box or a list chosen is a change of the form, as a new party size is: the refusal of the whole form no longer holds.
        if (choiceOf(field)) this.formError = null;
        this.onEdit();
      },
    );
  }

  get values(): ReservationValues {
    return { ...this.guest.values, party_size: this.party, terms_accepted: this.termsAccepted };
  }

  set values({ party_size, terms_accepted, ...guest }: ReservationValues) {
    this.party = party_size;
    this.termsAccepted = terms_accepted;
    this.guest.values = guest;
  }

  /**
   * A fresh start: these values, nothing touched or refused, the picker on the restaurant's rules
   * at `date` (or the first bookable day), with the slot at `startsAt` chosen if it is offered.
   * For a new booking and for editing a stored one alike.
   */
  restart(values: ReservationValues, rules: BookingRules, date: string | null, startsAt: string | null = null): Promise<void> {
    const { party_size, terms_accepted, ...guest } = values;
    this.party = party_size;
    this.termsAccepted = terms_accepted;
    this.guest.reset(guest);
    this.touched.clear();
    this.submitted = false;
    this.formError = null;
    this.serverError = null;
    this.picker.full.clear();
    // Its times are asked for this party size from the start.
    this.picker.party = typeof party_size === "number" ? party_size : null;
    const firstMonth = this.picker.setRules(rules, new Date(), date, startsAt);
    this.startDate = this.picker.date;
    return firstMonth;
  }

  /**
   * The reservation fields as the API takes them (every field; manage picks the changed ones).
   * Only `starts_at` of the time: the server adds the default stay, and a change keeps the
   * stored stay length (docs/api.md §5, §6).
   */
  fields(): ReservationFieldsInput {
    const slot = this.picker.slot;
    return {
      ...this.guest.fields(),
      party_size: this.party === "more" ? null : this.party,
      ...(slot ? { starts_at: slot.startsAt } : {}),
      terms_accepted: this.termsAccepted,
    };
  }

  /** Whether the guest chose more guests than the restaurant books online ("more than the maximum"). */
  get largeParty(): boolean {
    return this.party === "more";
  }

  /** Every error of the form by place, in contract order (the first one per place wins). */
  errors(): Map<FormKey, string> {
    return this.merged(this.ownErrors(), this.guest.errors());
  }

  /** The errors of party size, time and terms; the guest's details check themselves (`GuestForm`). */
  private ownErrors(): Map<FormKey, string> {
    const { m } = this.host;
    const rules = this.picker.rules;
    const errors = new Map<FormKey, string>();
    if (!rules) return errors;
    if (this.largeParty) errors.set("party_size", m.largerGroups(rules.maxPartySize));
    if (!this.picker.slot) {
      // Editing may keep the stored time, but a new date without a time would be dropped silently.
      if (this.requireSlot) errors.set("time", m.invalid.starts_at);
      else if (this.picker.date !== this.startDate) errors.set("time", m.timeForNewDate);
    }
    for (const error of fieldErrors(this.fields(), rules)) {
      const key = formKeyOf(error.code, error.field);
      if (key && !isGuestKey(key) && !errors.has(key)) errors.set(key, messageFor(m, error.code, error.field));
    }
    if (this.serverError) errors.set(this.serverError.key, this.serverError.text);
    return errors;
  }

  private merged(own: Map<FormKey, string>, guest: Map<FormKey, string>): Map<FormKey, string> {
    const all = new Map([...own, ...guest]);
    return new Map(FORM_KEYS.filter((k) => all.has(k)).map((k) => [k, all.get(k)!]));
  }

  /** The errors the guest should see now. */
  visibleErrors(): Map<FormKey, string> {
    const guest = this.guest.visibleErrors();
    // Nothing touched, sent or refused yet (every render while the form loads): no check to run.
    if (!this.submitted && !this.touched.size && !this.serverError) return guest;
    const own = this.ownErrors();
    if (this.submitted) return this.merged(own, guest);
    return this.merged(new Map([...own].filter(([key]) => this.touched.has(key) || this.serverError?.key === key)), guest);
  }

  /** Marks the form submitted; true when it may be sent, else focuses the first error and says how many. */
  check(): boolean {
    this.submitted = true;
    this.guest.submitted = true;
    this.formError = null;
    const errors = this.errors();
    this.host.requestUpdate();
    if (!errors.size) {
      // "Please correct 2 entries." from an earlier try no longer holds, whatever the server answers.
      this.host.clearAnnouncement();
      return true;
    }
    this.host.announce(this.host.m.summary(errors.size));
    void this.focus(errors.keys().next().value!);
    return false;
  }

  /** Shows an API error at its field (and focuses it), or for the whole form; it replaces the one shown at a field before. */
  async showServerError(error: ApiError): Promise<void> {
    const focused = this.guest.showServerError(error.code, error.field);
    if (focused) {
      this.serverError = null;
      return focused;
    }
    const key = formKeyOf(error.code, error.field);
    if (key) this.serverError = { key, text: messageFor(this.host.m, error.code, error.field) };
    else this.formError = error;
    if (error.code === "slot_full" && this.picker.slot) this.picker.full.add(this.picker.slot.startsAt);
    if (key === "time") this.picker.refresh();
    this.host.requestUpdate();
    if (key) await this.focus(key);
  }

  async focus(key: FormKey): Promise<void> {
    if (isGuestKey(key)) return this.guest.focus(key);
    await focusAfterRender(this.host, FOCUS[key], { scroll: true });
  }

  /** The time chosen is not offered any more (another party size): said at the times, the focus left where it is. */
  timeGone(): void {
    this.serverError = { key: "time", text: this.host.m.errors.slot_full };
    this.host.requestUpdate();
  }

  /** Call on `pointerdown` in the form (see `GuestForm.holdTouches`). */
  holdTouches(): void {
    this.guest.holdTouches();
  }

  private edited(key?: FormKey): void {
    if (key) this.touched.add(key);
    this.serverError = null;
    this.guest.forgetServerError();
    this.formError = null;
    this.onEdit();
    this.host.requestUpdate();
  }

  private error(errors: Map<FormKey, string>, key: FormKey): TemplateResult | typeof nothing {
    return errorLine(errors, key);
  }

  /** Party size: min…max, and "more than max" pointing the guest to the restaurant. */
  renderParty(errors: Map<FormKey, string>): TemplateResult {
    const { m } = this.host;
    const rules = this.picker.rules!;
    const sizes = Array.from({ length: rules.maxPartySize - rules.minPartySize + 1 }, (_, i) => rules.minPartySize + i);
    const value = this.party;
    return html`<div part="field" class="field party">
      <label for="f-party_size">${m.partySize}</label>
      <select
        id="f-party_size"
        part="input"
        aria-invalid=${errors.has("party_size") ? "true" : "false"}
        aria-describedby="e-party_size"
        @change=${(e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          this.party = raw === "more" ? "more" : Number(raw);
          this.edited("party_size");
        }}
      >
        ${sizes.map((n) => html`<option value=${n} ?selected=${value === n}>${m.guests(n)}</option>`)}
        <option value="more" ?selected=${value === "more"}>${m.moreGuests(rules.maxPartySize)}</option>
      </select>
      ${this.error(errors, "party_size")}
    </div>`;
  }

  /** The date grid and slots, with the time error below them. */
  renderPicker(errors: Map<FormKey, string>, currentTime?: string): TemplateResult {
    return this.picker.render(this.error(errors, "time"), currentTime);
  }

  /** The guest's details (ui-shared's template, in the widget's words). */
  renderGuest(errors: Map<FormKey, string>): TemplateResult {
    return guestFields(this.guest, errors, this.host.m, this.picker.rules?.notifyChannels);
  }

  /** The terms checkbox, linking the restaurant's terms; nothing at all when it has no terms page to accept. */
  renderTerms(errors: Map<FormKey, string>, termsUrl: string | null): TemplateResult | typeof nothing {
    if (!termsUrl) return nothing;
    const { m } = this.host;
    const terms = html`<a href=${termsUrl} target="_blank" rel="noopener noreferrer"
      >${m.terms}<span class="sr-only"> ${m.termsNewWindow}</span></a
    >`;
    return html`<div part="field" class="field">
      <label class="check">
        <input
          type="checkbox"
          id="f-terms"
          part="input"
          .checked=${this.termsAccepted}
          aria-invalid=${errors.has("terms") ? "true" : "false"}
          aria-describedby="e-terms"
          @change=${this.handleTerms}
        /><span>${m.acceptTerms(terms)}</span>
      </label>
      ${this.error(errors, "terms")}
    </div>`;
  }

  private readonly handleTerms = (e: Event) => {
    this.termsAccepted = (e.target as HTMLInputElement).checked;
    this.edited("terms");
  };
}
