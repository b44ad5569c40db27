import { html, nothing, type TemplateResult } from "lit";
import { EMAIL_MAX_LENGTH } from "../../core/limits.ts";
import type { Messages } from "../i18n/en.ts";
import type { PinResetField } from "./credentials.ts";
import type { messages } from "./messages.ts";

/**
 * `<couvert-manage>`'s screens before a reservation is shown: the look-up (number and PIN) and the
 * lost-PIN form with its answer. Templates only: the element keeps the state and does the sending.
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
function textField(
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
const sendButton = (busy: boolean, busyText: string, text: string) =>
  html`<button type="submit" part="button" aria-disabled=${busy ? "true" : "false"}>
    ${busy ? html`<span class="spinner" aria-hidden="true"></span>${busyText}` : text}
  </button>`;

/** What both forms hold: the reservation number, whether their request is out, and how to send it. */
interface NumberForm {
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

/** The lost-PIN form: reservation number and the booking's e-mail address. */
export function renderLostPin(
  x: CredentialTexts,
  form: NumberForm & { email: string; wrong: readonly PinResetField[]; setEmail: (value: string) => void; back: () => void },
): TemplateResult {
  const { m, t } = x;
  return html`<form
    part="form"
    class="login"
    novalidate
    @submit=${form.submit}
    aria-busy=${form.busy ? "true" : "false"}
    aria-labelledby="reset-title"
  >
    <h2 id="reset-title" tabindex="-1">${t.resetTitle}</h2>
    <p>${t.resetIntro}</p>
    <div class="row">
      ${textField(
        "reset-number",
        m.reservationNumber,
        form.number,
        form.wrong.includes("reservation_number") ? t.numberInvalid : undefined,
        form.setNumber,
        x.changed,
        { inputmode: "numeric" },
      )}
      ${textField(
        "reset-email",
        t.resetEmail,
        form.email,
        form.wrong.includes("email") ? m.invalid.guest_email : undefined,
        form.setEmail,
        x.changed,
        { type: "email", autocomplete: "email", maxlength: EMAIL_MAX_LENGTH },
      )}
    </div>
    ${x.actionError}
    <div class="actions">
      ${sendButton(form.busy, t.sending, t.resetSend)}
      <button type="button" class="secondary" part="button" ?disabled=${form.busy} @click=${form.back}>${t.resetBack}</button>
    </div>
  </form>`;
}

/** The lost-PIN answer: the same words whether or not number and address matched. */
export function renderLostPinSent(x: CredentialTexts, number: string, email: string, enterPin: () => void): TemplateResult {
  const { t } = x;
  return html`<section class="reset-done" aria-labelledby="reset-done">
    <h2 id="reset-done" tabindex="-1">${t.resetDoneTitle}</h2>
    <p>${t.resetDone(number.trim(), email.trim())}</p>
    <p>${t.resetNoMail}</p>
    <div class="actions">
      <button type="button" part="button" @click=${enterPin}>${t.resetEnterPin}</button>
    </div>
  </section>`;
}
