import { html, nothing, type TemplateResult } from "lit";
import type { BookingRules } from "../../core/bookability/rules.ts";
import type { Slot } from "../../core/bookability/slots.ts";
import { LOCAL_DATE_PATTERN, weekdayOf, type LocalDate } from "../../core/time.ts";
import { toApiError, wasAborted, type ApiClient, type ApiError } from "../api/client.ts";
import { AvailabilityCache, toSlot, type AvailableSlot, type MonthAvailability } from "./availability.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { browserToday, monthOf, monthsOf, pickableDates, type DayOption } from "../../ui-shared/date-list.ts";
import { todayOf } from "./browser-offsets.ts";
import { formatDay, formatWallTime, isBrowserZone, zoneName } from "./format.ts";
import { onSlotGridKey } from "./grid-keys.ts";
import { renderCalendar, type CalendarView } from "./month-calendar.ts";

interface Settling {
  start: string | null;
  month: string;
  /** The guest moved the grid meanwhile: it stays where they put it. */
  movedByGuest: boolean;
}

/**
 * The date and time picker of `<couvert-manage>`'s change form: a month grid over the booking
 * horizon (closed days and days without slots disabled, exception notes shown; one tab stop, arrow
 * keys, Home/End and PageUp/PageDown move between days) and the chosen date's slots, as a radio
 * group (one tab stop, arrow keys choose). The slots are the server's (`GET
 * /reservation/availability`, docs/api.md §13.2a), asked for per shown month, for the party being
 * changed: a full one only when `alsoOpen` takes it (the change form: over the stay being changed). Also where
 * `<couvert-booking>`'s time choice keeps the chosen slot. Rendered into the host's shadow root, so
 * labels and ARIA references work.
 */
export class SlotPicker {
  rules: BookingRules | null = null;
  /** Today through the horizon. */
  dates: LocalDate[] = [];
  months: string[] = [];
  month = "";
  date: LocalDate | null = null;
  /** The day that holds the grid's single tab stop. */
  focusDate: LocalDate | null = null;
  slots: Slot[] = [];
  slot: Slot | null = null;
  /** Start instants the server answered `slot_full` for: shown as fully booked, not choosable. */
  readonly full = new Set<string>();
  /**
   * The party size availability is asked for. Null (more than the form books): every listed slot
   * choosable.
   */
  party: number | null = null;
  /** Which listed slot a change may take besides those free for its party (manage: those over its own stay). */
  alsoOpen: ((slot: AvailableSlot, party: number) => boolean) | null = null;
  /** Months being asked for; and the last failure, if the shown month could not be loaded. */
  readonly loading = new Set<string>();
  error: ApiError | null = null;
  private readonly cache = new AvailabilityCache();
  private readonly loaded = new Map<string, MonthAvailability>();
  /**
   * Until the first month is in: the slot to keep chosen, the month that settles it (other months
   * may arrive first: the nearest days looked for meanwhile), and whether the guest has moved the
   * grid since; false once settled.
   */
  private settling: Settling | false = false;
  /**
   * Aborted by each `setRules`: the months still being asked for under older rules (another key's,
   * say) are not asked any longer, and whatever they answer is dropped.
   */
  private generationRequests = new AbortController();
  /** The today `prefetch` guessed, until `setRules` knows whether it was right. */
  private guessedToday: LocalDate | null = null;

  private readonly host: CouvertElement;
  /** Called when the guest picks a date (`false`) or a slot (`true`: the time was touched). */
  private readonly onChange: (slotPicked: boolean) => void;

  constructor(host: CouvertElement, onChange: (slotPicked: boolean) => void) {
    this.host = host;
    this.onChange = onChange;
  }

  /**
   * Loads the rules and shows `preferred` (else the first day with free times, once known), with
   * the slot starting at `preferredStart` chosen when that day still offers it. Settles when the
   * first month is in (or failed).
   */
  setRules(rules: BookingRules, now: Date, preferred?: string | null, preferredStart?: string | null): Promise<void> {
    this.rules = rules;
    this.generationRequests.abort();
    this.generationRequests = new AbortController();
    this.dates = pickableDates(todayOf(rules.timezone, now), rules.bookingHorizonDays);
    this.months = monthsOf(this.dates);
    // What was asked for early is kept when its today was the restaurant's: asked for again, it is the same request.
    if (this.guessedToday !== this.dates[0]) this.cache.forget();
    this.guessedToday = null;
    this.loaded.clear();
    this.loading.clear();
    this.date = preferred && this.dates.includes(preferred) ? preferred : null;
    this.focusDate = this.date ?? this.dates[0]!;
    this.month = monthOf(this.focusDate);
    this.slot = null;
    this.slots = [];
    this.settling = { start: preferredStart ?? null, month: this.month, movedByGuest: false };
    return this.load(this.month);
  }

