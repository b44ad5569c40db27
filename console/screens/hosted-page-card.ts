import { LitElement, css, html } from "lit";
import type { HostedPageView } from "../../core/keys/schemas.ts";
import { define } from "../../ui-shared/define.ts";
import { consoleStyles } from "../styles.ts";
import { hostedPageMessages } from "./hosted-page-card.i18n.ts";
import type { ScreenContext } from "./screen.ts";

/**
 * @summary The restaurant's hosted booking page on the Website screen (docs/api.md §18): its
 * address to copy into a map listing or a social profile, and its QR code, shown and offered as an
 * SVG file to print. The server makes the QR code (GET …/website `hostedPage`), so the console
 * carries no QR encoder.
 */
export class CouvertHostedPageCard extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      .qr {
        display: block;
        width: 10rem;
        height: 10rem;
        background: #fff;
      }
      .url {
        word-break: break-all;
        font-family: ui-monospace, monospace;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    hostedPage: { attribute: false },
  };

  declare context: ScreenContext;
  declare hostedPage: HostedPageView;

  override render() {
    const t = hostedPageMessages(this.context.lang);
    const { url, qrSvg } = this.hostedPage;
    const image = `data:image/svg+xml,${encodeURIComponent(qrSvg)}`;
    return html`<section class="card" aria-labelledby="hosted-page-title">
      <h2 id="hosted-page-title">${t.title}</h2>
      <p class="hint">${t.intro}</p>
      <h3>${t.link}</h3>
      <p class="url" id="hosted-page-url">${url}</p>
      <p><a href=${url} target="_blank" rel="noopener">${t.open}</a></p>
      <h3>${t.qr}</h3>
      <img class="qr" src=${image} alt=${t.qrAlt(url)} width="160" height="160" />
      <p><a href=${image} download=${`${this.context.restaurant.slug}-booking-page-qr.svg`}>${t.download}</a></p>
    </section>`;
  }
}

define("couvert-hosted-page-card", CouvertHostedPageCard);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-hosted-page-card": CouvertHostedPageCard;
  }
}
