import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import { define } from "../../ui-shared/define.ts";
import { ScreenLoad, type ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import type { ScreenContext } from "./screen.ts";
import type { SettingsData, SettingsSection } from "./settings/settings-data.ts";
import "./settings/settings-details.ts";
import "./settings/settings-hours.ts";
import "./settings/settings-notifications.ts";
import "./settings/settings-publishing.ts";
import "./settings/settings-rules.ts";
import type { FieldRefusal } from "./settings/settings-section.ts";
import { settingsMessages } from "./settings-view.i18n.ts";

export type { SettingsData, SettingsSection } from "./settings/settings-data.ts";

const SECTION_ORDER: readonly SettingsSection[] = ["details", "rules", "notifications", "hours", "publishing"];

/**
 * @summary The restaurant's settings for its owners (docs/api.md §16): details, booking rules,
 * notifications, opening hours and publication, each section (settings/) a form saved on its own.
 * The screen loads the settings of the restaurant shown and hands each section its part, and a way
 * to write bound to that restaurant. Given `sections`, it shows only those, for the getting-started
 * walkthrough.
 *
 * @fires couvert-settings-saved - a section saved or publication changed; `detail` is the stored settings.
 */
export class CouvertSettingsView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        max-width: 60rem;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    sections: { attribute: false },
  };

  declare context: ScreenContext;
  /** The sections to show, in this order; null: all of them, under the screen's title. */
  declare sections: readonly SettingsSection[] | null;
  /**
   * The settings of the restaurant shown; a section's form starts from them and saves to that
   * restaurant only. Another restaurant's, or a retry's, show "loading" or the failure first, so the
   * sections start afresh: nothing said or typed of the last ones stays.
   */
  private readonly data = new ScreenLoad<SettingsData>(this, {
    load: (calls) => calls.call(OWNER_API.settings),
  });
  private readonly write: ScreenWrite = (call) => this.data.write(call);

  constructor() {
    super();
    this.sections = null;
    // A section's save, on its way out to the console: what is shown is now the stored settings.
    this.addEventListener("couvert-settings-saved", (event) => this.data.show(event.detail));
    this.addEventListener("couvert-settings-field-refused", (event) => void this.markField(event.detail));
  }

  override render() {
    const { m } = this.context;
    const t = settingsMessages(this.context.lang);
    // Embedded as a few sections (the getting-started steps), the host screen has the page's heading.
    const title = this.sections ? nothing : html`<h1>${t.title}</h1>`;
    return this.data.render({
      loading: () =>
        html`${title}
          <p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`${title}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.data.reload}>${m.retry}</button>`,
      ready: (data) => {
        const sections = (this.sections ?? SECTION_ORDER).map((section) => this.renderSection(section, data));
        return this.sections
          ? sections
          : html`${title}
              <p class="hint">${t.intro}</p>
              ${sections}`;
      },
    });
  }

  private renderSection(section: SettingsSection, data: SettingsData) {
    const nested = this.sections !== null;
    const { context, write } = this;
    switch (section) {
      case "details":
        return html`<couvert-settings-details
          .context=${context}
          .data=${data}
          .nested=${nested}
          .write=${write}
        ></couvert-settings-details>`;
      case "rules":
        return html`<couvert-settings-rules .context=${context} .data=${data} .nested=${nested} .write=${write}></couvert-settings-rules>`;
      case "notifications":
        return html`<couvert-settings-notifications
          .context=${context}
          .data=${data}
          .nested=${nested}
          .write=${write}
        ></couvert-settings-notifications>`;
      case "hours":
        return html`<couvert-settings-hours .context=${context} .data=${data} .nested=${nested} .write=${write}></couvert-settings-hours>`;
      case "publishing":
        return html`<couvert-settings-publishing
          .context=${context}
          .data=${data}
          .nested=${nested}
          .write=${write}
        ></couvert-settings-publishing>`;
    }
  }

  /** A refusal naming a booking rule (publishing needs a capacity): the rules show it at its field. */
  private async markField(refusal: FieldRefusal): Promise<void> {
    await this.renderRoot.querySelector("couvert-settings-rules")?.markField(refusal);
  }
}

define("couvert-settings-view", CouvertSettingsView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-view": CouvertSettingsView;
  }
}
