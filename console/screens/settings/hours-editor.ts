import { LitElement, html, type PropertyValues } from "lit";
import type { ServicePeriod } from "../../../core/hours.ts";
import { bookableTimes, type BookableTimeRules } from "../../../core/bookability/bookable-times.ts";
import { WEEKDAYS, addDays, weekdayOf, type LocalDate, type Weekday } from "../../../core/time.ts";
import { textsIn } from "../../../ui-shared/lazy-catalog.ts";
import { define } from "../../../ui-shared/define.ts";
import type { ConsoleLang } from "../../i18n/index.ts";
import { consoleStyles } from "../../styles.ts";
import "../hours-calendar.ts";
import { newServiceId, scheduleOf, summaryOf, type EditedDay, type EditedHours } from "../hours-editing.ts";
import { lastSeatingTexts } from "./last-seating.i18n.ts";
import { settingsMessages, type SettingsMessages } from "../settings-view.i18n.ts";
import { hoursEditorStyles } from "./hours-editor.styles.ts";
import { dayRow, exceptionRow, serviceRow, type HoursRowHandlers, type HoursRowsView } from "./hours-editor-rows.ts";
import { withoutPrefix, type FieldErrors } from "./field-errors.ts";
import { settingsFormStyles } from "./settings-form.styles.ts";

/**
 * @summary The opening hours being edited (docs/api.md §4 `services`): the services, each weekday's
 * periods, and the special dates, found or added through a month calendar. Like an input's, its
 * `value` is what it starts from (again whenever another is given) and `hours` is what the owner made
 * of it; `errors` likewise, a removed row taking its errors along.
 *
 * @fires couvert-hours-edited - the owner changed the hours; `detail` is them as they now are.
 */
export class CouvertHoursEditor extends LitElement implements HoursRowHandlers {
  static override styles = [consoleStyles, settingsFormStyles, hoursEditorStyles];

  static override properties = {
    value: { attribute: false },
    errors: { attribute: false },
    lang: { attribute: false },
    today: { attribute: false },
    previewRules: { attribute: false },
    hours: { state: true },
    shownErrors: { state: true },
  };

  /** The opening hours to start from. */
  declare value: EditedHours;
  /** Field errors by the server's paths (`services.weekly.monday.0.open`). */
  declare errors: FieldErrors;
  declare lang: ConsoleLang;
  /** The restaurant's today, which the calendar opens on. */
  declare today: LocalDate;
  /** The settings besides the hours that decide the bookable times each weekday previews; null: no preview. */
  declare previewRules: BookableTimeRules | null;
  /** The opening hours as being edited. */
  declare hours: EditedHours;
  /** `errors` but those of the rows removed since. */
  declare private shownErrors: FieldErrors;

