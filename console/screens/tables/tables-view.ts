import { LitElement, html, nothing } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { define } from "../../../ui-shared/define.ts";
import { ConsoleApiError } from "../../api.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import { describedBy, errorId, fieldError, type FieldErrors } from "../settings/field-errors.ts";
import { settingsFormStyles } from "../settings/settings-form.styles.ts";
import type { Status } from "../settings/settings-data.ts";
import {
  draftOf,
  draftPath,
  roomOf,
  withAdded,
  withField,
  withMoved,
  withRemoved,
  withRetired,
  type DraftList,
  type RoomDraft,
} from "./room-draft.ts";
import type { RoomData, TimelineStay } from "./tables-data.ts";
import { localDateTime } from "../../format.ts";
import { localDateOf } from "../../../core/time.ts";
import { tablesViewStyles } from "./tables-view.styles.ts";
import { tablesTexts, type TablesTexts } from "./tables.i18n.ts";

/** The id of a draft field's input: its path with dashes (`tables-3-name`). */
const idOf = (field: string) => field.replace(/\./g, "-");

/**
 * @summary The restaurant's room for its owners (issue 27): how bookings fill it (covers or
 * tables, stays by party size, pacing), its areas, tables and combinations; add, edit, reorder
 * with buttons, retire a table. The whole room is saved as one PUT, checked first by core's rules;
 * a refusal is shown at its field, a table the server will not retire (future bookings) at that table.
 */
export class CouvertTablesView extends LitElement {
  static override styles = [consoleStyles, settingsFormStyles, tablesViewStyles];

  static override properties = {
    context: { attribute: false },
    draft: { state: true },
    errors: { state: true },
    status: { state: true },
    unseated: { state: true },
  };

  declare context: ScreenContext;
  /** The form as edited; null until the room of the restaurant shown is loaded. */
  declare private draft: RoomDraft | null;
  declare private errors: FieldErrors;
  declare private status: Status | undefined;
  /** After a save that switched to tables: the bookings still to come that no table seats. */
  declare private unseated: readonly TimelineStay[];

  private readonly data = new ScreenLoad<RoomData>(this, {
    load: (calls) => calls.call(OWNER_API.room),
    loaded: (data, fresh) => {
      if (!fresh && this.draft) return;
      this.draft = draftOf(data);
      this.errors = {};
      this.status = undefined;
      this.unseated = [];
    },
    restaurantShown: () => (this.draft = null),
  });

  constructor() {
    super();
    this.draft = null;
    this.errors = {};
    this.status = undefined;
    this.unseated = [];
  }

  private get t(): TablesTexts["room"] {
    return tablesTexts(this.context.lang).room;
  }

