import { html, nothing, type ReactiveController, type TemplateResult } from "lit";
import type { Slot } from "../../core/bookability/slots.ts";
import type { BookingConfig } from "../../core/reservation/schemas.ts";
import { addDays, minutesOfDay, type LocalDate } from "../../core/time.ts";
import type { ApiClient, ApiError } from "../api/client.ts";
import { AvailabilityCache, nextMonth, type AvailableSlot, type MonthAvailability, type ServiceNames } from "../shared/availability.ts";
import type { CouvertElement } from "../shared/couvert-element.ts";
import { monthOf, monthsOf, pickableDates, todayIn } from "../shared/date-list.ts";
import { browserZone, formatDay, formatTime, zoneName } from "../shared/format.ts";
import { renderCalendar } from "../shared/month-calendar.ts";
import type { ReservationForm } from "../shared/reservation-form.ts";
import { renderSlotButton } from "../shared/slot-picker.ts";
import { focusAfterRender, onSlotGridKey } from "../shared/grid-keys.ts";
import { messages } from "./messages.ts";

/** How many free times the guest sees around the preferred one before asking for all. */
const NEAR_COUNT = 5;
/** How far (days) the nearest days with free times are looked for, either way. */
const ALTERNATIVE_SPAN = 14;
/** What most guests book (OpenTable and Resy start at 19:00 too). */
const DEFAULT_PREFERRED = "19:00";

type DayState = "bookable" | "full" | "closed" | "loading";

/** What the booking element gives the time choice. */
export interface TimeChoiceHost extends CouvertElement {
  readonly client: ApiClient;
  reportError(error: unknown): ApiError;
  loadingLine(): TemplateResult;
  errorLine(error: ApiError, retry: () => unknown): TemplateResult | typeof nothing;
}

/**
 * `<couvert-booking>`'s time choice (docs/api.md §5.7): date and preferred time first, then about
 * five free times around the preferred one, all times on request (grouped by service when services
 * have names), full times shown but not choosable, and the nearest days with free times when a day
 * has none. Availability comes from the API per party size and month, asked for when a month is
 * shown and kept. The chosen slot lives in the form's picker, where the form validates and sends it.
 */
export class TimeChoice implements ReactiveController {
  config: BookingConfig | null = null;
  private names = new Map<string, string | null>();
  private today: LocalDate = "";
  private dates: LocalDate[] = [];
  private months: string[] = [];
  date: LocalDate | null = null;
  /** "HH:MM": what the guest would like; the times offered are the nearest free ones. */
  preferred = DEFAULT_PREFERRED;
  /** The month the grid shows. */
  private month = "";
  private focusDate: LocalDate | null = null;
  calendarOpen = false;
  allTimes = false;
  private party: number | null = null;
  private readonly cache = new AvailabilityCache();
  /** Months answered for the current party size (what is drawn), by month. */
  private readonly loaded = new Map<string, MonthAvailability>();
  private readonly loading = new Set<string>();
  private error: ApiError | null = null;
  /** The date to choose once its month has loaded (the first load, or `date` set later). */
  private wanted: LocalDate | null = null;
  private requests = 0;

  constructor(
    private readonly host: TimeChoiceHost,
    private readonly form: ReservationForm,
  ) {
    host.addController(this);
  }

  /** Starts over on a (re)loaded configuration; `wanted` is the date to show if it has free times. */
  start(config: BookingConfig, services: ServiceNames | undefined, wanted: LocalDate | null, now = new Date()): void {
    this.config = config;
    this.names = new Map((services?.definitions ?? []).map((d) => [d.id, d.name]));
    this.today = todayIn(config.timezone, now);
    this.dates = pickableDates(this.today, config.bookingHorizonDays);
    this.months = monthsOf(this.dates);
    this.date = null;
    this.calendarOpen = false;
    this.allTimes = false;
    this.party = null;
    this.cache.forget();
    this.loaded.clear();
    this.wanted = wanted && this.dates.includes(wanted) ? wanted : this.today;
    this.month = monthOf(this.wanted);
    this.hostUpdate();
  }

  /** Drops what is known (a slot filled up, time moved on) and asks again for the shown day's month. */
  refresh(): void {
    this.cache.forget();
    this.party = null;
    this.hostUpdate();
  }

  /** Shows another date from outside (the `date` attribute changed), once its month is in. */
  showDate(date: LocalDate): void {
    if (!this.dates.includes(date)) return;
    this.wanted = date;
    void this.load(monthOf(date));
  }