  /**
   * Asks for the availability `setRules` will ask for first, before the rules are known, so that
   * it travels beside the configuration instead of after it: `party`'s for the month of `date`,
   * else of today, guessed as the browser's (the restaurant's zone comes with the rules; when its
   * today is another day, `setRules` asks again). Settles with whether the answer's zone keeps the
   * browser's offsets (false when it failed).
   */
  prefetch(api: ApiClient, party: number, date: LocalDate | null, now = new Date()): Promise<boolean> {
    const today = (this.guessedToday = browserToday(now));
    this.cache.forget();
    const start = date && LOCAL_DATE_PATTERN.test(date) && date > today ? date : today;
    // A failure is asked again, and shown, by `load`.
    return this.cache.month(api, party, monthOf(start), today).then(
      () => this.cache.keepsBrowserOffsets,
      () => false,
    );
  }

  /** Asks for a month's availability (once per party size; kept), then redraws. */
  async load(month: string): Promise<void> {
    if (!this.months.includes(month) || this.loaded.has(month)) return;
    const party = this.party;
    // The host's client: aborted with the host's reads (another key or address, off the page).
    const { api, signal } = this.host;
    const { signal: generationSignal } = this.generationRequests;
    this.loading.add(month);
    this.error = null;
    this.host.requestUpdate();
    try {
      const days = await this.cache.month(api, party ?? this.rules!.minPartySize, month, this.dates[0]!, generationSignal);
      if (party !== this.party || generationSignal.aborted) return;
      this.loaded.set(month, days);
      if (this.settling && this.settling.month === month) this.settle(month);
    } catch (error) {
      // Aborted: nothing failed; the month is asked again when shown (`resume` after a removal).
      if (wasAborted(error, signal) || wasAborted(error, generationSignal)) return;
      if (!generationSignal.aborted) this.error = toApiError(error);
    } finally {
      if (!generationSignal.aborted) this.loading.delete(month);
      this.host.requestUpdate();
    }
  }

  /** Asks again for the shown month when a removal from the page aborted it. */
  resume(): void {
    if (this.rules) void this.load(this.month);
  }

  /**
   * The first month is in: the preferred day as it is, free times or not (a day the page or the
   * booking asked for is not swapped for another behind the guest's back: the booking's time choice
   * says it is full and offers the nearest days, manage's change form shows the day as it is);
   * without one, the first day with free times, looking on a month at a time.
   */
  private settle(month: string): void {
    const settling = this.settling as Settling;
    const start = this.date ?? this.dates.find((d) => monthOf(d) === month && this.day(d).bookable);
    const next = this.months[this.months.indexOf(month) + 1];
    if (!start && next) {
      settling.month = next;
      return this.loaded.has(next) ? this.settle(next) : void this.load(next);
    }
    const { start: preferredStart, movedByGuest } = settling;
    this.settling = false;
    const { month: showing, focusDate } = this;
    this.choose(start ?? this.date);
    if (movedByGuest) [this.month, this.focusDate] = [showing, focusDate];
    else this.month = monthOf(this.focusDate!);
    this.slot = this.slots.find((s) => s.startsAt === preferredStart && !this.full.has(s.startsAt)) ?? null;
  }

  /** A day's listed slots, [] while its month is unknown. */
  listed(date: LocalDate | null): AvailableSlot[] {
    return (date && this.loaded.get(monthOf(date))?.get(date)) || [];
  }

  /** Whether the day's month is known. */
  known(date: LocalDate): boolean {
    return this.loaded.has(monthOf(date));
  }

  /** A day's state from its month's slots (not bookable while unknown). */
  day(date: LocalDate): DayOption {
    const hours = this.hoursOn(date);
    return {
      date,
      bookable: this.listed(date).some((s) => this.open(s)),
      // Closed by its hours; a known day without times (today after its last time) is open, with no free times.
      closed: hours.closed,
      note: "note" in hours ? hours.note : null,
    };
  }

  /**
   * When `date` first opens: a time it lists before that is after midnight, in its last period
   * (only a day's last period may run past midnight, docs/api.md §4).
   */
  opensAt(date: LocalDate): string {
    return this.hoursOn(date).open ?? "00:00";
  }

  /** Whether a listed slot may be chosen: free for the party, any without one, or one `alsoOpen` takes. */
  private open(s: AvailableSlot): boolean {
    const { party } = this;
    return s.available || party === null || !!this.alsoOpen?.(s, party);
  }

  /** A slot `date` lists as the form keeps it (`toSlot`): the party's stay, and its own date past midnight. */
  slotOf(slot: AvailableSlot, date: LocalDate): Slot {
    return toSlot(slot, date, this.opensAt(date), { rules: this.rules!, party: this.party });
  }

  /** `date`'s exception, else its weekday's hours (the summary of its periods, docs/api.md §4). */
  private hoursOn(date: LocalDate) {
    const rules = this.rules!;
    return rules.dateExceptions.find((e) => e.date === date) ?? rules.weeklyHours[weekdayOf(date)];
  }

