import { html, nothing } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { localTime } from "../../format.ts";
import type { ConsoleLang, ConsoleMessages } from "../../i18n/index.ts";
import type { TimelineData, TimelineStay } from "./tables-data.ts";
import type { TablesTexts } from "./tables.i18n.ts";
import { barPlace, holdsTable, hourMarks, lanesOf, percentAt, tableState, type Span } from "./timeline-layout.ts";

export interface GridOptions {
  t: TablesTexts["timeline"];
  m: ConsoleMessages;
  lang: ConsoleLang;
  zone: string;
  span: Span;
  nowMs: number;
  /** The stay whose panel is open. */
  selected: number | null;
  onSelect: (stay: TimelineStay, bar: HTMLElement) => void;
  onPointerDown: (event: PointerEvent, stay: TimelineStay) => void;
}

/** A padlock on a locked stay's bar (its accessible name says "Table locked"). */
const lockIcon = html`<svg class="lock-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
</svg>`;

/** Who a stay is for, as the grid names it: the guest, else "Walk-in". */
export const stayName = (stay: TimelineStay, t: TablesTexts["timeline"]): string => stay.guestName?.trim() || t.walkIn;

/** The stay's bar's accessible name: when, who, how many, its state and its tables. */
export function barLabel(stay: TimelineStay, tableNames: string, o: Pick<GridOptions, "t" | "m" | "lang" | "zone">): string {
  const time = `${localTime(stay.startsAt, o.zone, o.lang)}–${localTime(stay.endsAt, o.zone, o.lang)}`;
  const label = o.t.bar(time, stayName(stay, o.t), o.t.party(stay.partySize), o.m.statuses[stay.status]);
  return [label, tableNames, stay.locked ? o.t.locked : ""].filter(Boolean).join(", ");
}

/**
 * What a host at the door needs first: each table free, expected or seated now, and who comes next
 * (on a day other than today, `nowMs` is its start or end, so this lists each table's first booking).
 */
export function tableStates(data: TimelineData, o: GridOptions, today: boolean) {
  const { t } = o;
  if (data.tables.length === 0) return nothing;
  const time = (iso: string) => localTime(iso, o.zone, o.lang);
  const who = (stay: TimelineStay) => `${stayName(stay, t)} (${stay.partySize})`;
  return html`<section class="states" aria-labelledby="states-title">
    <h2 id="states-title">${today ? t.nowTitle : t.nextTitle}</h2>
    <ul>
      ${data.tables.map((table) => {
        const state = tableState(table.id, data.stays, o.nowMs);
        const badge = state.kind === "free" ? t.free : state.kind === "seated" ? t.seated : t.due;
        return html`<li class="state-${state.kind}" data-table=${table.id}>
          <strong class="table-name">${table.name}</strong>
          ${today ? html`<span class="badge">${badge}</span>` : nothing}
          ${state.kind === "free" ? nothing : html`<span>${who(state.stay)} ${t.until(time(state.stay.endsAt))}</span>`}
          <span class="hint">${state.next ? t.next(time(state.next.startsAt), who(state.next)) : t.nothingNext}</span>
        </li>`;
      })}
    </ul>
  </section>`;
}

/**
 * The day as a grid of tables × time in its own horizontally scrolling box, table names sticky at
 * the left: each stay a bar (a button) on each of its tables, the stays without a table in a row of
 * their own, and a "now" line when now is on the grid.
 */
export function timelineGrid(data: TimelineData, o: GridOptions) {
  const { t, span } = o;
  const held = data.stays.filter(holdsTable);
  const names = new Map(data.tables.map((table) => [table.id, table.name]));
  const unseated = [...data.unseated.filter(holdsTable), ...held.filter((stay) => !stay.tables.some((id) => names.has(id)))];
  const hours = hourMarks(span);
  const nowShown = o.nowMs > span.startMs && o.nowMs < span.endMs;
  const nowLine = nowShown ? html`<span class="now" .style=${`left:${percentAt(span, o.nowMs)}%`} aria-hidden="true"></span>` : nothing;
  const row = (key: string, label: unknown, stays: readonly TimelineStay[], extraClass = "") => {
    const { lane, lanes } = lanesOf(stays);
    return html`<li class="table-row ${extraClass}" data-table=${key}>
      <span class="name">${label}</span>
      <div class="track" .style=${`--_lanes:${lanes}`}>
        ${nowLine}
        ${repeat(
          stays,
          (stay) => stay.reservationNumber,
          (stay) => {
            const { left, width } = barPlace(span, stay);
            const tableNames = stay.tables.map((id) => names.get(id) ?? id).join("+");
            return html`<button
              type="button"
              class="bar status-${stay.status} ${stay.source === "walk_in" ? "walk-in" : ""}"
              data-number=${stay.reservationNumber}
              .style=${`left:${left}%;width:${width}%;--_lane-index:${lane.get(stay) ?? 0}`}
              aria-label=${barLabel(stay, tableNames, o)}
              aria-pressed=${o.selected === stay.reservationNumber ? "true" : "false"}
              @click=${(e: Event) => o.onSelect(stay, e.currentTarget as HTMLElement)}
              @pointerdown=${(e: PointerEvent) => o.onPointerDown(e, stay)}
            >
              <span class="bar-time">${localTime(stay.startsAt, o.zone, o.lang)}</span>
              <span class="bar-who">${stayName(stay, t)}</span>
              <span class="bar-party">${stay.partySize}</span>${stay.locked ? lockIcon : nothing}
            </button>`;
          },
        )}
      </div>
    </li>`;
  };
  return html`<div class="grid-box" role="region" aria-label=${t.gridLabel} tabindex="0">
    <div class="grid" .style=${`--_hours:${hours.length - 1}`}>
      <div class="hours" aria-hidden="true">
        <span class="name"></span>
        <div class="track">
          ${hours.map(
            (at, i) =>
              html`<span class="hour ${i === hours.length - 1 ? "last" : ""}" .style=${`left:${percentAt(span, at)}%`}
                >${localTime(new Date(at).toISOString(), o.zone, o.lang)}</span
              >`,
          )}
          ${nowShown ? html`<span class="now-label" .style=${`left:${percentAt(span, o.nowMs)}%`}>${t.now}</span>` : nothing}
        </div>
      </div>
      <ol class="rows">
        ${data.tables.map((table) =>
          row(
            table.id,
            html`${table.name}
              <span class="hint">${table.minSeats === table.maxSeats ? table.maxSeats : `${table.minSeats}–${table.maxSeats}`}</span>`,
            held.filter((stay) => stay.tables.includes(table.id)),
          ),
        )}
        ${unseated.length > 0 || data.tables.length === 0 ? row("", t.unassigned, unseated, "unassigned") : nothing}
      </ol>
    </div>
  </div>`;
}