  /** A new party size asks for the availability of that size. */
  hostUpdate(): void {
    const size = this.form.values.party_size;
    const party = typeof size === "number" ? size : null;
    if (!this.config || party === this.party) return;
    this.party = party;
    this.loaded.clear();
    if (party === null) return;
    if (this.date) this.wanted = this.date;
    void this.load(this.wanted ? monthOf(this.wanted) : this.month);
  }

  private async load(month: string): Promise<void> {
    const party = this.party;
    if (party === null || !this.months.includes(month)) return;
    const request = ++this.requests;
    this.loading.add(month);
    this.error = null;
    this.host.requestUpdate();
    try {
      const days = await this.cache.month(this.host.client, party, month, this.today);
      if (party !== this.party) return;
      this.loaded.set(month, days);
      this.loading.delete(month);
      this.settle();
    } catch (error) {
      this.loading.delete(month);
      if (request === this.requests) this.error = this.host.reportError(error);
    }
    this.host.requestUpdate();
  }

  /** Once the wanted month is in: choose the wanted date, or its month's first day with free times. */
  private settle(): void {
    const wanted = this.wanted;
    if (!wanted) return;
    const month = this.loaded.get(monthOf(wanted));
    if (!month) return;
    const first =
      this.state(wanted) === "bookable"
        ? wanted
        : this.dates.find((d) => d >= wanted && monthOf(d) === monthOf(wanted) && this.state(d) === "bookable");
    if (first) return this.selectDate(first, false);
    // Nothing left this month: on the first load, look on into the next one.
    const next = nextMonth(monthOf(wanted));
    if (!this.date && this.months.includes(next) && monthOf(wanted) === monthOf(this.today)) {
      this.wanted = `${next}-01`;
      this.month = next;
      return void this.load(next);
    }
    this.selectDate(wanted, false);
  }

  private state(date: LocalDate): DayState {
    const slots = this.loaded.get(monthOf(date))?.get(date);
    if (!slots) return this.loaded.has(monthOf(date)) ? "closed" : "loading";
    if (!slots.length) return "closed";
    return slots.some((s) => s.available) ? "bookable" : "full";
  }

  private slotsOf(date: LocalDate | null): AvailableSlot[] {
    return (date && this.loaded.get(monthOf(date))?.get(date)) || [];
  }

  private selectDate(date: LocalDate, byGuest: boolean): void {
    this.wanted = null;
    const changed = date !== this.date;
    this.date = date;
    this.month = monthOf(date);
    this.focusDate = date;
    if (changed) {
      this.allTimes = false;
      const picker = this.form.picker;
      picker.date = date;
      if (picker.slot && !this.slotsOf(date).some((s) => s.available && s.startsAt === picker.slot!.startsAt)) picker.slot = null;
    }
    const free = this.slotsOf(date).filter((s) => s.available).length;
    if (byGuest) {
      this.calendarOpen = false;
      const t = this.host.pick(messages);
      this.host.announce(
        free ? this.host.m.timesFound(free) : t.noTimesOn(this.host.m.guests(this.party ?? 0), formatDay(date, this.host.locale)),
      );
    }
    this.host.requestUpdate();
    if (!free) void this.lookAround(date);
  }

  /** Loads the months the nearest days with free times may lie in. */
  private async lookAround(date: LocalDate): Promise<void> {
    for (const month of monthsOf([addDays(date, -ALTERNATIVE_SPAN), addDays(date, ALTERNATIVE_SPAN)])) {
      if (!this.loaded.has(month) && !this.loading.has(month)) await this.load(month);
    }
  }

  /** The nearest days with free times, up to three, nearest first then in date order. */
  private alternatives(date: LocalDate): LocalDate[] {
    const found: LocalDate[] = [];
    for (let step = 1; step <= ALTERNATIVE_SPAN && found.length < 3; step += 1) {
      for (const d of [addDays(date, -step), addDays(date, step)]) {
        if (found.length < 3 && this.dates.includes(d) && this.state(d) === "bookable") found.push(d);
      }
    }
    return found.sort();
  }

  private toSlot(slot: AvailableSlot, day: LocalDate, first: AvailableSlot): Slot {
    const dwell = this.config!.defaultDwellMinutes * 60_000;
    return {
      time: slot.time,
      // The small hours after midnight belong to the day they were listed on, but fall on the next.
      date: minutesOfDay(slot.time) < minutesOfDay(first.time) ? addDays(day, 1) : day,
      startsAt: slot.startsAt,
      endsAt: new Date(Date.parse(slot.startsAt) + dwell).toISOString(),
    };
  }

  private choose(slot: AvailableSlot): void {
    const day = this.date!;
    this.form.picker.pickSlot(this.toSlot(slot, day, this.slotsOf(day)[0]!));
  }

