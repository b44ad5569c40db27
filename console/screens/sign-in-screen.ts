import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import type { ConsoleApi } from "../api.ts";
import { ConsoleApiError } from "../api.ts";
import { errorText, type ConsoleMessages } from "../i18n/index.ts";
import { consoleStyles } from "../styles.ts";
import { define } from "../../ui-shared/define.ts";

/**
 * @summary E-mail and password; fires `couvert-signed-in` with the session view.
 * @fires couvert-signed-in - Signed in; `detail` is the session view.
 */
export class CouvertSignInScreen extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      form {
        max-width: 26rem;
        margin: 2em auto;
      }
      input {
        width: 100%;
      }
    `,
  ];

  static override properties = {
    m: { attribute: false },
    api: { attribute: false },
    notice: { attribute: false },
    error: { state: true },
    busy: { state: true },
  };

  declare m: ConsoleMessages;
  declare api: ConsoleApi;
  declare notice: string | null;
  declare private error: string | null;
  declare private busy: boolean;

  constructor() {
    super();
    this.notice = null;
    this.error = null;
    this.busy = false;
  }

  override render() {
    const m = this.m;
    return html`<form class="card" @submit=${this.handleSubmit} novalidate>
      <h1>${m.signIn.title}</h1>
      ${this.notice ? html`<p class="warning" role="status">${this.notice}</p>` : nothing}
      <div class="field">
        <label for="email">${m.signIn.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required autofocus />
      </div>
      <div class="field">
        <label for="password">${m.signIn.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
      </div>
      <p class="error" role="alert" id="error">${this.error ?? nothing}</p>
      <button class="primary" type="submit" ?disabled=${this.busy}>${m.signIn.submit}</button>
    </form>`;
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    this.busy = true;
    this.error = null;
    try {
      const session = await this.api.call(
        OWNER_API.signIn,
        {},
        { body: { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") } },
      );
      this.dispatchEvent(new CustomEvent("couvert-signed-in", { detail: session, bubbles: true, composed: true }));
    } catch (error) {
      this.error =
        error instanceof ConsoleApiError && (error.code === "invalid_credentials" || error.code === "invalid_request")
          ? this.m.signIn.wrong
          : errorText(this.m, error);
      (this.renderRoot.querySelector("#password") as HTMLInputElement | null)?.focus();
    } finally {
      this.busy = false;
    }
  }
}

define("couvert-sign-in-screen", CouvertSignInScreen);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-sign-in-screen": CouvertSignInScreen;
  }
}
