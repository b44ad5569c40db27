import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import type { ApiKeyView } from "../../core/keys/schemas.ts";
import { define } from "../../ui-shared/define.ts";
import { localDateTime } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import type { RestaurantCalls, ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import { readOriginList } from "./origin-list.ts";
import type { ScreenContext } from "./screen.ts";
import { websiteMessages, type WebsiteMessages } from "./website-view.i18n.ts";

type Mode = { kind: "view" } | { kind: "confirm-revoke" } | { kind: "edit-origins"; error: string | null };
type Status = { kind: "done" | "failed"; text: string };

/** What gets the focus after the card re-renders: the element with this id. */
type FocusTarget = "title" | "edit" | "revoke" | "question" | "origins";

/**
 * @summary One API key of the restaurant, as listed (never the key itself): what it may read, the
 * websites it works from, when it was used. An owner changes its websites inline or revokes it
 * after confirming; either takes effect with the next request to the API.
 *
 * @fires couvert-key-changed - the key was revoked or its websites changed; `detail` is the key as stored now.
 */
export class CouvertKeyCard extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      article {
        display: grid;
        gap: 0.5em;
      }
      h3 {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25em 0.75em;
        align-items: baseline;
        margin: 0;
      }
      h3:focus {
        outline: none;
      }
      code {
        font-family: ui-monospace, monospace;
      }
      dl {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(12em, 1fr));
        gap: 0.5em 1.25em;
        margin: 0;
      }
      dt {
        color: var(--_muted);
        font-size: 0.9em;
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      .whole-row {
        grid-column: 1 / -1;
      }
      ul {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .active {
        color: var(--_ok);
      }
      .revoked {
        color: var(--_danger);
      }
      textarea {
        width: 100%;
        font-family: ui-monospace, monospace;
      }
      .field-error {
        color: var(--_danger);
        font-weight: 600;
        margin: 0.25em 0 0;
      }
      .warning p:focus {
        outline: none;
      }
      p[role="status"]:empty {
        display: none;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    apiKey: { attribute: false },
    write: { attribute: false },
    mode: { state: true },
    busy: { state: true },
    status: { state: true },
  };

  declare context: ScreenContext;
  declare apiKey: ApiKeyView;
  /** The website screen's write: to the restaurant whose keys are shown, or null once that no longer holds. */
  declare write: ScreenWrite;
  declare private mode: Mode;
  declare private busy: boolean;
  declare private status: Status | null;
  private focusAfterUpdate: FocusTarget | null = null;

  constructor() {
    super();
    this.mode = { kind: "view" };
    this.busy = false;
    this.status = null;
  }

  private get t(): WebsiteMessages {
    return websiteMessages(this.context.lang);
  }

  protected override updated(_changed: PropertyValues<this>): void {
    if (!this.focusAfterUpdate) return;
    this.renderRoot.querySelector<HTMLElement>(`#${this.focusAfterUpdate}`)?.focus();
    this.focusAfterUpdate = null;
  }

  override render() {
    const t = this.t.keys;
    const key = this.apiKey;
    return html`<article class="card" aria-labelledby="title">
      <h3 id="title" tabindex="-1">
        <code>${key.prefix}</code>
        <span>${key.label ?? t.unnamed}</span>
        <span class="badge ${key.revokedAt ? "revoked" : "active"}">${key.revokedAt ? t.revoked : t.active}</span>
        ${key.test ? html`<span class="badge test">${t.test}</span>` : nothing}
      </h3>
      <dl>
        <div class="whole-row">
          <dt>${t.modules}</dt>
          <dd>${key.modules.map((id) => this.t.modules[id]).join(", ")}</dd>
        </div>
        <div class="whole-row">
          <dt>${t.origins}</dt>
          <dd>
            ${
              key.allowedOrigins
                ? html`<ul>
                    ${key.allowedOrigins.map((origin) => html`<li>${origin}</li>`)}
                  </ul>`
                : t.anyOrigin
            }
          </dd>
        </div>
        <div>
          <dt>${t.created}</dt>
          <dd>${this.when(key.createdAt)}</dd>
        </div>
        <div>
          <dt>${t.lastUsed}</dt>
          <dd>${key.lastUsedAt ? this.when(key.lastUsedAt) : t.never}</dd>
        </div>
        ${
          key.revokedAt
            ? html`<div>
                <dt>${t.revoked}</dt>
                <dd>${this.when(key.revokedAt)}</dd>
              </div>`
            : nothing
        }
      </dl>
      ${key.revokedAt ? nothing : this.renderMode()}
      <p role="status" class=${this.status ? `status-${this.status.kind}` : ""}>${this.status?.text ?? nothing}</p>
    </article>`;
  }

  private renderMode() {
    const t = this.t.keys;
    const prefix = this.apiKey.prefix;
    switch (this.mode.kind) {
      case "view":
        return html`<div class="row">
          <button type="button" id="edit" aria-label=${t.editOriginsOf(prefix)} @click=${this.handleEdit}>${t.editOrigins}</button>
          <button type="button" id="revoke" class="danger" aria-label=${t.revokeOf(prefix)} @click=${this.handleAskRevoke}>
            ${t.revoke}
          </button>
        </div>`;
      case "confirm-revoke":
        return html`<div class="warning" role="group" aria-labelledby="question" @keydown=${this.handleEscape}>
          <p id="question" tabindex="-1">${t.confirmRevoke(prefix)}</p>
          <div class="row">
            <button type="button" class="danger" ?disabled=${this.busy} @click=${this.handleRevoke}>${t.yesRevoke}</button>
            <button type="button" @click=${this.handleKeep}>${t.keep}</button>
          </div>
        </div>`;
      case "edit-origins": {
        const error = this.mode.error;
        return html`<form novalidate @submit=${this.handleSaveOrigins} @keydown=${this.handleEscape}>
          <div class="field">
            <label for="origins">${t.originsOf(prefix)}</label>
            <textarea
              id="origins"
              name="origins"
              rows="3"
              autocomplete="off"
              spellcheck="false"
              .value=${(this.apiKey.allowedOrigins ?? []).join("\n")}
              aria-invalid=${error ? "true" : "false"}
              aria-describedby=${error ? "origins-hint origins-error" : "origins-hint"}
            ></textarea>
            <p class="hint" id="origins-hint">${this.t.create.originsHint}</p>
            ${error ? html`<p class="field-error" id="origins-error">${error}</p>` : nothing}
          </div>
          <div class="row">
            <button type="submit" class="primary" ?disabled=${this.busy}>${t.save}</button>
            <button type="button" @click=${this.handleCancelEdit}>${t.cancel}</button>
          </div>
        </form>`;
      }
    }
  }

  private when(iso: string): string {
    return localDateTime(iso, this.context.restaurant.timezone, this.context.lang);
  }

  private show(mode: Mode, focus: FocusTarget): void {
    this.mode = mode;
    this.focusAfterUpdate = focus;
  }

  private readonly handleEdit = () => {
    this.status = null;
    this.show({ kind: "edit-origins", error: null }, "origins");
  };

  private readonly handleCancelEdit = () => this.show({ kind: "view" }, "edit");

  private readonly handleAskRevoke = () => {
    this.status = null;
    this.show({ kind: "confirm-revoke" }, "question");
  };

  private readonly handleKeep = () => this.show({ kind: "view" }, "revoke");

  /** Escape leaves the confirmation or the edit without doing anything, as their Cancel buttons do. */
  private readonly handleEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    if (this.mode.kind === "confirm-revoke") this.handleKeep();
    else this.handleCancelEdit();
  };

  private readonly handleSaveOrigins = async (event: SubmitEvent) => {
    event.preventDefault();
    const text = (this.renderRoot.querySelector<HTMLTextAreaElement>("#origins")?.value ?? "").trim();
    const list = readOriginList(text, this.t);
    if (!list.ok) return this.show({ kind: "edit-origins", error: list.message }, "origins");
    const { origins } = list;
    const saved = await this.send((calls, params) => calls.call(OWNER_API.setKeyOrigins, { params, body: { allowedOrigins: origins } }));
    if (saved) this.done(this.t.keys.saved, "edit");
  };

  private readonly handleRevoke = async () => {
    const revoked = await this.send((calls, params) => calls.call(OWNER_API.revokeKey, { params }));
    if (revoked) this.done(this.t.keys.revokedNow, "title");
  };

  /** Posts a change and tells the screen; a refusal stays on the card, the edit or confirmation still open. */
  private async send(call: (calls: RestaurantCalls, params: { id: string }) => Promise<{ key: ApiKeyView }>): Promise<boolean> {
    const params = { id: this.apiKey.id };
    this.busy = true;
    try {
      const answer = await this.write((calls) => call(calls, params));
      if (!answer) return false; // another restaurant is shown by now: the answer is for no card on screen
      const { key } = answer.value;
      this.dispatchEvent(new CustomEvent("couvert-key-changed", { detail: key, bubbles: true, composed: true }));
      return true;
    } catch (error) {
      const text = errorText(this.context.m, error);
      if (this.mode.kind === "edit-origins") this.show({ kind: "edit-origins", error: text }, "origins");
      else this.status = { kind: "failed", text };
      return false;
    } finally {
      this.busy = false;
    }
  }

  private done(text: string, focus: FocusTarget): void {
    this.status = { kind: "done", text };
    this.show({ kind: "view" }, focus);
  }
}

define("couvert-key-card", CouvertKeyCard);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-key-card": CouvertKeyCard;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-key-changed": CustomEvent<ApiKeyView>;
  }
}
