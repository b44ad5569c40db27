import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "../../core/accounts/password.ts";
import type { SetupLinkView } from "../../core/accounts/schemas.ts";
import { ConsoleApiError, type ConsoleApi } from "../api.ts";
import { errorText, type ConsoleMessages } from "../i18n/index.ts";
import { consoleStyles } from "../styles.ts";
import { define } from "../../ui-shared/define.ts";

type Phase = { kind: "checking" } | { kind: "expired" } | { kind: "form"; link: SetupLinkView };

/**
 * @summary Sets the password of an invited account from its one-time link, then signs in.
 * @fires couvert-signed-in - Signed in; `detail` is the session view.
 */
export class CouvertSetupScreen extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      form,
      .card {
        max-width: 28rem;
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
    token: { attribute: false },
    phase: { state: true },
    error: { state: true },
    busy: { state: true },
  };

  declare m: ConsoleMessages;
  declare api: ConsoleApi;
  declare token: string;
  declare private phase: Phase;
  declare private error: string | null;
  declare private busy: boolean;

  constructor() {
    super();
    this.phase = { kind: "checking" };
    this.error = null;
    this.busy = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.check();
  }

  private async check(): Promise<void> {
    try {
      this.phase = { kind: "form", link: await this.api.call(OWNER_API.checkSetupLink, {}, { body: { token: this.token } }) };
    } catch (error) {
      if (error instanceof ConsoleApiError && (error.code === "not_found" || error.code === "invalid_request"))
        this.phase = { kind: "expired" };
      else this.error = errorText(this.m, error);
    }
  }

  private readonly handleRetry = () => {
    this.error = null;
    void this.check();
  };

  override render() {
    const m = this.m;
    if (this.phase.kind === "checking" && this.error)
      return html`<p class="error" role="alert">${this.error}</p>
        <button type="button" @click=${this.handleRetry}>${m.retry}</button>`;
    if (this.phase.kind === "checking") return html`<p role="status">${m.loading}</p>`;
    if (this.phase.kind === "expired")
      return html`<div class="card">
        <h1>${m.setup.title}</h1>
        <p class="error" role="alert">${m.setup.expired}</p>
      </div>`;
    const { link } = this.phase;
    return html`<form class="card" @submit=${this.handleSubmit} novalidate>
      <h1>${m.setup.title}</h1>
      <p>${m.setup.intro(link.email, link.restaurants.join(", "))}</p>
      <p>${m.setup.existing}</p>
      <input type="email" name="username" autocomplete="username" .value=${link.email} hidden readonly />
      <div class="field">
        <label for="password">${m.setup.password}</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength=${PASSWORD_MIN_LENGTH}
          required
          aria-describedby="hint error"
        />
        <p class="hint" id="hint">${m.setup.hint(PASSWORD_MIN_LENGTH)}</p>
      </div>
      <div class="field">
        <label for="repeat">${m.setup.repeat}</label>
        <input id="repeat" name="repeat" type="password" autocomplete="new-password" required />
      </div>
      <p class="error" role="alert" id="error">${this.error ?? nothing}</p>
      <button class="primary" type="submit" ?disabled=${this.busy}>${m.setup.submit}</button>
    </form>`;
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.phase.kind !== "form") return;
    const data = new FormData(event.target as HTMLFormElement);
    const password = String(data.get("password") ?? "");
    // The same rule the server applies (core), said before the round trip.
    const problem = passwordProblem(password, this.phase.link.email);
    if (problem) return this.fail(this.m.setup.problems[problem]);
    if (password !== data.get("repeat")) return this.fail(this.m.setup.mismatch);
    this.busy = true;
    try {
      const session = await this.api.call(OWNER_API.setUp, {}, { body: { token: this.token, password } });
      this.dispatchEvent(new CustomEvent("couvert-signed-in", { detail: session, bubbles: true, composed: true }));
    } catch (error) {
      if (error instanceof ConsoleApiError && error.code === "not_found") this.phase = { kind: "expired" };
      else if (error instanceof ConsoleApiError && error.code === "invalid_credentials") this.fail(this.m.setup.taken);
      else this.fail(errorText(this.m, error));
    } finally {
      this.busy = false;
    }
  }

  private fail(message: string): void {
    this.error = message;
    (this.renderRoot.querySelector("#password") as HTMLInputElement | null)?.focus();
  }
}

define("couvert-setup-screen", CouvertSetupScreen);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-setup-screen": CouvertSetupScreen;
  }
}
