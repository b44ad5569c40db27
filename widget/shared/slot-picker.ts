import { html, nothing, type ReactiveController, type TemplateResult } from "lit";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { listSlots, type Slot } from "../../core/bookability/slots.ts";
import type { LocalDate } from "../../core/time.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { dayKeyTarget, dayOptions, monthGrid, monthOf, monthsOf, type DayOption } from "./date-list.ts";
import { browserZone, formatDay, formatMonth, formatTime, weekdayNames, zoneName } from "./format.ts";

/**
 * The date and time picker shared by `<couvert-booking>` and `<couvert-manage>`: a month grid over
 * the booking horizon (closed and full days disabled, exception notes shown; one tab stop, arrow
 * keys, Home/End and PageUp/PageDown move between days) and the chosen date's slots from core's
 * `listSlots`, the same code the server validates with, as a radio group (one tab stop, arrow
 * keys choose). Rendered into the host's shadow root, so labels and ARIA references work.
 */
export class SlotPicker implements ReactiveController {
  rules: BookingRules | null = null;
  days = new Map<LocalDate, DayOption>();
  months: string[] = [];
  month = "";
  date: LocalDate | null = null;
  /** The day that holds the grid's single tab stop. */
  focusDate: LocalDate | null = null;
  slots: Slot[] = [];
  slot: Slot | null = null;
  /** Start instants the server answered `slot_full` for: shown as fully booked, not choosable. */
  readonly full = new Set<string>();

