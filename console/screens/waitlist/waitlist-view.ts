import { LitElement, css, html, nothing } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { addDays, type LocalDate } from "../../../core/time.ts";
import { inWindow, type OwnerWaitlist, type OwnerWaitlistEntry } from "../../../core/waitlist/schemas.ts";
import { define } from "../../../ui-shared/define.ts";
import { listedTime, localTime, longDate, dateQuery, dateShown, routeDate } from "../../format.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles, statusStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import { waitlistTexts, type WaitlistTexts } from "./waitlist.i18n.ts";

/**
 * @summary The waitlist of a day (issue 30), for owners and staff: the guests in the order they
 * joined, with their window and any open offer; a time offered to one guest by hand, or the guest
 * removed. Live, as the Day view is: a cancellation that makes an offer shows here.
 */
export class CouvertWaitlistView extends LitElement {
  static override styles = [
    consoleStyles,
    statusStyles,
    css`
      ol {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 0.75rem;
      }
      li {
        border: 1px solid var(--_line, #ccc);
        border-radius: 6px;
        padding: 0.75rem;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
    `,
  ];

  static override properties = { context: { attribute: false }, message: { state: true } };

  declare context: ScreenContext;
  declare private message: { text: string; error: boolean } | null;
  /** The start the owner chose for each guest, kept across the live list's reloads. */
  private readonly picked = new Map<number, string>();

  private readonly list = new ScreenLoad<OwnerWaitlist, [LocalDate | ""]>(this, {
    args: () => [routeDate(this.context.params[0])],
    live: true,
    load: (calls, date) => calls.call(OWNER_API.waitlist, { query: dateQuery(date) }),
    loaded: (_data, fresh) => {
      if (fresh) this.message = null;
    },
  });

  constructor() {
    super();
    this.message = null;
  }

  private get t(): WaitlistTexts {
    return waitlistTexts(this.context.lang);
  }

  private get date(): string {
    return dateShown(this.context.params[0], this.context.restaurant.timezone, this.list.value?.date);
  }

  override render() {
    const { m, lang, navigate } = this.context;
    const go = (date: string) => navigate("waitlist", date);
    return html`
      <h1 tabindex="-1">${this.t.title}: ${longDate(this.date, lang)}</h1>
      <div class="toolbar row">
        <button type="button" @click=${() => go(addDays(this.date, -1))} aria-label=${m.day.previous}>‹</button>
        <label class="visually-hidden" for="date">${m.day.date}</label>
        <input id="date" type="date" .value=${this.date} @change=${(e: Event) => go((e.target as HTMLInputElement).value)} />
        <button type="button" @click=${() => go(addDays(this.date, 1))} aria-label=${m.day.next}>›</button>
        <button type="button" @click=${() => navigate("waitlist")}>${m.day.today}</button>
      </div>
      <p role="status" aria-live="polite" class=${this.message?.error ? "error" : this.message ? "notice" : "visually-hidden"}>
        ${this.message?.text ?? ""}
      </p>
      ${this.list.render({
        loading: () => html`<p role="status">${m.loading}</p>`,
        failed: (message) =>
          html`<p class="error" role="alert">${message}</p>
            <button type="button" @click=${this.list.reload}>${m.retry}</button>`,
        ready: (data) =>
          data.entries.length === 0
            ? html`<p class="hint">${this.t.empty}</p>`
            : html`<ol>
                ${data.entries.map((entry) => this.entry(entry))}
              </ol>`,
      })}
    `;
  }

  private entry(e: OwnerWaitlistEntry) {
    const t = this.t;
    const zone = this.context.restaurant.timezone;
    const name = [e.guest_first_name, e.guest_last_name].filter(Boolean).join(" ");
    const open = e.status === "waiting" || e.status === "offered";
    // The owner's choice while still free (the list is live), else the first free start in the
    // guest's window; a choice gone, or none in the window: none, the owner picks one.
    const picked = this.picked.get(e.id);
    const free = (startsAt: string | undefined) => e.free_starts.some((start) => start.starts_at === startsAt);
    const first = e.free_starts.find((start) => inWindow(start.time, e.window_start, e.window_end))?.starts_at;
    const chosen = picked === undefined ? (first ?? "") : free(picked) ? picked : "";
    return html`<li>
      <strong>${name}</strong>, ${t.guests(e.party_size)}, ${t.window(e.window_start, e.window_end)} — ${t.status[e.status]}
      <br />${e.guest_email}${e.guest_phone ? html`, ${e.guest_phone}` : nothing}
      ${
        e.offer
          ? html`<br />${t.offerUntil(localTime(e.offer.starts_at, zone, this.context.lang), localTime(e.offer.expires_at, zone, this.context.lang))}`
          : nothing
      }
      ${e.reservation_number ? html`<br />${t.booked(e.reservation_number)}` : nothing}
      ${
        open
          ? html`<div class="actions">
              ${
                e.free_starts.length === 0
                  ? html`<p class="hint">${t.noFreeStart}</p>`
                  : html`<label
                        >${t.offerTime}
                        <select
                          id="time-${e.id}"
                          required
                          @change=${(event: Event) => this.picked.set(e.id, (event.target as HTMLSelectElement).value)}
                        >
                          ${chosen ? nothing : html`<option value="" disabled .selected=${true}>${t.chooseTime}</option>`}
                          ${repeat(
                            e.free_starts,
                            (start) => start.starts_at,
                            (start) =>
                              html`<option value=${start.starts_at} .selected=${start.starts_at === chosen}>
                                ${listedTime(start.time, start.starts_at, e.date, zone, this.context.m.nextDay)}
                              </option>`,
                          )}
                        </select>
                      </label>
                      <button type="button" @click=${() => void this.handleOffer(e)}>${t.offer}</button>`
              }
              <button type="button" @click=${() => void this.handleRemove(e)}>${t.remove}</button>
            </div>`
          : nothing
      }
    </li>`;
  }

  private async handleOffer(e: OwnerWaitlistEntry): Promise<void> {
    const time = this.renderRoot.querySelector<HTMLSelectElement>(`#time-${e.id}`);
    // "Choose a time" still chosen: the browser says so at the field.
    if (!time?.reportValidity()) return;
    const startsAt = time.value;
    await this.send(
      (calls) => calls.call(OWNER_API.offerWaitlist, { params: { id: String(e.id) }, body: { starts_at: startsAt } }),
      this.t.offered,
    );
  }

  private async handleRemove(e: OwnerWaitlistEntry): Promise<void> {
    await this.send((calls) => calls.call(OWNER_API.removeWaitlist, { params: { id: String(e.id) } }), this.t.removed);
  }

  private async send(call: Parameters<ScreenLoad<OwnerWaitlist, [string]>["write"]>[0], done: string): Promise<void> {
    try {
      const written = await this.list.write(call);
      if (!written) return;
      this.list.show(written.value as OwnerWaitlist);
      this.message = { text: done, error: false };
    } catch (error) {
      this.message = { text: errorText(this.context.m, error), error: true };
    }
  }
}

define("couvert-waitlist-view", CouvertWaitlistView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-waitlist-view": CouvertWaitlistView;
  }
}