  /** The free times nearest the preferred one, in time order. */
  private near(slots: AvailableSlot[]): AvailableSlot[] {
    const wanted = minutesOfDay(this.preferred);
    const first = slots[0] ? minutesOfDay(slots[0].time) : 0;
    // After midnight counts as late, not early.
    const at = (time: string) => minutesOfDay(time) + (minutesOfDay(time) < first ? 1440 : 0);
    return slots
      .filter((s) => s.available)
      .map((s) => ({ s, distance: Math.abs(at(s.time) - wanted) }))
      .sort((a, b) => a.distance - b.distance || a.s.startsAt.localeCompare(b.s.startsAt))
      .slice(0, NEAR_COUNT)
      .map((x) => x.s)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  }

  private toggleCalendar(): void {
    this.calendarOpen = !this.calendarOpen;
    if (this.calendarOpen) {
      this.month = monthOf(this.date ?? this.today);
      this.focusDate = this.date ?? this.today;
      if (!this.loaded.has(this.month)) void this.load(this.month);
      void focusAfterRender(this.host, `.day[tabindex="0"]`);
    }
    this.host.requestUpdate();
  }

  private focusDay(date: LocalDate): void {
    if (date === this.focusDate) return;
    this.focusDate = date;
    if (monthOf(date) !== this.month) {
      this.month = monthOf(date);
      if (!this.loaded.has(this.month)) void this.load(this.month);
    }
    this.host.requestUpdate();
  }

  private showMonth(step: number): void {
    const month = this.months[this.months.indexOf(this.month) + step];
    if (!month) return;
    this.month = month;
    this.focusDate = this.dates.find((d) => monthOf(d) === month) ?? null;
    if (!this.loaded.has(month)) void this.load(month);
    this.host.requestUpdate();
  }

  /** Party size (the form's), the date button with its month grid, and the preferred time; then the times. */
  render(party: TemplateResult, error: TemplateResult | typeof nothing): TemplateResult {
    const { m, locale } = this.host;
    const t = this.host.pick(messages);
    const day = this.date;
    const dayName = day ? formatDay(day, locale) : "";
    return html`
      <div class="choice">
        ${party}
        <div part="field" class="field date-field">
          <span class="label" id="l-date">${m.date}</span>
          <button
            type="button"
            class="secondary date-button"
            part="button"
            aria-expanded=${this.calendarOpen ? "true" : "false"}
            aria-controls="calendar"
            aria-label=${day ? t.dateButton(dayName) : m.date}
            @click=${() => this.toggleCalendar()}
          >
            ${day ? dayName : m.loading}
          </button>
        </div>
        ${this.renderPreferred()}
      </div>
      <div id="calendar">${this.calendarOpen ? this.renderCalendar() : nothing}</div>
      ${this.renderTimes(error)}
    `;
  }

  private renderPreferred(): TemplateResult | typeof nothing {
    const { locale } = this.host;
    const t = this.host.pick(messages);
    const zone = this.config?.timezone ?? "UTC";
    // Every half hour the day offers (full or free): the guest says when, the list says what is free.
    const options = this.slotsOf(this.date).filter((s) => minutesOfDay(s.time) % 30 === 0);
    if (!options.length) return nothing;
    const distance = (time: string) => Math.abs(minutesOfDay(time) - minutesOfDay(this.preferred));
    const value = options.reduce((best, s) => (distance(s.time) < distance(best.time) ? s : best)).time;
    return html`<div part="field" class="field preferred">
      <label for="f-preferred">${t.preferredTime}</label>
      <select
        id="f-preferred"
        part="input"
        @change=${(e: Event) => {
          this.preferred = (e.target as HTMLSelectElement).value;
          this.allTimes = false;
          this.host.requestUpdate();
        }}
      >
        ${options.map((s) => html`<option value=${s.time} ?selected=${s.time === value}>${formatTime(s.startsAt, zone, locale)}</option>`)}
      </select>
    </div>`;
  }

  private renderCalendar(): TemplateResult {
    return renderCalendar(this.host, {
      month: this.month,
      months: this.months,
      first: this.dates[0]!,
      last: this.dates.at(-1)!,
      focusDate: this.focusDate,
      selected: this.date,
      day: (date) => {
        const state = this.state(date);
        const note = this.config?.dateExceptions.find((e) => e.date === date)?.note ?? null;
        return {
          choosable: state === "bookable" || state === "full",
          state: state === "bookable" || state === "loading" ? null : state,
          note,
        };
      },
      pick: (date) => this.selectDate(date, true),
      showMonth: (step) => this.showMonth(step),
      focus: (date) => this.focusDay(date),
      status: this.loading.has(this.month) ? this.host.loadingLine() : nothing,
    });
  }

