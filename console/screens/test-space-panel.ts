import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import type { TestSpaceView } from "../../core/keys/schemas.ts";
import { define } from "../../ui-shared/define.ts";
import { localDateTime } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import type { ScreenContext } from "./screen.ts";
import { websiteMessages, type WebsiteMessages } from "./website-view.i18n.ts";

type Status = { kind: "done" | "failed"; text: string };

/**
 * @summary The test space on the Website screen (docs/api.md §2.5): what the bookings made with the
 * restaurant's test keys would have sent, each as it would have gone out (they never are), and a
 * button that deletes every test booking at once.
 */
export class CouvertTestSpacePanel extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      ul {
        display: grid;
        gap: 0.5em;
        list-style: none;
        margin: 0 0 1em;
        padding: 0;
      }
      pre {
        white-space: pre-wrap;
        overflow-wrap: anywhere;
        font-family: ui-monospace, monospace;
        font-size: 0.9em;
      }
      p[role="status"]:empty {
        display: none;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    busy: { state: true },
    status: { state: true },
  };

  declare context: ScreenContext;
  declare private busy: boolean;
  declare private status: Status | null;
  /** The test space of the restaurant shown; the purge deletes that restaurant's test bookings only. */
  private readonly space = new ScreenLoad<TestSpaceView>(this, {
    load: (calls) => calls.call(OWNER_API.testSpace),
    // Another restaurant: what the purge said of the last one no longer holds.
    restaurantShown: () => (this.status = null),
  });

  constructor() {
    super();
    this.busy = false;
    this.status = null;
  }

  private get t(): WebsiteMessages["testSpace"] {
    return websiteMessages(this.context.lang).testSpace;
  }

  override render() {
    const t = this.t;
    return html`<section class="card" aria-labelledby="test-space-title">
      <h2 id="test-space-title">${t.title}</h2>
      <p class="hint">${t.intro}</p>
      ${this.renderMessages()}
      <button type="button" class="danger" ?disabled=${this.busy} @click=${this.handlePurge}>${t.purge}</button>
      <p role="status" class=${this.status ? `status-${this.status.kind}` : ""}>${this.status?.text ?? nothing}</p>
    </section>`;
  }

  private renderMessages() {
    const t = this.t;
    return this.space.render({
      loading: () => html`<p role="status">${this.context.m.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.space.reload}>${this.context.m.retry}</button>`,
      ready: ({ messages }) => {
        if (messages.length === 0) return html`<p>${t.none}</p>`;
        const { timezone } = this.context.restaurant;
        return html`<ul>
          ${messages.map(
            (m) =>
              html`<li>
                <details>
                  <summary>
                    ${t.channels[m.channel]} ${t.to(m.recipient)}: ${m.subject ?? m.topic}
                    <span class="hint">(${localDateTime(m.createdAt, timezone, this.context.lang)})</span>
                  </summary>
                  <pre>${m.body}</pre>
                </details>
              </li>`,
          )}
        </ul>`;
      },
    });
  }

  private readonly handlePurge = async () => {
    this.busy = true;
    try {
      const answer = await this.space.write((calls) => calls.call(OWNER_API.purgeTestSpace));
      if (!answer) return; // another restaurant is shown by now: this count is not of its bookings
      this.status = { kind: "done", text: this.t.purged(answer.value.deleted) };
      await this.space.reload();
    } catch (error) {
      this.status = { kind: "failed", text: errorText(this.context.m, error) };
    } finally {
      this.busy = false;
    }
  };
}

define("couvert-test-space-panel", CouvertTestSpacePanel);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-test-space-panel": CouvertTestSpacePanel;
  }
}