  constructor() {
    super();
    this.errors = {};
    this.lang = "en";
    this.previewRules = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("value")) this.hours = this.value;
    if (changed.has("errors")) this.shownErrors = this.errors;
  }

  private get t(): SettingsMessages {
    return settingsMessages(this.lang);
  }

  /** Moves focus to the first field marked at fault. */
  async focusFirstInvalid(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  /** Moves focus to the start of the weekly hours. */
  async focusWeekly(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${WEEKDAYS[0]}-closed`)?.focus();
  }

  override render() {
    const t = this.t.hours;
    const hours = this.hours;
    const view: HoursRowsView = {
      t: this.t,
      seating: textsIn(lastSeatingTexts, this.lang),
      hours,
      errors: this.shownErrors,
      on: this,
      preview: (day) => this.preview(day),
    };
    return html`<h3>${t.services}</h3>
      <p class="hint">${t.servicesHint}</p>
      <ul class="services">
        ${hours.definitions.map((definition, index) => serviceRow(view, definition, index))}
      </ul>
      <p><button type="button" id="add-service" @click=${this.handleAddService}>${t.addService}</button></p>
      <h3>${t.weekly}</h3>
      <ul class="days">
        ${WEEKDAYS.map((day) => dayRow(view, day, hours.weekly[day]))}
      </ul>
      <h3>${t.exceptions}</h3>
      <p class="hint">${t.exceptionsHint} ${t.calendar.hint}</p>
      <couvert-hours-calendar
        .hours=${summaryOf(hours)}
        .lang=${this.lang}
        .today=${this.today}
        @couvert-day-chosen=${this.handleDayChosen}
      ></couvert-hours-calendar>
      ${
        hours.exceptions.length === 0
          ? html`<p>${t.noExceptions}</p>`
          : html`<ul class="exceptions">
              ${hours.exceptions.map((exception, index) => exceptionRow(view, exception, index))}
            </ul>`
      }
      <p><button type="button" id="add-exception" @click=${this.handleAddException}>${t.add}</button></p>`;
  }

  /**
   * What guests could book on the next `day` from today with the hours as edited: core's list, the
   * one the server offers (docs/api.md §5.4–5.6), lead time and horizon aside.
   */
  private preview(day: Weekday): string | null {
    const rules = this.previewRules;
    if (!rules || !this.today || this.hours.weekly[day].closed) return null;
    const seating = textsIn(lastSeatingTexts, this.lang);
    let date = this.today;
    while (weekdayOf(date) !== day) date = addDays(date, 1);
    try {
      const times = bookableTimes(date, scheduleOf(this.hours), rules).map((slot) => slot.time);
      return times.length === 0 ? seating.noTimes : seating.arrivals(times[0]!, times.at(-1)!, times.length);
    } catch {
      // A time half typed: nothing to preview until it is whole.
      return null;
    }
  }

  // ------------------------------------------------------------------ changes

  /** What was said of the hours as they were (saved, or a warning) no longer holds once they change. */
  private edited(): void {
    this.dispatchEvent(new CustomEvent("couvert-hours-edited", { detail: this.hours, bubbles: true, composed: true }));
  }

  /** The day a control belongs to, read from its data attributes or those of its periods. */
  private dayOf(element: HTMLElement): EditedDay {
    const { scope, day, index } = dayData(element);
    return scope === "weekly" ? this.hours.weekly[day as Weekday] : this.hours.exceptions[Number(index)]!;
  }

  /** Replaces the day `element` belongs to with `change(day)`. */
  private changeDay(element: HTMLElement, change: (day: EditedDay) => EditedDay): void {
    const hours = this.hours;
    const data = dayData(element);
    if (data.scope === "weekly") {
      const day = data.day as Weekday;
      this.hours = { ...hours, weekly: { ...hours.weekly, [day]: change(hours.weekly[day]) } };
    } else {
      const index = Number(data.index);
      this.hours = { ...hours, exceptions: hours.exceptions.map((e, i) => (i === index ? { ...e, ...change(e) } : e)) };
    }
    this.edited();
  }

  /** @internal */
  handleClosedInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.changeDay(input, (day) => ({ ...day, closed: input.checked }));
  }

  /** @internal */
  handlePeriodInput(event: Event): void {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    const index = periodOf(input);
    const key = input.dataset.key as keyof ServicePeriod;
    const value = key === "lastSeating" && input.value === "" ? null : input.value;
    this.changeDay(input, (day) => ({ ...day, periods: day.periods.map((p, i) => (i === index ? { ...p, [key]: value } : p)) }));
  }

  /** @internal */
  async handleAddPeriod(event: Event): Promise<void> {
    const button = event.currentTarget as HTMLElement;
    const before = this.dayOf(button).periods;
    const last = before.at(-1)!;
    // The next service after the last one's, from its closing time: lunch, then dinner.
    const ids = this.hours.definitions.map((d) => d.id);
    const service = ids[(ids.indexOf(last.service) + 1) % ids.length]!;
    this.changeDay(button, (day) => ({ ...day, periods: [...day.periods, { service, open: last.close, close: "23:00" }] }));
    await this.updateComplete;
    const inputs = button.parentElement?.querySelectorAll<HTMLInputElement>('input[data-key="open"]');
    inputs?.[inputs.length - 1]?.focus();
  }

  /** @internal */
  async handleRemovePeriod(event: Event): Promise<void> {
    const button = event.currentTarget as HTMLElement;
    const index = periodOf(button);
    const container = button.closest(".periods");
    this.changeDay(button, (day) => ({ ...day, periods: day.periods.filter((_, i) => i !== index) }));
    this.shownErrors = withoutPrefix(this.shownErrors, "services.");
    await this.updateComplete;
    container?.querySelector<HTMLElement>(".add-period")?.focus();
  }

  /** @internal */
  handleServiceInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const index = Number(input.dataset.service);
    const key = input.dataset.key as "name" | "maxCoversPerSlot" | "staysPastClosing";
    const value =
      key === "staysPastClosing" ? input.checked : key === "name" ? input.value : input.value.trim() === "" ? null : Number(input.value);
    const definitions = this.hours.definitions.map((d, i) => (i === index ? { ...d, [key]: value } : d));
    this.hours = { ...this.hours, definitions };
    this.edited();
  }

  private async handleAddService(): Promise<void> {
    const hours = this.hours;
    const index = hours.definitions.length;
    this.hours = {
      ...hours,
      definitions: [...hours.definitions, { id: newServiceId(hours.definitions), name: "", maxCoversPerSlot: null }],
    };
    this.edited();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#service-${index}-name`)?.focus();
  }

  /** Removes a service; its periods go to the first service left, so no day loses its hours unnoticed. */
  /** @internal */
  async handleRemoveService(event: Event): Promise<void> {
    const index = Number((event.currentTarget as HTMLElement).dataset.service);
    const hours = this.hours;
    const removed = hours.definitions[index]!.id;
    const definitions = hours.definitions.filter((_, i) => i !== index);
    const heir = definitions[0]!.id;
    const reassign = <D extends EditedDay>(day: D): D => ({
      ...day,
      periods: day.periods.map((p) => (p.service === removed ? { ...p, service: heir } : p)),
    });
    this.hours = {
      definitions,
      weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, reassign(hours.weekly[day])])) as EditedHours["weekly"],
      exceptions: hours.exceptions.map(reassign),
    };
    this.shownErrors = withoutPrefix(this.shownErrors, "services.");
    this.edited();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>("#add-service")?.focus();
  }

  /** @internal */
  handleExceptionInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const index = Number(input.dataset.index);
    const key = input.dataset.key as "date" | "note";
    const value = input.value.trim() === "" ? (key === "date" ? "" : null) : input.value;
    const list = this.hours.exceptions.map((e, i) => (i === index ? { ...e, [key]: value } : e));
    this.hours = { ...this.hours, exceptions: list };
    this.edited();
  }

  /** A new special date: closed, with the first service's usual hours ready for when it opens. */
  private newException(date: LocalDate | "") {
    return { date, closed: true, note: null, periods: [{ service: this.hours.definitions[0]!.id, open: "12:00", close: "22:00" }] };
  }

  /** A day chosen in the calendar: to its exception if it has one, else a new one closing it, ready to change. */
  private async handleDayChosen(event: CustomEvent<LocalDate>): Promise<void> {
    const date = event.detail;
    let index = this.hours.exceptions.findIndex((e) => e.date === date);
    if (index < 0) {
      index = this.hours.exceptions.length;
      this.hours = { ...this.hours, exceptions: [...this.hours.exceptions, this.newException(date)] };
      this.edited();
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#exception-${index}-date`)?.focus();
  }

  private async handleAddException(): Promise<void> {
    const index = this.hours.exceptions.length;
    this.hours = { ...this.hours, exceptions: [...this.hours.exceptions, this.newException("")] };
    this.edited();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#exception-${index}-date`)?.focus();
  }

  /** @internal */
  async handleRemoveException(event: Event): Promise<void> {
    const index = Number((event.currentTarget as HTMLElement).dataset.index);
    const list = this.hours.exceptions.filter((_, i) => i !== index);
    this.hours = { ...this.hours, exceptions: list };
    this.shownErrors = withoutPrefix(this.shownErrors, "services.exceptions.");
    this.edited();
    await this.updateComplete;
    const next = this.renderRoot.querySelector<HTMLElement>(`[data-index="${Math.min(index, list.length - 1)}"][data-key="date"]`);
    (next ?? this.renderRoot.querySelector<HTMLElement>("#add-exception"))?.focus();
  }
}

/** The data attributes naming a control's day: its own (a Closed box), else its periods'. */
const dayData = (element: HTMLElement) => element.closest<HTMLElement>("[data-scope]")!.dataset;
/** The index of the period a control is in. */
const periodOf = (element: HTMLElement) => Number(element.closest<HTMLElement>("[data-period]")!.dataset.period);

define("couvert-hours-editor", CouvertHoursEditor);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-hours-editor": CouvertHoursEditor;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-hours-edited": CustomEvent<EditedHours>;
  }
}
