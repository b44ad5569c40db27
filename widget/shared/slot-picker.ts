import { html, nothing, type TemplateResult } from "lit";
import { startWindow, type StartWindow } from "../../core/bookability/check-stay.ts";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { listSlots, type Slot } from "../../core/bookability/slots.ts";
import type { LocalDate } from "../../core/time.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { dayOption, monthOf, monthsOf, pickableDates, todayIn, type DayOption } from "./date-list.ts";
import { browserZone, formatDay, formatTime, zoneName } from "./format.ts";
import { onSlotGridKey } from "./grid-keys.ts";
import { renderCalendar } from "./month-calendar.ts";

/**
 * The date and time picker shared by `<couvert-booking>` and `<couvert-manage>`: a month grid over
 * the booking horizon (closed and full days disabled, exception notes shown; one tab stop, arrow
 * keys, Home/End and PageUp/PageDown move between days) and the chosen date's slots from core's
 * `listSlots`, the same code the server validates with, as a radio group (one tab stop, arrow
 * keys choose). Rendered into the host's shadow root, so labels and ARIA references work.
 */
export class SlotPicker {
  rules: BookingRules | null = null;
  /** Today through the horizon; each day's state is worked out when its month is shown (`day`). */
  dates: LocalDate[] = [];
  private readonly dayCache = new Map<LocalDate, DayOption>();
  private now = new Date();
  private window: StartWindow | null = null;
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
  ) {}

  /**
   * Loads the rules and selects `preferred` when it can be booked, else the first bookable day;
   * and the slot starting at `preferredStart` when that day still offers it.
   */
  setRules(rules: BookingRules, now: Date, preferred?: string | null, preferredStart?: string | null): void {
    this.rules = rules;
    this.now = now;
    this.window = startWindow(rules, now);
    this.dayCache.clear();
    this.dates = pickableDates(todayIn(rules.timezone, now), rules.bookingHorizonDays);
    this.months = monthsOf(this.dates);
    // Only the days up to the first bookable one are worked out now; the rest when shown.
    const start = (preferred && this.day(preferred).bookable ? preferred : null) ?? this.dates.find((d) => this.day(d).bookable) ?? null;
    this.month = monthOf(start ?? this.dates[0] ?? "");
    this.slot = null;
    this.choose(start, now);
    this.slot = this.slots.find((s) => s.startsAt === preferredStart) ?? null;
  }

  /** A day's state, worked out when first asked for (a day outside the horizon has no slots). */
  day(date: LocalDate): DayOption {
    let option = this.dayCache.get(date);
    if (!option) this.dayCache.set(date, (option = dayOption(date, this.rules!, this.now, this.window!)));
    return option;
  }

  /** Recomputes the slots (after a slot_full or lead-time answer, time has moved on). */
  refresh(now = new Date()): void {
    if (this.rules) this.setRules(this.rules, now, this.date);
  }

  private choose(date: LocalDate | null, now = new Date()): void {
    this.date = date;
    this.focusDate = date ?? this.dates[0] ?? null;
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

  /** Chooses a slot (also for the booking's own time choice), as a click on it does. */
  pickSlot(slot: Slot): void {
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
    const inMonth = this.dates.filter((d) => monthOf(d) === month);
    this.focusDate = inMonth.find((d) => this.day(d).bookable) ?? inMonth[0] ?? null;
    this.host.requestUpdate();
  }

  private focusDay(date: LocalDate): void {
    if (this.focusDate === date) return;
    this.focusDate = date;
    this.month = monthOf(date);
    this.host.requestUpdate();
  }

  /**
   * The date grid and the slot list. `error` (its text's id is `e-time`) goes below the slots;
   * `currentTime` names the stored time when editing a reservation.
   */
  render(error: TemplateResult | typeof nothing, currentTime?: string): TemplateResult {
    const { m, locale } = this.host;
    const zone = this.rules?.timezone ?? "UTC";
    const otherZone = zone !== browserZone();
    const selected = this.date ? this.day(this.date) : undefined;
    const tabStop = (this.slot && !this.full.has(this.slot.startsAt) ? this.slot : this.slots.find((s) => !this.full.has(s.startsAt)))
      ?.startsAt;
    return html`
      ${renderCalendar(this.host, {
        month: this.month,
        months: this.months,
        first: this.dates[0] ?? "",
        last: this.dates.at(-1) ?? "",
        focusDate: this.focusDate,
        selected: this.date,
        day: (date) => {
          const day = this.day(date);
          return { choosable: day.bookable, state: day.bookable ? null : day.closed ? "closed" : "full", note: day.note };
        },
        pick: (date) => this.pickDate(this.day(date)),
        showMonth: (step) => this.showMonth(step),
        focus: (date) => this.focusDay(date),
      })}
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
            ? html`<p>${this.dates.length && !this.dates.some((d) => this.day(d).bookable) ? m.noBookableDays : m.chooseDate}</p>`
            : this.slots.length
              ? html`<div
                  class="slot-list"
                  @keydown=${(e: KeyboardEvent) =>
                    onSlotGridKey(e, this.host, (startsAt) => this.pickSlot(this.slots.find((s) => s.startsAt === startsAt)!))}
                >
                  ${this.slots.map((slot) =>
                    renderSlotButton(this.host, slot.startsAt, zone, {
                      tabStop: slot.startsAt === tabStop,
                      checked: this.slot?.startsAt === slot.startsAt,
                      full: this.full.has(slot.startsAt),
                      nextDay: slot.date !== this.date,
                      choose: () => this.pickSlot(slot),
                    }),
                  )}
                </div>`
              : html`<p>${m.noSlots}</p>`
        }
        ${error}
      </fieldset>
    `;
  }
}

/**
 * One time of a time grid (a radio button), for manage's picker and booking's time choice. A full
 * time is `aria-disabled`, never the tab stop, and says "fully booked" in its name.
 */
export function renderSlotButton(
  host: CouvertElement,
  startsAt: string,
  zone: string,
  state: { tabStop: boolean; checked: boolean; full: boolean; nextDay: boolean; choose: () => void },
): TemplateResult {
  const { m } = host;
  const time = formatTime(startsAt, zone, host.locale);
  return html`<button
    type="button"
    role="radio"
    part="slot"
    class="slot"
    data-starts-at=${startsAt}
    tabindex=${state.tabStop && !state.full ? 0 : -1}
    aria-checked=${state.checked ? "true" : "false"}
    aria-disabled=${state.full ? "true" : "false"}
    aria-label=${state.full ? m.withState(time, m.fullyBooked) : nothing}
    @click=${() => !state.full && state.choose()}
  >
    <span class="t">${time}</span>
    ${state.nextDay ? html`<small>${m.nextDay}</small>` : nothing}
    ${state.full ? html`<small class="full" aria-hidden="true">${m.fullyBooked}</small>` : nothing}
  </button>`;
}
