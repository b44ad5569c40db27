import { html, nothing, type TemplateResult } from "lit";
import type { Messages } from "../i18n/en.ts";
import type { messages } from "./messages.ts";

/**
 * `<couvert-manage>`'s first screen, the look-up (number and PIN), and what the lost-PIN screens
 * (lost-pin-screens.ts) share with it. Templates only: the element keeps the state and does the sending.
 */

/** What the screens say and what they call back. */
export interface CredentialTexts {
  /** The texts shared by the elements. */
  m: Messages;
  /** `<couvert-manage>`'s own texts. */
  t: (typeof messages)["en"];
  /** The error of the last action (a refused look-up or reset), with its retry; nothing when none. */
  actionError: TemplateResult | typeof nothing;
  /** Called after a field's value was taken, to draw again. */
  changed: () => void;
}

interface FieldOptions {
  inputmode?: string;
  autocapitalize?: string;
  type?: string;
  autocomplete?: string;
  maxlength?: number;
}

/** A text field of these forms, its error (if any) as its description. */
export function textField(
  id: string,
  label: string,
  value: string,
  error: string | undefined,
  set: (value: string) => void,
  changed: () => void,
  extra: FieldOptions = {},
): TemplateResult {
  return html`<div part="field" class="field">
    <label for="f-${id}">${label}</label>
    <input
      id="f-${id}"
      part="input"
      type=${extra.type ?? "text"}
      .value=${value}
      autocomplete=${extra.autocomplete ?? "off"}
      spellcheck="false"
      maxlength=${extra.maxlength ?? nothing}
      inputmode=${extra.inputmode ?? nothing}
      autocapitalize=${extra.autocapitalize ?? nothing}
      aria-invalid=${error ? "true" : "false"}
      aria-describedby="e-${id}"
      @input=${(e: Event) => {
        set((e.target as HTMLInputElement).value);
        changed();
      }}
    />
    ${error ? html`<p class="error" id="e-${id}" part="error">${error}</p>` : nothing}
  </div>`;
}

/** The form's send button; while its request is out, a spinner and `busyText`, and pressing it does nothing. */
export const sendButton = (busy: boolean, busyText: string, text: string) =>
  html`<button type="submit" part="button" aria-disabled=${busy ? "true" : "false"}>
    ${busy ? html`<span class="spinner" aria-hidden="true"></span>${busyText}` : text}
  </button>`;

/** What both forms hold: the reservation number, whether their request is out, and how to send it. */
export interface NumberForm {
  number: string;
  busy: boolean;
  setNumber: (value: string) => void;
  submit: (event: Event) => void;
}

/** The look-up form: reservation number and PIN, and the way to a new PIN. */
export function renderLookUp(
  x: CredentialTexts,
  form: NumberForm & { pin: string; errors: { number?: string; pin?: string }; setPin: (value: string) => void; lostPin: () => void },
): TemplateResult {
  const { m, t } = x;
  return html`<form part="form" class="login" novalidate @submit=${form.submit} aria-busy=${form.busy ? "true" : "false"}>
    <p>${t.intro}</p>
    <div class="row">
      ${textField("number", m.reservationNumber, form.number, form.errors.number, form.setNumber, x.changed, { inputmode: "numeric" })}
      ${textField("pin", m.pin, form.pin, form.errors.pin, form.setPin, x.changed, { autocapitalize: "characters" })}
    </div>
    ${x.actionError}
    <div class="actions">${sendButton(form.busy, m.loading, t.find)}</div>
    <p>${t.lostPin} <button type="button" class="link" part="button" id="reset-start" @click=${form.lostPin}>${t.resetStart}</button></p>
  </form>`;
}
