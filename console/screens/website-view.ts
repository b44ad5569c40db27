import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import { KEY_LABEL_MAX_LENGTH, type ApiKeyView, type CreatedKey, type WebsiteView } from "../../core/keys/schemas.ts";
import { MODULE_IDS, WIDGET_MODULES, type ModuleId } from "../../core/modules.ts";
import { define } from "../../ui-shared/define.ts";
import { ConsoleApiError } from "../api.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad, type ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import "./key-card.ts";
import { readOriginList } from "./origin-list.ts";
import type { ScreenContext } from "./screen.ts";
import { websiteMessages, type WebsiteMessages } from "./website-view.i18n.ts";
import "./test-space-panel.ts";
import "./widget-preview.ts";

/** `data` of GET …/website (server/owner/routes/website.ts). */
export type WebsiteData = WebsiteView;

/** The modules as the form offers them: the widgets' first, then what other programs read; all ticked at first. */
// A new key gets the widgets' modules only, unless the owner ticks more: a key should open no more than its site needs.
const MODULE_CHOICES: readonly ModuleId[] = [...WIDGET_MODULES, ...MODULE_IDS.filter((id) => !WIDGET_MODULES.includes(id))];

/** The new-key form's fields, as the server names them in a refusal. */
const FORM_FIELDS = ["label", "modules", "allowedOrigins"] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string | undefined): field is FormField => FORM_FIELDS.some((name) => name === field);

/** The new-key form, or the one-time panel with the key just created in its place. */
type Form = { kind: "form"; busy: boolean; errors: Partial<Record<FormField, string>>; message: string | null };
/** `copied`: how the last copy button pressed fared. */
type Created = { kind: "created"; created: CreatedKey; copied: "done" | "failed" | null };
type Create = Form | Created;

const EMPTY_FORM: Form = { kind: "form", busy: false, errors: {}, message: null };

/**
 * @summary The restaurant on its own website (docs/api.md §16.8): its API keys — created with the
 * snippet to paste (the key is shown this once), revoked, their websites changed — and a live
 * preview of the three widgets; once the restaurant has a test key, what its test bookings would have
 * sent (docs/api.md §2.5). With `compact` (the getting-started walkthrough) it leaves out its
 * page title.
 *
 * @fires couvert-key-created - a key was created; `detail` is the key as listed (never the key itself).
 */
