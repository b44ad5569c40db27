import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { Occasion } from "../../core/reservation/fields.ts";
import { fieldErrors } from "../../core/reservation/validate.ts";
import { focusAfterRender } from "../focus.ts";

/** A guest's details as typed (docs/api.md §6.1): text as it stands in the inputs, "" for none. */
export interface GuestValues {
  guest_first_name: string;
  guest_last_name: string;
  guest_phone: string;
  guest_email: string;
  notify_email: boolean;
  notify_whatsapp: boolean;
  /** Special requests; "" = none. */
  guest_notes: string;
  occasion: Occasion | "";
}

export const emptyGuest = (): GuestValues => ({
  guest_first_name: "",
  guest_last_name: "",
  guest_phone: "",
  guest_email: "",
  notify_email: false,
  notify_whatsapp: false,
  guest_notes: "",
  occasion: "",
});

/** The places of the guest's details where an error shows, in the form's order. */
export const GUEST_KEYS = [
  "guest_first_name",
  "guest_last_name",
  "guest_phone",
  "guest_email",
  "contact",
  "notify",
  "occasion",
  "guest_notes",
] as const;
export type GuestKey = (typeof GUEST_KEYS)[number];

/** The control each place's error focuses. */
export const guestInputId = (key: GuestKey): string =>
  key === "contact" ? "f-guest_phone" : key === "notify" ? "f-notify_email" : `f-${key}`;

const OWN_FIELDS = new Set<string>(["guest_first_name", "guest_last_name", "guest_phone", "guest_email", "occasion", "guest_notes"]);

/**
 * Where an error of core's rules or of the API belongs among the guest's details, from its code
 * and `field`; null when it is not the guest's (party, time, terms, the whole form).
 */
export function guestKeyOf(code: string, field?: string): GuestKey | null {
  // The e-mail a chosen channel needs is asked at its field; "neither phone nor e-mail" at both.
  if (code === "contact_required") return field === "guest_email" ? "guest_email" : "contact";
  if (code === "notify_channel_required" || field === "notify_email" || field === "notify_whatsapp") return "notify";
  if (code === "last_name_required") return "guest_last_name";
  return field && OWN_FIELDS.has(field) ? (field as GuestKey) : null;
}

export const isGuestKey = (key: string): key is GuestKey => (GUEST_KEYS as readonly string[]).includes(key);

/** The place of a field chosen rather than typed (a box, a list), which counts as left at once; null for text. */
export const choiceOf = (field: keyof GuestValues): GuestKey | null =>
  field === "occasion" ? "occasion" : field.startsWith("notify_") ? "notify" : null;

/** The host's sentence for an error: by its code, and by the field for `invalid_request`. Each surface keeps its own words. */
export type GuestErrorText = (code: string, field: string | undefined) => string;

/** The body fields of the guest's details, as the API takes them (docs/api.md §6.1). */
export interface GuestFields {
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_phone: string | null;
  guest_email: string | null;
  notify_email: boolean;
  notify_whatsapp: boolean;
  guest_notes: string | null;
  occasion: Occasion | null;
}

const emptyToNull = (text: string): string | null => text.trim() || null;

/** Party bounds and terms are not the guest's details: rules that never refuse them. */
const GUEST_ONLY_RULES = { minPartySize: 0, maxPartySize: Number.MAX_SAFE_INTEGER, termsUrl: null };

/**
 * The guest's details of a booking form, for the widget's booking and change forms and the
 * console's "Book for a guest": the values, which places were left (touched), core's checks
 * (`fieldErrors`, the server's own rules) with the host's sentences, an API refusal placed at its
 * field, and the focus on the first place to fix. The template is `guestFields`. An error shows
 * once its field was left, or everywhere after a submit; listeners it adds to the window leave
 * with the host (`hostDisconnected`).
 */
