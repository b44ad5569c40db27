import { html, nothing, type TemplateResult } from "lit";
import { EMAIL_MAX_LENGTH, GUEST_NOTES_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../../core/limits.ts";
import { offersChannel, type NotifyChannel } from "../../core/reservation/channels.ts";
import { OCCASIONS, type Occasion } from "../../core/reservation/fields.ts";
import type { GuestForm, GuestKey, GuestValues } from "./guest-form.ts";

/** The words of the guest's details; each surface brings its own (the widget's `Messages`, the console's book texts). */
export interface GuestTexts {
  firstName: string;
  lastName: string;
  /** Beside a required field's label: "(required)". */
  required: string;
  contact: string;
  contactHint: string;
  phone: string;
  phoneHint: string;
  email: string;
  notify: string;
  notifyHint: string;
  notifyEmail: string;
  notifyWhatsapp: string;
  occasion: string;
  noOccasion: string;
  occasions: Record<Occasion, string>;
  notes: string;
  notesHint: string;
  charactersLeft: (n: number) => string;
}

type TextField = "guest_first_name" | "guest_last_name" | "guest_phone" | "guest_email";

/** How each text field is typed: its input type, what the browser may fill in, its keyboard, its limit from core. */
const TEXT_INPUTS: Record<TextField, { type: string; autocomplete: string; inputmode?: string; max: number }> = {
  guest_first_name: { type: "text", autocomplete: "given-name", max: NAME_MAX_LENGTH },
  guest_last_name: { type: "text", autocomplete: "family-name", max: NAME_MAX_LENGTH },
  guest_phone: { type: "tel", autocomplete: "tel", inputmode: "tel", max: PHONE_INPUT_MAX_LENGTH },
  guest_email: { type: "email", autocomplete: "email", inputmode: "email", max: EMAIL_MAX_LENGTH },
};

/** The errors to show, by place: the guest's (`GuestForm.visibleErrors`), or a whole form's that holds them. */
type GuestErrors = ReadonlyMap<string, string>;

/** The notes show how many characters are left once this few remain. */
const NOTES_COUNT_FROM = 100;

/** An error line under its field, named `e-<key>` for the field's aria-describedby. */
export function errorLine(errors: ReadonlyMap<string, string>, key: string): TemplateResult | typeof nothing {
  const text = errors.get(key);
  return text ? html`<p class="error" id="e-${key}" part="error">${text}</p>` : nothing;
}

const invalid = (yes: boolean) => (yes ? "true" : "false");

/**
 * The guest's details, for `form`: names, contact (phone or e-mail), notification channels,
 * occasion and notes, each input with core's limits and the ids its errors and hints are
 * described by (`f-`, `e-`, `h-` + the field). WhatsApp shows only when `notifyChannels` (the
 * server's, docs/api.md §4) offers it, or when it is ticked already (a booking from before), so
 * it can be unticked.
 */
export function guestFields(
  form: GuestForm,
  errors: GuestErrors,
  t: GuestTexts,
  notifyChannels?: readonly NotifyChannel[],
): TemplateResult {
  const whatsapp = offersChannel(notifyChannels, "whatsapp") || form.values.notify_whatsapp;
  return html`
    <div class="row">
      ${textInput(form, errors, "guest_first_name", t.firstName)}
      ${textInput(form, errors, "guest_last_name", t.lastName, { required: t.required })}
    </div>
    <fieldset part="field" aria-describedby="h-contact e-contact">
      <legend>${t.contact}</legend>
      <p class="hint" id="h-contact">${t.contactHint}</p>
      <div class="row">
        ${textInput(form, errors, "guest_phone", t.phone, { hint: t.phoneHint })}
        ${textInput(form, errors, "guest_email", t.email, { blurKey: "contact" })}
      </div>
      ${errorLine(errors, "contact")}
    </fieldset>
    <fieldset part="field" aria-describedby="h-notify e-notify">
      <legend>${t.notify}</legend>
      <p class="hint" id="h-notify">${t.notifyHint}</p>
      ${checkbox(form, errors, "notify_email", t.notifyEmail)}
      ${whatsapp ? checkbox(form, errors, "notify_whatsapp", t.notifyWhatsapp) : nothing} ${errorLine(errors, "notify")}
    </fieldset>
    ${occasionSelect(form, errors, t)} ${notesArea(form, errors, t)}
  `;
}

function textInput(
  form: GuestForm,
  errors: GuestErrors,
  key: TextField,
  label: string,
  extra?: { hint?: string; required?: string; blurKey?: GuestKey },
): TemplateResult {
  const contact = key === "guest_phone" || key === "guest_email";
  const { type, autocomplete, inputmode, max } = TEXT_INPUTS[key];
  const describedBy = [extra?.hint ? `h-${key}` : "", `e-${key}`, contact ? "e-contact" : ""].filter(Boolean).join(" ");
  return html`<div part="field" class="field">
    <label for="f-${key}">${label}${extra?.required ? html` <span class="req">${extra.required}</span>` : nothing}</label>
    <input
      id="f-${key}"
      part="input"
      type=${type}
      autocomplete=${autocomplete}
      inputmode=${inputmode ?? nothing}
      maxlength=${max}
      .value=${form.values[key]}
      aria-required=${invalid(!!extra?.required)}
      aria-invalid=${invalid(errors.has(key) || (contact && errors.has("contact")))}
      aria-describedby=${describedBy}
      @input=${(e: Event) => form.set(key, (e.target as HTMLInputElement).value)}
      @blur=${() => form.touch(key, ...(extra?.blurKey ? [extra.blurKey] : []))}
    />
    ${extra?.hint ? html`<p class="hint" id="h-${key}">${extra.hint}</p>` : nothing} ${errorLine(errors, key)}
  </div>`;
}

function checkbox(form: GuestForm, errors: GuestErrors, key: keyof GuestValues & `notify_${string}`, label: string): TemplateResult {
  return html`<label class="check">
    <input
      type="checkbox"
      id="f-${key}"
      part="input"
      .checked=${form.values[key]}
      aria-invalid=${invalid(errors.has("notify"))}
      aria-describedby="e-notify"
      @change=${(e: Event) => form.set(key, (e.target as HTMLInputElement).checked)}
    /><span>${label}</span>
  </label>`;
}

/** The occasion (docs/api.md §6.1), optional. */
function occasionSelect(form: GuestForm, errors: GuestErrors, t: GuestTexts): TemplateResult {
  const { occasion } = form.values;
  return html`<div part="field" class="field">
    <label for="f-occasion">${t.occasion}</label>
    <select
      id="f-occasion"
      part="input"
      aria-invalid=${invalid(errors.has("occasion"))}
      aria-describedby="e-occasion"
      @change=${(e: Event) => form.set("occasion", (e.target as HTMLSelectElement).value as Occasion | "")}
    >
      <option value="" ?selected=${occasion === ""}>${t.noOccasion}</option>
      ${OCCASIONS.map((o) => html`<option value=${o} ?selected=${occasion === o}>${t.occasions[o]}</option>`)}
    </select>
    ${errorLine(errors, "occasion")}
  </div>`;
}

/** The special requests (docs/api.md §6.1), optional; they count down near their limit. */
function notesArea(form: GuestForm, errors: GuestErrors, t: GuestTexts): TemplateResult {
  const notes = form.values.guest_notes;
  const left = GUEST_NOTES_MAX_LENGTH - notes.trim().length;
  return html`<div part="field" class="field">
    <label for="f-guest_notes">${t.notes}</label>
    <textarea
      id="f-guest_notes"
      part="input"
      rows="3"
      maxlength=${GUEST_NOTES_MAX_LENGTH}
      .value=${notes}
      aria-invalid=${invalid(errors.has("guest_notes"))}
      aria-describedby="h-guest_notes c-guest_notes e-guest_notes"
      @input=${(e: Event) => form.set("guest_notes", (e.target as HTMLTextAreaElement).value)}
      @blur=${() => form.touch("guest_notes")}
    ></textarea>
    <p class="hint" id="h-guest_notes">${t.notesHint}</p>
    <p class="hint count" id="c-guest_notes" aria-live="polite">${left <= NOTES_COUNT_FROM ? t.charactersLeft(Math.max(left, 0)) : ""}</p>
    ${errorLine(errors, "guest_notes")}
  </div>`;
}
