import { html, nothing, type PropertyValues, type TemplateResult } from "lit";
import type { Slot } from "../../core/bookability/slots.ts";
import { isBookingAnswer, isBookingConfig } from "../../core/answers.ts";
import type { BookingConfig, BookingCreated } from "../../core/reservation/schemas.ts";
import { ApiError } from "../api/client.ts";
import { guestLocale } from "../i18n/index.ts";
import type { NotifyMe } from "./notify-me.ts";
import { copyText } from "../shared/copy.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { CouvertElement } from "../shared/couvert-element.ts";
import { browserZone, firstScreenReady, formatWhen, zoneName } from "../shared/format.ts";
import type { FormKey } from "../shared/form-errors.ts";
import { formStyles } from "../shared/form.styles.ts";
import { completedValue, runUnlessCompleted } from "../shared/load-task.ts";
import { ReservationForm } from "../shared/reservation-form.ts";
import { SubmissionKey } from "../shared/submission-key.ts";
import { bookingStyles } from "./couvert-booking.styles.ts";
import { reservationUid } from "../../core/calendar/reservation-event.ts";
import { DEFAULT_PARTY_SIZE } from "../../core/limits.ts";
import { messages } from "./messages.ts";
import { TimeChoice } from "./time-choice.ts";

/** Once the configuration is in (`configTask`): the form, while it is sent, and the confirmation. */
type Phase = "form" | "sending" | "done";

interface Booked extends BookingCreated {
  slot: Slot;
  partySize: number;
}

/** The restaurant's words under its form (`embedFormFooterText`), if it has any. */
const footer = (config: BookingConfig) =>
  config.embedFormFooterText ? html`<p class="footer">${config.embedFormFooterText}</p>` : nothing;

/**
 * A table booking form for one restaurant: date, time and party size from the restaurant's own
 * rules (only what can be booked is offered), guest details, notification channels and terms.
 * After booking it shows the reservation number and PIN, with copy buttons and an .ics file.
 *
 * Every attribute may change after load and takes effect at once: a new `api-key` or `api-base`
 * reloads (answers still out for the old one are dropped), `date` and `party-size` move the form's
 * choice and keep what the guest typed, `lang` (its own, else `<html lang>`) and `theme` re-render.
 *
 * @tagname couvert-booking
 * @summary Book a table at the restaurant the API key belongs to.
 *
 * @attr api-key - The restaurant's public API key (`ck_…`). Required; a new key reloads the form.
 * @attr api-base - API address; defaults to the script's origin + `/api/v1`.
 * @attr lang - `en` or `de`; defaults to the closest `lang` (the page's, followed when it changes), then English (other languages get English texts and dates).
 * @attr theme - `light` (default), `dark` or `auto`.
 * @attr party-size - Preselected party size; a later change sets the form's party size.
 * @attr date - Preselected date, `YYYY-MM-DD`, when it can be booked; a later change shows that date's times. A fully booked date stays chosen, with the nearest days that have free times offered.
 * @attr manage-url - Where guests manage a booking (linked from the confirmation); defaults to the restaurant's `manageUrl`.
 *
 * @fires couvert-ready - The booking configuration loaded; `detail.restaurant`.
 * @fires couvert-booked - A reservation was made; `detail`: reservationNumber, startsAt, endsAt, partySize (never the PIN).
 * @fires couvert-error - An API call failed; `detail`: code, message, status, field.
 *
 * @csspart form - The booking form.
 * @csspart field - Each field or group of fields.
 * @csspart input - Each input, select and checkbox.
 * @csspart button - Each button.
 * @csspart day - Each day of the date grid.
 * @csspart slot - Each time slot (a radio button).
 * @csspart error - Each error message.
 * @csspart confirmation - The confirmation after booking.
 *
 * @cssproperty --couvert-accent - Accent colour (defaults to the restaurant's `accentHex`).
 * @cssproperty --couvert-on-accent - Text on the accent colour (defaults to black or white, whichever reads better on it).
 * @cssproperty --couvert-font - Font family.
 * @cssproperty --couvert-font-size - Text size; defaults to the reader's font size (1rem), at least 16px.
 * @cssproperty --couvert-radius - Corner radius.
 * @cssproperty --couvert-bg - Background colour.
 * @cssproperty --couvert-fg - Text colour.
 * @cssproperty --couvert-muted - Colour of hints.
 * @cssproperty --couvert-border - Border colour.
 * @cssproperty --couvert-error - Colour of error messages.
 */
export class CouvertBooking extends CouvertElement {
  static override styles = [...CouvertElement.styles, formStyles, bookingStyles];

  static override properties = {
    partySize: { attribute: "party-size", type: Number },
    date: {},
    manageUrl: { attribute: "manage-url" },
    phase: { state: true },
    booked: { state: true },
    copied: { state: true },
  };

