import { html, nothing, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import type { LocalDate } from "../../core/time.ts";
import { toApiError, type ApiError } from "../api/client.ts";
import type { AvailableSlot } from "../shared/availability.ts";
import type { CouvertElement } from "../shared/couvert-element.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { isEmailAddress } from "../../core/formats.ts";
import type { ReservationForm } from "../shared/reservation-form.ts";
import { messages } from "./messages.ts";

/** The waitlist's answer, as far as the widget needs it (docs/api.md §13.4b). */
export const isJoined = (value: unknown): value is { ok: true } => typeof value === "object" && value !== null && "ok" in value;

/** How far either side of the preferred time the window starts out. */
const WINDOW_MINUTES = 60;

/**
 * `<couvert-booking>`'s "Notify me" (issue 30): on a day full around the preferred time, the guest
 * leaves a window of times and their name and e-mail (phone optional, both taken from the booking
 * form when typed there), and joins the waitlist (POST /reservation/waitlist).
 */
export class NotifyMe {
  private open = false;
  private state: "idle" | "sending" | "done" = "idle";
  private error: ApiError | null = null;
  /** The day it was opened for: another day starts over. */
  private day: LocalDate | null = null;
  /** The errors of the guest's fields by input id, as the last send found them. */
  private readonly invalid = new Map<string, string>();
  /** The day's clock, as last drawn (see `renderOffer`). */
  private at: (time: string) => number = () => 0;

  private readonly host: CouvertElement;
  private readonly form: ReservationForm;
  private readonly join: (body: Record<string, unknown>) => Promise<unknown>;

  constructor(host: CouvertElement, form: ReservationForm, join: (body: Record<string, unknown>) => Promise<unknown>) {
    this.host = host;
    this.form = form;
    this.join = join;
  }

  /**
   * The button, or the form once opened, or what became of it, for `date`'s listed times; `at`
   * places a time on the day's clock (the small hours after midnight, after the evening), `label`
   * writes it as the day's other lists do.
   */
  renderOffer(
    date: LocalDate,
    listed: readonly AvailableSlot[],
    preferred: string,
    at: (time: string) => number,
    label: (time: string) => string,
  ): TemplateResult | typeof nothing {
    const t = this.host.pick(messages);
    this.at = at;
    if (this.day !== date) {
      Object.assign(this, { day: date, open: false, state: "idle", error: null });
      this.invalid.clear();
    }
    if (!listed.length) return nothing;
    if (this.state === "done") return html`<p role="status" id="notify-done" tabindex="-1">${t.notifyDone}</p>`;
    if (!this.open) {
      return html`<p>
        <button type="button" class="secondary" part="button" aria-expanded="false" @click=${this.handleOpen}>${t.notifyMe}</button>
      </p>`;
    }
    const m = this.host.m;
    const guest = this.form.values;
    const times = listed.map((s) => s.time);
    // A window around 23:30 on a night to 02:00 runs from 22:30 to 00:30 (docs/api.md §13.4b).
    const distance = (time: string, offset: number) => Math.abs(at(time) - at(preferred) - offset);
    const near = (offset: number) => times.reduce((best, time) => (distance(time, offset) < distance(best, offset) ? time : best));
    const select = (id: string, name: string, value: string) =>
      html`<div part="field" class="field">
        <label for=${id}>${name}</label>
        <select id=${id} name=${id} part="input" @change=${this.keepOrder}>
          ${times.map((time) => html`<option value=${time} ?selected=${time === value}>${label(time)}</option>`)}
        </select>
      </div>`;
    const input = (id: string, label: string, type: string, value: unknown, required: boolean, autocomplete: string) => {
      const error = this.invalid.get(id);
      return html`<div part="field" class="field">
        <label for=${id}>${label}${required ? html` <span class="req">${m.required}</span>` : nothing}</label>
        <input
          id=${id}
          name=${id}
          part="input"
          type=${type}
          .value=${String(value ?? "")}
          ?required=${required}
          autocomplete=${autocomplete}
          aria-invalid=${error ? "true" : "false"}
          aria-describedby=${error ? `e-${id}` : nothing}
        />
        ${error ? html`<p class="error" id="e-${id}" part="error">${error}</p>` : nothing}
      </div>`;
    };
    return html`<div class="notify" role="group" aria-labelledby="h-notify">
      <p id="h-notify">${t.notifyIntro}</p>
      ${keyed(
        // Drawn anew for another preferred time: both ends then start from its window, never one alone.
        preferred,
        html`<div class="choice">
          ${select("w-from", t.windowFrom, near(-WINDOW_MINUTES))} ${select("w-to", t.windowTo, near(WINDOW_MINUTES))}
        </div>`,
      )}
      ${input("w-first", m.firstName, "text", guest.guest_first_name, false, "given-name")}
      ${input("w-last", m.lastName, "text", guest.guest_last_name, true, "family-name")}
      ${input("w-email", m.email, "email", guest.guest_email, true, "email")}
      ${input("w-phone", m.phone, "tel", guest.guest_phone, false, "tel")} ${this.error ? this.host.errorNotice(this.error) : nothing}
      <p>
        <button type="button" part="button" ?disabled=${this.state === "sending"} @click=${this.handleSend}>${t.notifySubmit}</button>
      </p>
    </div>`;
  }

  /** Keeps From at or before Until on the day's clock: the end the guest did not move follows, so the form shows what is sent. */
  private keepOrder = (event: Event): void => {
    const root = this.host.renderRoot as ShadowRoot;
    const [from, to] = ["#w-from", "#w-to"].map((id) => root.querySelector<HTMLSelectElement>(id)!) as [
      HTMLSelectElement,
      HTMLSelectElement,
    ];
    if (this.at(from.value) <= this.at(to.value)) return;
    if (event.target === from) to.value = from.value;
    else from.value = to.value;
  };

  private handleOpen = (): void => {
    this.open = true;
    this.host.requestUpdate();
    void focusAfterRender(this.host, "#w-from");
  };

  private handleSend = async (): Promise<void> => {
    const root = this.host.renderRoot as ShadowRoot;
    const value = (id: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)?.value.trim() || null;
    // Said at each field, in the widget's words, as the booking form says them.
    const m = this.host.m;
    this.invalid.clear();
    if (!value("w-last")) this.invalid.set("w-last", m.errors.last_name_required);
    if (!isEmailAddress(value("w-email") ?? "")) this.invalid.set("w-email", m.invalid.guest_email);
    const [first] = this.invalid.keys();
    if (first) {
      this.host.requestUpdate();
      return void focusAfterRender(this.host, `#${first}`);
    }
    this.state = "sending";
    this.error = null;
    this.host.requestUpdate();
    try {
      await this.join({
        date: this.day,
        party_size: this.form.values.party_size,
        window_start: value("w-from"),
        window_end: value("w-to"),
        guest_first_name: value("w-first"),
        guest_last_name: value("w-last"),
        guest_email: value("w-email"),
        guest_phone: value("w-phone"),
      });
      this.state = "done";
      this.host.requestUpdate();
      void focusAfterRender(this.host, "#notify-done");
    } catch (error) {
      this.state = "idle";
      this.error = toApiError(error);
      this.host.requestUpdate();
    }
  };
}
