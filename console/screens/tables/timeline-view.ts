import { LitElement, html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { stayMinutesFor } from "../../../core/tables/dwell.ts";
import { addDays, localToInstant, type LocalDate } from "../../../core/time.ts";
import { define } from "../../../ui-shared/define.ts";
import { localTime, longDate, dateQuery, dateShown, routeDate, todayIn } from "../../format.ts";
import { ConsoleApiError } from "../../api.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles, statusStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import type { RoomData, TimelineData, TimelineStay } from "./tables-data.ts";
import { tablesTexts, type TablesTexts } from "./tables.i18n.ts";
import { tableStates, timelineGrid, type GridOptions } from "./timeline-grid.ts";
import { inArea, spanOf, type Span } from "./timeline-layout.ts";
import { freePlaces, placesOf, timelinePanel, walkInForm } from "./timeline-panel.ts";
import { timelineStyles } from "./timeline-view.styles.ts";
import { TimelineDrag } from "./timeline-drag.ts";

/** Renders its host again each minute while it is on the page: the "now" line and the tables' states move on. */
class MinuteTick implements ReactiveController {
  private timer: ReturnType<typeof setInterval> | undefined;

  private readonly host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.host = host;

    host.addController(this);
  }

  hostConnected(): void {
    this.timer = setInterval(() => this.host.requestUpdate(), 60_000);
  }

  hostDisconnected(): void {
    clearInterval(this.timer);
  }
}

type Message = { text: string; error: boolean };

/**
 * @summary The day as a grid of tables × time (issue 27), for owners and staff: each stay a bar on
 * its tables, the stays without a table in their own row, a "now" line, and first, what a host at
 * the door needs: each table free, expected or seated, and who comes next. A bar opens a panel to
 * move the booking to another table or time, or lock its table; on a pointer device a bar may be
 * dragged there too. "Seat a walk-in" seats a party at a free table now. Live, as the Day view is.
 */
export class CouvertTimelineView extends LitElement {
  static override styles = [consoleStyles, statusStyles, timelineStyles];

  static override properties = {
    context: { attribute: false },
    selected: { state: true },
    walkIn: { state: true },
    message: { state: true },
    refusal: { state: true },
    busy: { state: true },
    area: { state: true },
  };

  declare context: ScreenContext;
  /** The reservation whose panel is open. */
  declare private selected: number | null;
  /** The walk-in form's party size while it is open; null: closed. */
  declare private walkIn: number | null;
  /** The outcome of the last move, walk-in or lock, read out politely. */
  declare private message: Message | null;
  /** The server's refusal, said where it was asked (the panel or the walk-in form). */
  declare private refusal: string | null;
  declare private busy: boolean;
  /** The area filter: null shows every table, "" those without an area, else one area's (kept from day to day). */
  declare private area: string | null;

  private readonly timeline = new ScreenLoad<TimelineData, [LocalDate | ""]>(this, {
    args: () => [routeDate(this.context.params[0])],
    live: true,
    load: (calls, date) => calls.call(OWNER_API.timeline, { query: dateQuery(date) }),
    loaded: (_data, fresh) => {
      if (!fresh) return;
      this.scrollPending = true;
      this.selected = null;
      this.walkIn = null;
      this.message = null;
      this.refusal = null;
    },
    restaurantShown: () => {
      this.selected = null;
      this.walkIn = null;
    },
  });
  /** The room's stays by party size, asked for once the walk-in form opens: a walk-in needs a table free for its whole stay. */
  private readonly stays = new ScreenLoad<RoomData | null, [boolean]>(this, {
    args: () => [this.walkIn !== null],
    load: (calls, open) => (open ? calls.call(OWNER_API.room) : Promise.resolve(null)),
  });
  /** A new day is shown: its grid scrolls to now, or to the first stay, once drawn. */
  private scrollPending = false;
  private readonly drag = new TimelineDrag(this, (stay, tableIds, startsAt) => void this.seat(stay, { tables: tableIds, startsAt }));

  constructor() {
    super();
    new MinuteTick(this);
    this.selected = null;
    this.walkIn = null;
    this.message = null;
    this.refusal = null;
    this.busy = false;
    this.area = null;
  }

  protected override updated(): void {
    if (!this.scrollPending) return;
    const box = this.renderRoot.querySelector<HTMLElement>(".grid-box");
    if (!box) return;
    this.scrollPending = false;
    // Positioned inside its row's track: its offset is its distance from the span's start.
    const mark = this.renderRoot.querySelector<HTMLElement>(".now") ?? this.renderRoot.querySelector<HTMLElement>(".bar");
    if (mark) box.scrollLeft = Math.max(0, mark.offsetLeft - box.clientWidth / 4);
  }

  private get t(): TablesTexts["timeline"] {
    return tablesTexts(this.context.lang).timeline;
  }

  private get date(): string {
    return dateShown(this.context.params[0], this.context.restaurant.timezone, this.timeline.value?.date);
  }

  /** Whether `data`'s date is the one whose list runs now: today, or after midnight the evening whose night still runs. */
  private listedNow(data: TimelineData): boolean {
    const today = todayIn(data.timezone);
    return data.date === today || (data.date === addDays(today, -1) && data.services.some((s) => Date.parse(s.endsAt) > Date.now()));
  }

