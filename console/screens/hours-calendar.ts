import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { dayPlan } from "../../core/bookability/opening-interval.ts";
import type { OpeningHours } from "../../core/hours.ts";
import { WEEKDAYS, type LocalDate } from "../../core/time.ts";
import { dayKeyTarget, monthGrid, monthOf, shiftMonth } from "../../ui-shared/date-list.ts";
import { define } from "../../ui-shared/define.ts";
import { longDate, longMonth } from "../format.ts";
import type { ConsoleLang } from "../i18n/index.ts";
import { consoleStyles } from "../styles.ts";
import { settingsMessages } from "./settings-view.i18n.ts";

/** What a day of the calendar is, after its date exception (if any) replaced its weekday's hours. */
type DayKind = "open" | "closed" | "special" | "holiday";

/**
 * @summary A month of the opening hours being edited: each day open, closed, or changed by a date
 * exception. Choosing a day asks for its exception (the Settings screen adds one, or moves to it).
 * The date grid's keys are the booking widget's (arrows, Home/End, PageUp/PageDown), with one day
 * in the tab order.
 *
 * @fires couvert-day-chosen - the owner chose a day; `detail` is its date.
 */
export class CouvertHoursCalendar extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      .head {
        display: flex;
        align-items: center;
        gap: 0.5em;
        margin-bottom: 0.5em;
      }
      .head h4 {
        margin: 0;
        min-width: 11em;
        text-align: center;
        font-size: 1em;
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(7, minmax(0, 3.5rem));
        gap: 4px;
      }
      .weekday {
        text-align: center;
        font-size: 0.85em;
        color: var(--_muted);
      }
      .day {
        min-height: 44px;
        padding: 0;
        font-variant-numeric: tabular-nums;
      }
      .day.closed {
        background: #eeeae5;
        color: var(--_muted);
      }
      .day.holiday {
        background: #fbe4e1;
        border-color: var(--_danger);
        color: var(--_danger);
        font-weight: 700;
      }
      .day.special {
        background: #fdf0d5;
        border-color: var(--_warn);
        color: var(--_warn);
        font-weight: 700;
      }
      .day.today {
        outline: 2px solid var(--_fg);
        outline-offset: -4px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25em 1em;
        list-style: none;
        padding: 0;
        margin: 0.5em 0 0;
        font-size: 0.9em;
      }
      .legend span[aria-hidden] {
        display: inline-block;
        width: 1em;
        height: 1em;
        border: 1px solid var(--_border);
        border-radius: 3px;
        vertical-align: -0.15em;
        margin-right: 0.35em;
      }
      .legend .closed span[aria-hidden] {
        background: #eeeae5;
      }
      .legend .holiday span[aria-hidden] {
        background: #fbe4e1;
        border-color: var(--_danger);
      }
      .legend .special span[aria-hidden] {
        background: #fdf0d5;
        border-color: var(--_warn);
      }
    `,
  ];

  static override properties = {
    hours: { attribute: false },
    lang: { attribute: false },
    today: { attribute: false },
    month: { state: true },
    focusDate: { state: true },
  };

  declare hours: OpeningHours;
  declare lang: ConsoleLang;
  /** Today on the restaurant's wall clock: the month shown first. */
  declare today: LocalDate;
  /** "2026-12" */
  declare private month: string;
  /** The one day in the tab order. */
  declare private focusDate: LocalDate;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("today") && !this.focusDate) {
      this.focusDate = this.today;
      this.month = monthOf(this.today);
    }
  }

  private get t() {
    return settingsMessages(this.lang).hours.calendar;
  }

  private kindOf(date: LocalDate): DayKind {
    const exception = this.hours.dateExceptions.find((e) => e.date === date);
    if (exception) return exception.closed ? "holiday" : "special";
    return dayPlan(date, this.hours) ? "open" : "closed";
  }

  override render() {
    const t = this.t;
    const weekdays = settingsMessages(this.lang).weekdays;
    return html`<div class="head">
        <button type="button" aria-label=${t.previous} @click=${() => this.showMonth(-1)}>‹</button>
        <h4 id="calendar-month" aria-live="polite">${longMonth(this.month, this.lang)}</h4>
        <button type="button" aria-label=${t.next} @click=${() => this.showMonth(1)}>›</button>
      </div>
      <div class="grid" role="group" aria-labelledby="calendar-month" @keydown=${this.handleKey}>
        ${WEEKDAYS.map((day) => html`<span class="weekday" aria-hidden="true">${weekdays[day].slice(0, 2)}</span>`)}
        ${monthGrid(this.month)
          .flat()
          .map((date) => (date ? this.renderDay(date) : html`<span aria-hidden="true"></span>`))}
      </div>
      <ul class="legend">
        ${(["closed", "holiday", "special"] as const).map((kind) => html`<li class=${kind}><span aria-hidden="true"></span>${t.kinds[kind]}</li>`)}
      </ul>`;
  }

  private renderDay(date: LocalDate) {
    const kind = this.kindOf(date);
    const note = this.hours.dateExceptions.find((e) => e.date === date)?.note;
    const label = `${longDate(date, this.lang)}: ${this.t.kinds[kind]}${note ? ` (${note})` : ""}`;
    return html`<button
      type="button"
      class="day ${kind} ${date === this.today ? "today" : ""}"
      data-date=${date}
      tabindex=${date === this.focusDate ? 0 : -1}
      aria-label=${label}
      aria-current=${date === this.today ? "date" : nothing}
      title=${note ?? nothing}
      @click=${() => this.choose(date)}
      @focus=${() => (this.focusDate = date)}
    >
      ${Number(date.slice(8))}
    </button>`;
  }

  private choose(date: LocalDate): void {
    this.dispatchEvent(new CustomEvent("couvert-day-chosen", { detail: date, bubbles: true, composed: true }));
  }

  private showMonth(step: number): void {
    this.focusDate = `${shiftMonth(`${this.month}-01`, step).slice(0, 7)}-01`;
    this.month = monthOf(this.focusDate);
  }

  private readonly handleKey = async (event: KeyboardEvent) => {
    const target = dayKeyTarget(event.key, this.focusDate);
    if (!target) return;
    event.preventDefault();
    this.focusDate = target;
    this.month = monthOf(target);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };
}

define("couvert-hours-calendar", CouvertHoursCalendar);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-hours-calendar": CouvertHoursCalendar;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-day-chosen": CustomEvent<LocalDate>;
  }
}
