import { html, nothing, type TemplateResult } from "lit";
import type { LocalDate } from "../../core/time.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { dayKeyTarget, monthGrid } from "../../ui-shared/date-list.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { formatDay, formatMonth, weekdayNames } from "./format.ts";

/** What a day of the grid shows: whether it can be chosen, why not, and its exception's note. */
export interface CalendarDay {
  choosable: boolean;
  /** Said after the day's name when it cannot be chosen; null while it is still being worked out. */
  state: "closed" | "full" | null;
  note: string | null;
}

/** The month grid's data and what its buttons do (the picker owns the state). */
export interface CalendarView {
  month: string;
  months: readonly string[];
  /** The pickable range, today through the horizon. */
  first: LocalDate;
  last: LocalDate;
  focusDate: LocalDate | null;
  selected: LocalDate | null;
  day(date: LocalDate): CalendarDay;
  pick(date: LocalDate): void;
  showMonth(step: number): void;
  /** The day that holds the tab stop changed (by a key, `moved`, or by a click). */
  focus(date: LocalDate, moved: boolean): void;
  /** Shown above the grid (a loading line while the month's availability comes). */
  status?: TemplateResult | typeof nothing;
}

/**
 * The month grid of the date pickers (booking's time choice and manage's picker): one tab stop;
 * arrow keys, Home/End and PageUp/PageDown move it (clamped to the range, the APG date picker's keys); days that cannot be chosen are `aria-disabled` with the reason in
 * their name; exception notes listed below.
 */
export function renderCalendar(host: CouvertElement, view: CalendarView): TemplateResult {
  const { m, locale } = host;
  const index = view.months.indexOf(view.month);
  const inRange = (date: LocalDate | null): boolean => !!date && date >= view.first && date <= view.last;
  const cells = monthGrid(view.month).flat();
  const notes = cells.flatMap((date) => {
    const note = date && inRange(date) ? view.day(date).note : null;
    return note ? [html`<li>${m.dayNote(formatDay(date!, locale), note)}</li>`] : [];
  });
  const monthButton = (step: number, label: string, atEnd: boolean, arrow: string) =>
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus it holds.
    html`<button
      type="button"
      class="secondary nav"
      part="button"
      aria-label=${label}
      aria-disabled=${atEnd ? "true" : "false"}
      @click=${() => view.showMonth(step)}
    >
      ${arrow}
    </button>`;
  const renderDay = (date: LocalDate | null) => {
    if (!date || !inRange(date)) return html`<span class="day empty" aria-hidden="true">${date ? Number(date.slice(8)) : nothing}</span>`;
    const day = view.day(date);
    const name = formatDay(date, locale);
    return html`<button
      type="button"
      class="day"
      part="day"
      data-date=${date}
      tabindex=${date === view.focusDate ? 0 : -1}
      aria-label=${day.state ? m.withState(name, day.state === "closed" ? m.closed : m.noTimes) : name}
      aria-pressed=${date === view.selected ? "true" : "false"}
      aria-disabled=${day.choosable ? "false" : "true"}
      title=${day.note ?? nothing}
      @click=${() => day.choosable && view.pick(date)}
      @focus=${() => view.focus(date, false)}
    >
      ${Number(date.slice(8))}${day.note ? html`<span class="mark" aria-hidden="true"></span>` : nothing}
    </button>`;
  };
  const key = (event: KeyboardEvent) => {
    const wanted = view.focusDate && dayKeyTarget(event.key, view.focusDate);
    if (!wanted) return;
    event.preventDefault();
    const target = wanted < view.first ? view.first : wanted > view.last ? view.last : wanted;
    view.focus(target, true);
    void focusAfterRender(host, `[data-date="${target}"]`);
  };
  return html`<fieldset part="field" class="picker">
    <legend>${m.date}</legend>
    <div class="month">
      ${monthButton(-1, m.previousMonth, index <= 0, "‹")}
      <h3 aria-live="polite">${view.month ? formatMonth(view.month, locale) : nothing}</h3>
      ${monthButton(1, m.nextMonth, index >= view.months.length - 1, "›")}
    </div>
    ${view.status ?? nothing}
    <div class="days" @keydown=${key}>
      ${weekdayNames(locale).map((name) => html`<span class="weekday" aria-hidden="true">${name}</span>`)} ${cells.map(renderDay)}
    </div>
    ${
      notes.length
        ? html`<ul class="notes">
            ${notes}
          </ul>`
        : nothing
    }
  </fieldset>`;
}
