import { html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { reservationNumberIn } from "../../core/reservation/number.ts";
import { isPinShaped, normalizePin } from "../../core/reservation/pin.ts";
import {
  isBookingConfig,
  isCancelResult,
  isChangeResult,
  guestViewOf,
  isLoadAnswer,
  isPinResetResult,
  RESERVATION_DETAIL_FIELDS,
} from "../../core/answers.ts";
import type { BookingConfig, GuestView, ReservationChanges, ReservationDetails } from "../../core/reservation/schemas.ts";
import { readPhoneShape, type PhoneReader } from "../../core/reservation/phone.ts";
import { parseFields } from "../../core/reservation/validate.ts";
import { canGuestCancel, changeOutcome, isEndStatus, offersGuestChange } from "../../core/reservation/status.ts";
import { listingDateOf } from "../../core/bookability/slots.ts";
import { ApiError, wasAborted } from "../api/client.ts";
import { CouvertElement } from "../shared/couvert-element.ts";
import { browserZone, formatWhen, zoneName } from "../shared/format.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { formStyles } from "../shared/form.styles.ts";
import { completedValue, runUnlessCompleted } from "../shared/load-task.ts";
import { ReservationForm } from "../shared/reservation-form.ts";
import { renderLookUp, renderLostPin, renderLostPinSent, type CredentialTexts } from "./credential-screens.ts";
import { FragmentController, pinResetBody, type PinResetField, type TypedCredentials } from "./credentials.ts";
import { manageStyles } from "./couvert-manage.styles.ts";
import { messages } from "./messages.ts";
import { changeRequestNotice, reservationDetails, type DetailTexts } from "./reservation-details.ts";

/**
 * What the element shows: one screen at a time, each holding only what it needs. `busy`: a
 * look-up, a change or a cancellation is out; the view stays, its buttons wait.
 */
export type ManageScreen =
  | { screen: "login"; loading: boolean }
  | { screen: "view"; reservation: GuestView; busy: boolean; confirmCancel: boolean }
  | { screen: "edit"; reservation: GuestView; sending: boolean }
  | { screen: "reset"; sending: boolean }
  | { screen: "resetDone" };
type Notice = "applied" | "requested" | "withdrawn" | "cancelled" | "nothingChanged";

/** What the change form can alter (a new time is sent as `starts_at` only). */
const CHANGEABLE = RESERVATION_DETAIL_FIELDS.filter((key) => key !== "ends_at");

/**
 * Lets a guest look up a reservation with its number and PIN, see it (times in the restaurant's
 * zone, status in words, an open change request), change it (the same date and time picker as
 * the booking form; applied at once while pending, else sent as a request for the restaurant to
 * confirm) or cancel it. The PIN stays in memory only.
 *
 * A manage link (the page's address with `#couvert=NUMBER.PIN`, as in the guests' messages) opens
 * the reservation as if number and PIN had been typed, when the element connects or the fragment
 * changes; the fragment is removed from the address bar at once. On a page with two manage
 * elements, the first to connect takes it (the other finds the address already clean).
 *
 * A guest who lost the PIN can have a new one e-mailed: reservation number and the booking's
 * e-mail address, answered alike whether or not they matched.
 *
 * Every attribute may change after load and takes effect at once: a new `api-key` or `api-base`
 * goes back to the look-up form (what was typed there stays; a reservation on screen and answers
 * still out are dropped), `lang` (its own, else `<html lang>`) and `theme` re-render.
 *
 * @tagname couvert-manage
 * @summary View, change or cancel a reservation with its number and PIN.
 *
 * @attr api-key - The restaurant's public API key (`ck_…`). Required; a new key starts over at the look-up.
 * @attr api-base - API address; defaults to the script's origin + `/api/v1`.
 * @attr lang - `en` or `de`; defaults to the closest `lang` (the page's, followed when it changes), then English (other languages get English texts and dates).
 * @attr theme - `light` (default), `dark` or `auto`.
 *
 * @fires couvert-ready - The booking configuration loaded; `detail.restaurant`.
 * @fires couvert-changed - A change was applied, requested or withdrawn; `detail`: reservationNumber, changeRequest, fields (empty when the guest withdrew an open change request).
 * @fires couvert-cancelled - The guest cancelled; `detail.reservationNumber`.
 * @fires couvert-error - An API call failed; `detail`: code, message, status, field.
 *
 * @csspart form - The look-up form and the change form.
 * @csspart field - Each field or group of fields.
 * @csspart input - Each input, select and checkbox.
 * @csspart button - Each button.
 * @csspart day - Each day of the date grid.
 * @csspart slot - Each time slot (a radio button).
 * @csspart error - Each error message.
 * @csspart reservation - The reservation's details.
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
export class CouvertManage extends CouvertElement {
  static override styles = [...CouvertElement.styles, formStyles, manageStyles];

  static override properties = {
    state: { state: true },
    error: { state: true },
    notice: { state: true },
    loginTouched: { state: true },
    resetTouched: { state: true },
    resetErrors: { state: true },
  };

  declare state: ManageScreen;
  /** The last failed call's error (look-up, change or cancel). */
  declare error: ApiError | null;
  /** What the guest last sent: the words of a refusal depend on it. */
  private lastSent: "change" | "cancel" | null = null;
  /** What the last change or cancellation did (a key of the element's texts, translated when shown). */
  declare notice: Notice | "";
  declare loginTouched: boolean;
  declare resetTouched: boolean;
  /** Entries of the lost-PIN form the server refused (400 with `field`), until they are edited. */
  declare resetErrors: PinResetField[];

  private readonly form = new ReservationForm(this, false);
  private number = "";
  /** In memory only: never in an attribute, a URL, storage or an event. */
  private pin = "";
  /** The address typed into the lost-PIN form. */
  private resetEmail = "";
  /** The booking configuration, loaded again when `api-key` or `api-base` change (a stale answer is dropped). */
  private readonly configTask = this.loadTask((api, signal) => api.get("/reservation", isBookingConfig, { signal }));
  /**
   * Counts fresh starts (another look-up, a manage link): a request still out from before answers
   * into a session that is over, and its answer is dropped, so the view always belongs to the
   * number and PIN in use.
   */
  private session = 0;

  constructor() {
    super();
    this.state = { screen: "login", loading: false };
    this.error = null;
    this.notice = "";
    this.loginTouched = false;
    this.resetTouched = false;
    this.resetErrors = [];
    new FragmentController(this, (credentials) => void this.openLink(credentials));
  }

  /**
   * Another `api-key` or `api-base` names another restaurant (or the same one anew): the reservation
   * on screen and every answer still out are dropped, back to the look-up with what was typed there.
   * The configuration reloads by itself (`configTask`'s arguments).
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.hasUpdated || !(changed.has("apiKey") || changed.has("apiBase"))) return;
    const { number, pin } = this;
    const typing = this.state.screen === "login";
    this.startOver();
    if (typing) [this.number, this.pin] = [number, pin];
  }

  protected override loadedData() {
    const config = completedValue(this.configTask);
    return config
      ? { data: config, ready: { element: "manage", restaurant: { id: config.id, name: config.name, slug: config.slug } } as const }
      : null;
  }

  /** Back on the page: the configuration, if the removal aborted its load. */
  protected override resume(): void {
    runUnlessCompleted(this.configTask);
  }

  /** The booking configuration once loaded. */
  private get config(): BookingConfig | null {
    return this.configTask.value ?? null;
  }

  /** Resolves once the configuration load under way (if any) is over, whatever its outcome. */
  private configLoaded(): Promise<unknown> {
    return this.configTask.taskComplete.catch(() => undefined);
  }

  /** The reservation on screen, if any. */
  private get reservation(): GuestView | null {
    return this.state.screen === "view" || this.state.screen === "edit" ? this.state.reservation : null;
  }

  /** The reservation's details, nothing out, no cancellation asked about. */
  private showView(reservation: GuestView): void {
    this.state = { screen: "view", reservation, busy: false, confirmCancel: false };
  }

  private get credentials() {
    return { reservation_number: Number(this.number), pin: normalizePin(this.pin) };
  }

  private loginErrors(): { number?: string; pin?: string } {
    const t = this.pick(messages);
    return {
      ...(reservationNumberIn(this.number) !== null ? {} : { number: t.numberInvalid }),
      ...(isPinShaped(this.pin) ? {} : { pin: t.pinInvalid }),
    };
  }

  private async login(event?: Event): Promise<void> {
    event?.preventDefault();
    const session = this.session;
    this.loginTouched = true;
    this.number = this.number.trim();
    const errors = this.loginErrors();
    if (errors.number || errors.pin) {
      // The answer to the last try no longer applies to what is typed now (a wait for too many tries still does).
      if (!this.error?.waitSeconds()) this.error = null;
      await this.configLoaded();
      await focusAfterRender(this, errors.number ? "#f-number" : "#f-pin");
      return;
    }
    this.notice = "";
    const found = await this.load();
    // Until the booking configuration is in, the element shows a loading line, not the result.
    await this.configLoaded();
    if (session === this.session) this.focusSelector(found ? "#r-title" : "#action-error");
  }

  /**
   * A manage link's number and PIN: a fresh start with them filled in, then the look-up as if the
   * guest had pressed "Show reservation" (the same checks, loading line, errors and focus).
   */
  private async openLink(credentials: TypedCredentials): Promise<void> {
    this.startOver();
    const session = this.session;
    this.number = credentials.number;
    this.pin = credentials.pin;
    // Connected but not yet updated: let the first update read `api-key` and start the configuration.
    await this.updateComplete;
    if (session === this.session) await this.login();
  }

  /** Loads the guest view; false (with `error` set) when that failed, or when a fresh start overtook it. */
  private async load(): Promise<boolean> {
    const session = this.session;
    const shown = this.reservation;
    const asking = this.state.screen === "view" && this.state.confirmCancel;
    this.state = shown ? { screen: "view", reservation: shown, busy: true, confirmCancel: asking } : { screen: "login", loading: true };
    this.error = null;
    const { signal } = this;
    try {
      // A read, though a POST (the PIN stays out of the URL): aborted like the element's other reads.
      const answer = await this.api.post("/reservation/manage", { action: "load", ...this.credentials }, isLoadAnswer);
      if (session !== this.session) return false;
      this.showView(guestViewOf(answer));
      return true;
    } catch (error) {
      if (session !== this.session) return false;
      // Aborted (off the page mid look-up): nothing failed, no error; back to where the guest was.
      if (!wasAborted(error, signal)) this.error = this.report(error);
      this.state = shown ? { screen: "view", reservation: shown, busy: false, confirmCancel: asking } : { screen: "login", loading: false };
      return false;
    }
  }

  /** Moves the focus to `selector` once rendered; nothing waits for it. */
  private focusSelector(selector: string): void {
    void focusAfterRender(this, selector);
  }

  /** The change request the restaurant has not answered yet, if any. */
  private openRequest(): Partial<ReservationDetails> | null {
    const reservation = this.reservation;
    const request = reservation?.change_request;
    return request?.status === "open" && !isEndStatus(reservation!.status) ? request.changes : null;
  }

  /**
   * What the change form starts from: the reservation with its open change request over it, so a
   * second change builds on the first (the server replaces an open request with the newer one).
   */
  private editBaseline(): ReservationDetails {
    return { ...this.reservation!, ...this.openRequest() };
  }

  /**
   * The phones the change form can start from, each as the guest reads it (§6.4): an open request's
   * first (the form starts from it), then the stored one.
   */
  private phoneForms(): { shown: string; phone: string | null }[] {
    const reservation = this.reservation!;
    const stored = { shown: reservation.guest_phone_display ?? "", phone: reservation.guest_phone };
    const requested = this.openRequest()?.guest_phone;
    if (requested === undefined) return [stored];
    return [{ shown: reservation.change_request!.guest_phone_display ?? "", phone: requested }, stored];
  }

  private startEdit(reservation: GuestView): void {
    const config = this.config!;
    const wanted = this.editBaseline();
    this.form.restart(
      {
        guest_first_name: wanted.guest_first_name ?? "",
        guest_last_name: wanted.guest_last_name,
        guest_phone: this.phoneForms()[0]!.shown,
        guest_email: wanted.guest_email ?? "",
        party_size: wanted.party_size > config.maxPartySize ? "more" : wanted.party_size,
        notify_email: wanted.notify_email,
        notify_whatsapp: wanted.notify_whatsapp,
        terms_accepted: false,
        guest_notes: wanted.guest_notes ?? "",
        occasion: wanted.occasion ?? "",
      },
      config,
      listingDateOf(wanted.starts_at, config),
      wanted.starts_at === reservation.starts_at ? null : wanted.starts_at,
    );
    this.notice = "";
    this.error = null;
    this.state = { screen: "edit", reservation, sending: false };
    this.focusSelector("#edit-title");
  }

  /**
   * How the change form reads a phone: one of `phoneForms`, in any spelling, is the number it
   * stands for (the widget cannot read a national number itself); any other as core reads it.
   */
  private phoneReader(): PhoneReader {
    const known = new Map<string, string>();
    for (const { shown, phone } of this.phoneForms()) {
      const shape = readPhoneShape(shown);
      if (shape && phone) known.set(shape, phone);
    }
    return (raw) => {
      const shape = readPhoneShape(raw);
      return (shape && known.get(shape)) ?? shape;
    };
  }

  /**
   * The form's fields that differ from `from`, read the way the server reads them (core's
   * `parseFields`, with `phoneReader`). A new time is `starts_at` alone: the server keeps the
   * stored stay length (docs/api.md §6).
   */
  private differencesFrom(from: ReservationDetails): ReservationChanges {
    const { value } = parseFields(this.form.fields(), this.phoneReader());
    const changed = CHANGEABLE.filter((key) => value[key] !== undefined && value[key] !== from[key]);
    return Object.fromEntries(changed.map((key) => [key, value[key]]));
  }

  private async saveChange(event?: Event): Promise<void> {
    event?.preventDefault();
    const editing = this.state;
    if (editing.screen !== "edit" || editing.sending || !this.form.check()) return;
    const { reservation } = editing;
    const t = this.pick(messages);
    // Sent: the difference from the stored reservation; none at all withdraws an open request.
    const changes = this.differencesFrom(reservation);
    if (!Object.keys(this.differencesFrom(this.editBaseline())).length) {
      // Said once through the live region (again on every press); the notice below is not live.
      this.announce(t.nothingChanged);
      this.notice = "nothingChanged";
      return;
    }
    this.state = { screen: "edit", reservation, sending: true };
    this.lastSent = "change";
    const session = this.session;
    const credentials = this.credentials;
    try {
      const result = await this.writeApi.post("/reservation/manage", { ...credentials, ...changes, terms_accepted: true }, isChangeResult);
      // A request approved as it was sent (automatic confirmation) is a change made.
      const waits = result.change_request && result.change_request_status !== "approved";
      this.emit("couvert-changed", {
        reservationNumber: credentials.reservation_number,
        changeRequest: waits,
        fields: Object.keys(changes),
      });
      if (session !== this.session) return;
      await this.load();
      if (session !== this.session) return;
      this.notice = waits ? "requested" : Object.keys(changes).length ? "applied" : "withdrawn";
      this.focusSelector("#notice");
    } catch (error) {
      const apiError = this.report(error);
      if (session !== this.session) return;
      if (apiError.code === "not_editable") return this.refused(apiError);
      this.state = { screen: "edit", reservation, sending: false };
      await this.form.showServerError(apiError);
      if (this.form.formError) this.focusSelector("#form-error");
    }
  }

  /**
   * `not_editable`: the reservation moved on meanwhile (the restaurant cancelled or seated it).
   * Shows it as it is now; the notice says it can no longer be changed, or, when something is
   * still possible, the error says what was refused.
   */
  private async refused(error: ApiError): Promise<void> {
    if (this.state.screen === "view") this.state = { ...this.state, confirmCancel: false };
    this.notice = "";
    if (!(await this.load())) return this.focusSelector("#action-error");
    const view = this.reservation!;
    const locked = !offersGuestChange(view.status) && !canGuestCancel(view.status);
    if (!locked) this.error = error;
    this.focusSelector(locked ? "#closed" : "#action-error");
  }

  private async cancel(): Promise<void> {
    const asking = this.state;
    if (asking.screen !== "view" || asking.busy) return;
    const { reservation } = asking;
    this.state = { screen: "view", reservation, busy: true, confirmCancel: true };
    this.lastSent = "cancel";
    const session = this.session;
    const credentials = this.credentials;
    try {
      await this.writeApi.post("/reservation/manage", { action: "cancel", ...credentials }, isCancelResult);
      this.emit("couvert-cancelled", { reservationNumber: credentials.reservation_number });
      if (session !== this.session) return;
      this.state = { screen: "view", reservation, busy: true, confirmCancel: false };
      await this.load();
      if (session !== this.session) return;
      this.clearAnnouncement();
      this.notice = "cancelled";
      this.focusSelector("#notice");
    } catch (error) {
      const apiError = this.report(error);
      if (session !== this.session) return;
      if (apiError.code === "not_editable") return this.refused(apiError);
      this.error = apiError;
      this.state = { screen: "view", reservation, busy: false, confirmCancel: true };
      this.focusSelector("#action-error");
    }
  }

  /** The look-up form, empty and untouched; whatever was still loading or sending is dropped. */
  private startOver(): void {
    this.session += 1;
    this.pin = "";
    this.number = "";
    this.notice = "";
    this.error = null;
    this.loginTouched = false;
    this.state = { screen: "login", loading: false };
  }

  private logout(): void {
    this.startOver();
    this.focusSelector("#f-number");
  }

  /** "E-mail me a new PIN": the lost-PIN form, with the number from the look-up form. */
  private startReset(): void {
    // A look-up still out is dropped: the guest went on to ask for a new PIN.
    this.session += 1;
    this.number = this.number.trim();
    this.error = null;
    this.resetTouched = false;
    this.resetErrors = [];
    this.state = { screen: "reset", sending: false };
    this.focusSelector("#reset-title");
  }

  /** Back from the lost-PIN form (or its answer) to the look-up, keeping the number. */
  private endReset(focus: string): void {
    this.pin = "";
    this.error = null;
    this.loginTouched = false;
    this.state = { screen: "login", loading: false };
    this.focusSelector(focus);
  }

  /** Which entries of the lost-PIN form are wrong: checked here first, else as the server refused them. */
  private resetFieldErrors(): PinResetField[] {
    const checked = pinResetBody(this.number, this.resetEmail);
    return checked.errors ?? this.resetErrors;
  }

  private async sendReset(event?: Event): Promise<void> {
    event?.preventDefault();
    if (this.state.screen !== "reset" || this.state.sending) return;
    this.resetTouched = true;
    this.resetErrors = [];
    this.error = null;
    const checked = pinResetBody(this.number, this.resetEmail);
    if (checked.errors) {
      this.focusSelector(checked.errors[0] === "email" ? "#f-reset-email" : "#f-reset-number");
      return;
    }
    const session = this.session;
    this.state = { screen: "reset", sending: true };
    try {
      await this.writeApi.post("/reservation/pin-reset", checked.body, isPinResetResult);
      if (session !== this.session) return;
      this.state = { screen: "resetDone" };
      this.focusSelector("#reset-done");
    } catch (error) {
      const apiError = this.report(error);
      if (session !== this.session) return;
      this.state = { screen: "reset", sending: false };
      const field = apiError.code === "invalid_request" ? apiError.field : undefined;
      if (field === "reservation_number" || field === "email") {
        this.resetErrors = [field];
        this.focusSelector(field === "email" ? "#f-reset-email" : "#f-reset-number");
      } else {
        this.error = apiError;
        this.focusSelector("#action-error");
      }
    }
  }

  protected override renderBody(): unknown {
    return this.configTask.render({
      initial: () => this.loadingNotice(),
      pending: () => (this.config ? this.renderScreen() : this.loadingNotice()),
      complete: () => this.renderScreen(),
      // Not an ApiError: the load was aborted by a removal from the page, and `resume` asks again.
      error: (error) => (error instanceof ApiError ? this.errorNotice(error, () => this.configTask.run()) : this.loadingNotice()),
    });
  }

  private renderScreen(): TemplateResult {
    const s = this.state;
    switch (s.screen) {
      case "login":
        return this.renderLogin(s.loading);
      case "reset":
        return this.renderReset(s.sending);
      case "resetDone":
        return this.renderResetDone();
      case "edit":
        return this.renderEdit(s.reservation, s.sending);
      case "view":
        return this.renderView(s);
    }
  }

  private actionError(): TemplateResult | typeof nothing {
    if (!this.error) return nothing;
    // The generic `not_editable` text speaks of changing; a refused cancel needs its own words.
    const text = this.error.code === "not_editable" && this.lastSent === "cancel" ? this.pick(messages).notCancellable : undefined;
    return html`<div id="action-error" tabindex="-1">
      ${this.errorNotice(this.error, this.error.retryable ? () => this.retry() : undefined, text)}
    </div>`;
  }

  private retry(): void {
    if (this.state.screen === "reset") void this.sendReset();
    else if (this.state.screen === "view" && this.state.confirmCancel) void this.cancel();
    else void this.load().then((ok) => ok && void this.focusSelector("#r-title"));
  }

  /** What the look-up and lost-PIN screens say, and their last action's error. */
  private credentialTexts(): CredentialTexts {
    return { m: this.m, t: this.pick(messages), actionError: this.actionError(), changed: () => this.requestUpdate() };
  }

  private renderLogin(busy: boolean): TemplateResult {
    return renderLookUp(this.credentialTexts(), {
      number: this.number,
      pin: this.pin,
      errors: this.loginTouched ? this.loginErrors() : {},
      busy,
      setNumber: (value) => (this.number = value),
      setPin: (value) => (this.pin = value),
      submit: (event) => void this.login(event),
      lostPin: () => this.startReset(),
    });
  }

  private renderReset(busy: boolean): TemplateResult {
    // An edit clears what the server refused: the field is checked here again.
    const edited = () => (this.resetErrors = []);
    return renderLostPin(this.credentialTexts(), {
      number: this.number,
      email: this.resetEmail,
      wrong: this.resetTouched ? this.resetFieldErrors() : [],
      busy,
      setNumber: (value) => ((this.number = value), edited()),
      setEmail: (value) => ((this.resetEmail = value), edited()),
      submit: (event) => void this.sendReset(event),
      back: () => this.endReset("#reset-start"),
    });
  }

  private renderResetDone(): TemplateResult {
    return renderLostPinSent(this.credentialTexts(), this.number, this.resetEmail, () => this.endReset("#f-pin"));
  }

  private when(iso: string): string {
    return formatWhen(iso, this.config!.timezone, this.locale);
  }

  /** What the details and a change request need to speak: texts, and times in the restaurant's zone. */
  private detailTexts(): DetailTexts {
    const zone = this.config!.timezone;
    return {
      m: this.m,
      t: this.pick(messages),
      when: (iso) => this.when(iso),
      zoneHint: zone !== browserZone() ? this.m.timesIn(zoneName(zone, this.locale)) : null,
    };
  }

  private renderView(s: Extract<ManageScreen, { screen: "view" }>): TemplateResult {
    const { reservation: view, busy } = s;
    const t = this.pick(messages);
    const texts = this.detailTexts();
    const change = offersGuestChange(view.status);
    const cancel = canGuestCancel(view.status);
    return html`<section part="reservation" aria-labelledby="r-title">
      <h2 id="r-title" tabindex="-1">${t.title(view.reservation_number)}</h2>
      ${this.notice ? html`<p class="notice" id="notice" tabindex="-1">${t[this.notice]}</p>` : nothing} ${reservationDetails(view, texts)}
      ${changeRequestNotice(view, texts)} ${this.actionError()}
      ${
        !change && !cancel
          ? html`<p class="notice" id="closed" tabindex="-1">${view.status === "cancelled" ? t.closedCancelled : t.closed}</p>`
          : s.confirmCancel && cancel
            ? html`<div class="notice alert" role="group" aria-labelledby="cancel-q">
                <p id="cancel-q" tabindex="-1">${t.cancelQuestion(this.when(view.starts_at))}</p>
                <div class="actions">
                  <button
                    type="button"
                    class="danger"
                    part="button"
                    aria-disabled=${busy ? "true" : "false"}
                    @click=${() => !busy && this.cancel()}
                  >
                    ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${t.cancelYes}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    part="button"
                    ?disabled=${busy}
                    @click=${() => {
                      this.showView(view);
                      this.error = null;
                      this.focusSelector("#cancel-start");
                    }}
                  >
                    ${t.cancelNo}
                  </button>
                </div>
              </div>`
            : html`<div class="actions">
                ${change ? html`<button type="button" part="button" @click=${() => this.startEdit(view)}>${t.change}</button>` : nothing}
                ${
                  cancel
                    ? html`<button
                        type="button"
                        class="secondary"
                        part="button"
                        id="cancel-start"
                        @click=${() => {
                          this.state = { ...s, confirmCancel: true };
                          this.error = null;
                          this.notice = "";
                          // The question, not the destructive answer, gets the focus.
                          this.focusSelector("#cancel-q");
                        }}
                      >
                        ${t.cancel}
                      </button>`
                    : nothing
                }
              </div>`
      }
      <p><button type="button" class="link" part="button" @click=${() => this.logout()}>${t.other}</button></p>
    </section>`;
  }

  private renderEdit(view: GuestView, sending: boolean): TemplateResult {
    const t = this.pick(messages);
    const form = this.form;
    const errors = form.visibleErrors();
    return html`<form
      part="form"
      novalidate
      @submit=${this.saveChange}
      @pointerdown=${() => form.holdTouches()}
      aria-busy=${sending ? "true" : "false"}
      aria-labelledby="edit-title"
    >
      <h2 id="edit-title" tabindex="-1">${t.editTitle}</h2>
      ${changeRequestNotice(view, this.detailTexts())}
      ${this.openRequest() ? html`<p class="hint" id="request-prefilled">${t.requestPrefilled}</p>` : nothing}
      <fieldset class="plain" ?disabled=${sending}>
        ${form.renderParty(errors)}
        <div class="when">${form.renderPicker(errors, this.when(view.starts_at))}</div>
        ${form.renderGuest(errors)} ${form.renderTerms(errors, this.config!.termsUrl)}
      </fieldset>
      ${form.formError ? html`<div id="form-error" tabindex="-1">${this.errorNotice(form.formError, () => this.saveChange())}</div>` : nothing}
      ${this.notice ? html`<p class="notice">${t[this.notice]}</p>` : nothing}
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
        <button
          type="button"
          class="secondary"
          part="button"
          ?disabled=${sending}
          @click=${() => {
            this.showView(view);
            this.notice = "";
            this.focusSelector("#r-title");
          }}
        >
          ${t.back}
        </button>
      </div>
    </form>`;
  }
}
