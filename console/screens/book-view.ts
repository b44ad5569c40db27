import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, html, nothing } from "lit";
import type { DaySheet, DaySlot, OwnerBooking } from "../../core/owner/views.ts";
import { fieldErrors } from "../../core/reservation/validate.ts";
import { define } from "../../ui-shared/define.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { errorLine, guestFields, type GuestTexts } from "../../ui-shared/guest-form/guest-fields.ts";
import { GuestForm } from "../../ui-shared/guest-form/guest-form.ts";
import { ConsoleApiError } from "../api.ts";
import { dateShown, listedTime } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import { bookConfirmation } from "./book-confirmation.ts";
import { bookTexts, type BookTexts } from "./book-view.i18n.ts";
import { bookViewStyles } from "./book-view.styles.ts";
import { bookWarning, overrideOf, type BookWarning, type Overrides } from "./book-warning.ts";
import type { ScreenContext } from "./screen.ts";
import { LOCAL_DATE_PATTERN } from "../../core/time.ts";

/**
 * When and for how many, as the owner typed them (the guest's details are the `GuestForm`'s); kept
 * across a warning, so "Book anyway" sends the same booking.
 */
interface Draft {
  date: string;
  time: string;
  party: string;
}

type Stage = { kind: "form"; warning: BookWarning | null } | { kind: "done"; booking: OwnerBooking; date: string };

/** The fields of the screen's own that can carry an error, in the form's order (the guest's details follow). */
const FIELDS = ["starts_at", "party_size"] as const;
type Field = (typeof FIELDS)[number];

/** Party bounds are the restaurant's, which only the server knows: the browser checks everything else. */
const CLIENT_RULES = { minPartySize: 1, maxPartySize: Number.MAX_SAFE_INTEGER, termsUrl: null, byStaff: true };

/**
 * @summary A booking taken on the phone or at the door (docs/api.md §16.6): date, a time
 * from the day's slots with their covers, party and contact; confirmed at once. A time inside the
 * lead time or a full slot is refused first with a warning, then booked with "Book anyway".
 * The confirmation shows the reservation number and PIN to tell the guest.
 */
export class CouvertBookView extends LitElement {
  static override styles = [consoleStyles, bookViewStyles];

  static override properties = {
    context: { attribute: false },
    draft: { state: true },
    stage: { state: true },
    errors: { state: true },
    failure: { state: true },
    busy: { state: true },
  };

  declare context: ScreenContext;
  declare private draft: Draft;
  declare private stage: Stage;
  /** Errors of date, time and party, each shown beside its field (the guest's details keep theirs). */
  declare private errors: Partial<Record<Field, string>>;
  /** A failure that belongs to no field (the network, the session). */
  declare private failure: string | null;
  declare private busy: boolean;
  private overrides: Overrides = {};
  /** The guest's details: the widget's fields, limits and checks, in the console's words. */
  private readonly guest = new GuestForm(this, (code, field) => guestErrorText(this.t, code, field), undefined, { byStaff: true });
  /**
   * The chosen date's slots with the covers booked at each, at the restaurant shown (null while the
   * date is not a whole one); loaded again at each live update. The booking goes to that restaurant
   * only, and another restaurant starts from an empty form.
   */
  private readonly slots = new ScreenLoad<DaySheet | null, [string]>(this, {
    args: () => [this.draft.date],
    live: true,
    load: async (calls, date) => (LOCAL_DATE_PATTERN.test(date) ? calls.call(OWNER_API.day, { query: { date } }) : null),
    loaded: (sheet) => {
      if (sheet && !sheet.slots.some((s) => s.time === this.draft.time)) this.draft = { ...this.draft, time: defaultTime(sheet) };
    },
    restaurantShown: (c) => {
      const param = c.params[0];
      this.draft = emptyDraft(dateShown(param, c.restaurant.timezone));
      this.guest.reset();
      this.stage = { kind: "form", warning: null };
      this.errors = {};
      this.failure = null;
      this.overrides = {};
    },
  });

  /**
   * Where the booking is written: a load of nothing keyed by the restaurant alone, so that its
   * answer (the only place the PIN is shown) is kept when the date changes while it is sent, and
   * dropped when another restaurant is shown.
   */
  private readonly booking = new ScreenLoad<null>(this, { load: async () => null });

  constructor() {
    super();
    this.draft = emptyDraft("");
    this.stage = { kind: "form", warning: null };
    this.errors = {};
    this.failure = null;
    this.busy = false;
  }

  private get t(): BookTexts {
    return textsIn(bookTexts, this.context.lang);
  }

  override render() {
    const t = this.t;
    return html`<h1>${t.title}</h1>
      ${this.stage.kind === "done" ? this.confirmation(this.stage) : this.form()}`;
  }