export class GuestForm implements ReactiveController {
  values: GuestValues = emptyGuest();
  touched = new Set<GuestKey>();
  submitted = false;
  /** Whether the guest has ticked or unticked a channel: until then the e-mail box follows the e-mail field. */
  private channelChosen = false;
  /** An API error shown at its field until the details are edited. */
  private serverError: { key: GuestKey; text: string } | null = null;
  /** Places left (blurred) while a pointer is down: marked touched once it is up (see `holdTouches`). */
  private held: GuestKey[] | null = null;
  /** Removes the window listeners of a pointer still down; null when none is. */
  private stopHolding: (() => void) | null = null;

  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly errorText: GuestErrorText;
  /** Called on every edit, with the field edited (the booking drops its Idempotency-Key then). */
  private readonly onEdit: (field: keyof GuestValues) => void;
  /** For a change: what it would send of `fields` (manage: what differs from the booking), so its channel rules hold only where it touches them. */
  requested: ((fields: GuestFields) => object) | null = null;
  /** core's rules of the details: a guest's, or with `byStaff` the console's (no channel required). */
  private readonly rules: typeof GUEST_ONLY_RULES & { byStaff?: boolean };

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    errorText: GuestErrorText,
    onEdit: (field: keyof GuestValues) => void = () => {},
    options: { byStaff?: boolean } = {},
  ) {
    this.host = host;
    this.errorText = errorText;
    this.onEdit = onEdit;
    this.rules = { ...GUEST_ONLY_RULES, byStaff: options.byStaff === true };

    host.addController(this);
  }

  /** A pointer still down when the element leaves the page: its listeners go, and the places it held are dropped. */
  hostDisconnected(): void {
    this.stopHolding?.();
    this.held = null;
  }

  /** An API error shown at its field goes: the form changed elsewhere (a new time, another party size). */
  forgetServerError(): void {
    this.serverError = null;
  }

  /** A fresh start with these values: nothing touched, submitted or refused; a booking's channels count as chosen. */
  reset(values: GuestValues = emptyGuest()): void {
    this.values = values;
    this.channelChosen = values.notify_email || values.notify_whatsapp;
    this.touched.clear();
    this.submitted = false;
    this.serverError = null;
  }

  fields(): GuestFields {
    const v = this.values;
    return {
      guest_first_name: emptyToNull(v.guest_first_name),
      guest_last_name: emptyToNull(v.guest_last_name),
      guest_phone: emptyToNull(v.guest_phone),
      guest_email: emptyToNull(v.guest_email),
      notify_email: v.notify_email,
      notify_whatsapp: v.notify_whatsapp,
      guest_notes: emptyToNull(v.guest_notes),
      occasion: v.occasion || null,
    };
  }

  /** Every error of the details by place, in the form's order (the first one per place wins). */
  errors(): Map<GuestKey, string> {
    const errors = new Map<GuestKey, string>();
    const fields = this.fields();
    for (const error of fieldErrors(fields, this.rules, this.requested?.(fields))) {
      const key = guestKeyOf(error.code, error.field);
      if (key && !errors.has(key)) errors.set(key, this.errorText(error.code, error.field));
    }
    if (this.serverError) errors.set(this.serverError.key, this.serverError.text);
    return new Map(GUEST_KEYS.filter((k) => errors.has(k)).map((k) => [k, errors.get(k)!]));
  }

  /** The errors to show now: those of places left or refused, or all after a submit. */
  visibleErrors(): Map<GuestKey, string> {
    // Nothing touched, sent or refused yet: no check to run.
    if (!this.submitted && !this.touched.size && !this.serverError) return new Map();
    const all = this.errors();
    if (this.submitted) return all;
    return new Map([...all].filter(([key]) => this.touched.has(key) || this.serverError?.key === key));
  }

  /** Marks the details submitted (every error shows); true when they may be sent, else focuses the first error when `focus`. */
  check(focus = true): boolean {
    this.submitted = true;
    this.host.requestUpdate();
    const first = this.errors().keys().next().value;
    if (first && focus) void this.focus(first);
    return !first;
  }

  /**
   * An API refusal at the guest's field (`invalid_request` with `field`, `contact_required`…):
   * shown there until the next edit, and focused: the promise of that focus, so a caller can wait
   * for it. Null when it is not the guest's (the host places it).
   */
  showServerError(code: string, field: string | undefined): Promise<void> | null {
    const key = guestKeyOf(code, field);
    if (!key) return null;
    this.serverError = { key, text: this.errorText(code, field) };
    this.host.requestUpdate();
    return this.focus(key);
  }

  async focus(key: GuestKey): Promise<void> {
    await focusAfterRender(this.host, `#${guestInputId(key)}`, { scroll: true });
  }

  /**
   * Call on `pointerdown` in the form. A field's check runs when it is left; when it is left
   * because the guest presses on another control, an error line inserted above that control would
   * move it between press and release and the click would be lost. So the places left meanwhile
   * are marked touched only once the pointer is up and its click is done.
   */
  holdTouches(): void {
    if (this.held) return;
    this.held = [];
    const stop = () => {
      removeEventListener("pointerup", release, true);
      removeEventListener("pointercancel", release, true);
      this.stopHolding = null;
    };
    const release = () => {
      stop();
      setTimeout(() => {
        const held = this.held ?? [];
        this.held = null;
        this.touch(...held);
      });
    };
    addEventListener("pointerup", release, true);
    addEventListener("pointercancel", release, true);
    this.stopHolding = stop;
  }

  touch(...keys: GuestKey[]): void {
    if (this.held) return void this.held.push(...keys);
    for (const key of keys) this.touched.add(key);
    this.host.requestUpdate();
  }

  /**
   * A field's new value; choices (boxes, lists) count as left at once. A guest who gives an e-mail
   * address is notified by e-mail unless they chose otherwise: the seed asks for a channel, and the
   * box they would have to find after typing their address was the form's most common dead end.
   */
  set<K extends keyof GuestValues>(field: K, value: GuestValues[K]): void {
    this.values = { ...this.values, [field]: value };
    if (field === "notify_email" || field === "notify_whatsapp") this.channelChosen = true;
    if (field === "guest_email" && !this.channelChosen) this.values.notify_email = this.values.guest_email.trim() !== "";
    this.serverError = null;
    const choice = choiceOf(field);
    if (choice) this.touched.add(choice);
    this.onEdit(field);
    this.host.requestUpdate();
  }
}