  declare partySize: number | null;
  declare date: string | null;
  declare manageUrl: string | null;
  declare phase: Phase;
  declare booked: Booked | null;
  /** The outcome of the last copy button pressed, shown beside it (screen readers hear it too). */
  declare copied: { code: "number" | "pin"; ok: boolean } | null;
  private copiedTimer?: ReturnType<typeof setTimeout>;

  /** The Idempotency-Key of the submission: kept for a retry of the same request only. */
  private readonly key = new SubmissionKey();
  private readonly form = new ReservationForm(this, true, () => this.key.edited());
  private readonly times = new TimeChoice(this, this.form, () => this.loadNotifyMe());
  /** "Notify me" (notify-me.ts), loaded when a full day first offers it: no first screen needs its code. */
  private notifyMe: Promise<NotifyMe | null> | null = null;
  private icsUrl = "";
  /**
   * How much of the first form is drawn, one part a task (see `reset`): party, date, preferred time
   * and the times; then the rest of the form. Later forms are drawn whole.
   */
  private drawn: "first" | "all" = "first";
  /** Draws the rest of the first form, a task after its first part (see `updated`). */
  private restTimer?: ReturnType<typeof setTimeout>;
  /** The first month's times of the form `reset` last started: settled once they are in, or failed. */
  private firstMonth: Promise<void> = Promise.resolve();