  /** Asks again, keeping the date and slot (after a slot_full or lead-time answer). */
  refresh(now = new Date()): void {
    if (this.rules) void this.setRules(this.rules, now, this.date, this.slot?.startsAt);
  }

  /** The times of another party size, the date kept: whether the slot chosen, if any, is still offered. */
  async forParty(party: number | null): Promise<boolean> {
    const chosen = this.slot?.startsAt;
    this.party = party;
    this.full.clear();
    await this.setRules(this.rules!, new Date(), this.date, chosen);
    return !chosen || !!this.slot;
  }

  /** Shows a date's slots; by the guest, it also counts as an edit and says how many are free. */
  choose(date: LocalDate | null, byGuest = false): void {
    this.date = date;
    this.focusDate = date ?? this.dates[0] ?? null;
    const listed = this.listed(date);
    this.slots = listed.map((s) => this.slotOf(s, date!));
    for (const s of listed) if (!this.open(s)) this.full.add(s.startsAt);
    if (this.slot && !this.slots.some((s) => s.startsAt === this.slot!.startsAt && !this.full.has(s.startsAt))) this.slot = null;
    if (byGuest) {
      this.onChange(false);
      const free = this.slots.filter((s) => !this.full.has(s.startsAt)).length;
      this.host.announce(free ? this.host.m.timesFound(free) : this.host.m.noSlots);
    }
    this.host.requestUpdate();
  }

  /** Chooses a slot (also for the booking's own time choice), as a click on it does. */
  pickSlot(slot: Slot): void {
    if (this.full.has(slot.startsAt)) return;
    this.slot = slot;
    this.onChange(true);
    this.host.requestUpdate();
  }

  private showMonth(step: number): void {
    const month = this.months[this.months.indexOf(this.month) + step];
    if (!month) return;
    if (this.settling) this.settling.movedByGuest = true;
    this.month = month;
    void this.load(month);
    const inMonth = this.dates.filter((d) => monthOf(d) === month);
    this.focusDate = inMonth.find((d) => this.day(d).bookable) ?? inMonth[0] ?? null;
    this.host.requestUpdate();
  }

  private focusDay(date: LocalDate): void {
    if (this.focusDate === date) return;
    if (this.settling) this.settling.movedByGuest = true;
    this.focusDate = date;
    this.month = monthOf(date);
    void this.load(this.month);
    this.host.requestUpdate();
  }

  /** The month grid's view of this picker; `pick` says what a click on a day does. */
  calendar(pick: (date: LocalDate) => void): CalendarView {
    return {
      month: this.month,
      months: this.months,
      first: this.dates[0] ?? "",
      last: this.dates.at(-1) ?? "",
      focusDate: this.focusDate,
      selected: this.date,
      day: (date) => {
        const day = this.day(date);
        const full = !day.bookable && this.listed(date).length > 0;
        // Full, or open with no time listed (today after its last): known, and nothing to book.
        const noTimes = this.known(date) && !day.bookable;
        return { choosable: day.bookable || full, state: day.closed ? "closed" : noTimes ? "full" : null, note: day.note };
      },
      pick,
      showMonth: (step) => this.showMonth(step),
      focus: (date) => this.focusDay(date),
      status: this.loading.has(this.month) ? this.host.loadingNotice() : nothing,
    };
  }

  /**
   * The date grid and the slot list. `error` (its text's id is `e-time`) goes below the slots;
   * `currentTime` names the stored time when editing a reservation.
   */
  render(error: TemplateResult | typeof nothing, currentTime?: string): TemplateResult {
    const { m, locale } = this.host;
    const zone = this.rules?.timezone ?? "UTC";
    const otherZone = !isBrowserZone(zone);
    const selected = this.date ? this.day(this.date) : undefined;
    const tabStop = (this.slot && !this.full.has(this.slot.startsAt) ? this.slot : this.slots.find((s) => !this.full.has(s.startsAt)))
      ?.startsAt;
    return html`
      ${renderCalendar(
        this.host,
        this.calendar((date) => this.choose(date, true)),
      )}
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
            ? html`<p>${this.loading.size ? m.loading : m.chooseDate}</p>`
            : this.slots.length
              ? html`<div
                  class="slot-list"
                  @keydown=${(e: KeyboardEvent) =>
                    onSlotGridKey(e, this.host, (startsAt) => this.pickSlot(this.slots.find((s) => s.startsAt === startsAt)!))}
                >
                  ${this.slots.map((slot) =>
                    renderSlotButton(this.host, slot, {
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
  { startsAt, time: wallTime }: { startsAt: string; time: string },
  state: { tabStop: boolean; checked: boolean; full: boolean; nextDay: boolean; choose: () => void },
): TemplateResult {
  const { m } = host;
  // The slot's own wall time in the restaurant's zone: no Intl call for each of a day's times.
  const time = formatWallTime(wallTime, host.locale);
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
