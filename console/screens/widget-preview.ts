import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html } from "lit";
import type { PreviewKey } from "../../core/keys/schemas.ts";
import { define } from "../../ui-shared/define.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import type { ScreenContext } from "./screen.ts";
import { websiteMessages } from "./website-view.i18n.ts";
import { loadWidgetScript } from "./widget-script.ts";

/** A new preview key this long before the old one expires, so the widgets never show an expired key's error. */
const RENEW_BEFORE_MS = 5 * 60_000;
const MIN_RENEW_MS = 60_000;

/**
 * @summary The three widgets as the restaurant's website shows them (docs/api.md §2.4, §16.8): the
 * real widget file, loaded only when this opens, with a short-lived preview key that reads the
 * restaurant even before it is published and books nothing. The widgets take the restaurant's
 * accent from the API, as on the website.
 */
export class CouvertWidgetPreview extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      .widgets {
        display: grid;
        gap: 1em;
      }
      .widgets .card {
        min-width: 0;
        max-width: 48rem;
      }
    `,
  ];

  static override properties = { context: { attribute: false } };

  declare context: ScreenContext;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** A preview key of the restaurant shown, with the widget file loaded; asked anew before it expires. */
  private readonly preview = new ScreenLoad<PreviewKey>(this, {
    load: async (calls) => {
      clearTimeout(this.renewTimer);
      const [key] = await Promise.all([calls.call(OWNER_API.previewKey), loadWidgetScript()]);
      return key;
    },
    loaded: (key) => {
      // At least a minute apart: a browser clock far ahead of the server's must not turn this into a loop of new keys.
      const renewIn = Math.max(MIN_RENEW_MS, Date.parse(key.expiresAt) - Date.now() - RENEW_BEFORE_MS);
      this.renewTimer = setTimeout(() => void this.preview.reload(), renewIn);
    },
  });

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.renewTimer);
  }

  override render() {
    const t = websiteMessages(this.context.lang).preview;
    return html`<section aria-labelledby="preview-title">
      <h2 id="preview-title">${t.title}</h2>
      <p class="hint">${t.intro}</p>
      ${this.renderWidgets()}
    </section>`;
  }

  private renderWidgets() {
    const { lang, m } = this.context;
    const t = websiteMessages(lang).preview;
    return this.preview.render({
      loading: () => html`<p role="status">${t.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${t.failed} ${message}</p>
          <button type="button" @click=${this.preview.reload}>${m.retry}</button>`,
      ready: ({ clearKey: key }) =>
        html`<div class="widgets">
          <section class="card" aria-labelledby="preview-booking">
            <h3 id="preview-booking">${t.booking}</h3>
            <couvert-booking api-key=${key} lang=${lang}></couvert-booking>
          </section>
          <section class="card" aria-labelledby="preview-manage">
            <h3 id="preview-manage">${t.manage}</h3>
            <couvert-manage api-key=${key} lang=${lang}></couvert-manage>
          </section>
          <section class="card" aria-labelledby="preview-events">
            <h3 id="preview-events">${t.events}</h3>
            <couvert-events api-key=${key} lang=${lang}></couvert-events>
          </section>
        </div>`,
    });
  }
}

define("couvert-widget-preview", CouvertWidgetPreview);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-widget-preview": CouvertWidgetPreview;
  }
}
