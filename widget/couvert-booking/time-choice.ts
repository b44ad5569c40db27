import { html, nothing, type ReactiveController, type TemplateResult } from "lit";
import type { BookingRules } from "../../core/bookability/rules.ts";
import { compareText } from "../../core/compare.ts";
import { addDays, minutesOfDay, type LocalDate } from "../../core/time.ts";
import type { AvailableSlot } from "../shared/availability.ts";
import type { CouvertElement } from "../shared/couvert-element.ts";
import { monthOf, monthsOf } from "../../ui-shared/date-list.ts";
import { formatDay, formatShortDay, formatWallTime, isBrowserZone, zoneName } from "../shared/format.ts";
import { focusAfterRender } from "../../ui-shared/focus.ts";
import { onSlotGridKey } from "../shared/grid-keys.ts";
import { renderCalendar } from "../shared/month-calendar.ts";
import type { ReservationForm } from "../shared/reservation-form.ts";
import { renderSlotButton } from "../shared/slot-picker.ts";
import { messages } from "./messages.ts";
import type { NotifyMe } from "./notify-me.ts";

/** How many free times the guest sees around the preferred one before asking for all. */
const NEAR_COUNT = 5;
/** How far (minutes) from the preferred time a free time still counts as near it: beyond, the day is "full then". */
const NEAR_MINUTES = 120;
/** How far (days) the nearest days with free times are looked for, either way. */
const ALTERNATIVE_SPAN = 14;

/**
 * `<couvert-booking>`'s time choice: date and preferred time first, then about five free times
 * around the preferred one, all times on request (grouped by service when services have names),
 * full times shown but not choosable, and the nearest days with free times when a day has none.
 * The data is the form's picker's: the server's availability for the party size (docs/api.md
 * §13.2a), asked for per shown month and kept; the chosen slot lives there too, where the form
 * validates and sends it. This is only the booking's view of it.
 */
export class TimeChoice implements ReactiveController {
  /** "HH:MM": what the guest would like (19:00 is what most book); the times offered are the nearest free ones. */
  private preferred = "19:00";
  private calendarOpen = false;
  private allTimes = false;
  /** The rules, party size and day whose nearest days were last looked for (`hostUpdated`). */
  private lookedAround: { rules: BookingRules | null; day: string } | null = null;

  private readonly host: CouvertElement;
  private readonly form: ReservationForm;
  /** The waitlist's "Notify me", offered on a day full near the preferred time, once its code is loaded (`loadNotify`). */
  private notify: NotifyMe | null = null;
  private readonly loadNotify: () => Promise<NotifyMe | null>;

  constructor(host: CouvertElement, form: ReservationForm, loadNotify: () => Promise<NotifyMe | null>) {
    this.host = host;
    this.form = form;
    this.loadNotify = loadNotify;

    host.addController(this);
  }

  private get picker() {
    return this.form.picker;
  }

  /** A new party size asks for the availability of that size, keeping the date (and slot, if still free). */
  hostUpdate(): void {
    const size = this.form.values.party_size;
    const party = typeof size === "number" ? size : null;
    if (!this.picker.rules || party === this.picker.party) return;
    // The times and contact fields go away (the booking's renderLargeParty): said, not only shown.
    if (this.form.largeParty) this.host.announce(this.host.m.largerGroups(this.picker.rules.maxPartySize));
    void this.picker.forParty(party);
  }

  private selectDate(date: LocalDate, byGuest: boolean): void {
    if (date !== this.picker.date) this.allTimes = false;
    this.picker.choose(date, byGuest);
    // The grid closes on a choice; the focus it held goes back to the date button.
    if (byGuest && this.calendarOpen) void focusAfterRender(this.host, "#f-date");
    this.calendarOpen &&= !byGuest;
  }

  private free(date: LocalDate | null): AvailableSlot[] {
    return this.picker.listed(date).filter((s) => s.available);
  }

