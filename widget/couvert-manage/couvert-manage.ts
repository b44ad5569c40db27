import { html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { reservationNumberIn } from "../../core/reservation/number.ts";
import { isPinShaped, normalizePin } from "../../core/reservation/pin.ts";
import { isBookingConfig, isCancelResult, isChangeResult, guestViewOf, isLoadAnswer, isPinResetResult } from "../../core/answers.ts";
import type { BookingConfig, GuestView } from "../../core/reservation/schemas.ts";
import { canGuestCancel, offersGuestChange } from "../../core/reservation/status.ts";
import { listingDateOf } from "../../core/bookability/slots.ts";
import { ApiError, wasAborted } from "../api/client.ts";
import { CouvertElement } from "../shared/couvert-element.ts";
import { browserZone, formatWhen, zoneName } from "../shared/format.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { formStyles } from "../shared/form.styles.ts";
import { completedValue, runUnlessCompleted } from "../shared/load-task.ts";
import { ReservationForm } from "../shared/reservation-form.ts";
import { renderLookUp, type CredentialTexts } from "./credential-screens.ts";
import { FragmentController, type TypedCredentials } from "./credentials.ts";
import { PinResetFlow, type PinResetScreen } from "./pin-reset-flow.ts";
import { manageStyles } from "./couvert-manage.styles.ts";
import { messages } from "./messages.ts";
import type { Notice } from "./reservation-screens.ts";
import type { DetailTexts } from "./reservation-details.ts";

/**
 * What the element shows: one screen at a time, each holding only what it needs. `busy`: a
 * look-up, a change or a cancellation is out; the view stays, its buttons wait.
 */
export type ManageScreen =
  | { screen: "login"; loading: boolean }
  | { screen: "view"; reservation: GuestView; busy: boolean; confirmCancel: boolean }
  | { screen: "edit"; reservation: GuestView; sending: boolean }
  | PinResetScreen;

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
type LaterScreens = typeof import("./later-screens.ts");

let laterScreens: Promise<LaterScreens> | null = null;

/** The screens after the look-up form (later-screens.ts), fetched once; a failed fetch is tried again next time. */
function loadLaterScreens(): Promise<LaterScreens> {
  laterScreens ??= import("./later-screens.ts").catch((error: unknown) => {
    laterScreens = null;
    throw error;
  });
  return laterScreens;
}

export class CouvertManage extends CouvertElement {
  static override styles = [...CouvertElement.styles, formStyles, manageStyles];

  static override properties = {
    state: { state: true },
    error: { state: true },
    notice: { state: true },
    loginTouched: { state: true },
  };

  declare state: ManageScreen;
  /** The last failed call's error (look-up, change or cancel). */
  declare error: ApiError | null;
  /** What the guest last sent: the words of a refusal depend on it. */
  private lastSent: "change" | "cancel" | null = null;
  /** What the last change or cancellation did (a key of the element's texts, translated when shown). */
  declare notice: Notice | "";
  declare loginTouched: boolean;

  private readonly form = new ReservationForm(this, false);
  private number = "";
  /** In memory only: never in an attribute, a URL, storage or an event. */
  private pin = "";
  /** Set once loaded (with the look-up, or for the lost-PIN form): every screen after the look-up form draws with it. */
  private later: LaterScreens | null = null;
  private readonly pinReset = new PinResetFlow(this, {
    number: () => this.number,
    post: (body) => this.writeApi.post("/reservation/pin-reset", body, isPinResetResult),
    report: (error) => this.report(error),
    show: (screen) => (this.state = screen),
    ready: () => this.state.screen === "reset" && !this.state.sending,
    setError: (error) => (this.error = error),
    session: () => this.session,
    focus: (selector) => this.focusSelector(selector),
  });
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
    new FragmentController(this, (credentials) => void this.openLink(credentials));
  }

  /**
   * Another `api-key` or `api-base` names another restaurant (or the same one anew): the reservation
   * on screen and every answer still out are dropped, back to the look-up with what was typed there.
   * The configuration reloads by itself (`configTask`'s arguments).
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // The change form's times are those of its party size: another size asks for its own.
    const { picker, values } = this.form;
    const party = typeof values.party_size === "number" ? values.party_size : null;
    if (this.state.screen === "edit" && picker.rules && party !== picker.party) {
      void picker.forParty(party).then((kept) => kept || this.form.timeGone());
    }
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

  /**
   * `scroll`: bring what takes the focus into view too, and keep it there while the widgets above
   * draw (a manage link lands at the page's top, issue 28).
   */
  private async login(event?: Event, scroll = false): Promise<void> {
    event?.preventDefault();
    const session = this.session;
    this.loginTouched = true;
    this.number = this.number.trim();
    const errors = this.loginErrors();
    if (errors.number || errors.pin) {
      // The answer to the last try no longer applies to what is typed now (a wait for too many tries still does).
      if (!this.error?.waitSeconds()) this.error = null;
      await this.configLoaded();
      await focusAfterRender(this, errors.number ? "#f-number" : "#f-pin", { scroll, hold: scroll });
      return;
    }
    this.notice = "";
    const found = await this.load();
    // Until the booking configuration is in, the element shows a loading line, not the result.
    await this.configLoaded();
    if (session === this.session) void focusAfterRender(this, found ? "#r-title" : "#action-error", { scroll, hold: scroll });
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
    if (session === this.session) await this.login(undefined, true);
  }

  /** Loads the guest view; false (with `error` set) when that failed, or when a fresh start overtook it. */
  private async load(): Promise<boolean> {
    const later = loadLaterScreens();
    const session = this.session;
    const shown = this.reservation;
    const asking = this.state.screen === "view" && this.state.confirmCancel;
    this.state = shown ? { screen: "view", reservation: shown, busy: true, confirmCancel: asking } : { screen: "login", loading: true };
    this.error = null;
    const { signal } = this;
    try {
      // A read, though a POST (the PIN stays out of the URL): aborted like the element's other reads.
      const answer = await this.api.post("/reservation/manage", { action: "load", ...this.credentials }, isLoadAnswer);
      this.later = await later;
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

  private startEdit(reservation: GuestView): void {
    const config = this.config!;
    const { changeFormValues, differencesFrom, editBaselineOf, overOwnStay } = this.later!;
    const wanted = editBaselineOf(reservation);
    // The times free for its party (`restart`), and those over its own stay, which it frees by moving.
    this.form.picker.alsoOpen = overOwnStay(reservation, config);
    this.form.guest.requested = (fields) => differencesFrom(fields, reservation, reservation);
    void this.form.restart(
      changeFormValues(reservation, config),
      config,
      listingDateOf(wanted.starts_at, config),
      wanted.starts_at === reservation.starts_at ? null : wanted.starts_at,
    );
    this.notice = "";
    this.error = null;
    this.state = { screen: "edit", reservation, sending: false };
    this.focusSelector("#edit-title");
  }

  private async saveChange(event?: Event): Promise<void> {
    event?.preventDefault();
    const editing = this.state;
    // Not while the times of a new party size load: the time chosen may not be among them.
    if (editing.screen !== "edit" || editing.sending || this.form.picker.loading.size || !this.form.check()) return;
    const { reservation } = editing;
    const t = this.pick(messages);
    // Sent: the difference from the stored reservation; none at all withdraws an open request.
    const fields = this.form.fields();
    const { differencesFrom, editBaselineOf } = this.later!;
    const changes = differencesFrom(fields, reservation, reservation);
    if (!Object.keys(differencesFrom(fields, reservation, editBaselineOf(reservation))).length) {
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
  private async startReset(): Promise<void> {
    // A look-up still out is dropped: the guest went on to ask for a new PIN.
    const session = (this.session += 1);
    this.number = this.number.trim();
    this.error = null;
    try {
      this.later ??= await loadLaterScreens();
    } catch (error) {
      if (session === this.session) this.error = this.report(error);
      return;
    }
    if (session !== this.session) return;
    this.pinReset.start();
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

  protected override renderBody(): unknown {
    // The look-up needs nothing of the configuration: it is there at once, not after the answer (issue 30).
    const early = () => (this.config || this.state.screen === "login" ? this.renderScreen() : this.loadingNotice());
    return this.configTask.render({
      initial: early,
      pending: early,
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
    if (this.state.screen === "reset") void this.pinReset.send();
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
      lostPin: () => void this.startReset(),
    });
  }

  private renderReset(busy: boolean): TemplateResult {
    const flow = this.pinReset;
    return this.later!.renderLostPin(this.credentialTexts(), {
      number: this.number,
      email: flow.email,
      wrong: flow.wrong(),
      busy,
      setNumber: (value) => ((this.number = value), flow.edited()),
      setEmail: (value) => ((flow.email = value), flow.edited()),
      submit: (event) => void flow.send(event),
      back: () => this.endReset("#reset-start"),
    });
  }

  private renderResetDone(): TemplateResult {
    return this.later!.renderLostPinSent(this.credentialTexts(), this.number, this.pinReset.email, () => this.endReset("#f-pin"));
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
    const view = s.reservation;
    return this.later!.renderReservationView(s, this.detailTexts(), {
      notice: this.notice,
      actionError: this.actionError(),
      cancel: () => void this.cancel(),
      keep: () => {
        this.showView(view);
        this.error = null;
        this.focusSelector("#cancel-start");
      },
      change: () => this.startEdit(view),
      askCancel: () => {
        this.state = { ...s, confirmCancel: true };
        this.error = null;
        this.notice = "";
        // The question, not the destructive answer, gets the focus.
        this.focusSelector("#cancel-q");
      },
      other: () => this.logout(),
    });
  }

  private renderEdit(view: GuestView, sending: boolean): TemplateResult {
    const form = this.form;
    return this.later!.renderChangeForm(view, sending, this.detailTexts(), {
      form,
      notice: this.notice,
      termsUrl: this.config!.termsUrl,
      formError: form.formError ? this.errorNotice(form.formError, () => this.saveChange()) : nothing,
      submit: (event) => void this.saveChange(event),
      back: () => {
        this.showView(view);
        this.notice = "";
        this.focusSelector("#r-title");
      },
    });
  }
}