  override render() {
    const { m, lang } = this.context;
    return html`
      <h1 tabindex="-1">${this.t.title}: ${longDate(this.date, lang)}</h1>
      ${this.toolbar()}
      <p role="status" aria-live="polite" class=${this.message?.error ? "error" : this.message ? "notice" : "visually-hidden"}>
        ${this.message?.text ?? ""}
      </p>
      ${this.timeline.render({
        loading: () => html`<p role="status">${m.loading}</p>`,
        failed: (message) =>
          html`<p class="error" role="alert">${message}</p>
            <button type="button" @click=${this.timeline.reload}>${m.retry}</button>`,
        ready: (data) => this.day(data),
      })}
    `;
  }

  private toolbar() {
    const { m, navigate } = this.context;
    const go = (date: string) => navigate("timeline", date);
    return html`<div class="toolbar row">
      <button type="button" @click=${() => go(addDays(this.date, -1))} aria-label=${m.day.previous}>‹</button>
      <label class="visually-hidden" for="date">${m.day.date}</label>
      <input id="date" type="date" .value=${this.date} @change=${this.handleDate} />
      <button type="button" @click=${() => go(addDays(this.date, 1))} aria-label=${m.day.next}>›</button>
      <button type="button" @click=${() => navigate("timeline")}>${m.day.today}</button>
    </div>`;
  }

  private day(all: TimelineData) {
    const t = this.t;
    const data = inArea(all, all.areas.some((a) => a.id === this.area) || this.area === "" ? this.area : null);
    const options = this.gridOptions(all);
    const today = this.listedNow(all);
    const stay = all.stays.find((s) => s.reservationNumber === this.selected);
    const hint = data.capacityMode === "covers" ? t.coversMode : data.tables.length === 0 ? t.noTables : null;
    return html`
      ${hint ? html`<p class="warning">${hint}</p>` : nothing}
      ${
        today && data.tables.length > 0 && this.walkIn === null
          ? html`<button type="button" class="primary walk-in-open" @click=${this.handleWalkInOpen}>${t.seatWalkIn}</button>`
          : nothing
      }
      ${this.walkIn !== null ? this.walkInSection(all) : nothing} ${this.areaFilter(all)} ${tableStates(data, options, today)}
      ${data.stays.length === 0 ? html`<p class="hint">${t.empty}</p>` : nothing} ${timelineGrid(data, options)}
      ${
        stay
          ? timelinePanel(stay, all, {
              t,
              m: this.context.m,
              lang: this.context.lang,
              zone: data.timezone,
              span: options.span,
              busy: this.busy,
              refusal: this.refusal,
              onMove: this.handleMove,
              onLock: () => void this.seat(stay, { tables: stay.tables, locked: !stay.locked }),
              onClose: this.handleClose,
            })
          : nothing
      }
    `;
  }

  /** Which area's tables the grid shows, when the room has areas: a host may look at the terrace alone. */
  private areaFilter(data: TimelineData) {
    const t = this.t;
    if (data.areas.length === 0) return nothing;
    const withoutArea = data.tables.some((table) => table.area === null);
    const value = this.area ?? "*";
    return html`<div class="area-filter row">
      <label for="area">${t.area}</label>
      <select id="area" @change=${this.handleArea}>
        <option value="*" ?selected=${value === "*"}>${t.allAreas}</option>
        ${data.areas.map((area) => html`<option value=${area.id} ?selected=${value === area.id}>${area.name}</option>`)}
        ${withoutArea ? html`<option value="" ?selected=${value === ""}>${t.noArea}</option>` : nothing}
      </select>
    </div>`;
  }

  private readonly handleArea = (event: Event) => {
    const value = (event.target as HTMLSelectElement).value;
    this.area = value === "*" ? null : value;
  };

  private gridOptions(data: TimelineData): GridOptions {
    const { m, lang } = this.context;
    const span = this.span(data);
    const nowMs = this.listedNow(data) ? Date.now() : this.date < todayIn(data.timezone) ? span.endMs : span.startMs;
    return {
      t: this.t,
      m,
      lang,
      zone: data.timezone,
      span,
      nowMs,
      selected: this.selected,
      onSelect: (stay, bar) => void this.select(stay, bar),
      onPointerDown: (event, stay) => this.drag.start(event, stay, span),
    };
  }

  private span(data: TimelineData): Span {
    const at = (time: string) => localToInstant(data.date, time, data.timezone)?.toMillis() ?? Date.parse(`${data.date}T12:00:00Z`);
    const windows = data.services.map((s) => ({ startMs: Date.parse(s.startsAt), endMs: Date.parse(s.endsAt) }));
    return spanOf(windows, data.stays, { startMs: at("17:00"), endMs: at("23:00") });
  }

