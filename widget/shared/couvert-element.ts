import { html, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from "lit";
import { ApiClient, toApiError, type ApiError } from "../api/client.ts";
import { common, langOf, languageTag, messageFor, type Catalog, type Lang, type Messages } from "../i18n/index.ts";
import { couvertEvent, type CouvertEventDetail, type CouvertEventName } from "./events.ts";
import { defaultApiBase } from "./script.ts";
import { baseStyles } from "./styles.ts";

/**
 * What every Couvert element shares: the API client from `api-key` / `api-base`, the language
 * from `lang` (or the page's), the theme, the restaurant's accent colour and typed events.
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

  /** Observed so a change of `lang` re-renders (the native `lang` property stays untouched). */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, "lang"];
  }

  declare apiKey: string;
  /** Overrides the API address; defaults to the script's origin + `/api/v1`. */
  declare apiBase: string;
  /** `light` (default), `dark` or `auto` (follows the system). */
  declare theme: "light" | "dark" | "auto";
  /** The text of the polite live region (see `liveRegion()`). */
  declare announcement: string;

  constructor() {
    super();
    this.apiKey = "";
    this.apiBase = "";
    this.theme = "light";
    this.announcement = "";
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === "lang") this.requestUpdate();
  }

  /** A client for the current attributes (cheap; built on every call). */
  protected get api(): ApiClient {
    return new ApiClient({ base: this.apiBase || defaultApiBase, apiKey: this.apiKey });
  }

  /** The BCP 47 tag for `Intl` formatting, e.g. "de-AT". */
  get locale(): string {
    return languageTag(this);
  }

  /** The language of the texts: "en" or "de". */
  get language(): Lang {
    return langOf(this.locale);
  }

  /** The shared texts in the current language. */
  get m(): Messages {
    return common[this.language];
  }

  /** An element's own texts in the current language. */
  pick<T>(catalog: Catalog<T>): T {
    return catalog[this.language];
  }

  /** Uses the restaurant's colour unless the page sets `--couvert-accent`; picks a readable text colour on it. */
  protected applyAccent(hex: string): void {
    if (!/^#[0-9a-f]{6}$/i.test(hex)) return;
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    this.style.setProperty("--_api-accent", hex);
    this.style.setProperty("--_api-on-accent", luminance > 0.18 ? "#111" : "#fff");
  }

  /** Fires a `couvert-*` event (bubbling, composed). */
  protected emit<K extends CouvertEventName>(type: K, detail: CouvertEventDetail<K>): void {
    this.dispatchEvent(couvertEvent(type, detail));
  }

  /** Turns anything thrown into an ApiError and reports it with `couvert-error`. */
  protected report(error: unknown): ApiError {
    const e = toApiError(error);
    this.emit("couvert-error", { code: e.code, message: e.message, status: e.status, ...(e.field ? { field: e.field } : {}) });
    return e;
  }

  /** The translated text of an error, with the wait after a 429. */
  protected errorText(error: ApiError): string {
    const text = messageFor(this.m, error.code, error.field);
    return error.retryAfterSeconds ? `${text} ${this.m.wait(error.retryAfterSeconds)}` : text;
  }

  /** An alert with the error's text, and a retry button when trying again can help. */
  protected errorNotice(error: ApiError | null, retry?: () => void): TemplateResult | typeof nothing {
    if (!error) return nothing;
    return html`<div class="notice alert" part="error" role="alert">
      <p>${this.errorText(error)}</p>
      ${retry && error.retryable ? html`<p><button type="button" class="secondary" part="button" @click=${retry}>${this.m.retry}</button></p>` : nothing}
    </div>`;
  }

  /** Says `text` to screen readers through `liveRegion()`, also when it is the same text again. */
  announce(text: string): void {
    this.announcement = "";
    setTimeout(() => (this.announcement = text), 50);
  }

  /** The polite status region every element renders once. */
  protected liveRegion(): TemplateResult {
    return html`<div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  /** A polite "loading" line with a spinner. */
  protected loadingNotice(text = this.m.loading): TemplateResult {
    return html`<p role="status"><span class="spinner" aria-hidden="true"></span>${text}</p>`;
  }
}