  override render() {
    const { m } = this.context;
    const title = html`<h1 tabindex="-1">${this.t.title}</h1>`;
    return this.data.render({
      loading: () =>
        html`${title}
          <p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`${title}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.data.reload}>${m.retry}</button>`,
      ready: () =>
        this.draft
          ? html`${title}
              <p class="hint">${this.t.intro}</p>
              ${this.form(this.draft)}`
          : nothing,
    });
  }

  private form(draft: RoomDraft) {
    const t = this.t;
    const busy = this.status?.kind === "busy";
    return html`<form novalidate @submit=${this.handleSubmit} @input=${this.handleInput} @change=${this.handleInput}>
      ${this.modeSection(draft)} ${this.areasSection(draft)} ${this.tablesSection(draft)} ${this.combinationsSection(draft)}
      <div class="actions">
        <button type="submit" class="primary" ?disabled=${busy}>${t.save}</button>
        <p role="status" class=${this.status ? `status-${this.status.kind}` : ""}>${this.status?.text ?? nothing}</p>
      </div>
      ${this.unseatedList()}
    </form>`;
  }

  /** The bookings no table seats after the switch to tables, each linked to its day's timeline to move it. */
  private unseatedList() {
    if (this.unseated.length === 0) return nothing;
    const { lang, restaurant } = this.context;
    const slug = encodeURIComponent(restaurant.slug);
    return html`<div class="warning unseated">
      <p>${this.t.unseated(this.unseated.length)}</p>
      <ul>
        ${this.unseated.map(
          (stay) =>
            html`<li>
              <a href=${`#/${slug}/timeline/${localDateOf(new Date(stay.startsAt), restaurant.timezone)}`}
                >${this.t.unseatedStay(stay.reservationNumber, stay.guestName, stay.partySize, localDateTime(stay.startsAt, restaurant.timezone, lang))}</a
              >
            </li>`,
        )}
      </ul>
    </div>`;
  }

  private modeSection(draft: RoomDraft) {
    const t = this.t;
    return html`<section class="card" aria-labelledby="mode-title">
      <h2 id="mode-title">${t.mode}</h2>
      <fieldset>
        <legend class="visually-hidden">${t.mode}</legend>
        ${(["covers", "tables"] as const).map(
          (mode) =>
            html`<div class="choice">
              <input
                type="radio"
                id=${`mode-${mode}`}
                name="capacityMode"
                value=${mode}
                data-setting="capacityMode"
                .checked=${draft.capacityMode === mode}
                aria-describedby=${`mode-${mode}-hint`}
              />
              <div>
                <label for=${`mode-${mode}`}>${t[mode]}</label>
                <p class="hint" id=${`mode-${mode}-hint`}>${t[mode === "covers" ? "coversHint" : "tablesHint"]}</p>
              </div>
            </div>`,
        )}
      </fieldset>
      <div class="grid">
        ${this.input("dwell", t.dwell, draft.dwell, { setting: true, hint: t.dwellHint, wide: true, optional: true, inputmode: "text" })}
        ${this.input("pacing", t.pacing, draft.pacing, { setting: true, hint: t.pacingHint, optional: true, inputmode: "numeric" })}
      </div>
    </section>`;
  }

  private areasSection(draft: RoomDraft) {
    const t = this.t;
    return this.listSection(
      "areas",
      t.areas,
      t.areasHint,
      draft.areas.length === 0 ? t.noAreas : null,
      t.addArea,
      draft.areas,
      (area, i) => {
        const name = area.name || t.area(i + 1);
        return html`<fieldset class="entry-fields">
            <legend class="visually-hidden">${t.area(i + 1)}</legend>
            ${this.input(`areas.${i}.name`, t.areaName, area.name)}
            ${this.checkbox(`areas.${i}.bookableOnline`, t.online, area.bookableOnline)}
          </fieldset>
          ${this.orderButtons("areas", i, name)}
          <button
            type="button"
            class="danger"
            data-action="remove"
            aria-label=${t.removeArea(name)}
            @click=${() => this.removeEntry("areas", i)}
          >
            ×
          </button>`;
      },
    );
  }

  private tablesSection(draft: RoomDraft) {
    const t = this.t;
    return this.listSection(
      "tables",
      t.tablesTitle,
      t.tablesListHint,
      draft.tables.length === 0 ? t.noTables : null,
      t.addTable,
      draft.tables,
      (table, i) => {
        const name = table.name || t.table(i + 1);
        if (table.retired)
          return html`<p class="retired"><s>${name}</s> ${t.retired(name)}</p>
            ${fieldError(this.errors, `tables.${i}.retire`)}
            <button type="button" data-action="keep" @click=${() => this.retire(i, false)}>${t.keep(name)}</button>`;
        return html`<fieldset class="entry-fields">
            <legend class="visually-hidden">${t.table(i + 1)}</legend>
            ${this.input(`tables.${i}.name`, t.tableName, table.name)}
            ${draft.areas.length > 0 ? this.areaSelect(draft, i, table.area) : nothing}
            ${this.input(`tables.${i}.minSeats`, t.minSeats, table.minSeats, { inputmode: "numeric", narrow: true })}
            ${this.input(`tables.${i}.maxSeats`, t.maxSeats, table.maxSeats, { inputmode: "numeric", narrow: true })}
            ${this.checkbox(`tables.${i}.bookableOnline`, t.online, table.bookableOnline)}
          </fieldset>
          ${this.orderButtons("tables", i, name)}
          <button type="button" class="danger" data-action="retire" @click=${() => this.retire(i, true)}>${t.retire(name)}</button>`;
      },
    );
  }

  private combinationsSection(draft: RoomDraft) {
    const t = this.t;
    return this.listSection(
      "combinations",
      t.combinations,
      t.combinationsHint,
      draft.combinations.length === 0 ? t.noCombinations : null,
      t.addCombination,
      draft.combinations,
      (combination, i) => {
        const name = combination.tables || t.combination(i + 1);
        return html`<fieldset class="entry-fields">
            <legend class="visually-hidden">${t.combination(i + 1)}</legend>
            ${this.input(`combinations.${i}.tables`, t.combinationTables, combination.tables)}
            ${this.input(`combinations.${i}.minSeats`, t.minSeats, combination.minSeats, { inputmode: "numeric", narrow: true })}
            ${this.input(`combinations.${i}.maxSeats`, t.maxSeats, combination.maxSeats, { inputmode: "numeric", narrow: true })}
          </fieldset>
          ${this.orderButtons("combinations", i, name)}
          <button
            type="button"
            class="danger"
            data-action="remove"
            aria-label=${t.removeCombination(name)}
            @click=${() => this.removeEntry("combinations", i)}
          >
            ×
          </button>`;
      },
    );
  }

  /** One list of the room: a card with its heading, its entries in order and an Add button. */
  private listSection<T extends { id: string }>(
    list: DraftList,
    title: string,
    hint: string,
    empty: string | null,
    add: string,
    items: readonly T[],
    entry: (item: T, index: number) => unknown,
  ) {
    return html`<section class="card" aria-labelledby=${`${list}-title`}>
      <h2 id=${`${list}-title`}>${title}</h2>
      <p class="hint">${hint}</p>
      ${empty ? html`<p>${empty}</p>` : nothing}
      <ol class="entries">
        ${repeat(
          items,
          (item) => item.id,
          (item, i) => html`<li class="entry" data-id=${item.id}>${entry(item, i)}</li>`,
        )}
      </ol>
      ${fieldError(this.errors, `${list}.add`)}
      <button type="button" id=${`${list}-add`} @click=${() => this.add(list)}>${add}</button>
    </section>`;
  }

  private input(
    field: string,
    label: string,
    value: string,
    options: { setting?: boolean; hint?: string; wide?: boolean; narrow?: boolean; optional?: boolean; inputmode?: string } = {},
  ) {
    const id = idOf(field);
    const describedIds = [options.hint ? `${id}-hint` : null, this.errors[field] ? errorId(field) : null].filter(Boolean);
    return html`<div class="field ${options.wide ? "wide" : ""} ${options.narrow ? "narrow" : ""}">
      <label for=${id}>${label}${options.optional ? html` <span class="hint">(${this.t.optional})</span>` : nothing}</label>
      <input
        id=${id}
        data-field=${field}
        .value=${value}
        inputmode=${options.inputmode ?? nothing}
        autocomplete="off"
        aria-invalid=${this.errors[field] ? "true" : "false"}
        aria-describedby=${describedIds.length > 0 ? describedIds.join(" ") : nothing}
      />
      ${options.hint ? html`<p class="hint" id=${`${id}-hint`}>${options.hint}</p>` : nothing} ${fieldError(this.errors, field)}
    </div>`;
  }

  private checkbox(field: string, label: string, checked: boolean) {
    const id = idOf(field);
    return html`<div class="field">
      <label class="check" for=${id}><input type="checkbox" id=${id} data-field=${field} .checked=${checked} />${label}</label>
    </div>`;
  }

  private areaSelect(draft: RoomDraft, index: number, area: string | null) {
    const field = `tables.${index}.area`;
    return html`<div class="field">
      <label for=${idOf(field)}>${this.t.tableArea}</label>
      <select
        id=${idOf(field)}
        data-field=${field}
        aria-invalid=${this.errors[field] ? "true" : "false"}
        aria-describedby=${describedBy(this.errors, field)}
      >
        <option value="" ?selected=${area === null}>${this.t.noArea}</option>
        ${draft.areas.map((a, i) => html`<option value=${a.id} ?selected=${a.id === area}>${a.name || this.t.area(i + 1)}</option>`)}
      </select>
      ${fieldError(this.errors, field)}
    </div>`;
  }

  /** Up and down: reordering by keyboard or tap, the focus staying on the button pressed. */
  private orderButtons(list: DraftList, index: number, name: string) {
    return html`<span class="order">
      <button type="button" data-action="up" aria-label=${this.t.up(name)} @click=${() => this.move(list, index, -1)}>↑</button>
      <button type="button" data-action="down" aria-label=${this.t.down(name)} @click=${() => this.move(list, index, 1)}>↓</button>
    </span>`;
  }

  private readonly handleInput = (event: Event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!this.draft) return;
    if (target.dataset.setting === "capacityMode") {
      if ((target as HTMLInputElement).checked) this.draft = { ...this.draft, capacityMode: target.value as RoomDraft["capacityMode"] };
      return;
    }
    const path = target.dataset.field;
    if (!path) return;
    if (path === "dwell" || path === "pacing") {
      this.draft = { ...this.draft, [path]: target.value };
      return;
    }
    const [list, index, field] = path.split(".") as [DraftList, string, string];
    const value =
      target instanceof HTMLInputElement && target.type === "checkbox"
        ? target.checked
        : field === "area"
          ? target.value || null
          : target.value;
    this.draft = withField(this.draft, list, Number(index), field as never, value);
  };

  private async add(list: DraftList): Promise<void> {
    if (!this.draft) return;
    this.draft = withAdded(this.draft, list, this.t);
    await this.updateComplete;
    const entries = this.renderRoot.querySelectorAll<HTMLElement>(`#${list}-title ~ ol > li`);
    entries[entries.length - 1]?.querySelector<HTMLElement>("input")?.focus();
  }

  private async move(list: DraftList, index: number, delta: -1 | 1): Promise<void> {
    if (!this.draft) return;
    const id = this.draft[list][index]!.id;
    this.draft = withMoved(this.draft, list, index, delta);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`li[data-id="${id}"] [data-action="${delta < 0 ? "up" : "down"}"]`)?.focus();
  }

  private async removeEntry(list: "areas" | "combinations", index: number): Promise<void> {
    if (!this.draft) return;
    this.draft = withRemoved(this.draft, list, index);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${list}-add`)?.focus();
  }

  private async retire(index: number, retired: boolean): Promise<void> {
    if (!this.draft) return;
    const id = this.draft.tables[index]!.id;
    this.draft = withRetired(this.draft, index, retired);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`li[data-id="${id}"] [data-action="${retired ? "keep" : "retire"}"]`)?.focus();
  }

  private readonly handleSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (!this.draft) return;
    const draft = this.draft;
    const checked = roomOf(draft, this.t);
    if (checked.errors) return this.refuse(checked.errors);
    try {
      const answer = await this.data.write((calls) => {
        this.status = { kind: "busy", text: this.t.saving };
        return calls.call(OWNER_API.replaceRoom, { body: checked.body });
      });
      if (!answer) return;
      this.data.show(answer.value);
      this.draft = draftOf(answer.value);
      this.errors = {};
      this.unseated = answer.value.unseated;
      this.status = { kind: "done", text: this.t.saved };
    } catch (error) {
      const field = this.refusedField(error, draft);
      if (field) return this.refuse({ [field]: errorText(this.context.m, error) });
      this.status = { kind: "failed", text: errorText(this.context.m, error) };
    }
  };

  /** Where the server's refusal belongs: the field its path names, or the retired table it will not retire. */
  private refusedField(error: unknown, draft: RoomDraft): string | undefined {
    if (!(error instanceof ConsoleApiError)) return undefined;
    const kept = draft.tables.map((table, index) => ({ table, index })).filter(({ table }) => !table.retired);
    const named = error.field ? draftPath(error.field.split("."), kept) : undefined;
    if (named && this.renderRoot.querySelector(`#${idOf(named)}`)) return named;
    const retired = draft.tables.findIndex(
      (table) => table.retired && (error.field?.includes(table.id) || error.message.includes(table.name)),
    );
    return retired >= 0 ? `tables.${retired}.retire` : undefined;
  }

  private async refuse(errors: FieldErrors): Promise<void> {
    this.errors = errors;
    this.status = { kind: "failed", text: this.t.fixFields };
    await this.updateComplete;
    const first = this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) return first.focus();
    // A retired table's refusal has no input: its Keep button is where the owner acts.
    this.renderRoot.querySelector<HTMLElement>(".field-error")?.closest("li")?.querySelector<HTMLElement>("button")?.focus();
  }
}

define("couvert-tables-view", CouvertTablesView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-tables-view": CouvertTablesView;
  }
}
