import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import type { DaySheet, OwnerReservationView } from "../../core/owner/views.ts";
import { isEndStatus } from "../../core/reservation/status.ts";
import { addDays, type LocalDate } from "../../core/time.ts";
import { listedTime, longDate, dateQuery, dateShown, routeDate } from "../format.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles, statusStyles } from "../styles.ts";
import { reservationCard } from "./reservation-card.ts";
import { ReservationMoves } from "./reservation-moves.ts";
import { cardStyles } from "./reservation-card.styles.ts";
import type { ScreenContext } from "./screen.ts";
import { define } from "../../ui-shared/define.ts";

/**
 * @summary The day at a glance (docs/api.md §16.6): reservations by time with their contact and
 * state, guests per slot against capacity, one button per status move, search, and a print layout.
 */
export class CouvertDayView extends LitElement {
  static override styles = [
    consoleStyles,
    statusStyles,
    cardStyles,
    css`
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em 1.5em;
        align-items: end;
        margin-bottom: 1em;
      }
      .toolbar form {
        display: flex;
        gap: 0.5em;
        align-items: end;
        flex-wrap: wrap;
      }
      .toolbar input[type="search"] {
        width: 16em;
      }
      .slots {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.35em;
        padding: 0;
        margin: 0 0 1em;
      }
      .slot {
        min-width: 4.75em;
        padding: 0.2em 0.4em;
        border: 1px solid var(--_border);
        border-radius: 6px;
        background: var(--_card);
        font-variant-numeric: tabular-nums;
        display: flex;
        flex-direction: column;
        align-items: center;
      }
      .slot .covers {
        font-weight: 600;
      }
      .slot.full {
        border-color: var(--_danger);
        color: var(--_danger);
        background: #fdf0ee;
      }
      @media (max-width: 36rem) {
        /* On a phone the reservations come first: the slots scroll sideways in one row. */
        .slots {
          flex-wrap: nowrap;
          overflow-x: auto;
          padding-bottom: 0.25em;
        }
      }
      .slot meter {
        width: 100%;
        height: 0.4em;
      }
      @media print {
        .slots {
          display: none;
        }
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    query: { state: true },
    message: { state: true },
  };

  declare context: ScreenContext;
  /** What was searched for; null: the day's sheet is shown. */
  declare private query: string | null;
  /** The outcome of the last action, read out by screen readers. */
  declare private message: { text: string; error: boolean } | null;
  /** The day's sheet for the restaurant and date shown, loaded again at each live update. */
  private readonly sheet = new ScreenLoad<DaySheet, [LocalDate | ""]>(this, {
    args: () => [routeDate(this.context.params[0])],
    live: true,
    load: (calls, date) => calls.call(OWNER_API.day, { query: dateQuery(date) }),
    loaded: (_sheet, fresh) => {
      if (fresh) this.message = null;
    },
    restaurantShown: () => (this.query = null),
  });
  /** The reservations found for `query` at the restaurant shown. */
  private readonly search = new ScreenLoad<OwnerReservationView[], [string | null]>(this, {
    args: () => [this.query],
    live: true,
    load: async (calls, query) => (query ? (await calls.call(OWNER_API.search, { query: { q: query } })).reservations : []),
  });
  private readonly moves = new ReservationMoves(
    this,
    () => (this.query ? this.search : this.sheet),
    async (outcome) => {
      this.message = outcome;
      await (this.query ? this.search : this.sheet).reload();
    },
  );

  constructor() {
    super();
    this.query = null;
    this.message = null;
  }

  private get date(): string {
    return dateShown(this.context.params[0], this.context.restaurant.timezone, this.sheet.value?.date);
  }

  override render() {
    const { m, lang } = this.context;
    return html`
      <h1 tabindex="-1">${m.day.title}: ${longDate(this.date, lang)}</h1>
      ${this.toolbar()}
      <p role="status" aria-live="polite" class=${this.message?.error ? "error" : this.message ? "notice" : "visually-hidden"}>
        ${this.message?.text ?? ""}
      </p>
      ${this.query ? this.searchResults() : this.daySheet()} ${this.moves.undoToast()}
    `;
  }

  private toolbar() {
    const { m, navigate } = this.context;
    const go = (date: string) => navigate("day", date);
    return html`<div class="toolbar no-print">
      <div class="row">
        <button type="button" @click=${() => go(addDays(this.date, -1))} aria-label=${m.day.previous}>‹</button>
        <label class="visually-hidden" for="date">${m.day.date}</label>
        <input
          id="date"
          type="date"
          .value=${this.date}
          @change=${(e: Event) => (e.target as HTMLInputElement).value && go((e.target as HTMLInputElement).value)}
        />
        <button type="button" @click=${() => go(addDays(this.date, 1))} aria-label=${m.day.next}>›</button>
        <button type="button" @click=${() => navigate("day")}>${m.day.today}</button>
        <button type="button" @click=${() => window.print()}>${m.day.print}</button>
      </div>
      <form role="search" @submit=${this.handleSearch}>
        <div>
          <label for="search">${m.day.search}</label>
          <input id="search" name="q" type="search" minlength="2" maxlength="100" .value=${this.query ?? ""} />
        </div>
        <button type="submit">${m.day.searchButton}</button>
        ${this.query ? html`<button type="button" @click=${() => (this.query = null)}>${m.day.clearSearch}</button>` : nothing}
      </form>
    </div>`;
  }

  private daySheet() {
    const { m } = this.context;
    return this.sheet.render({
      loading: () => html`<p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.sheet.reload}>${m.retry}</button>`,
      ready: (sheet) => this.sheetOf(sheet),
    });
  }

  private sheetOf(sheet: DaySheet) {
    const { m } = this.context;
    const occupying = sheet.reservations.filter((r) => !isEndStatus(r.status));
    const covers = occupying.reduce((sum, r) => sum + r.party_size, 0);
    return html`
      <p class="summary"><strong>${m.day.summary(occupying.length, covers)}</strong></p>
      ${this.slots(sheet)}
      ${
        sheet.reservations.length === 0
          ? html`<p class="hint">${m.day.none}</p>`
          : html`<ol class="reservations">
              ${sheet.reservations.map((r) => reservationCard(r, this.moves.cardOptions(sheet.date)))}
            </ol>`
      }
    `;
  }

  private slots(sheet: DaySheet) {
    const { m } = this.context;
    if (sheet.slots.length === 0) return html`<p class="hint">${m.day.closed}</p>`;
    return html`<h2 class="visually-hidden">${m.day.capacityTitle}</h2>
      ${sheet.capacity === null ? html`<p class="warning">${m.day.noCapacity}</p>` : nothing}
      <ol class="slots" aria-label=${m.day.capacityTitle} tabindex="0">
        ${sheet.slots.map(
          (slot) =>
            html`<li class="slot ${slot.capacity !== null && slot.covers >= slot.capacity ? "full" : ""}" data-time=${slot.time}>
              <span>${listedTime(slot.time, slot.starts_at, sheet.date, sheet.timezone, m.nextDay)}</span>
              <span class="covers">${m.day.capacityOf(slot.covers, slot.capacity)}</span>
              ${slot.capacity !== null ? html`<meter min="0" max=${slot.capacity} value=${Math.min(slot.covers, slot.capacity)} aria-hidden="true"></meter>` : nothing}
            </li>`,
        )}
      </ol>`;
  }

  private searchResults() {
    const { m } = this.context;
    return this.search.render({
      loading: () => html`<p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.search.reload}>${m.retry}</button>`,
      ready: (results) =>
        html`<h2>${m.day.searchResults(results.length)}</h2>
          <ol class="reservations">
            ${results.map((r) => reservationCard(r, this.moves.cardOptions(null)))}
          </ol>`,
    });
  }

  private handleSearch(event: SubmitEvent): void {
    event.preventDefault();
    const query = String(new FormData(event.target as HTMLFormElement).get("q") ?? "").trim();
    if (query.length < 2) return;
    if (query === this.query) void this.search.reload();
    else this.query = query;
  }
}

define("couvert-day-view", CouvertDayView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-day-view": CouvertDayView;
  }
}