  /**
   * Once the chosen day is known to have no free times, however it came to be chosen (by the guest,
   * by the page's `date`, or kept when the party size changed), asks for the months its nearest
   * days with free times may lie in: once per party size and day.
   */
  hostUpdated(): void {
    const { date, party, loading, rules } = this.picker;
    if (!date || loading.size || !this.picker.known(date) || this.near(date).length) return;
    const day = `${party} ${date}`;
    if (this.lookedAround?.rules === rules && this.lookedAround.day === day) return;
    this.lookedAround = { rules, day };
    void this.lookAround(date);
  }

  /** Loads the months the nearest days with free times may lie in; stops once another day or party size is shown. */
  private async lookAround(date: LocalDate): Promise<void> {
    const { party } = this.picker;
    for (const month of monthsOf([addDays(date, -ALTERNATIVE_SPAN), addDays(date, ALTERNATIVE_SPAN)])) {
      if (this.picker.date !== date || this.picker.party !== party) return;
      await this.picker.load(month);
    }
  }

  /**
   * The nearest days with a free time near the preferred one (else any free time), up to three,
   * in date order, each with that time: one tap chooses both.
   */
  private alternatives(date: LocalDate): { date: LocalDate; slot: AvailableSlot }[] {
    const found: { date: LocalDate; slot: AvailableSlot }[] = [];
    for (const within of [NEAR_MINUTES, 1440]) {
      for (let step = 1; step <= ALTERNATIVE_SPAN && found.length < 3; step += 1) {
        for (const d of [addDays(date, -step), addDays(date, step)]) {
          // Other days by the guest's own preferred time: near it first, else any free time.
          const [slot] = this.near(d, within, this.preferred, 1);
          if (found.length < 3 && slot && !found.some((f) => f.date === d)) found.push({ date: d, slot });
        }
      }
      if (found.length) break;
    }
    return found.sort((a, b) => compareText(a.date, b.date));
  }

  /** One tap on a nearest day: that day, and its time near the preferred one. */
  private chooseAlternative(date: LocalDate, slot: AvailableSlot): void {
    this.selectDate(date, true);
    this.picker.pickSlot(this.picker.slotOf(slot, date));
  }

  /**
   * The preferred time as the form shows it on `date`: the guest's, else the nearest half hour the
   * day still lists (later today the earlier ones have passed). The free times, "nothing free
   * around …" and the waitlist's window all speak of the time the guest sees chosen.
   */
  private preferredOn(date: LocalDate | null, times = this.halfHours(date)): string {
    const at = this.clockOn(date);
    const distance = (time: string) => Math.abs(at(time) - at(this.preferred));
    return times.reduce((best, time) => (distance(time) < distance(best) ? time : best), times[0] ?? this.preferred);
  }

  /** Every half hour `date` lists (full or free): what the preferred time can be. */
  private halfHours(date: LocalDate | null): string[] {
    return this.picker
      .listed(date)
      .filter((s) => minutesOfDay(s.time) % 30 === 0)
      .map((s) => s.time);
  }

  /**
   * Minutes into `date`'s list, a time before the day opens placed after midnight when the list
   * runs past it (a listed 00:30 after 22:00, even when the night's earlier times are past), or
   * when it is a small hour nearer the list's end (a wanted 00:30 beside 17:00–20:30; not 19:00
   * beside 21:30–23:45, nor a morning's 07:00).
   */
  private clockOn(date: LocalDate | null): (time: string) => number {
    const slots = this.picker.listed(date);
    const first = date ? minutesOfDay(this.picker.opensAt(date)) : 0;
    const end = slots.length ? minutesOfDay(slots.at(-1)!.time) : first;
    const last = end < first ? end + 1440 : end;
    return (time) => {
      const minutes = minutesOfDay(time);
      const late = minutes + 1440 <= last || (minutes < 360 && 2 * minutes + 1440 < first + last);
      return minutes < first && late ? minutes + 1440 : minutes;
    };
  }

