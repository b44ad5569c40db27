import { LitElement, css, html, nothing } from "lit";
import { isHttpUrl } from "../../core/formats.ts";
import { OWNER_API } from "../../core/owner/contract/index.ts";
import { define } from "../../ui-shared/define.ts";
import { errorText } from "../i18n/index.ts";
import type { ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import { managePageMessages } from "./manage-page-card.i18n.ts";
import type { ScreenContext } from "./screen.ts";

type Status = { kind: "busy" | "done" | "failed"; text: string } | null;

/**
 * @summary The manage page on the Website screen (issue 28, docs/api.md §6.6): the page of the
 * owner's website that holds `<couvert-manage>`, where every guest e-mail's "Change or cancel" link
 * goes; until one is named, the hosted booking page, which the card says.
 *
 * @fires couvert-manage-page-saved - the address was saved; `detail` is the address, or null.
 */
export class CouvertManagePageCard extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      input {
        width: 100%;
      }
      .url {
        word-break: break-all;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    manageUrl: { attribute: false },
    hostedUrl: { attribute: false },
    write: { attribute: false },
    status: { state: true },
  };

  declare context: ScreenContext;
  /** The owner's manage page; null: none named yet. */
  declare manageUrl: string | null;
  /** The hosted booking page, the manage page until one is named. */
  declare hostedUrl: string;
  declare write: ScreenWrite;
  declare private status: Status;

  constructor() {
    super();
    this.status = null;
  }

  override render() {
    const t = managePageMessages(this.context.lang);
    const failed = this.status?.kind === "failed";
    return html`<section class="card" aria-labelledby="manage-page-title">
      <h2 id="manage-page-title">${t.title}</h2>
      <form novalidate @submit=${this.handleSubmit}>
        <div class="field">
          <label for="manageUrl">${t.label}</label>
          <input
            id="manageUrl"
            name="manageUrl"
            type="url"
            inputmode="url"
            autocomplete="url"
            placeholder="https://"
            .value=${this.manageUrl ?? ""}
            aria-invalid=${failed ? "true" : "false"}
            aria-describedby="manageUrl-hint manageUrl-status"
          />
          <p class="hint" id="manageUrl-hint">
            ${t.hint} ${this.manageUrl ? nothing : html`${t.fallback} <span class="url">${this.hostedUrl}</span>`}
          </p>
        </div>
        <div class="row">
          <button type="submit" ?disabled=${this.status?.kind === "busy"}>${this.status?.kind === "busy" ? t.saving : t.save}</button>
          <p role="status" id="manageUrl-status" class=${this.status ? `status-${this.status.kind}` : ""}>
            ${this.status?.text ?? nothing}
          </p>
        </div>
      </form>
    </section>`;
  }

  private readonly handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const t = managePageMessages(this.context.lang);
    const input = (event.target as HTMLFormElement).elements.namedItem("manageUrl") as HTMLInputElement;
    const typed = input.value.trim();
    if (typed !== "" && !isHttpUrl(typed)) {
      this.status = { kind: "failed", text: t.invalid };
      input.focus();
      return;
    }
    const manageUrl = typed === "" ? null : typed;
    this.status = { kind: "busy", text: t.saving };
    try {
      const saved = await this.write((calls) => calls.call(OWNER_API.updateSettings, { body: { manageUrl } }));
      if (!saved) return;
      this.status = { kind: "done", text: t.saved };
      this.dispatchEvent(new CustomEvent("couvert-manage-page-saved", { detail: manageUrl, bubbles: true, composed: true }));
    } catch (error) {
      this.status = { kind: "failed", text: errorText(this.context.m, error) };
      input.focus();
    }
  };
}

define("couvert-manage-page-card", CouvertManagePageCard);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-manage-page-card": CouvertManagePageCard;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-manage-page-saved": CustomEvent<string | null>;
  }
}