  private form() {
    const t = this.t;
    const d = this.draft;
    return html`<p class="hint">${t.intro}</p>
      <form
        novalidate
        @submit=${this.handleSubmit}
        @input=${this.handleInput}
        @change=${this.handleInput}
        @pointerdown=${this.handlePointerDown}
      >
        <div class="pair">
          <div class="field">
            <label for="date">${t.date}</label>
            <input id="date" name="date" type="date" required .value=${d.date} />
          </div>
          ${this.timeField()}
        </div>
        <div class="field">
          <label for="party_size">${t.party}</label>
          <input
            id="party_size"
            name="party"
            type="number"
            inputmode="numeric"
            min="1"
            required
            .value=${d.party}
            aria-invalid=${this.isInvalid("party_size")}
            aria-describedby=${this.describedBy("party_size")}
          />
          ${this.error("party_size")}
        </div>
        ${guestFields(this.guest, this.guest.visibleErrors(), this.guestTexts(), this.context.notifyChannels)} ${this.warning()}
        ${this.failure ? html`<p class="error" role="alert">${this.failure}</p>` : nothing}
        ${
          this.warningShown()
            ? nothing
            : html`<button type="submit" class="primary" ?disabled=${this.busy || !this.chosenSlot()}>${t.submit}</button>`
        }
      </form>`;
  }

  private timeField() {
    const { m } = this.context;
    return this.slots.render({
      loading: () => html`<p class="field" role="status">${m.loading}</p>`,
      failed: (message) =>
        html`<div class="field">
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.slots.reload}>${m.retry}</button>
        </div>`,
      ready: (sheet) => (sheet ? this.timeSelect(sheet) : nothing),
    });
  }

  private timeSelect(sheet: DaySheet) {
    const t = this.t;
    if (sheet.slots.length === 0) return html`<p class="field warning" role="status">${t.closed}</p>`;
    return html`<div class="field">
      <label for="starts_at">${t.time}</label>
      <select
        id="starts_at"
        name="time"
        aria-invalid=${this.isInvalid("starts_at")}
        aria-describedby=${this.describedBy("starts_at", "time-hint")}
      >
        ${sheet.slots.map((slot) => this.option(slot, t, sheet))}
      </select>
      <p class="hint" id="time-hint">${t.timeHint}</p>
      ${this.error("starts_at")}
    </div>`;
  }

  private option(slot: DaySlot, t: BookTexts, sheet: DaySheet) {
    const time = listedTime(slot.time, slot.starts_at, sheet.date, sheet.timezone, this.context.m.nextDay);
    const label = t.slot(time, slot.covers, slot.capacity);
    return html`<option value=${slot.time} ?selected=${slot.time === this.draft.time}>${label}</option>`;
  }

  /** The guest's details' words: this screen's, with the occasions the day view names. */
  private guestTexts(): GuestTexts {
    return { ...this.t, occasions: this.context.m.day.occasions };
  }

  private isInvalid(field: Field): "true" | "false" {
    return this.errors[field] ? "true" : "false";
  }

  /** The field's hint, then its error, for aria-describedby. */
  private describedBy(field: Field, hintId?: string) {
    const ids = [hintId, this.errors[field] ? `e-${field}` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : nothing;
  }

  private error(field: Field) {
    return errorLine(new Map(Object.entries(this.errors)), field);
  }

  private warningShown(): BookWarning | null {
    return this.stage.kind === "form" ? this.stage.warning : null;
  }

  private warning() {
    const warning = this.warningShown();
    if (!warning) return nothing;
    return bookWarning(warning, this.t, { busy: this.busy, bookAnyway: this.handleBookAnyway, back: this.handleBack });
  }

  private confirmation(stage: Extract<Stage, { kind: "done" }>) {
    return bookConfirmation(stage.booking, this.t, this.context, { showDay: this.handleShowDay, another: this.handleAnother });
  }

  private chosenSlot(): DaySlot | undefined {
    return this.slots.value?.slots.find((s) => s.time === this.draft.time);
  }

  private readonly handleInput = (event: Event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const key = target.name as keyof Draft;
    if (!(key in this.draft)) return;
    this.draft = { ...this.draft, [key]: target.value };
    // A different booking than the one warned about: the overrides given for that one do not carry over.
    this.forgetWarning();
  };

  private readonly handlePointerDown = () => {
    this.guest.holdTouches();
  };

  private forgetWarning(): void {
    this.overrides = {};
    if (this.warningShown()) this.stage = { kind: "form", warning: null };
  }

  private readonly handleSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    this.overrides = {};
    void this.book();
  };

  private readonly handleBookAnyway = () => {
    const warning = this.warningShown();
    if (!warning) return;
    this.overrides = { ...this.overrides, ...overrideOf(warning) };
    void this.book();
  };

  private readonly handleBack = () => {
    this.forgetWarning();
  };

  private readonly handleShowDay = () => {
    if (this.stage.kind === "done") this.context.navigate("day", this.stage.date);
  };

