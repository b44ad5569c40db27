import { html, nothing } from "lit";
import { combinationName } from "../../../core/tables/room.ts";
import { localTime } from "../../format.ts";
import type { ConsoleLang, ConsoleMessages } from "../../i18n/index.ts";
import type { TimelineData, TimelineStay } from "./tables-data.ts";
import type { TablesTexts } from "./tables.i18n.ts";
import { stayName } from "./timeline-grid.ts";
import { freeOver, type Span } from "./timeline-layout.ts";

/** A place a party may sit: one table or a combination, by the ids it holds (the value a select sends, joined by commas). */
export interface Place {
  ids: string[];
  name: string;
  minSeats: number;
  maxSeats: number;
}

/** Every table, then every combination, in the room's order. */
export function placesOf(room: Pick<TimelineData, "tables" | "combinations">): Place[] {
  return [
    ...room.tables.map((table) => ({ ids: [table.id], name: table.name, minSeats: table.minSeats, maxSeats: table.maxSeats })),
    ...room.combinations.map((c) => ({
      ids: [...c.tables],
      name: combinationName(c, room.tables),
      minSeats: c.minSeats,
      maxSeats: c.maxSeats,
    })),
  ];
}

/** The places that seat `party` and are free of every held stay over `[startMs, endMs)`. */
export function freePlaces(data: TimelineData, party: number, startMs: number, endMs: number): Place[] {
  return placesOf(data).filter(
    (place) => place.minSeats <= party && party <= place.maxSeats && freeOver(place.ids, data.stays, startMs, endMs),
  );
}

const STEP_MS = 15 * 60_000;

export interface PanelOptions {
  t: TablesTexts["timeline"];
  m: ConsoleMessages;
  lang: ConsoleLang;
  zone: string;
  span: Span;
  busy: boolean;
  /** The server's refusal of the last move or lock, said in the panel. */
  refusal: string | null;
  onMove: (event: SubmitEvent) => void;
  onLock: () => void;
  onClose: () => void | Promise<void>;
}

/** The selected stay: who, when, where; "Move" to another table or time, and lock or unlock its table. */
export function timelinePanel(stay: TimelineStay, data: TimelineData, o: PanelOptions) {
  const { t, m } = o;
  const time = (iso: string) => localTime(iso, o.zone, o.lang);
  const places = placesOf(data);
  const current = stay.tables.join(",");
  const starts: number[] = [];
  for (let at = o.span.startMs; at < o.span.endMs; at += STEP_MS) starts.push(at);
  const startMs = Date.parse(stay.startsAt);
  if (!starts.includes(startMs)) starts.push(startMs);
  starts.sort((a, b) => a - b);
  const where = places.find((p) => p.ids.join(",") === current)?.name ?? t.unassigned;
  return html`<section class="panel card" aria-labelledby="panel-title" data-number=${stay.reservationNumber}>
    <h2 id="panel-title" tabindex="-1">${t.panelTitle(stay.reservationNumber)}</h2>
    <p>
      <strong>${stayName(stay, t)}</strong>, ${t.party(stay.partySize)}, ${time(stay.startsAt)}–${time(stay.endsAt)}
      <span class="badge status-${stay.status}">${m.statuses[stay.status]}</span>
    </p>
    <p>${t.moveTable}: <strong>${where}</strong>${stay.locked ? html` · ${t.locked}` : nothing}</p>
    <form class="move" @submit=${o.onMove}>
      <h3>${t.moveTitle}</h3>
      <div class="field">
        <label for="move-table">${t.moveTable}</label>
        <select id="move-table" name="tables">
          ${places.map(
            (p) =>
              html`<option value=${p.ids.join(",")} ?selected=${p.ids.join(",") === current}>
                ${p.name} · ${t.seats(p.minSeats, p.maxSeats)}
              </option>`,
          )}
        </select>
      </div>
      <div class="field">
        <label for="move-time">${t.moveTime}</label>
        <select id="move-time" name="startsAt">
          ${starts.map((at) => {
            const iso = new Date(at).toISOString();
            return html`<option value=${iso} ?selected=${at === startMs}>${time(iso)}</option>`;
          })}
        </select>
      </div>
      <button type="submit" class="primary" ?disabled=${o.busy || places.length === 0}>${t.move}</button>
    </form>
    <div class="row lock">
      <button type="button" ?disabled=${o.busy || stay.tables.length === 0} aria-describedby="lock-hint" @click=${o.onLock}>
        ${stay.locked ? t.unlock : t.lock}
      </button>
      <p class="hint" id="lock-hint">${t.lockHint}</p>
    </div>
    ${o.refusal ? html`<p class="error" role="alert">${o.refusal}</p>` : nothing}
    <button type="button" class="close" @click=${o.onClose}>${t.close}</button>
  </section>`;
}

export interface WalkInOptions {
  t: TablesTexts["timeline"];
  party: number;
  free: readonly Place[];
  busy: boolean;
  refusal: string | null;
  onParty: (event: Event) => void;
  onSubmit: (event: SubmitEvent) => void | Promise<void>;
  onCancel: () => void | Promise<void>;
}

/** Seat a walk-in: the party, a free table that seats it (or the best one), and a name if they give one. */
export function walkInForm(o: WalkInOptions) {
  const { t } = o;
  return html`<section class="walk-in card" aria-labelledby="walk-in-title">
    <h2 id="walk-in-title" tabindex="-1">${t.walkInTitle}</h2>
    <form @submit=${o.onSubmit}>
      <div class="row">
        <div class="field">
          <label for="walk-in-party">${t.walkInParty}</label>
          <input
            id="walk-in-party"
            name="partySize"
            type="number"
            inputmode="numeric"
            min="1"
            max="100"
            required
            .value=${String(o.party)}
            @input=${o.onParty}
          />
        </div>
        <div class="field">
          <label for="walk-in-table">${t.walkInTable}</label>
          <select id="walk-in-table" name="tables" aria-describedby=${o.free.length === 0 && !o.refusal ? "walk-in-none" : nothing}>
            <option value="">${t.bestTable}</option>
            ${o.free.map((p) => html`<option value=${p.ids.join(",")}>${p.name} · ${t.seats(p.minSeats, p.maxSeats)}</option>`)}
          </select>
        </div>
        <div class="field">
          <label for="walk-in-name">${t.walkInName} <span class="hint">(${t.optional})</span></label>
          <input id="walk-in-name" name="guestName" autocomplete="off" maxlength="100" />
        </div>
      </div>
      ${o.free.length === 0 && !o.refusal ? html`<p class="warning" id="walk-in-none">${t.noFreeTable}</p>` : nothing}
      ${o.refusal ? html`<p class="error" role="alert">${o.refusal}</p>` : nothing}
      <div class="row">
        <button type="submit" class="primary" ?disabled=${o.busy}>${t.walkInSubmit}</button>
        <button type="button" @click=${o.onCancel}>${t.cancel}</button>
      </div>
    </form>
  </section>`;
}