  /** How `date`'s lists write a time: "12:30 AM (next day)" after midnight. */
  private labelOn(date: LocalDate | null): (time: string) => string {
    const at = this.clockOn(date);
    const { m, locale } = this.host;
    return (time) => `${formatWallTime(time, locale)}${at(time) >= 1440 ? ` ${m.nextDay}` : ""}`;
  }

  /** The `count` free times of `date` nearest `wanted` (the one shown), in time order. */
  private near(date: LocalDate | null, within = NEAR_MINUTES, wanted = this.preferredOn(date), count = NEAR_COUNT): AvailableSlot[] {
    const at = this.clockOn(date);
    const preferred = at(wanted);
    // Each slot's distance once, not in every comparison of the sort.
    return this.picker
      .listed(date)
      .filter((s) => s.available)
      .map((slot) => ({ slot, distance: Math.abs(at(slot.time) - preferred) }))
      .filter(({ distance }) => distance <= within)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, count)
      .map(({ slot }) => slot)
      .sort((a, b) => compareText(a.startsAt, b.startsAt));
  }

  private toggle(what: "calendarOpen" | "allTimes"): void {
    this[what] = !this[what];
    if (what === "calendarOpen" && this.calendarOpen) {
      this.picker.month = monthOf(this.picker.focusDate ?? this.picker.dates[0]!);
      void this.picker.load(this.picker.month);
      void focusAfterRender(this.host, `.day[tabindex="0"]`);
    }
    this.host.requestUpdate();
  }

  /** Party size (the form's), the date button with its month grid, and the preferred time; then the times. */
  render(party: TemplateResult, error: TemplateResult | typeof nothing): TemplateResult {
    // More guests than the restaurant books online: the party size alone (the booking says where to
    // turn instead), in the same place, so the control keeps the focus.
    const large = this.form.largeParty;
    return html`
      <div class="choice">${party} ${large ? nothing : this.renderDate()} ${large ? nothing : this.renderPreferred()}</div>
      <div id="calendar">
        ${
          this.calendarOpen && !large
            ? renderCalendar(
                this.host,
                this.picker.calendar((date) => this.selectDate(date, true)),
              )
            : nothing
        }
      </div>
      ${large ? nothing : this.renderTimes(error)}
    `;
  }

  /** The date button, opening the month grid. */
  private renderDate(): TemplateResult {
    const { m, locale } = this.host;
    const day = this.picker.date;
    return html`<div part="field" class="field date-field">
      <label for="f-date" id="l-date">${m.date}</label>
      <button
        id="f-date"
        type="button"
        class="secondary date-button"
        part="button"
        aria-expanded=${this.calendarOpen ? "true" : "false"}
        aria-controls="calendar"
        aria-labelledby="l-date f-date"
        @click=${() => this.toggle("calendarOpen")}
      >
        ${day ? formatShortDay(day, locale) : m.loading}
      </button>
    </div>`;
  }

  private renderPreferred(): TemplateResult | typeof nothing {
    const t = this.host.pick(messages);
    // Every half hour the day offers (full or free): the guest says when, the list says what is free.
    const options = this.halfHours(this.picker.date);
    if (!options.length) return nothing;
    const value = this.preferredOn(this.picker.date, options);
    const label = this.labelOn(this.picker.date);
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
        ${options.map((time) => html`<option value=${time} ?selected=${time === value}>${label(time)}</option>`)}
      </select>
    </div>`;
  }

  private renderTimes(error: TemplateResult | typeof nothing): TemplateResult {
    const { m, locale } = this.host;
    const t = this.host.pick(messages);
    const picker = this.picker;
    const zone = picker.rules?.timezone ?? "UTC";
    const otherZone = !isBrowserZone(zone);
    const date = picker.date;
    const slots = picker.listed(date);
    const near = this.near(date);
    const note = date ? picker.day(date).note : null;
    const body = picker.error
      ? this.host.errorNotice(picker.error, () => picker.refresh())
      : picker.party === null
        ? nothing
        : !date || !picker.known(date)
          ? this.host.loadingNotice()
          : html`${near.length ? nothing : this.renderNoTimes(date, slots.length > 0)}
            ${this.allTimes || near.length ? this.renderSlots(this.allTimes ? slots : near) : nothing}`;
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
                @click=${() => this.toggle("allTimes")}
              >
                ${this.allTimes ? t.fewerTimes : t.allTimes(slots.length)}
              </button>
            </p>`
          : nothing
      }
      ${error}
    </fieldset>`;
  }

  /** The times as grids; when showing all and services have names, one group per service, named by its heading. */
  private renderSlots(slots: AvailableSlot[]): TemplateResult {
    const picker = this.picker;
    const names = new Map((picker.rules!.services?.definitions ?? []).map((d) => [d.id, d.name]));
    const named = this.allTimes && [...names.values()].some(Boolean);
    const groups = named ? [...new Set(slots.map((s) => s.service))] : [""];
    const chosen = picker.slot?.startsAt;
    const free = slots.filter((s) => s.available);
    const tabStop = (free.find((s) => s.startsAt === chosen) ?? free[0])?.startsAt;
    const day = picker.date!;
    const at = this.clockOn(day);
    const choose = (slot: AvailableSlot) => picker.pickSlot(picker.slotOf(slot, day));
    return html`<div
      class="slot-groups"
      @keydown=${(e: KeyboardEvent) => onSlotGridKey(e, this.host, (startsAt) => choose(slots.find((s) => s.startsAt === startsAt)!))}
    >
      ${groups.map(
        (id) =>
          html`${named ? html`<h4 id="svc-${id}">${names.get(id) ?? id}</h4>` : nothing}
            <div class="slot-list" role=${named ? "group" : nothing} aria-labelledby=${named ? `svc-${id}` : nothing}>
              ${slots
                .filter((s) => !named || s.service === id)
                .map((slot) =>
                  renderSlotButton(this.host, slot, {
                    tabStop: slot.startsAt === tabStop,
                    checked: slot.startsAt === chosen,
                    full: !slot.available,
                    nextDay: at(slot.time) >= 1440,
                    choose: () => choose(slot),
                  }),
                )}
            </div>`,
      )}
    </div>`;
  }

  /** A day without free times: why, and the nearest days that have some. */
  private renderNoTimes(date: LocalDate, full: boolean): TemplateResult {
    const { m, locale } = this.host;
    const t = this.host.pick(messages);
    const alternatives = this.alternatives(date);
    const guests = m.guests(this.picker.party!);
    const why = this.free(date).length
      ? t.nothingNear(guests, formatWallTime(this.preferredOn(date), locale), formatDay(date, locale))
      : full
        ? t.noTimesOn(guests, formatDay(date, locale))
        : m.noSlots;
    return html`<div class="no-times">
      <p>${why}</p>
      ${
        alternatives.length
          ? html`<p id="h-nearest">${t.nearestDays}</p>
              <ul class="nearest" aria-labelledby="h-nearest">
                ${alternatives.map(
                  ({ date: d, slot }) =>
                    html`<li>
                      <button
                        type="button"
                        class="secondary"
                        part="button"
                        data-date=${d}
                        data-starts-at=${slot.startsAt}
                        @click=${() => this.chooseAlternative(d, slot)}
                      >
                        ${formatDay(d, locale)}, ${formatWallTime(slot.time, locale)}
                      </button>
                    </li>`,
                )}
              </ul>`
          : this.picker.loading.size
            ? this.host.loadingNotice()
            : html`<p>${t.noNearDays}</p>`
      }
      ${full ? this.offerNotify(date) : nothing}
    </div>`;
  }

  /** "Notify me" for a full day; drawn again once its code is loaded, the first time. */
  private offerNotify(date: LocalDate): TemplateResult | typeof nothing {
    if (this.notify)
      return this.notify.renderOffer(date, this.picker.listed(date), this.preferredOn(date), this.clockOn(date), this.labelOn(date));
    void this.loadNotify().then((notify) => {
      if (!notify || this.notify) return;
      this.notify = notify;
      this.host.requestUpdate();
    });
    return nothing;
  }
}