  private readonly handleAnother = async () => {
    this.draft = emptyDraft(this.draft.date);
    this.guest.reset();
    this.stage = { kind: "form", warning: null };
    await this.slots.reload();
    await focusAfterRender(this, "#party_size");
  };

  /** The body of POST …/reservations, as the public booking takes it. */
  private body() {
    const party = this.draft.party.trim();
    return {
      ...this.guest.fields(),
      party_size: /^\d+$/.test(party) ? Number(party) : null,
      starts_at: this.chosenSlot()?.starts_at ?? null,
    };
  }

  private async book(): Promise<void> {
    const t = this.t;
    const body = this.body();
    this.failure = null;
    // core's field rules first, every error at once; the server checks them again, with the rest.
    const errors: Partial<Record<Field, string>> = {};
    for (const error of fieldErrors(body, CLIENT_RULES)) {
      if (error.field === "party_size" || error.field === "starts_at") errors[error.field] ??= fieldText(t, error.code, error.field);
    }
    if (body.party_size === null) errors.party_size ??= t.fieldErrors.party_size;
    this.errors = errors;
    const ownFirst = FIELDS.find((f) => errors[f]);
    const guestValid = this.guest.check(!ownFirst);
    if (ownFirst) return this.focusFirstError();
    if (!guestValid) return;

    const { m } = this.context;
    const overrides = this.overrides;
    const { date } = this.draft;
    this.busy = true;
    try {
      const answer = await this.booking.write((calls) => calls.call(OWNER_API.book, { body: { ...body, overrides } }));
      if (!answer) return; // another restaurant is shown by now: the booking is for no form on screen
      const booking = answer.value;
      this.overrides = {};
      this.stage = { kind: "done", booking, date };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>("#done-title")?.focus();
    } catch (error) {
      await this.refused(error, m);
    } finally {
      this.busy = false;
    }
  }

  /** A refusal: a warning the owner may overrule, an error beside its field, or one for the form. */
  private async refused(error: unknown, m: ScreenContext["m"]): Promise<void> {
    const t = this.t;
    if (error instanceof ConsoleApiError && error.code === "booking_lead_time") {
      const begun = Date.parse(this.chosenSlot()?.starts_at ?? "") <= Date.now();
      this.stage = { kind: "form", warning: { kind: "lead-time", begun } };
      return;
    }
    if (error instanceof ConsoleApiError && error.code === "party_size_outside_limits") {
      this.stage = { kind: "form", warning: { kind: "party-size", party: this.body().party_size ?? 0 } };
      return;
    }
    if (error instanceof ConsoleApiError && error.code === "slot_full") {
      await this.slots.reload();
      const slot = this.chosenSlot();
      const party = this.body().party_size ?? 0;
      this.stage = { kind: "form", warning: { kind: "full", taken: (slot?.covers ?? 0) + party, capacity: slot?.capacity ?? 0 } };
      return;
    }
    this.stage = { kind: "form", warning: null };
    if (error instanceof ConsoleApiError && error.field) {
      const focused = this.guest.showServerError(error.code, error.field);
      if (focused) return focused;
      const field = fieldOf(error.field);
      this.errors = { [field]: fieldText(t, error.code, field, error.message) };
      return this.focusFirstError();
    }
    this.failure = errorText(m, error);
  }

  private async focusFirstError(): Promise<void> {
    const first = FIELDS.find((f) => this.errors[f]);
    if (first) await focusAfterRender(this, `#${first}`, { scroll: true });
  }
}

function emptyDraft(date: string): Draft {
  return { date, time: "", party: "2" };
}

/** The first slot still ahead, else the day's first. */
function defaultTime(sheet: DaySheet): string {
  const now = new Date().toISOString();
  return (sheet.slots.find((s) => s.starts_at > now) ?? sheet.slots[0])?.time ?? "";
}

/** The screen's field an API error names that is not the guest's (`ends_at` is the time's). */
function fieldOf(field: string | undefined): Field {
  return field === "party_size" ? "party_size" : "starts_at";
}

/** Our sentence for a field's error: by its code, then by the field for `invalid_request`, else the server's. */
function fieldText(t: BookTexts, code: string, field: Field, fallback?: string): string {
  return t.fieldErrors[code] ?? (code === "invalid_request" ? t.fieldErrors[field] : undefined) ?? fallback ?? t.fieldErrors[field]!;
}

/** Our sentence for an error in the guest's details: by its code, then by the field for `invalid_request`. */
function guestErrorText(t: BookTexts, code: string, field: string | undefined): string {
  if (code === "contact_required" && field === "guest_email") return t.fieldErrors.emailNeeded!;
  return t.fieldErrors[code] ?? (code === "invalid_request" && field ? t.fieldErrors[field] : undefined) ?? t.checkEntry;
}

define("couvert-book-view", CouvertBookView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-book-view": CouvertBookView;
  }
}
