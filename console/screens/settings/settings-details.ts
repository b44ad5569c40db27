import { html } from "lit";
import { define } from "../../../ui-shared/define.ts";
import { consoleStyles } from "../../styles.ts";
import { countryOptions } from "./country-options.ts";
import { settingsDetailsStyles } from "./settings-details.styles.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";
import { SettingsSectionElement } from "./settings-section.ts";

/**
 * @summary The Settings screen's restaurant details: name, phone, address, country, website and accent colour.
 *
 * @fires couvert-settings-saved - the details saved; `detail` is the stored settings.
 */
export class CouvertSettingsDetails extends SettingsSectionElement {
  static override styles = [consoleStyles, settingsFormStyles, settingsDetailsStyles];

  override render() {
    const t = this.t.details;
    const s = this.data.settings;
    return this.card(
      "details",
      t.title,
      this.handleSettingsSubmit,
      html`<div class="grid">
        ${this.textField("name", t.name, s.name, { required: true, autocomplete: "organization" })}
        ${this.textField("phone", t.phone, s.phone, { type: "tel", hint: t.phoneHint, autocomplete: "tel" })}
        ${this.textField("address", t.address, s.address, { wide: true, autocomplete: "street-address" })}
        <div class="field">
          <label for="country">${t.country} <span class="hint">(${this.t.optional})</span></label>
          <select id="country" name="country" aria-describedby="country-hint">
            <option value="" ?selected=${!s.country}>${t.noCountry}</option>
            ${countryOptions(this.context.lang).map(
              ([code, name]) => html`<option value=${code} ?selected=${code === s.country}>${name}</option>`,
            )}
          </select>
          <p class="hint" id="country-hint">${t.countryHint}</p>
        </div>
        ${this.textField("website", t.website, s.website, { type: "url", wide: true, autocomplete: "url" })}
        <div class="field">
          <label for="accentHex">${t.accent}</label>
          <input id="accentHex" name="accentHex" type="color" .value=${s.accentHex.toLowerCase()} aria-describedby="accentHex-hint" />
          <p class="hint" id="accentHex-hint">${t.accentHint}</p>
        </div>
      </div>`,
    );
  }
}

define("couvert-settings-details", CouvertSettingsDetails);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-details": CouvertSettingsDetails;
  }
}
