import { html, type TemplateResult } from "lit";
import { EMAIL_MAX_LENGTH } from "../../core/limits.ts";
import { sendButton, textField, type CredentialTexts, type NumberForm } from "./credential-screens.ts";
import type { PinResetField } from "./credentials.ts";

/** `<couvert-manage>`'s lost-PIN screens (a later chunk: later-screens.ts). Templates only. */

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
