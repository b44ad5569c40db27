import {
  html,
  LitElement,
  nothing,
  type PropertyDeclaration,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from "lit";
import { Task, TaskStatus } from "@lit/task";
import { ACCENT_HEX_PATTERN } from "../../core/formats.ts";
import { ApiClient, toApiError, wasAborted, type ApiError } from "../api/client.ts";
import {
  common,
  countdown,
  languageTag,
  messageFor,
  resolveLanguage,
  textsIn,
  type Catalog,
  type Lang,
  type Messages,
} from "../i18n/index.ts";
import { languageLoading } from "../i18n/load.ts";
import { hasLanguage } from "../../ui-shared/lazy-catalog.ts";
import { rgbOf, textOn } from "../../ui-shared/color.ts";
import { couvertEvent, type CouvertEventDetail, type CouvertEventName, type ReadyDetail } from "./events.ts";
import { dateDataLoaded, warmUpFormatting, zoneGuessedWrong } from "./format.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { yieldFirst } from "./one-a-task.ts";
import { PageRootController } from "./page-root.ts";
import { defaultApiBase } from "./script.ts";
import { baseStyles } from "../../ui-shared/styles.ts";

/** The accent when neither the page nor the API gives one (also in styles.ts). */
const DEFAULT_ACCENT = "#8a3b12";

/**
 * How long a first render waits for its screen's answers before it draws the loading line: shown
 * for less, that line only flickers, and costs a phone a render and a layout.
 */
const FIRST_SCREEN_WAIT_MS = 250;

/** `resolveLanguage` per tag: a render asks for the language dozens of times, and each answer costs `Intl` work. */
const languages = new Map<string, ReturnType<typeof resolveLanguage>>();
const resolvedLanguage = (tag: string): ReturnType<typeof resolveLanguage> => {
  let resolved = languages.get(tag);
  if (!resolved) languages.set(tag, (resolved = resolveLanguage(tag)));
  return resolved;
};

/**
 * What every Couvert element shares: the API client from `api-key` / `api-base`, the language
 * from `lang` (or the page's), the theme, the restaurant's accent colour, typed events, and the
 * inner wrapper every element renders into (the page's CSS reaches the host element, never the
 * wrapper, so the text reset lives there).
 * Fields are `declare`d and defaulted in the constructor: no decorators, no class fields, so the
 * build's TypeScript transform and Lit's reactive accessors cannot clash.
 */
export class CouvertElement extends LitElement {
  static override styles = [baseStyles];

  static override properties: PropertyDeclarations = {
    apiKey: { attribute: "api-key" },
    apiBase: { attribute: "api-base" },
    theme: { reflect: true },
    announcement: { state: true },
  };

  /**
   * Observed so a change of `lang` re-renders (the native `lang` property stays untouched), and a
   * change of `style` or `class` (which can set `--couvert-accent`) reads the accent again.
   */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, "lang", "style", "class"];
  }

  declare apiKey: string;
  /** Overrides the API address; defaults to the script's origin + `/api/v1`. */
  declare apiBase: string;
  /** `light` (default), `dark` or `auto` (follows the system). */
  declare theme: "light" | "dark" | "auto";
  /** The text of the polite live region. */
  declare protected announcement: string;
  declare private announceTimer: ReturnType<typeof setTimeout> | undefined;
  declare private waitTimer: ReturnType<typeof setTimeout> | undefined;
  /** The restaurant's `accentHex`, once loaded. */
  declare private apiAccent: string;
  /** The accent the text colour on it was last computed for. */
  declare private accentSeen: string;
  /** The page's `--couvert-accent` for this element as last read ("" when it sets none); null before the first read. */
  declare private pageAccent: string | null;
  /** Whether the page's accent may have changed since it was last read (reading styles is slow). */
  declare private accentStale: boolean;
  /** The language tag in effect while an update renders (see `update`); undefined between updates. */
  declare private tagInUpdate: string | undefined;
  /** A read of the page's accent is waiting for its frame: changes meanwhile need no other. */
  declare private accentReadPending: boolean;
  /** The system's light/dark preference, which the page's CSS may give its own accent for. */
  declare private colorScheme: MediaQueryList | undefined;
  declare private readonly colorSchemeChanged: () => void;
  /** True while the element writes its own private properties into `style`, which says nothing new. */
  declare private writingOwnStyle: boolean;
  /** Ends the first render's wait for its load (`loadBeforeFirstRender`); set only during it. */
  declare private firstScreenOvertaken: (() => void) | undefined;
  /** Aborts the reads still out for the current `api-key` / `api-base` (see `api`). */
  declare private requests: AbortController;
  /** The loaded data `couvert-ready` was last sent for (see `announceReady`). */
  declare private announcedData: object | null;

  constructor() {
    super();
    this.apiKey = "";
    this.apiBase = "";
    this.theme = "light";
    this.announcement = "";
    this.apiAccent = "";
    this.accentSeen = "";
    this.pageAccent = null;
    this.accentStale = true;
    this.accentReadPending = false;
    this.writingOwnStyle = false;
    this.requests = new AbortController();
    this.announcedData = null;
    this.colorSchemeChanged = () => this.accentMayHaveChanged();
    // Without a `lang` of its own, the element follows `<html lang>` as the page changes it; and
    // its accent, which a theme switched on `<html>` or `<body>` may change.
    new PageRootController(this, () => this.readAccentAfterFrame());
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === "lang") this.requestUpdate();
    if ((name === "style" || name === "class") && old !== value && !this.writingOwnStyle) this.accentMayHaveChanged();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page after a removal: what the removal aborted is asked again (`resume`).
    if (this.requests.signal.aborted) {
      this.requests = new AbortController();
      // A first screen's load may have begun before the first render (`loadBeforeFirstRender`).
      if (this.hasUpdated || (this.firstScreenLoad && this.firstScreenLoad.status !== TaskStatus.INITIAL)) this.resume();
    }
    this.colorScheme = globalThis.matchMedia?.("(prefers-color-scheme: dark)");
    this.colorScheme?.addEventListener("change", this.colorSchemeChanged);
    // The page's accent is read after the next frame (`updated`), when the browser has computed
    // styles anyway: read before it, in the task after this one, it computed the styles of
    // whatever another element had just rendered, on the main thread (a forced style calculation of
    // the booking form when manage was defined after it, issue 30).
    this.accentMayHaveChanged();
    warmUpFormatting(this.locale);
    void dateDataLoaded().then(() => this.hasUpdated && zoneGuessedWrong() && this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.colorScheme?.removeEventListener("change", this.colorSchemeChanged);
    this.colorScheme = undefined;
    clearTimeout(this.announceTimer);
    clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
    this.requests.abort();
  }

  /**
   * Asks again for what a removal from the page aborted, now that the element is back (a
   * single-page site moving it, say). Each element knows what it was loading.
   */
  protected resume(): void {}

  /**
   * The first render waits for the element's texts (a language other than English and German
   * loads them first, a chunk of its own) and for its first screen's load (`loadBeforeFirstRender`),
   * then yields: not drawn in the task that defined or added the element, with the others' start-up
   * (issue 30: no task over 50 ms). Later updates are Lit's, at once.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const texts = languageLoading(resolvedLanguage(languageTag(this)).lang);
    if (this.hasUpdated && !texts) return super.scheduleUpdate();
    if (this.hasUpdated) return texts!.then(() => super.scheduleUpdate());
    return Promise.resolve(texts)
      .then(() => this.loadBeforeFirstRender())
      .then(yieldFirst)
      .then(() => super.scheduleUpdate());
  }

  /** The load the first screen shows (`loadTask`'s), when the element has one: see `loadBeforeFirstRender`. */
  protected get firstScreenLoad(): Task<[string, string], unknown> | null {
    return null;
  }

  /** What the first screen shows beside its load's answer, once that is in (the booking form: its first month's times). */
  protected afterFirstScreenLoad(): Promise<unknown> {
    return Promise.resolve();
  }

  /**
   * Starts the first screen's load before the first render and waits for it and what the screen
   * shows beside it, FIRST_SCREEN_WAIT_MS at most: with the answers here or on their way (the
   * loader's early requests) the first render is the loaded screen, not a loading line and then
   * the screen, each with a render and a layout of its own on a phone (issue 30). Not done by
   * then: the loading line, or the screen with what is still on its way.
   */
  private async loadBeforeFirstRender(): Promise<void> {
    const load = this.firstScreenLoad;
    if (!load || load.status !== TaskStatus.INITIAL) return;
    void load.run();
    const shown = load.taskComplete.then(() => this.afterFirstScreenLoad());
    // Another key or address meanwhile: that load is the old restaurant's; the first render asks anew.
    const overtaken = new Promise<void>((resolve) => (this.firstScreenOvertaken = resolve));
    await Promise.race([shown.catch(() => {}), overtaken, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
    this.firstScreenOvertaken = undefined;
  }

  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: PropertyDeclaration): void {
    super.requestUpdate(name, oldValue, options);
    if (name === "apiKey" || name === "apiBase") this.firstScreenOvertaken?.();
  }

  /** A new phase of an element makes the last announcement stale ("29 free times" after booking). */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("theme")) this.accentStale = true;
    // Another restaurant (or address): its reads still out are aborted before the element asks anew.
    if (this.hasUpdated && (changed.has("apiKey") || changed.has("apiBase"))) {
      this.requests.abort();
      this.requests = new AbortController();
    }
    const previous = (changed as Map<PropertyKey, unknown>).get("phase");
    if (previous !== undefined) this.clearAnnouncement();
  }

  /** Reads the page's accent again after the next update (see `updated`). */
  private accentMayHaveChanged(): void {
    this.accentStale = true;
    this.requestUpdate();
  }

  /**
   * Picks black or white text for the accent in effect: the page's `--couvert-accent`, else the
   * API's. The page's is read only when it can have changed: on connect (in the next task, and
   * again here), a new theme, `style` or `class`, the system's colour scheme, or an attribute of the
   * page's `<html>` or `<body>` (PageRootController: without a render); and here only once
   * the next frame is drawn, when the browser has computed styles anyway: `getComputedStyle` with
   * styles still to compute would compute them all at once, on the main thread, inside the update
   * (issue 11 measured 95 ms). After that frame, when the browser is idle: a read in the first task
   * after it met the page's next renders (the other elements', the booking's next part) with their
   * styles not yet computed, and computed them there (30–60 ms at 4× CPU, issue 11). A second at most.
   */
  protected override updated(): void {
    this.announceReady();
    if (!this.accentStale) return;
    this.accentStale = false;
    this.readAccentAfterFrame();
  }

  /** Reads the page's accent once the next frame is drawn and the browser is idle (see `updated`). */
  private readAccentAfterFrame(): void {
    if (this.accentReadPending) return;
    this.accentReadPending = true;
    const read = () => {
      this.accentReadPending = false;
      if (this.isConnected) this.showAccent(true);
    };
    requestAnimationFrame(() => ("requestIdleCallback" in globalThis ? requestIdleCallback(read, { timeout: 1000 }) : setTimeout(read)));
  }

  /**
   * The data the element loaded (an answer, to tell one load from the next) and what `couvert-ready`
   * says of it, once the element shows it; null until then. Each element says its own.
   */
  protected loadedData(): { data: object; ready: ReadyDetail } | null {
    return null;
  }

  /**
   * `couvert-ready` once per load, from the first update that shows what was loaded: a page that
   * looks at the element when told ("loaded and usable") finds it so, not its loading line.
   */
  private announceReady(): void {
    const loaded = this.loadedData();
    if (!loaded || loaded.data === this.announcedData) return;
    this.announcedData = loaded.data;
    this.emit("couvert-ready", loaded.ready);
  }

  /** Sets the text colour on the accent in effect, when that accent is new; `read`: reads the page's accent first. */
  private showAccent(read: boolean): void {
    if (read) this.pageAccent = getComputedStyle(this).getPropertyValue("--couvert-accent").trim();
    const accent = this.pageAccent || this.apiAccent || DEFAULT_ACCENT;
    if (accent === this.accentSeen) return;
    this.accentSeen = accent;
    const rgb = rgbOf(accent);
    if (rgb) this.setOwnStyle("--_auto-on-accent", textOn(rgb));
  }

  /**
   * A client for the current attributes (cheap; built on every call) whose calls are aborted when
   * `api-key` or `api-base` change or the element leaves the page: for reads. A catch checks
   * `wasAborted(error, this.signal)` first, an abort being no failure to show.
   * @internal
   */
  get api(): ApiClient {
    return new ApiClient({ base: this.apiBase || defaultApiBase, apiKey: this.apiKey, signal: this.signal });
  }

  /**
   * A client for writes (booking, change, cancellation, new PIN), never aborted by the element:
   * once sent, the server may have done it, and an abort would leave the guest not knowing whether
   * they booked (the answer would be lost, not the booking). A write runs to its end; when the
   * restaurant changed meanwhile its answer is ignored, and an element taken off the page shows it
   * when put back.
   */
  protected get writeApi(): ApiClient {
    return new ApiClient({ base: this.apiBase || defaultApiBase, apiKey: this.apiKey });
  }

  /** The signal `api`'s calls are aborted with (a new one after each abort). @internal */
  get signal(): AbortSignal {
    return this.requests.signal;
  }

  /**
   * One render asks for `locale`, `m` or `pick` dozens of times, each a walk up the page for a
   * `lang`: read once for the update instead (the page's language cannot change inside it).
   */
  protected override update(changed: PropertyValues<this>): void {
    this.tagInUpdate = languageTag(this);
    try {
      super.update(changed);
    } finally {
      this.tagInUpdate = undefined;
    }
  }

  private get languageTag(): string {
    return this.tagInUpdate ?? languageTag(this);
  }

  /**
   * The BCP 47 tag for `Intl` formatting, e.g. "de-AT"; "en" when the page's language is one we
   * do not speak (dates then match the English words around them).
   * @internal
   */
  get locale(): string {
    const { lang, locale } = resolvedLanguage(this.languageTag);
    return hasLanguage(lang) ? locale : "en";
  }

  /** The language of the texts (core/locale.ts `LANGS`); English until, or unless, its texts have loaded. @internal */
  get language(): Lang {
    const { lang } = resolvedLanguage(this.languageTag);
    return hasLanguage(lang) ? lang : "en";
  }

  /** The shared texts in the current language. @internal */
  get m(): Messages {
    return textsIn(common, this.language);
  }

  /** An element's own texts in the current language. @internal */
  pick<T>(catalog: Catalog<T>): T {
    return textsIn(catalog, this.language);
  }

  /**
   * Uses the restaurant's colour unless the page sets `--couvert-accent`. The page's accent as last
   * read still holds (nothing that could change it happened, or a read is on its way); only before
   * any read is it read now, so the text on the accent is right from the first frame that shows it.
   */
  protected applyAccent(hex: string): void {
    if (!ACCENT_HEX_PATTERN.test(hex)) return;
    this.apiAccent = hex;
    this.setOwnStyle("--_api-accent", hex);
    // The page's own accent, when set, wins once read after the next frame (see `updated`); not read
    // here, where styles of a page just rendered into would be computed at once.
    this.showAccent(false);
  }

  private setOwnStyle(property: string, value: string): void {
    this.writingOwnStyle = true;
    try {
      this.style.setProperty(property, value);
    } finally {
      this.writingOwnStyle = false;
    }
  }

  /** Fires a `couvert-*` event (bubbling, composed). */
  protected emit<K extends CouvertEventName>(type: K, detail: CouvertEventDetail<K>): void {
    this.dispatchEvent(couvertEvent(type, detail));
  }

  /**
   * The element's data, loaded through `@lit/task` for its `api-key` and `api-base` and loaded again
   * when either changes (the task's signal drops an answer so overtaken). `fetch` asks for it with
   * the element's client; once it is in and still wanted, the restaurant's accent is applied and
   * `loaded` takes it. A failure is reported (`couvert-error`) and becomes the task's error, an
   * ApiError; an abort (another key or address, or a removal from the page, after which `resume`
   * asks again) is passed on as it is, no failure to show.
   */
  protected loadTask<R extends { accentHex: string }>(
    fetch: (api: ApiClient, signal: AbortSignal) => Promise<R>,
    loaded: (value: R) => void = () => {},
  ): Task<[string, string], R> {
    return new Task(this, {
      task: async (_args, { signal }) => {
        const api = this.api;
        try {
          const value = await fetch(api, signal);
          signal.throwIfAborted();
          this.applyAccent(value.accentHex);
          loaded(value);
          return value;
        } catch (error) {
          if (wasAborted(error, signal) || wasAborted(error, api.signal)) throw error;
          throw this.report(error);
        }
      },
      args: () => [this.apiKey, this.apiBase],
    });
  }

  /** Turns anything thrown into an ApiError and reports it with `couvert-error`. */
  protected report(error: unknown): ApiError {
    const e = toApiError(error);
    this.emit("couvert-error", { code: e.code, message: e.message, status: e.status, ...(e.field ? { field: e.field } : {}) });
    return e;
  }

  /**
   * An alert with the error's text (or `text`), and a retry button when trying again can help.
   * After a 429 the button waits for `Retry-After`: a timer counts down (role="timer", not read
   * out every second) and the button appears when the time is up.
   */
  errorNotice(error: ApiError | null, retry?: () => unknown, text?: string): TemplateResult | typeof nothing {
    if (!error) return nothing;
    const { m } = this;
    const wait = error.waitSeconds();
    if (wait && !this.waitTimer) this.waitTimer = setTimeout(() => ((this.waitTimer = undefined), this.requestUpdate()), 1000);
    return html`<div class="notice alert" part="error" role="alert" tabindex="-1">
      <p>${text ?? messageFor(m, error.code, error.field)}${wait ? ` ${m.wait(error.retryAfterSeconds!)}` : nothing}</p>
      ${
        wait
          ? html`<p class="hint" role="timer">${m.retryIn(countdown(wait, m))}</p>`
          : retry && error.retryable
            ? html`<p>
                <button type="button" class="secondary" part="button" @click=${() => this.retryKeepingFocus(retry)}>${m.retry}</button>
              </p>`
            : nothing
      }
    </div>`;
  }

  /**
   * Runs a retry; when it took away the focused button (a loading line replaced it) and put the
   * focus nowhere itself, the focus goes to the new error, or else to the first control.
   */
  private async retryKeepingFocus(retry: () => unknown): Promise<void> {
    await retry();
    await this.updateComplete;
    if ((this.renderRoot as ShadowRoot).activeElement) return;
    await focusAfterRender(this, ['[role="alert"]', "input, select, button, a[href]"]);
  }

  /** Drops the last announcement, and one still on its way: what it said no longer holds. @internal */
  clearAnnouncement(): void {
    clearTimeout(this.announceTimer);
    this.announcement = "";
  }

  /** Says `text` to screen readers through the live region, also when it is the same text again. @internal */
  announce(text: string): void {
    this.announcement = "";
    clearTimeout(this.announceTimer);
    this.announceTimer = setTimeout(() => (this.announcement = text), 50);
  }

  /** A polite "loading" line with a spinner. */
  loadingNotice(text = this.m.loading): TemplateResult {
    return html`<p role="status"><span class="spinner" aria-hidden="true"></span>${text}</p>`;
  }

  /** What the element shows; wrapped by `render()`. */
  protected renderBody(): unknown {
    return nothing;
  }

  /** The wrapper (text reset, theme, `lang` of the texts) around the body and the live region. */
  protected override render(): TemplateResult {
    return html`<div class="root" lang=${this.locale}>
      ${this.renderBody()}
      <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }
}
