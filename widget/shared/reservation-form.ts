import { html, nothing, type ReactiveController, type TemplateResult } from "lit";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { OCCASIONS, type Occasion } from "../../core/reservation/fields.ts";
import type { ReservationFieldsInput } from "../../core/reservation/schemas.ts";
import { fieldErrors } from "../../core/reservation/validate.ts";
import { EMAIL_MAX_LENGTH, GUEST_NOTES_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../../core/limits.ts";
import type { ApiError } from "../api/client.ts";
import { messageFor } from "../i18n/index.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { FORM_KEYS, formKeyOf, type FormKey } from "./form-errors.ts";
import { SlotPicker } from "./slot-picker.ts";

export interface GuestValues {
  guest_first_name: string;
  guest_last_name: string;
  guest_phone: string;
  guest_email: string;
  /** "more": the guest chose "more than the maximum". */
  party_size: number | "more";
  notify_email: boolean;
  notify_whatsapp: boolean;
  terms_accepted: boolean;
  /** Special requests (docs/api.md §6.1); "" = none. */
  guest_notes: string;
  occasion: Occasion | "";
}

type TextField = "guest_first_name" | "guest_last_name" | "guest_phone" | "guest_email";

/** Which control to focus for an error at each place of the form (alternatives, first match wins). */
const FOCUS: Record<FormKey, string | string[]> = {
  party_size: "#f-party_size",
  time: [".slot[tabindex='0']", ".day[tabindex='0']"],
  guest_first_name: "#f-guest_first_name",
  guest_last_name: "#f-guest_last_name",
  guest_phone: "#f-guest_phone",
  guest_email: "#f-guest_email",
  contact: "#f-guest_phone",
  notify: "#f-notify_email",
  occasion: "#f-occasion",
  guest_notes: "#f-guest_notes",
  terms: "#f-terms",
};

const emptyToNull = (text: string): string | null => text.trim() || null;

/** The notes show how many characters are left once this few remain. */
const NOTES_COUNT_FROM = 100;

/**
 * The reservation form shared by booking and manage: party size, the date and time picker, guest
 * fields, notification channels and terms; validated as the guest types with core's `fieldErrors`
 * (an error shows once its field was left, or everywhere after a submit), and API errors placed at
 * the field they concern. A controller of its host: listeners it adds to the window leave with the
 * host (`hostDisconnected`).
 */
export class ReservationForm implements ReactiveController {
  readonly picker: SlotPicker;
  values: GuestValues = {
    guest_first_name: "",
    guest_last_name: "",
    guest_phone: "",
    guest_email: "",
    party_size: 2,
    notify_email: false,
    notify_whatsapp: false,
    terms_accepted: false,
    guest_notes: "",
    occasion: "",
  };
  touched = new Set<FormKey>();
  submitted = false;
  /** An API error that belongs to no field (shown above the submit button). */
  formError: ApiError | null = null;
  /** An API error shown at its field until the guest edits the form. */
  private serverError: { key: FormKey; text: string } | null = null;
  /** The date the picker started on (see `restart`). */
  private startDate: string | null = null;
  /** Places left (blurred) while a pointer is down: marked touched once it is up (see `holdTouches`). */
  private held: FormKey[] | null = null;
  /** Removes the window listeners of a pointer still down; null when none is. */
  private stopHolding: (() => void) | null = null;

  constructor(
    private readonly host: CouvertElement,
    /** Whether a slot must be picked (booking) or may stay the stored one (manage). */
    private readonly requireSlot: boolean,
    /** Called on every edit (the booking drops its Idempotency-Key then). */
    private readonly onEdit: () => void = () => {},
  ) {
    this.picker = new SlotPicker(host, (slotPicked) => this.edited(slotPicked ? "time" : undefined));
    host.addController(this);
  }

  /** A pointer still down when the element leaves the page: its listeners go, and the places it held are dropped. */
  hostDisconnected(): void {
    this.stopHolding?.();
    this.held = null;
  }

  /**
   * A fresh start: these values, nothing touched or refused, the picker on the restaurant's rules
   * at `date` (or the first bookable day), with the slot at `startsAt` chosen if it is offered.
   * For a new booking and for editing a stored one alike.
   */
  restart(values: GuestValues, rules: BookingRules, date: string | null, startsAt: string | null = null): void {
    this.values = values;
    this.touched.clear();
    this.submitted = false;
    this.formError = null;
    this.serverError = null;
    this.picker.full.clear();
    this.picker.setRules(rules, new Date(), date, startsAt);
    this.startDate = this.picker.date;
  }

  /**
   * The reservation fields as the API takes them (every field; manage picks the changed ones).
   * Only `starts_at` of the time: the server adds the default stay, and a change keeps the
   * stored stay length (docs/api.md §5, §6).
   */
  fields(): ReservationFieldsInput {
    const v = this.values;
    const slot = this.picker.slot;
    return {
      guest_first_name: emptyToNull(v.guest_first_name),
      guest_last_name: emptyToNull(v.guest_last_name),
      guest_phone: emptyToNull(v.guest_phone),
      guest_email: emptyToNull(v.guest_email),
      party_size: v.party_size === "more" ? null : v.party_size,
      ...(slot ? { starts_at: slot.startsAt } : {}),
      notify_email: v.notify_email,
      notify_whatsapp: v.notify_whatsapp,
      terms_accepted: v.terms_accepted,
      guest_notes: emptyToNull(v.guest_notes),
      occasion: v.occasion || null,
    };
  }

  /** Whether the guest chose more guests than the restaurant books online ("more than the maximum"). */
  get largeParty(): boolean {
    return this.values.party_size === "more";
  }

  /** Every error of the form by place, in contract order (the first one per place wins). */
  errors(): Map<FormKey, string> {
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
      if (key && !errors.has(key)) errors.set(key, messageFor(m, error.code, error.field));
    }
    if (this.serverError) errors.set(this.serverError.key, this.serverError.text);
    return new Map(FORM_KEYS.filter((k) => errors.has(k)).map((k) => [k, errors.get(k)!]));
  }

  /** The errors the guest should see now. */
  visibleErrors(): Map<FormKey, string> {
    // Nothing touched, sent or refused yet (every render while the form loads): no check to run.
    if (!this.submitted && !this.touched.size && !this.serverError) return new Map();
    const all = this.errors();
    if (this.submitted) return all;
    return new Map([...all].filter(([key]) => this.touched.has(key) || this.serverError?.key === key));
  }

  /** Marks the form submitted; true when it may be sent, else focuses the first error and says how many. */
  check(): boolean {
    this.submitted = true;
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

  /** Shows an API error at its field (and focuses it), or for the whole form. */
  async showServerError(error: ApiError): Promise<void> {
    const key = formKeyOf(error.code, error.field);
    if (key) this.serverError = { key, text: messageFor(this.host.m, error.code, error.field) };
    else this.formError = error;
    if (error.code === "slot_full" && this.picker.slot) this.picker.full.add(this.picker.slot.startsAt);
    if (key === "time") this.picker.refresh();
    this.host.requestUpdate();
    if (key) await this.focus(key);
  }

  async focus(key: FormKey): Promise<void> {
    await focusAfterRender(this.host, FOCUS[key], { scroll: true });
  }

  /**
   * Call on `pointerdown` in the form. A field's check runs when it is left; when it is left
   * because the guest presses on another control, an error line inserted above that control would
   * move it between press and release and the click would be lost. So the places left meanwhile
   * are marked touched only once the pointer is up and its click is done.
   */
  holdTouches(): void {
    if (this.held) return;
    this.held = [];
    const stop = () => {
      removeEventListener("pointerup", release, true);
      removeEventListener("pointercancel", release, true);
      this.stopHolding = null;
    };
    const release = () => {
      stop();
      setTimeout(() => {
        const held = this.held ?? [];
        this.held = null;
        this.touch(...held);
      });
    };
    addEventListener("pointerup", release, true);
    addEventListener("pointercancel", release, true);
    this.stopHolding = stop;
  }

  private touch(...keys: FormKey[]): void {
    if (this.held) return void this.held.push(...keys);
    for (const key of keys) this.touched.add(key);
    this.host.requestUpdate();
  }

  private edited(key?: FormKey): void {
    if (key) this.touched.add(key);
    this.serverError = null;
    this.formError = null;
    this.onEdit();
    this.host.requestUpdate();
  }

  private set<K extends keyof GuestValues>(key: K, value: GuestValues[K], touch?: FormKey): void {
    this.values = { ...this.values, [key]: value };
    this.serverError = null;
    this.onEdit();
    if (touch) this.edited(touch);
    else this.host.requestUpdate();
  }

  private error(errors: Map<FormKey, string>, key: FormKey): TemplateResult | typeof nothing {
    const text = errors.get(key);
    return text ? html`<p class="error" id="e-${key}" part="error">${text}</p>` : nothing;
  }

  /** Party size: min…max, and "more than max" pointing the guest to the restaurant. */
  renderParty(errors: Map<FormKey, string>): TemplateResult {
    const { m } = this.host;
    const rules = this.picker.rules!;
    const sizes = Array.from({ length: rules.maxPartySize - rules.minPartySize + 1 }, (_, i) => rules.minPartySize + i);
    const value = this.values.party_size;
    return html`<div part="field" class="field party">
      <label for="f-party_size">${m.partySize}</label>
      <select
        id="f-party_size"
        part="input"
        aria-invalid=${errors.has("party_size") ? "true" : "false"}
        aria-describedby="e-party_size"
        @change=${(e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          this.set("party_size", raw === "more" ? "more" : Number(raw), "party_size");
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

  private input(
    errors: Map<FormKey, string>,
    key: TextField,
    label: string,
    type: string,
    autocomplete: string,
    max: number,
    extra?: { hint?: string; required?: boolean; blurKey?: FormKey },
  ): TemplateResult {
    const invalid = errors.has(key) || (key !== "guest_first_name" && key !== "guest_last_name" && errors.has("contact"));
    const describedBy = [extra?.hint ? `h-${key}` : "", `e-${key}`, key === "guest_phone" || key === "guest_email" ? "e-contact" : ""]
      .filter(Boolean)
      .join(" ");
    return html`<div part="field" class="field">
      <label for="f-${key}">${label}${extra?.required ? html` <span class="req">${this.host.m.required}</span>` : nothing}</label>
      <input
        id="f-${key}"
        part="input"
        type=${type}
        autocomplete=${autocomplete}
        maxlength=${max}
        .value=${this.values[key]}
        aria-required=${extra?.required ? "true" : "false"}
        aria-invalid=${invalid ? "true" : "false"}
        aria-describedby=${describedBy}
        @input=${(e: Event) => this.set(key, (e.target as HTMLInputElement).value)}
        @blur=${() => this.touch(key, ...(extra?.blurKey ? [extra.blurKey] : []))}
      />
      ${extra?.hint ? html`<p class="hint" id="h-${key}">${extra.hint}</p>` : nothing} ${this.error(errors, key)}
    </div>`;
  }

  private check_(
    key: "notify_email" | "notify_whatsapp" | "terms_accepted",
    id: string,
    label: unknown,
    touch: FormKey,
    errors: Map<FormKey, string>,
  ): TemplateResult {
    return html`<label class="check">
      <input
        type="checkbox"
        id=${id}
        part="input"
        .checked=${this.values[key]}
        aria-invalid=${errors.has(touch) ? "true" : "false"}
        aria-describedby="e-${touch}"
        @change=${(e: Event) => this.set(key, (e.target as HTMLInputElement).checked, touch)}
      /><span>${label}</span>
    </label>`;
  }

  /** Names, contact (phone or e-mail) and notification channels. */
  renderGuest(errors: Map<FormKey, string>): TemplateResult {
    const { m } = this.host;
    return html`
      <div class="row">
        ${this.input(errors, "guest_first_name", m.firstName, "text", "given-name", NAME_MAX_LENGTH)}
        ${this.input(errors, "guest_last_name", m.lastName, "text", "family-name", NAME_MAX_LENGTH, { required: true })}
      </div>
      <fieldset part="field" aria-describedby="h-contact e-contact">
        <legend>${m.contact}</legend>
        <p class="hint" id="h-contact">${m.contactHint}</p>
        <div class="row">
          ${this.input(errors, "guest_phone", m.phone, "tel", "tel", PHONE_INPUT_MAX_LENGTH, { hint: m.phoneHint })}
          ${this.input(errors, "guest_email", m.email, "email", "email", EMAIL_MAX_LENGTH, { blurKey: "contact" })}
        </div>
        ${this.error(errors, "contact")}
      </fieldset>
      <fieldset part="field" aria-describedby="h-notify e-notify">
        <legend>${m.notify}</legend>
        <p class="hint" id="h-notify">${m.notifyHint}</p>
        ${this.check_("notify_email", "f-notify_email", m.notifyEmail, "notify", errors)}
        ${this.check_("notify_whatsapp", "f-notify_whatsapp", m.notifyWhatsapp, "notify", errors)} ${this.error(errors, "notify")}
      </fieldset>
      ${this.renderRequests(errors)}
    `;
  }

  /** The occasion and the notes (docs/api.md §6.1), both optional; the notes count down near their limit. */
  private renderRequests(errors: Map<FormKey, string>): TemplateResult {
    const { m } = this.host;
    const { occasion, guest_notes: notes } = this.values;
    const left = GUEST_NOTES_MAX_LENGTH - notes.trim().length;
    return html`<div part="field" class="field">
        <label for="f-occasion">${m.occasion}</label>
        <select
          id="f-occasion"
          part="input"
          aria-invalid=${errors.has("occasion") ? "true" : "false"}
          aria-describedby="e-occasion"
          @change=${(e: Event) => this.set("occasion", (e.target as HTMLSelectElement).value as Occasion | "", "occasion")}
        >
          <option value="" ?selected=${occasion === ""}>${m.noOccasion}</option>
          ${OCCASIONS.map((o) => html`<option value=${o} ?selected=${occasion === o}>${m.occasions[o]}</option>`)}
        </select>
        ${this.error(errors, "occasion")}
      </div>
      <div part="field" class="field">
        <label for="f-guest_notes">${m.notes}</label>
        <textarea
          id="f-guest_notes"
          part="input"
          rows="3"
          maxlength=${GUEST_NOTES_MAX_LENGTH}
          .value=${notes}
          aria-invalid=${errors.has("guest_notes") ? "true" : "false"}
          aria-describedby="h-guest_notes c-guest_notes e-guest_notes"
          @input=${(e: Event) => this.set("guest_notes", (e.target as HTMLTextAreaElement).value)}
          @blur=${() => this.touch("guest_notes")}
        ></textarea>
        <p class="hint" id="h-guest_notes">${m.notesHint}</p>
        <p class="hint count" id="c-guest_notes" aria-live="polite">
          ${left <= NOTES_COUNT_FROM ? m.charactersLeft(Math.max(left, 0)) : ""}
        </p>
        ${this.error(errors, "guest_notes")}
      </div>`;
  }

  /** The terms checkbox, linking the restaurant's terms; nothing at all when it has no terms page to accept. */
  renderTerms(errors: Map<FormKey, string>, termsUrl: string | null): TemplateResult | typeof nothing {
    if (!termsUrl) return nothing;
    const { m } = this.host;
    const terms = html`<a href=${termsUrl} target="_blank" rel="noopener noreferrer"
      >${m.terms}<span class="sr-only"> ${m.termsNewWindow}</span></a
    >`;
    return html`<div part="field" class="field">
      ${this.check_("terms_accepted", "f-terms", m.acceptTerms(terms), "terms", errors)} ${this.error(errors, "terms")}
    </div>`;
  }
}
