import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { LitElement, html, nothing } from "lit";
import { describedBy, fieldError, type FieldErrors } from "./field-errors.ts";
import { ConsoleApiError } from "../../api.ts";
import { errorText } from "../../i18n/index.ts";
import type { RestaurantCalls, ScreenWrite } from "../../load-task.ts";
import type { ScreenContext } from "../screen.ts";
import { settingsMessages, type SettingsMessages } from "../settings-view.i18n.ts";
import {
  INVALID_TEXT,
  changesOf,
  checkSettings,
  type Settings,
  type SettingsData,
  type SettingsSection,
  type Status,
} from "./settings-data.ts";

/** A field of another section the server named when it refused something (publishing needs a capacity). */
export interface FieldRefusal {
  field: string;
  text: string;
}

/**
 * What every section of the Settings screen shares: a card with its heading, a form saved on its own
 * through the screen's `write`, a polite status line, and field errors shown at their fields. A save
 * is told to the screen by `couvert-settings-saved`, the one way every section reports one.
 */
export abstract class SettingsSectionElement extends LitElement {
  static override properties = {
    context: { attribute: false },
    data: { attribute: false },
    nested: { attribute: false },
    write: { attribute: false },
    status: { state: true },
    errors: { state: true },
  };

  declare context: ScreenContext;
  /** The stored settings the form starts from. */
  declare data: SettingsData;
  /** Shown inside a walkthrough step, whose heading is the page's: the section's title is one level deeper. */
  declare nested: boolean;
  declare write: ScreenWrite;
  declare protected status: Status | undefined;
  /** This section's field errors: a save or a new check replaces them all. */
  declare protected errors: FieldErrors;

  constructor() {
    super();
    this.nested = false;
    this.status = undefined;
    this.errors = {};
  }

  protected get t(): SettingsMessages {
    return settingsMessages(this.context.lang);
  }

  /** Shows `text` at `field` (named by another section's refusal) and moves focus there. */
  async markField({ field, text }: FieldRefusal): Promise<void> {
    this.errors = { ...this.errors, [field]: text };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${field}`)?.focus();
  }

  /** The section: a card with its own form, Save button and polite status line. */
  protected card(
    section: SettingsSection,
    title: string,
    onSubmit: (event: SubmitEvent) => Promise<void>,
    body: unknown,
    hideSave = false,
  ) {
    const busy = this.status?.kind === "busy";
    return html`<section class="card" aria-labelledby=${`${section}-title`}>
      ${this.heading(section, title)}
      <form novalidate data-section=${section} @submit=${onSubmit}>
        ${body}
        <div class="actions">
          ${hideSave ? nothing : html`<button type="submit" class="primary" ?disabled=${busy}>${this.t.save}</button>`} ${this.statusLine()}
        </div>
      </form>
    </section>`;
  }

  /** The section's title: under the screen's own title, or one level deeper inside a walkthrough step's. */
  protected heading(section: SettingsSection, title: string) {
    const headingId = `${section}-title`;
    return this.nested ? html`<h3 id=${headingId}>${title}</h3>` : html`<h2 id=${headingId}>${title}</h2>`;
  }

  protected statusLine() {
    const status = this.status;
    return html`<p role="status" class=${status ? `status-${status.kind}` : ""}>${status?.text ?? nothing}</p>`;
  }

  protected textField(
    name: keyof Settings,
    label: string,
    value: string | null,
    options: { type?: string; hint?: string; wide?: boolean; required?: boolean; autocomplete?: string } = {},
  ) {
    return html`<div class="field ${options.wide ? "wide" : ""}">
      <label for=${name}>${label}${options.required ? nothing : html` <span class="hint">(${this.t.optional})</span>`}</label>
      <input
        id=${name}
        name=${name}
        type=${options.type ?? "text"}
        .value=${value ?? ""}
        ?required=${options.required}
        autocomplete=${options.autocomplete ?? nothing}
        aria-invalid=${this.errors[name] ? "true" : "false"}
        aria-describedby=${describedBy(this.errors, name, options.hint !== undefined)}
      />
      ${options.hint ? html`<p class="hint" id=${`${name}-hint`}>${options.hint}</p>` : nothing} ${fieldError(this.errors, name)}
    </div>`;
  }

  /** Saves what a settings form (details, rules, notifications) holds, checked here first. */
  protected readonly handleSettingsSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const changes = changesOf(form);
    const { problems, parsed } = checkSettings(changes, this.t.invalid);
    if (!parsed) return this.refuse(form, problems);
    await this.save(
      form,
      (calls) => calls.call(OWNER_API.updateSettings, { body: parsed }),
      (data) => this.announceSaved(data),
    );
  };

  /** Tells the screen (and the console around it) the stored settings after a save. */
  protected announceSaved(data: SettingsData): void {
    this.dispatchEvent(new CustomEvent("couvert-settings-saved", { detail: data, bubbles: true, composed: true }));
  }

  /**
   * Runs the section's call, to the restaurant whose settings are shown (nothing when they are still
   * loading; nothing more when another restaurant is shown by the answer's time): busy, then saved
   * (clearing its field errors) or the server's refusal beside its field.
   */
  protected async save<T>(
    form: HTMLFormElement,
    call: (calls: RestaurantCalls) => Promise<T>,
    done: (data: T) => void | Promise<void>,
    savedText: string | null = this.t.saved,
  ): Promise<void> {
    try {
      const answer = await this.write((calls) => {
        this.status = { kind: "busy", text: this.t.saving };
        return call(calls);
      });
      if (!answer) return;
      const data = answer.value;
      this.errors = {};
      this.status = savedText ? { kind: "done", text: savedText } : undefined;
      await done(data);
    } catch (error) {
      const path = error instanceof ConsoleApiError ? error.field : undefined;
      const field = path ? this.fieldAt(form, path) : undefined;
      if (field) {
        const known = INVALID_TEXT[field as keyof Settings];
        return this.refuse(form, { [field]: known ? this.t.invalid[known] : errorText(this.context.m, error) });
      }
      this.status = { kind: "failed", text: errorText(this.context.m, error) };
    }
  }

  /** Marks the fields at fault, says so in the section's status and moves focus to the first. */
  protected async refuse(form: HTMLFormElement, problems: FieldErrors): Promise<void> {
    this.errors = problems;
    this.status = { kind: "failed", text: this.t.fixFields };
    await this.updateComplete;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  /**
   * The field of this form at which to show the server's refusal of `path` (a dotted path such as
   * `notificationEmails.1`): the named input of its first segment; undefined when the form has none.
   */
  protected fieldAt(form: HTMLFormElement, path: string): string | undefined {
    const name = path.split(".")[0]!;
    return Array.from(form.elements).some((e) => (e as HTMLInputElement).name === name) ? name : undefined;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    "couvert-settings-saved": CustomEvent<SettingsData>;
    "couvert-settings-field-refused": CustomEvent<FieldRefusal>;
  }
}