  constructor(
    private readonly host: CouvertElement,
    /** Called when the guest picks a date (`false`) or a slot (`true`: the time was touched). */
    private readonly onChange: (slotPicked: boolean) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Loads the rules and selects `preferred` when it can be booked, else the first bookable day;
   * and the slot starting at `preferredStart` when that day still offers it.
   */
  setRules(rules: BookingRules, now: Date, preferred?: string | null, preferredStart?: string | null): void {
    this.rules = rules;
    const options = dayOptions(rules, now);
    this.days = new Map(options.map((d) => [d.date, d]));
    this.months = monthsOf(options);
    const start = (preferred && this.days.get(preferred)?.bookable ? preferred : null) ?? options.find((d) => d.bookable)?.date ?? null;
    this.month = monthOf(start ?? options[0]?.date ?? "");
    this.slot = null;
    this.choose(start, now);
    this.slot = this.slots.find((s) => s.startsAt === preferredStart) ?? null;
  }

  /** Recomputes the slots (after a slot_full or lead-time answer, time has moved on). */
  refresh(now = new Date()): void {
    if (this.rules) this.setRules(this.rules, now, this.date);
  }

  private choose(date: LocalDate | null, now = new Date()): void {
    this.date = date;
    this.focusDate = date ?? [...this.days.keys()][0] ?? null;
    this.slots = date && this.rules ? listSlots(date, this.rules, now) : [];
    if (this.slot && !this.slots.some((s) => s.startsAt === this.slot!.startsAt)) this.slot = null;
    this.host.requestUpdate();
  }

  private pickDate(day: DayOption): void {
    if (!day.bookable) return;
    this.choose(day.date);
    this.onChange(false);
    this.host.announce(this.slots.length ? this.host.m.timesFound(this.slots.length) : this.host.m.noSlots);
  }

  private pickSlot(slot: Slot): void {
    if (this.full.has(slot.startsAt)) return;
    this.slot = slot;
    this.onChange(true);
    this.host.requestUpdate();
  }

  private showMonth(step: number): void {
    const index = this.months.indexOf(this.month) + step;
    const month = this.months[index];
    if (!month) return;
    this.month = month;
    this.focusDate =
      [...this.days.values()].find((d) => monthOf(d.date) === month && d.bookable)?.date ??
      [...this.days.keys()].find((d) => monthOf(d) === month) ??
      null;
    this.host.requestUpdate();
  }

  private focusDay(date: LocalDate): void {
    if (this.focusDate === date) return;
    this.focusDate = date;
    this.host.requestUpdate();
  }

  private async focusAfterRender(selector: string): Promise<void> {
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Arrow keys, Home/End and PageUp/PageDown in the date grid (clamped to the bookable range). */
  private onDayKey(event: KeyboardEvent): void {
    const wanted = this.focusDate && dayKeyTarget(event.key, this.focusDate);
    if (!wanted) return;
    event.preventDefault();
    const dates = [...this.days.keys()];
    const target = wanted < dates[0]! ? dates[0]! : wanted > dates.at(-1)! ? dates.at(-1)! : wanted;
    this.focusDate = target;
    this.month = monthOf(target);
    this.host.requestUpdate();
    void this.focusAfterRender(`[data-date="${target}"]`);
  }

  /** Arrow keys in the slot radio group: the next or previous free slot, wrapping, chosen at once. */
  private onSlotKey(event: KeyboardEvent): void {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const free = this.slots.filter((s) => !this.full.has(s.startsAt));
    if (!free.length) return;
    const current = free.findIndex((s) => s.startsAt === (event.target as HTMLElement).dataset.startsAt);
    const next = free[(current + step + free.length) % free.length]!;
    this.pickSlot(next);
    void this.focusAfterRender(`[data-starts-at="${next.startsAt}"]`);
  }

  /**
   * The date grid and the slot list. `error` (its text's id is `e-time`) goes below the slots;
   * `currentTime` names the stored time when editing a reservation.
   */
  render(error: TemplateResult | typeof nothing, currentTime?: string): TemplateResult {
    const { m, locale } = this.host;
    const zone = this.rules?.timezone ?? "UTC";
    const otherZone = zone !== browserZone();
    const index = this.months.indexOf(this.month);
    const notes = [...this.days.values()].filter((d) => d.note && monthOf(d.date) === this.month);
    const selected = this.date ? this.days.get(this.date) : undefined;
    const tabStop = (this.slot && !this.full.has(this.slot.startsAt) ? this.slot : this.slots.find((s) => !this.full.has(s.startsAt)))
      ?.startsAt;
    return html`
      <fieldset part="field" class="picker">
        <legend>${m.date}</legend>
        <div class="month">
          ${this.monthButton(-1, m.previousMonth, index <= 0, "‹")}
          <h3 aria-live="polite">${this.month ? formatMonth(this.month, locale) : nothing}</h3>
          ${this.monthButton(1, m.nextMonth, index >= this.months.length - 1, "›")}
        </div>
        <div class="days" @keydown=${(e: KeyboardEvent) => this.onDayKey(e)}>
          ${weekdayNames(locale).map((name) => html`<span class="weekday" aria-hidden="true">${name}</span>`)}
          ${monthGrid(this.month)
            .flat()
            .map((date) => this.renderDay(date))}
        </div>
        ${
          notes.length
            ? html`<ul class="notes">
                ${notes.map((d) => html`<li>${m.dayNote(formatDay(d.date, locale), d.note!)}</li>`)}
              </ul>`
            : nothing
        }
      </fieldset>
      <fieldset
        part="field"
        class="slots"
        role="radiogroup"
        aria-label=${this.date ? m.timeOn(formatDay(this.date, locale)) : m.time}
        aria-describedby=${otherZone ? "h-zone e-time" : "e-time"}
      >
        <legend>${m.time}</legend>
        ${otherZone ? html`<p class="hint" id="h-zone">${m.timesIn(zoneName(zone, locale))}</p>` : nothing}
        ${selected?.note ? html`<p class="hint">${selected.note}</p>` : nothing}
        ${currentTime ? html`<p class="hint">${m.currentTime(currentTime)}</p>` : nothing}
        ${
          !this.date
            ? html`<p>${this.days.size && ![...this.days.values()].some((d) => d.bookable) ? m.noBookableDays : m.chooseDate}</p>`
            : this.slots.length
              ? html`<div class="slot-list" @keydown=${(e: KeyboardEvent) => this.onSlotKey(e)}>
                  ${this.slots.map((slot) => {
                    const full = this.full.has(slot.startsAt);
                    return html`<button
                      type="button"
                      role="radio"
                      part="slot"
                      class="slot"
                      data-starts-at=${slot.startsAt}
                      tabindex=${slot.startsAt === tabStop ? 0 : -1}
                      aria-checked=${this.slot?.startsAt === slot.startsAt ? "true" : "false"}
                      aria-disabled=${full ? "true" : "false"}
                      @click=${() => this.pickSlot(slot)}
                    >
                      <span class="t">${formatTime(slot.startsAt, zone, locale)}</span>
                      ${slot.date !== this.date ? html`<small>${m.nextDay}</small>` : nothing}
                      ${full ? html`<small class="full">${m.fullyBooked}</small>` : nothing}
                    </button>`;
                  })}
                </div>`
              : html`<p>${m.noSlots}</p>`
        }
        ${error}
      </fieldset>
    `;
  }

  /**
   * Previous/next month. At the first or last month it is `aria-disabled`, not `disabled`: a
   * disabled button would drop the keyboard focus it holds to the page.
   */
  private monthButton(step: number, label: string, atEnd: boolean, arrow: string): TemplateResult {
    return html`<button
      type="button"
      class="secondary nav"
      part="button"
      aria-label=${label}
      aria-disabled=${atEnd ? "true" : "false"}
      @click=${() => this.showMonth(step)}
    >
      ${arrow}
    </button>`;
  }

  private renderDay(date: LocalDate | null): TemplateResult {
    const day = date ? this.days.get(date) : undefined;
    if (!date || !day) return html`<span class="day empty" aria-hidden="true">${date ? Number(date.slice(8)) : nothing}</span>`;
    const { m, locale } = this.host;
    const name = formatDay(date, locale);
    return html`<button
      type="button"
      class="day"
      part="day"
      data-date=${date}
      tabindex=${date === this.focusDate ? 0 : -1}
      aria-label=${day.bookable ? name : m.withState(name, day.closed ? m.closed : m.noTimes)}
      aria-pressed=${date === this.date ? "true" : "false"}
      aria-disabled=${day.bookable ? "false" : "true"}
      title=${day.note ?? nothing}
      @click=${() => this.pickDate(day)}
      @focus=${() => this.focusDay(date)}
    >
      ${Number(date.slice(8))}${day.note ? html`<span class="mark" aria-hidden="true"></span>` : nothing}
    </button>`;
  }
}
