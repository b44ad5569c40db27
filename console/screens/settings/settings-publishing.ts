import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { html } from "lit";
import { define } from "../../../ui-shared/define.ts";
import { ConsoleApiError } from "../../api.ts";
import { errorText } from "../../i18n/index.ts";
import { consoleStyles } from "../../styles.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";
import { SettingsSectionElement, type FieldRefusal } from "./settings-section.ts";

/**
 * @summary The Settings screen's publication: whether guests can book online, and the switch.
 *
 * @fires couvert-settings-saved - publication changed; `detail` is the stored settings.
 * @fires couvert-settings-field-refused - publishing was refused for want of a booking rule (the
 * capacity); `detail` names it, for the screen to show at its field.
 */
export class CouvertSettingsPublishing extends SettingsSectionElement {
  static override styles = [consoleStyles, settingsFormStyles];

  override render() {
    const t = this.t.publishing;
    const { published } = this.data;
    return html`<section class="card" aria-labelledby="publishing-title">
      ${this.heading("publishing", t.title)}
      <p>${published ? t.isPublished : t.isUnpublished}</p>
      <div class="actions">
        <button type="button" class=${published ? "" : "primary"} ?disabled=${this.status?.kind === "busy"} @click=${this.handlePublish}>
          ${published ? t.unpublish : t.publish}
        </button>
        ${this.statusLine()}
      </div>
    </section>`;
  }

  private async handlePublish(): Promise<void> {
    const published = !this.data.published;
    const t = this.t.publishing;
    try {
      const answer = await this.write((calls) => {
        this.status = { kind: "busy", text: this.t.saving };
        return calls.call(OWNER_API.publish, { body: { published } });
      });
      if (!answer) return;
      this.announceSaved(answer.value);
      this.status = { kind: "done", text: published ? t.published : t.unpublished };
    } catch (error) {
      const needsCapacity = error instanceof ConsoleApiError && error.field === "maxCoversPerSlot";
      const text = needsCapacity ? t.needsCapacity : errorText(this.context.m, error);
      this.status = { kind: "failed", text };
      if (needsCapacity) {
        const detail: FieldRefusal = { field: "maxCoversPerSlot", text: t.needsCapacity };
        this.dispatchEvent(new CustomEvent("couvert-settings-field-refused", { detail, bubbles: true, composed: true }));
      }
    }
  }
}

define("couvert-settings-publishing", CouvertSettingsPublishing);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-publishing": CouvertSettingsPublishing;
  }
}