  constructor() {
    super();
    this.partySize = null;
    this.date = null;
    this.manageUrl = null;
    this.phase = "form";
    this.booked = null;
    this.copied = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.copiedTimer);
    if (this.icsUrl) URL.revokeObjectURL(this.icsUrl);
  }

  /**
   * The booking configuration, loaded again when `api-key` or `api-base` change (an answer to the
   * old ones is dropped, and so is a booking still being sent for them: see `submit`). A new one
   * starts a fresh form.
   */
  private readonly configTask = this.loadTask(
    async (api, signal) => {
      // The first month's free times (the default party size's, as `reset` picks it for most restaurants) travel beside the configuration.
      const early = this.form.picker.prefetch(api, this.partySize ?? DEFAULT_PARTY_SIZE, this.date);
      // The form formats dates and times at once: without Intl, or once the loader's worker made that cheap.
      const [config] = await Promise.all([api.get("/reservation", isBookingConfig, { signal }), firstScreenReady(this.locale, early)]);
      return config;
    },
    (config) => this.reset(config),
  );

  protected override get firstScreenLoad() {
    return this.configTask;
  }

  /** The booking configuration once loaded, for the key and address in use. */
  private get config(): BookingConfig | null {
    return completedValue(this.configTask) ?? null;
  }

  protected override loadedData() {
    const config = this.config;
    return (
      config && {
        data: config,
        ready: { element: "booking", restaurant: { id: config.id, name: config.name, slug: config.slug } } as const,
      }
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.config) return;
    if (changed.has("partySize") && this.partySize) {
      this.form.values = { ...this.form.values, party_size: this.partyFor(this.config, this.partySize) };
      this.times.hostUpdate();
    }
    if (changed.has("date") && this.date) void this.form.picker.setRules(this.config, new Date(), this.date);
  }

  /** Back on the page: the configuration, or the shown month's times, that the removal aborted. */
  protected override resume(): void {
    if (this.config) this.form.picker.resume();
    else runUnlessCompleted(this.configTask);
  }

  /** A fresh form for `config` (also "make another reservation"). */
  private reset(config: BookingConfig): void {
    const party = this.partyFor(config, this.partySize ?? Math.min(Math.max(DEFAULT_PARTY_SIZE, config.minPartySize), config.maxPartySize));
    this.firstMonth = this.form.restart({ ...this.form.values, terms_accepted: false, party_size: party }, config, this.date);
    this.key.reset();
    this.booked = null;
    this.copied = null;
    this.phase = "form";
  }

  protected override afterFirstScreenLoad(): Promise<void> {
    return this.firstMonth;
  }

  /**
   * Once the first form's party, date, preferred time and times are on screen, the rest of it
   * (contact fields, terms, the button) a task later: on a phone both in one task are a long task
   * (issue 11: none over 50 ms).
   */
  protected override updated(): void {
    super.updated();
    if (this.drawn === "first" && this.config && !this.restTimer)
      this.restTimer = setTimeout(() => ((this.drawn = "all"), this.requestUpdate()));
  }

  /** The waitlist's "Notify me", loaded once; null when its code failed to load (asked again the next time it is offered). */
  private loadNotifyMe(): Promise<NotifyMe | null> {
    return (this.notifyMe ??= import("./notify-me.ts").then(
      ({ NotifyMe, isJoined }) =>
        new NotifyMe(this, this.form, (body) =>
          this.writeApi.post("/reservation/waitlist", { ...body, guest_locale: guestLocale(this.locale) }, isJoined),
        ),
      () => (this.notifyMe = null),
    ));
  }

  /** A wanted party size as the form offers it: within the limits, or "more" above them. */
  private partyFor(config: BookingConfig, wanted: number): number | "more" {
    return wanted > config.maxPartySize ? "more" : Math.max(wanted, config.minPartySize);
  }

  /** "Make another reservation": a fresh form, focus on its first control. */
  private async again(): Promise<void> {
    this.reset(this.config!);
    await focusAfterRender(this, "#f-party_size");
  }

  private async submit(event?: Event): Promise<void> {
    event?.preventDefault();
    if (this.phase !== "form" || !this.form.check()) return;
    const slot = this.form.picker.slot!;
    const fields = this.form.fields();
    const idempotencyKey = this.key.begin();
    this.phase = "sending";
    const config = this.config;
    // The calendar file's code, fetched while the booking is sent: no page's first load needs it.
    const calendar = import("../../core/calendar/ics.ts").catch(() => null);
    try {
      // The language the guest reads here is the one the restaurant's messages should speak.
      const body = { ...fields, guest_locale: guestLocale(this.locale) };
      const created = await this.writeApi.post("/reservation", body, isBookingAnswer, { idempotencyKey });
      // `api-key` or `api-base` changed meanwhile: the form is another restaurant's now.
      if (config !== this.config) return;
      this.key.end();
      // An answer without `status` (a server from before it was added) reads as `pending`, the
      // wording that promises nothing the restaurant has not confirmed.
      this.booked = { ...created, status: created.status ?? "pending", slot, partySize: fields.party_size! };
      this.makeIcs(await calendar);
      this.phase = "done";
      this.emit("couvert-booked", {
        reservationNumber: created.reservation_number,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        partySize: fields.party_size!,
      });
      await focusAfterRender(this, "#done-title");
    } catch (error) {
      const apiError = this.report(error);
      if (config !== this.config) return;
      this.key.end(apiError);
      this.phase = "form";
      await this.form.showServerError(apiError);
      if (this.form.formError) await focusAfterRender(this, "#form-error");
    }
  }

  /** The booking's calendar file as a URL to download; none when its code failed to load. */
  private makeIcs(ics: typeof import("../../core/calendar/ics.ts") | null): void {
    const { booked, config } = this;
    if (this.icsUrl) URL.revokeObjectURL(this.icsUrl);
    this.icsUrl = "";
    if (!booked || !config || !ics) return;
    const { buildIcs, calendarUrl } = ics;
    const t = this.pick(messages);
    const url = calendarUrl(this.manageUrl ?? config.manageUrl, location.href);
    const file = buildIcs(
      {
        uid: reservationUid(config.slug, booked.reservation_number),
        start: booked.slot.startsAt,
        end: booked.slot.endsAt,
        summary: t.calendarTitle(this.m.guests(booked.partySize), config.name),
        description: t.calendarText(booked.reservation_number),
        ...(config.address ? { location: config.address } : {}),
        ...(url ? { url } : {}),
        tentative: booked.status === "pending",
        ...(config.calendarOrganizer ? { organizer: { name: config.name, address: config.calendarOrganizer } } : {}),
        // The file of the booking itself: later messages' files carry higher numbers (reservation-event.ts).
        sequence: 0,
      },
      new Date(),
    );
    this.icsUrl = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  }

  private async copy(code: "number" | "pin", text: string): Promise<void> {
    const ok = await copyText(text);
    this.announce(ok ? this.m.copied : this.m.copyFailed);
    this.copied = { code, ok };
    clearTimeout(this.copiedTimer);
    // A success fades after a moment; a failure stays, since the guest still has to copy by hand.
    if (ok) this.copiedTimer = setTimeout(() => (this.copied = null), 2500);
  }

  /** A code with its copy button, and what became of the last copy of it. */
  private renderCode(code: "number" | "pin", value: string, label: string, copyLabel: string): TemplateResult {
    const { m } = this;
    const copied = this.copied?.code === code ? this.copied : null;
    return html`<div>
      <dt>${label}</dt>
      <dd>
        <span class="code">${value}</span>
        <button type="button" class="secondary" part="button" aria-label=${copyLabel} @click=${() => this.copy(code, value)}>
          ${m.copy}
        </button>
      </dd>
      ${copied ? html`<dd class="copied" aria-hidden="true">${copied.ok ? m.copiedShort : m.copyFailed}</dd>` : nothing}
    </div>`;
  }

  protected override renderBody() {
    return this.configTask.render({
      initial: () => this.loadingNotice(),
      pending: () => this.loadingNotice(),
      complete: (config) => (this.phase === "done" ? this.renderDone() : this.renderForm(config)),
      // Not an ApiError: the load was aborted by a removal from the page, and `resume` asks again.
      error: (error) => (error instanceof ApiError ? this.errorNotice(error, () => this.configTask.run()) : this.loadingNotice()),
    });
  }

  private renderForm(config: BookingConfig) {
    const form = this.form;
    const large = form.largeParty;
    // "More than the maximum" is a choice here, not an error: renderLargeParty says where to turn.
    const errors = large ? new Map<FormKey, string>() : form.visibleErrors();
    const sending = this.phase === "sending";
    const timeText = errors.get("time");
    const timeError = timeText ? html`<p class="error" id="e-time" part="error">${timeText}</p>` : nothing;
    // While sending, the fields are disabled: what goes out under the key is what the guest sees.
    return html`<form
      part="form"
      novalidate
      @submit=${this.submit}
      @pointerdown=${() => form.holdTouches()}
      aria-busy=${sending ? "true" : "false"}
    >
      <fieldset class="plain" ?disabled=${sending}>
        ${this.times.render(form.renderParty(errors), timeError)}
        ${
          large
            ? this.renderLargeParty(config)
            : this.drawn === "all"
              ? html`${form.renderGuest(errors)} ${form.renderTerms(errors, config.termsUrl)}`
              : nothing
        }
      </fieldset>
      ${this.drawn === "all" && !large ? this.renderFormEnd(config) : nothing}
    </form>`;
  }

  /**
   * "More than the maximum" guests: no times or contact fields to fill in for nothing, but where to
   * turn instead, the restaurant's number linked (TimeChoice says it to screen readers as it appears).
   */
  private renderLargeParty(config: BookingConfig) {
    const t = this.pick(messages);
    const phone = config.phone;
    return html`<div class="large-party">
      <p>${this.m.largerGroups(config.maxPartySize)}</p>
      ${phone ? html`<p>${t.callUs} <a part="link" href=${`tel:${phone.replace(/[^\d+]/g, "")}`}>${phone}</a></p>` : nothing}
      ${footer(config)}
    </div>`;
  }

  /** Below the fields: an error for the whole form, the manual-confirmation hint, the submit button and the footer. */
  private renderFormEnd(config: BookingConfig) {
    const t = this.pick(messages);
    const form = this.form;
    const sending = this.phase === "sending";
    return html`${form.formError ? html`<div id="form-error" tabindex="-1">${this.errorNotice(form.formError, () => this.submit())}</div>` : nothing}
      ${config.confirmationMode === "manual" ? html`<p class="hint" id="manual-hint">${t.manualHint}</p>` : nothing}
      <div class="actions">
        <button
          type="submit"
          part="button"
          aria-disabled=${sending ? "true" : "false"}
          aria-describedby=${config.confirmationMode === "manual" ? "manual-hint" : nothing}
        >
          ${sending ? html`<span class="spinner" aria-hidden="true"></span>${t.submitting}` : t.submit}
        </button>
      </div>
      ${footer(config)}`;
  }

  private renderDone() {
    const booked = this.booked!;
    const config = this.config!;
    const t = this.pick(messages);
    const { m } = this;
    const number = String(booked.reservation_number);
    const manageUrl = this.manageUrl ?? config.manageUrl;
    return html`<section part="confirmation" class="confirmation" aria-labelledby="done-title">
      <h2 id="done-title" tabindex="-1">${t.doneTitle[booked.status]}</h2>
      <p>
        <strong
          >${t.doneWhat(formatWhen(booked.slot.startsAt, config.timezone, this.locale), m.guests(booked.partySize), config.name)}</strong
        >
        ${config.timezone !== browserZone() ? html`<br /><span class="hint">${m.timesIn(zoneName(config.timezone, this.locale))}</span>` : nothing}
      </p>
      <p>${t.doneNext[booked.status]}</p>
      <dl class="codes">
        ${this.renderCode("number", number, m.reservationNumber, t.copyNumber)}
        ${this.renderCode("pin", booked.guest_pin, m.pin, t.copyPin)}
      </dl>
      <p>${t.keepCodes} ${manageUrl ? html`<a href=${manageUrl}>${t.manage}</a>` : nothing}</p>
      <div class="actions">
        ${
          this.icsUrl
            ? html`<a class="button" part="button" href=${this.icsUrl} download="reservation-${number}.ics">${t.addToCalendar}</a>`
            : nothing
        }
        <button type="button" class="secondary" part="button" @click=${() => this.again()}>${t.again}</button>
      </div>
    </section>`;
  }
}