export class CouvertWebsiteView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        max-width: 60rem;
      }
      section {
        margin: 0 0 1.5em;
      }
      .keys {
        display: grid;
        gap: 0.75em;
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .modules {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(12em, 1fr));
        gap: 0 1em;
      }
      input[type="text"],
      textarea {
        width: 100%;
      }
      textarea,
      pre,
      .secret {
        font-family: ui-monospace, monospace;
      }
      .field-error {
        color: var(--_danger);
        font-weight: 600;
        margin: 0.25em 0 0;
      }
      .field .hint,
      fieldset .hint {
        margin: 0.25em 0 0;
      }
      pre {
        margin: 0 0 0.5em;
        padding: 0.75em;
        overflow-x: auto;
        white-space: pre-wrap;
        word-break: break-all;
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
      }
      .secret {
        word-break: break-all;
      }
      h2:focus {
        outline: none;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    compact: { type: Boolean },
    create: { state: true },
  };

  declare context: ScreenContext;
  /** Inside the walkthrough: no page title of its own. */
  declare compact: boolean;
  declare private create: Create;
  private focusAfterUpdate: string | null = null;
  /** The keys of the restaurant shown; a new key is made for that restaurant only. */
  private readonly website = new ScreenLoad<WebsiteData>(this, {
    load: (calls) => calls.call(OWNER_API.website),
    // Another restaurant: a key shown for the last one must not stay on screen.
    restaurantShown: () => (this.create = EMPTY_FORM),
  });

  private readonly write: ScreenWrite = (call) => this.website.write(call);

  constructor() {
    super();
    this.compact = false;
    this.create = EMPTY_FORM;
    // Its own chunk, as the console's budget asks of what a screen adds: it upgrades when it arrives.
    void import("./hosted-page-card.ts");
    void import("./manage-page-card.ts");
  }

  private get t(): WebsiteMessages {
    return websiteMessages(this.context.lang);
  }

  protected override updated(): void {
    if (!this.focusAfterUpdate) return;
    this.renderRoot.querySelector<HTMLElement>(`#${this.focusAfterUpdate}`)?.focus();
    this.focusAfterUpdate = null;
  }

  override render() {
    const t = this.t;
    const head = this.compact
      ? nothing
      : html`<h1>${t.title}</h1>
          <p class="hint">${t.intro}</p>`;
    return this.website.render({
      loading: () =>
        html`${head}
          <p role="status">${this.context.m.loading}</p>`,
      failed: (message) =>
        html`${head}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.website.reload}>${this.context.m.retry}</button>`,
      ready: ({ keys, hostedPage, manageUrl }) =>
        html`${head} ${this.renderKeys(keys)}
          <couvert-manage-page-card
            .context=${this.context}
            .manageUrl=${manageUrl}
            .hostedUrl=${hostedPage.url}
            .write=${this.write}
            @couvert-manage-page-saved=${this.handleManagePageSaved}
          ></couvert-manage-page-card>
          ${this.create.kind === "created" ? this.renderCreated(this.create) : this.renderForm(this.create)}
          ${keys.some((key) => key.test) ? html`<couvert-test-space-panel .context=${this.context}></couvert-test-space-panel>` : nothing}
          <couvert-widget-preview .context=${this.context}></couvert-widget-preview>
          <couvert-hosted-page-card .context=${this.context} .hostedPage=${hostedPage}></couvert-hosted-page-card>`,
    });
  }

  private renderKeys(keys: ApiKeyView[]) {
    const t = this.t.keys;
    return html`<section aria-labelledby="keys-title" @couvert-key-changed=${this.handleKeyChanged}>
      <h2 id="keys-title">${t.title}</h2>
      ${
        keys.length === 0
          ? html`<p>${t.none}</p>`
          : html`<ul class="keys">
              ${keys.map((key) => html`<li><couvert-key-card .context=${this.context} .apiKey=${key} .write=${this.write}></couvert-key-card></li>`)}
            </ul>`
      }
    </section>`;
  }

  private renderForm(form: Form) {
    const t = this.t.create;
    const { errors } = form;
    const describedBy = (field: FormField) => `${field}-hint${errors[field] ? ` ${field}-error` : ""}`;
    const fieldError = (field: FormField) =>
      errors[field] ? html`<p class="field-error" id=${`${field}-error`}>${errors[field]}</p>` : nothing;
    return html`<section class="card" aria-labelledby="new-key-title">
      <h2 id="new-key-title">${t.title}</h2>
      <p class="hint">${t.intro}</p>
      <form novalidate @submit=${this.handleCreate}>
        <div class="field">
          <label for="label">${t.label} <span class="hint">(${t.optional})</span></label>
          <input
            id="label"
            name="label"
            type="text"
            maxlength=${KEY_LABEL_MAX_LENGTH}
            autocomplete="off"
            aria-invalid=${errors.label ? "true" : "false"}
            aria-describedby=${describedBy("label")}
          />
          <p class="hint" id="label-hint">${t.labelHint}</p>
          ${fieldError("label")}
        </div>
        <fieldset aria-describedby=${describedBy("modules")}>
          <legend>${t.modules}</legend>
          <div class="modules">
            ${MODULE_CHOICES.map(
              (id) =>
                html`<label class="check"
                  ><input
                    type="checkbox"
                    id=${`module-${id}`}
                    name="modules"
                    value=${id}
                    ?checked=${WIDGET_MODULES.includes(id)}
                  />${this.t.modules[id]}</label
                >`,
            )}
          </div>
          <p class="hint" id="modules-hint">${t.modulesHint}</p>
          ${fieldError("modules")}
        </fieldset>
        <div class="field">
          <label for="allowedOrigins">${t.origins}</label>
          <textarea
            id="allowedOrigins"
            name="allowedOrigins"
            rows="3"
            autocomplete="off"
            spellcheck="false"
            aria-invalid=${errors.allowedOrigins ? "true" : "false"}
            aria-describedby=${describedBy("allowedOrigins")}
          ></textarea>
          <p class="hint" id="allowedOrigins-hint">${t.originsHint}</p>
          ${fieldError("allowedOrigins")}
        </div>
        <div class="field">
          <label class="check"><input type="checkbox" id="test" name="test" aria-describedby="test-hint" />${t.test}</label>
          <p class="hint" id="test-hint">${t.testHint}</p>
        </div>
        <div class="row">
          <button type="submit" class="primary" ?disabled=${form.busy}>${form.busy ? t.busy : t.submit}</button>
          <p role="status" class="status-failed">${form.message ?? nothing}</p>
        </div>
      </form>
    </section>`;
  }

  private renderCreated({ created, copied }: Created) {
    const t = this.t.createdKey;
    return html`<section class="card" aria-labelledby="created-title">
      <h2 id="created-title" tabindex="-1">${t.title}</h2>
      <p class="warning"><strong>${t.shownOnce}</strong> ${t.warning}</p>
      <h3>${t.snippet}</h3>
      ${
        created.snippet
          ? html`<p class="hint" id="snippet-hint">${t.snippetHint}</p>
              <pre aria-describedby="snippet-hint"><code id="snippet">${created.snippet}</code></pre>
              <p><button type="button" @click=${this.handleCopySnippet}>${t.copySnippet}</button></p>
              <details>
                <summary>${t.wordpress}</summary>
                <p>${t.wordpressHelp}</p>
              </details>`
          : html`<p>${t.noSnippet}</p>`
      }
      <h3>${t.key}</h3>
      <p class="secret" id="clear-key">${created.clearKey}</p>
      <p><button type="button" @click=${this.handleCopyKey}>${t.copyKey}</button></p>
      <p role="status" class=${copied ? `status-${copied}` : ""}>${copied ? t[copied === "done" ? "copied" : "copyFailed"] : nothing}</p>
      <button type="button" class="primary" @click=${this.handleDone}>${t.done}</button>
    </section>`;
  }

  private readonly handleCreate = async (event: SubmitEvent) => {
    event.preventDefault();
    if (this.create.kind !== "form" || this.create.busy) return;
    const t = this.t;
    const data = new FormData(event.target as HTMLFormElement);
    const modules = data.getAll("modules").map(String) as ModuleId[];
    const origins = readOriginList(String(data.get("allowedOrigins") ?? ""), t);
    const errors: Partial<Record<FormField, string>> = {};
    if (modules.length === 0) errors.modules = t.create.noModule;
    if (!origins.ok) errors.allowedOrigins = origins.message;
    if (!origins.ok || modules.length === 0) return this.refuse(errors);

    this.create = { ...EMPTY_FORM, busy: true };
    try {
      const answer = await this.website.write((calls) =>
        calls.call(OWNER_API.createKey, {
          body: {
            label: String(data.get("label") ?? ""),
            modules,
            allowedOrigins: origins.origins,
            test: data.get("test") === "on",
          },
        }),
      );
      if (!answer) return; // another restaurant is shown by now: its key is not for this screen
      const created = answer.value;
      this.create = { kind: "created", created, copied: null };
      this.focusAfterUpdate = "created-title";
      this.dispatchEvent(new CustomEvent("couvert-key-created", { detail: created.key, bubbles: true, composed: true }));
      await this.website.reload();
    } catch (error) {
      const field = error instanceof ConsoleApiError ? error.field : undefined;
      const text = errorText(this.context.m, error);
      if (isFormField(field)) this.refuse({ [field]: text });
      else this.create = { ...EMPTY_FORM, message: text };
    }
  };

  /** Shows the form's errors and puts the focus on the first field at fault. */
  private refuse(errors: Partial<Record<FormField, string>>): void {
    this.create = { ...EMPTY_FORM, errors };
    const first = FORM_FIELDS.find((field) => errors[field]);
    this.focusAfterUpdate = first === "modules" ? `module-${MODULE_CHOICES[0]}` : (first ?? null);
  }

  private readonly handleCopySnippet = () => this.copy("snippet");
  private readonly handleCopyKey = () => this.copy("key");

  private async copy(what: "snippet" | "key"): Promise<void> {
    if (this.create.kind !== "created") return;
    const { created } = this.create;
    let copied: Created["copied"] = "done";
    try {
      await navigator.clipboard.writeText((what === "snippet" ? created.snippet : created.clearKey) ?? "");
    } catch {
      copied = "failed";
    }
    if (this.create.kind === "created") this.create = { ...this.create, copied };
  }

  /** The key leaves the screen for good; the form comes back, its first field focused. */
  private readonly handleDone = () => {
    this.create = EMPTY_FORM;
    this.focusAfterUpdate = "label";
  };

  private readonly handleManagePageSaved = (event: CustomEvent<string | null>) => {
    const shown = this.website.value;
    if (shown) this.website.show({ ...shown, manageUrl: event.detail });
  };

  private readonly handleKeyChanged = (event: CustomEvent<ApiKeyView>) => {
    const shown = this.website.value;
    if (!shown) return;
    this.website.show({ ...shown, keys: shown.keys.map((key) => (key.id === event.detail.id ? event.detail : key)) });
  };
}

define("couvert-website-view", CouvertWebsiteView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-website-view": CouvertWebsiteView;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-key-created": CustomEvent<ApiKeyView>;
  }
}
