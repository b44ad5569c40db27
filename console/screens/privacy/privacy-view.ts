import { LitElement, css, html, nothing } from "lit";
import { privacyContract } from "../../../core/owner/contract/privacy.ts";
import type { ErasureResult, GuestContact, GuestExport, PrivacyView } from "../../../core/privacy/schemas.ts";
import { define } from "../../../ui-shared/define.ts";
import { focusAfterRender } from "../../../ui-shared/focus.ts";
import { localDateTime } from "../../format.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import { privacyTexts } from "./privacy-view.i18n.ts";

/** What the screen shows below the form: an export to save, the question before an erasure, or its outcome. */
type Outcome =
  | { kind: "exported"; document: GuestExport; href: string }
  | { kind: "confirming"; contact: GuestContact }
  | { kind: "erased"; result: ErasureResult }
  | { kind: "failed"; message: string };

/**
 * @summary Owners only (docs/api.md §20): the retention setting, one guest's export as a JSON file,
 * and that guest's erasure after a confirmation; the latest erasures and retention runs below.
 */
export class CouvertPrivacyView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75em;
        align-items: end;
        margin: 1em 0;
      }
      input[name="contact"] {
        min-width: min(20em, 100%);
      }
      .confirm {
        border: 2px solid var(--_danger);
        padding: 0.75em 1em;
        border-radius: 6px;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
      }
    `,
  ];

  static override properties = { context: { attribute: false }, kind: { state: true }, outcome: { state: true } };

  declare context: ScreenContext;
  declare private kind: "email" | "phone";
  declare private outcome: Outcome | null;

  private readonly view = new ScreenLoad<PrivacyView>(this, {
    load: (calls) => calls.call(privacyContract.privacy),
    restaurantShown: () => this.forget(),
  });

  constructor() {
    super();
    this.kind = "email";
    this.outcome = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.forget();
  }

  override render() {
    const t = privacyTexts[this.context.lang];
    const { m } = this.context;
    return html`<h1 tabindex="-1">${t.title}</h1>
      ${this.view.render({
        loading: () => html`<p role="status">${m.loading}</p>`,
        failed: (message) =>
          html`<p class="error" role="alert">${message}</p>
            <button type="button" @click=${this.view.reload}>${m.retry}</button>`,
        ready: (view) => this.renderView(view),
      })}`;
  }

  private renderView(view: PrivacyView) {
    const t = privacyTexts[this.context.lang];
    const settings = `#/${encodeURIComponent(this.context.restaurant.slug)}/settings`;
    return html`<p class="hint" id="retention">
        ${t.retention(view.guestDataRetentionMonths)} <a href=${settings}>${t.retentionChange}</a>
      </p>
      <h2>${t.findTitle}</h2>
      <p class="hint">${t.findIntro}</p>
      <form @submit=${this.handleExport}>
        <div>
          <label for="kind">${t.kind}</label>
          <select id="kind" name="kind" @change=${this.handleKind}>
            <option value="email" ?selected=${this.kind === "email"}>${t.email}</option>
            <option value="phone" ?selected=${this.kind === "phone"}>${t.phone}</option>
          </select>
        </div>
        <div>
          <label for="contact">${this.kind === "email" ? t.email : t.phone}</label>
          <input id="contact" name="contact" type=${this.kind === "email" ? "email" : "tel"} required autocomplete="off" />
        </div>
        <div class="actions">
          <button type="submit" class="primary">${t.exportButton}</button>
          <button type="button" class="danger" @click=${this.handleEraseAsked}>${t.eraseButton}</button>
        </div>
      </form>
      ${this.renderOutcome()} ${this.renderAudit(view)}`;
  }

  private renderOutcome() {
    const t = privacyTexts[this.context.lang];
    const outcome = this.outcome;
    if (!outcome) return nothing;
    switch (outcome.kind) {
      case "exported":
        return html`<div class="notice" role="status">
          <p>${t.exported(outcome.document.bookings.length, outcome.document.messages.length)}</p>
          <a id="save-export" class="button" download=${`guest-${this.context.restaurant.slug}.json`} href=${outcome.href}>${t.save}</a>
        </div>`;
      case "confirming":
        return html`<div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <p id="confirm-title"><strong>${t.confirmTitle}</strong> ${outcome.contact.email ?? outcome.contact.phone}</p>
          <p id="confirm-text">${t.confirmText}</p>
          <div class="actions">
            <button type="button" class="danger" id="confirm-erase" @click=${this.handleEraseConfirmed}>${t.confirm}</button>
            <button type="button" id="keep-data" @click=${this.forget}>${t.cancel}</button>
          </div>
        </div>`;
      case "erased":
        return html`<p class="notice" role="status">${t.erased(outcome.result.bookingsFound, outcome.result.bookingsCancelled)}</p>`;
      case "failed":
        return html`<p class="error" role="alert">${outcome.message}</p>`;
    }
  }

  private renderAudit(view: PrivacyView) {
    const t = privacyTexts[this.context.lang];
    const { lang, restaurant } = this.context;
    return html`<h2>${t.auditTitle}</h2>
      ${
        view.audit.length === 0
          ? html`<p class="hint">${t.auditNone}</p>`
          : html`<table>
              <thead>
                <tr>
                  <th scope="col">${t.when}</th>
                  <th scope="col">${t.what}</th>
                  <th scope="col">${t.rows}</th>
                </tr>
              </thead>
              <tbody>
                ${view.audit.map(
                  (entry) =>
                    html`<tr>
                      <td>${localDateTime(entry.at, restaurant.timezone, lang)}</td>
                      <td>${t.action[entry.action]}</td>
                      <td>${entry.rowsChanged}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }`;
  }

  /** The guest the form names, or null (and the browser's own message shown) when the field is empty or malformed. */
  private contactOf(): GuestContact | null {
    const input = this.renderRoot.querySelector<HTMLInputElement>("#contact")!;
    if (!input.reportValidity()) return null;
    const value = input.value.trim();
    return this.kind === "email" ? { email: value } : { phone: value };
  }

  private readonly handleKind = (event: Event) => {
    this.kind = (event.target as HTMLSelectElement).value as "email" | "phone";
    this.forget();
  };

  private readonly handleExport = async (event: SubmitEvent) => {
    event.preventDefault();
    const contact = this.contactOf();
    if (!contact) return;
    await this.send(async (calls) => {
      const document = await calls.call(privacyContract.exportGuest, { body: contact });
      const href = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }));
      return { kind: "exported", document, href } as const;
    });
  };

  private readonly handleEraseAsked = () => {
    const contact = this.contactOf();
    if (!contact) return;
    this.forget();
    this.outcome = { kind: "confirming", contact };
    // The question may sit below the fold on a phone: brought into view, on its safe answer.
    void focusAfterRender(this, "#keep-data", { scroll: true });
  };

  private readonly handleEraseConfirmed = async () => {
    if (this.outcome?.kind !== "confirming") return;
    const { contact } = this.outcome;
    const sent = await this.send(async (calls) => {
      const result = await calls.call(privacyContract.eraseGuest, { body: { ...contact, confirm: true } });
      return { kind: "erased", result } as const;
    });
    if (sent) await this.view.reload();
  };

  /** One write to the restaurant shown; its outcome (or failure) replaces what was shown below the form. */
  private async send(work: Parameters<ScreenLoad<PrivacyView>["write"]>[0]): Promise<boolean> {
    try {
      const answer = await this.view.write(work);
      if (!answer) return false;
      this.forget();
      this.outcome = answer.value as Outcome;
      return true;
    } catch (error) {
      this.outcome = { kind: "failed", message: errorText(this.context.m, error) };
      return false;
    }
  }

  /** Drops what was shown about a guest (and the export file's memory): another restaurant, another guest. */
  private readonly forget = () => {
    if (this.outcome?.kind === "exported") URL.revokeObjectURL(this.outcome.href);
    this.outcome = null;
  };
}

define("couvert-privacy-view", CouvertPrivacyView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-privacy-view": CouvertPrivacyView;
  }
}
