import { html, nothing } from "lit";
import { define } from "../../../ui-shared/define.ts";
import { consoleStyles } from "../../styles.ts";
import { describedBy, fieldError } from "./field-errors.ts";
import { NUMBERS } from "./settings-data.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";
import { settingsRulesStyles } from "./settings-rules.styles.ts";
import { SettingsSectionElement } from "./settings-section.ts";

/**
 * @summary The Settings screen's booking rules: lead time, visit length, party sizes, capacity, time
 * slots, how far ahead, how bookings are confirmed, and the terms guests accept.
 *
 * @fires couvert-settings-saved - the rules saved; `detail` is the stored settings.
 */
export class CouvertSettingsRules extends SettingsSectionElement {
  static override styles = [consoleStyles, settingsFormStyles, settingsRulesStyles];

  override render() {
    const t = this.t.rules;
    const s = this.data.settings;
    return this.card(
      "rules",
      t.title,
      this.handleSettingsSubmit,
      html`<div class="grid">
          ${NUMBERS.map(({ name, min, max, label, hint, ...rest }) => {
            const value = s[name];
            return html`<div class="field ${hint ? "wide" : ""}">
              <label for=${name}>${t[label]}${"optional" in rest ? html` <span class="hint">(${this.t.optional})</span>` : nothing}</label>
              <input
                id=${name}
                name=${name}
                type="number"
                inputmode="numeric"
                min=${min}
                max=${max}
                step="1"
                .value=${value === null ? "" : String(value)}
                aria-invalid=${this.errors[name] ? "true" : "false"}
                aria-describedby=${describedBy(this.errors, name, hint !== null)}
              />
              ${hint ? html`<p class="hint" id=${`${name}-hint`}>${t[hint]}</p>` : nothing} ${fieldError(this.errors, name)}
            </div>`;
          })}
        </div>
        <fieldset>
          <legend>${t.confirmation}</legend>
          ${(["auto", "manual"] as const).map(
            (mode) =>
              html`<div class="choice">
                <input
                  type="radio"
                  id=${`confirmation-${mode}`}
                  name="confirmationMode"
                  value=${mode}
                  .checked=${s.confirmationMode === mode}
                  aria-describedby=${`confirmation-${mode}-hint`}
                />
                <div>
                  <label for=${`confirmation-${mode}`}>${t[mode]}</label>
                  <p class="hint" id=${`confirmation-${mode}-hint`}>${t[mode === "auto" ? "autoHint" : "manualHint"]}</p>
                </div>
              </div>`,
          )}
          <div class="field">
            <label class="check"
              ><input
                type="checkbox"
                name="autoApproveChanges"
                .checked=${s.autoApproveChanges}
                aria-describedby="autoApproveChanges-hint"
              />${t.autoApprove}</label
            >
            <p class="hint" id="autoApproveChanges-hint">${t.autoApproveHint}</p>
          </div>
        </fieldset>
        ${this.textField("termsUrl", t.terms, s.termsUrl, { type: "url", hint: t.termsHint })}`,
    );
  }
}

define("couvert-settings-rules", CouvertSettingsRules);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-rules": CouvertSettingsRules;
  }
}
