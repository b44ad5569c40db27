import { LitElement, css, html } from "lit";
import type { ViewMode } from "../../core/events/schemas.ts";
import { eventCard, type CardEvent } from "../../ui-shared/event-card/event-card.ts";
import { eventCardStyles } from "../../ui-shared/event-card/event-card.styles.ts";
import { messages } from "../../ui-shared/event-card/messages.ts";
import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { rgbOf, textOn } from "../../ui-shared/color.ts";
import { define } from "../../ui-shared/define.ts";
import { baseStyles } from "../../ui-shared/styles.ts";
import type { ConsoleLang } from "../i18n/index.ts";

/**
 * @summary One event exactly as `<couvert-events>` shows it: the widget's own card function and
 * styles, in the widget's texts, the restaurant's zone and accent, and its list or grid layout.
 * Not a widget: it loads nothing and is never defined in the widget bundle.
 */
export class CouvertEventPreview extends LitElement {
  static override styles = [
    baseStyles,
    eventCardStyles,
    css`
      /* The widget's wrapper is its cards' container (couvert-events.styles.ts). */
      .root {
        container-type: inline-size;
      }
    `,
  ];

  static override properties = {
    event: { attribute: false },
    language: { attribute: false },
    timezone: { attribute: false },
    accentHex: { attribute: false },
    viewMode: { attribute: false },
  };

  declare event: CardEvent;
  /** The console's language; not `lang`, which is the host element's own. */
  declare language: ConsoleLang;
  declare timezone: string;
  declare accentHex: string;
  declare viewMode: ViewMode;

  constructor() {
    super();
    this.language = "en";
    this.viewMode = "list";
  }

  /** The restaurant's accent where the widget takes it from the API, and black or white text on it, as the widget picks. */
  protected override updated(): void {
    this.style.setProperty("--_api-accent", this.accentHex);
    const rgb = rgbOf(this.accentHex);
    if (rgb) this.style.setProperty("--_auto-on-accent", textOn(rgb));
  }

  override render() {
    return html`<div class="root" lang=${this.language}>
      <div class=${this.viewMode}>
        ${eventCard(this.event, { id: "preview-title", past: false, locale: this.language, timeZone: this.timezone, t: textsIn(messages, this.language) })}
      </div>
    </div>`;
  }
}

define("couvert-event-preview", CouvertEventPreview);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-event-preview": CouvertEventPreview;
  }
}