  private walkInSection(data: TimelineData) {
    const party = this.walkIn ?? 2;
    const now = Date.now();
    const room = this.stays.value;
    // Until the room's stays are in, a table free for the default two hours is offered; the server has the last word.
    const minutes = room
      ? stayMinutesFor(party, {
          defaultDwellMinutes: room.defaultDwellMinutes,
          dwellMinutesByPartySize: room.dwellMinutesByPartySize.steps,
        })
      : 120;
    return walkInForm({
      t: this.t,
      party,
      free: freePlaces(data, party, now, now + minutes * 60_000),
      busy: this.busy,
      refusal: this.refusal,
      onParty: this.handleWalkInParty,
      onSubmit: this.handleWalkIn,
      onCancel: this.handleWalkInCancel,
    });
  }

  private async select(stay: TimelineStay, _bar: HTMLElement): Promise<void> {
    if (this.drag.justDropped()) return;
    this.selected = stay.reservationNumber;
    this.refusal = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>("#panel-title")?.focus();
  }

  private readonly handleClose = async () => {
    const number = this.selected;
    this.selected = null;
    this.refusal = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`.bar[data-number="${number}"]`)?.focus();
  };

  private readonly handleDate = (event: Event) => {
    const value = (event.target as HTMLInputElement).value;
    if (value) this.context.navigate("timeline", value);
  };

  private readonly handleMove = (event: SubmitEvent) => {
    event.preventDefault();
    const stay = this.timeline.value?.stays.find((s) => s.reservationNumber === this.selected);
    if (!stay) return;
    const form = new FormData(event.target as HTMLFormElement);
    const tables = String(form.get("tables") ?? "")
      .split(",")
      .filter(Boolean);
    void this.seat(stay, { tables, startsAt: String(form.get("startsAt") ?? stay.startsAt) });
  };

  /** Moves a stay, or locks or unlocks its table; a refusal is said in the panel (or the status line, after a drag). */
  private async seat(stay: TimelineStay, body: { tables: readonly string[]; startsAt?: string; locked?: boolean }): Promise<void> {
    const t = this.t;
    this.busy = true;
    try {
      const answer = await this.timeline.write((calls) =>
        calls.call(OWNER_API.seat, { params: { number: stay.reservationNumber }, body: { ...body, tables: [...body.tables] } }),
      );
      if (!answer) return;
      const data = this.timeline.value;
      const where = data ? (placesOf(data).find((p) => p.ids.join(",") === body.tables.join(","))?.name ?? "") : "";
      const time = localTime(body.startsAt ?? stay.startsAt, this.context.restaurant.timezone, this.context.lang);
      const text =
        body.locked === undefined
          ? t.moved(stay.reservationNumber, where, time)
          : body.locked
            ? t.lockedNow(stay.reservationNumber)
            : t.unlockedNow(stay.reservationNumber);
      this.refusal = null;
      this.message = { text, error: false };
      await this.timeline.reload();
    } catch (error) {
      const text = this.refusalText(error, body.tables, stay.partySize);
      if (this.selected === stay.reservationNumber) this.refusal = text;
      else this.message = { text, error: true };
    } finally {
      this.busy = false;
    }
  }

  /** The server's refusal to seat `party` at `tables` in the console's words, naming the table; else its own text. */
  private refusalText(error: unknown, tables: readonly string[], party: number): string {
    const t = this.t;
    const code = error instanceof ConsoleApiError ? error.code : null;
    const place = this.timeline.value && placesOf(this.timeline.value).find((p) => p.ids.join(",") === tables.join(","));
    if (code === "slot_full") return t.noFreeTable;
    if (place && code === "table_taken") return t.tableTaken(place.name);
    if (place && code === "table_does_not_fit") return t.tableDoesNotFit(place.name, t.seats(place.minSeats, place.maxSeats), party);
    return errorText(this.context.m, error);
  }

  private readonly handleWalkInOpen = async () => {
    this.walkIn = 2;
    this.refusal = null;
    this.selected = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>("#walk-in-party")?.focus();
  };

  private readonly handleWalkInParty = (event: Event) => {
    const party = Number((event.target as HTMLInputElement).value);
    if (Number.isInteger(party) && party >= 1) this.walkIn = party;
  };

  private readonly handleWalkInCancel = async () => {
    this.walkIn = null;
    this.refusal = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(".walk-in-open")?.focus();
  };

  private readonly handleWalkIn = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const partySize = Number(form.get("partySize"));
    const tables = String(form.get("tables") ?? "")
      .split(",")
      .filter(Boolean);
    const guestName = String(form.get("guestName") ?? "").trim();
    this.busy = true;
    try {
      const answer = await this.timeline.write((calls) =>
        calls.call(OWNER_API.walkIn, {
          body: { partySize, ...(tables.length > 0 ? { tables } : {}), ...(guestName ? { guestName } : {}) },
        }),
      );
      if (!answer) return;
      this.walkIn = null;
      this.refusal = null;
      this.message = { text: this.t.walkInSeated(answer.value.reservation.tables.map((table) => table.name).join("+")), error: false };
      await this.timeline.reload();
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(".walk-in-open")?.focus();
    } catch (error) {
      this.refusal = this.refusalText(error, tables, partySize);
    } finally {
      this.busy = false;
    }
  };
}

define("couvert-timeline-view", CouvertTimelineView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-timeline-view": CouvertTimelineView;
  }
}