  private renderTimes(error: TemplateResult | typeof nothing): TemplateResult {
    const { m, locale } = this.host;
    const t = this.host.pick(messages);
    const zone = this.config?.timezone ?? "UTC";
    const otherZone = zone !== browserZone();
    const date = this.date;
    const slots = this.slotsOf(date);
    const free = slots.filter((s) => s.available);
    const note = date ? this.config?.dateExceptions.find((e) => e.date === date)?.note : null;
    const near = this.near(slots);
    const body = this.error
      ? this.host.errorLine(this.error, () => this.load(this.month))
      : this.party === null
        ? nothing
        : !date
          ? this.host.loadingLine()
          : html`${free.length ? nothing : this.renderNoTimes(date)}
            ${this.allTimes || free.length ? this.renderSlots(this.allTimes ? slots : near) : nothing}`;
    return html`<fieldset
      part="field"
      class="slots"
      role="radiogroup"
      aria-label=${date ? m.timeOn(formatDay(date, locale)) : m.time}
      aria-describedby=${otherZone ? "h-zone e-time" : "e-time"}
    >
      <legend>${m.time}</legend>
      ${otherZone ? html`<p class="hint" id="h-zone">${m.timesIn(zoneName(zone, locale))}</p>` : nothing}
      ${note ? html`<p class="hint">${note}</p>` : nothing} ${body}
      ${
        slots.length > near.length
          ? html`<p>
              <button
                type="button"
                class="link"
                part="button"
                aria-expanded=${this.allTimes ? "true" : "false"}
                @click=${() => {
                  this.allTimes = !this.allTimes;
                  this.host.requestUpdate();
                }}
              >
                ${this.allTimes ? t.fewerTimes : t.allTimes(slots.length)}
              </button>
            </p>`
          : nothing
      }
      ${error}
    </fieldset>`;
  }

  /** The times as grids, one per named service when showing all (headings only when services have names). */
  private renderSlots(slots: AvailableSlot[]): TemplateResult {
    const named = this.allTimes && [...this.names.values()].some(Boolean);
    const groups = named
      ? [...new Set(slots.map((s) => s.service))].map((id) => ({ id, slots: slots.filter((s) => s.service === id) }))
      : [{ id: "", slots }];
    const chosen = this.form.picker.slot?.startsAt;
    const zone = this.config!.timezone;
    const first = minutesOfDay(this.slotsOf(this.date)[0]!.time);
    const tabStop = (slots.find((s) => s.startsAt === chosen && s.available) ?? slots.find((s) => s.available))?.startsAt;
    return html`<div
      class="slot-groups"
      @keydown=${(e: KeyboardEvent) => onSlotGridKey(e, this.host, (startsAt) => this.choose(slots.find((s) => s.startsAt === startsAt)!))}
    >
      ${groups.map(
        (group) =>
          html`${named ? html`<h4 class="service">${this.names.get(group.id) ?? group.id}</h4>` : nothing}
            <div class="slot-list">
              ${group.slots.map((slot) =>
                renderSlotButton(this.host, slot.startsAt, zone, {
                  tabStop: slot.startsAt === tabStop,
                  checked: slot.startsAt === chosen,
                  full: !slot.available,
                  nextDay: minutesOfDay(slot.time) < first,
                  choose: () => this.choose(slot),
                }),
              )}
            </div>`,
      )}
    </div>`;
  }

  /** A day without free times: why, and the nearest days that have some. */
  private renderNoTimes(date: LocalDate): TemplateResult {
    const { m, locale } = this.host;
    const t = this.host.pick(messages);
    const slots = this.slotsOf(date);
    const alternatives = this.alternatives(date);
    return html`<div class="no-times">
      <p>${slots.length ? t.noTimesOn(m.guests(this.party ?? 0), formatDay(date, locale)) : m.noSlots}</p>
      ${
        alternatives.length
          ? html`<p id="h-nearest">${t.nearestDays}</p>
              <ul class="nearest" aria-labelledby="h-nearest">
                ${alternatives.map(
                  (d) =>
                    html`<li>
                      <button type="button" class="secondary" part="button" @click=${() => this.selectDate(d, true)}>
                        ${formatDay(d, locale)}
                      </button>
                    </li>`,
                )}
              </ul>`
          : this.loading.size
            ? this.host.loadingLine()
            : html`<p>${t.noNearDays}</p>`
      }
    </div>`;
  }
}
