import { html } from "lit";
import { offersChannel } from "../../../core/reservation/channels.ts";
import { define } from "../../../ui-shared/define.ts";
import { consoleStyles } from "../../styles.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";
import { SettingsSectionElement } from "./settings-section.ts";

/**
 * @summary The Settings screen's notifications: who is e-mailed of new bookings, and whether guests
 * get a reminder and, the morning after, the "How was it?" e-mail; first, the channels guests are
 * offered (WhatsApp only where the server can send it).
 *
 * @fires couvert-settings-saved - the notifications saved; `detail` is the stored settings.
 */
export class CouvertSettingsNotifications extends SettingsSectionElement {
  static override styles = [consoleStyles, settingsFormStyles];

  override render() {
    const t = this.t.notifications;
    const s = this.data.settings;
    return this.card(
      "notifications",
      t.title,
      this.handleSettingsSubmit,
      html`<p class="hint" id="channels">${offersChannel(this.context.notifyChannels, "whatsapp") ? t.channelsAll : t.channelsEmailOnly}</p>
        ${this.textField("notificationEmails", t.emails, s.notificationEmails.join(", "), { hint: t.emailsHint, autocomplete: "off" })}
        <div class="field">
          <label class="check"><input type="checkbox" name="remindersEnabled" .checked=${s.remindersEnabled} />${t.reminders}</label>
        </div>
        <div class="field">
          <label class="check"
            ><input
              type="checkbox"
              name="feedbackEmails"
              .checked=${s.feedbackEmails}
              aria-describedby="feedbackEmails-hint"
            />${t.feedback}</label
          >
          <p class="hint" id="feedbackEmails-hint">${t.feedbackHint}</p>
        </div>`,
    );
  }
}

define("couvert-settings-notifications", CouvertSettingsNotifications);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-notifications": CouvertSettingsNotifications;
  }
}
