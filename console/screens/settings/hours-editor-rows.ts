import { html, nothing } from "lit";
import type { ServicePeriod } from "../../../core/hours.ts";
import type { Weekday } from "../../../core/time.ts";
import type { EditedDay, EditedHours } from "../hours-editing.ts";
import type { SettingsMessages } from "../settings-view.i18n.ts";
import type { LastSeatingTexts } from "./last-seating.i18n.ts";
import { describedBy, errorId, fieldError, type FieldErrors } from "./field-errors.ts";

/** Where a period row lives: a weekday, or a special date by its index. */
type DayRef = { scope: "weekly"; day: Weekday } | { scope: "exception"; index: number };

/** The hours editor's listeners, which Lit calls on the editor (the templates' host); each finds its row by the data attributes of the control or of the rows around it. */
export interface HoursRowHandlers {
  handleServiceInput(event: Event): void | Promise<void>;
  handleRemoveService(event: Event): void | Promise<void>;
  handleClosedInput(event: Event): void | Promise<void>;
  handlePeriodInput(event: Event): void | Promise<void>;
  handleAddPeriod(event: Event): void | Promise<void>;
  handleRemovePeriod(event: Event): void | Promise<void>;
  handleExceptionInput(event: Event): void | Promise<void>;
  handleRemoveException(event: Event): void | Promise<void>;
}

/** What the rows show: the hours being edited, their field errors, in the owner's language. */
export interface HoursRowsView {
  t: SettingsMessages;
  seating: LastSeatingTexts;
  hours: EditedHours;
  errors: FieldErrors;
  on: HoursRowHandlers;
  /** The weekday's bookable times in a sentence, as the hours stand; null: none to show. */
  preview: (day: Weekday) => string | null;
}

/* The hours editor's rows (couvert-hours-editor), as templates over the editor's view of the hours. */

export function serviceRow(view: HoursRowsView, definition: EditedHours["definitions"][number], index: number) {
  const t = view.t.hours;
  const path = `services.definitions.${index}`;
  const id = (key: string) => `service-${index}-${key}`;
  return html`<li>
    <fieldset class="service">
      <legend class="visually-hidden">${t.serviceLabel(index + 1)}</legend>
      <div class="service-name">
        <label for=${id("name")}
          ><span aria-hidden="true">${t.name}</span><span class="visually-hidden">${t.nameOf(index + 1)}</span>
          <span class="hint">(${view.t.optional})</span></label
        >
        <input
          id=${id("name")}
          type="text"
          maxlength="40"
          data-service=${index}
          data-key="name"
          .value=${definition.name ?? ""}
          aria-invalid=${view.errors[`${path}.name`] ? "true" : "false"}
          aria-describedby=${describedBy(view.errors, `${path}.name`)}
          @change=${view.on.handleServiceInput}
        />
      </div>
      <div>
        <label for=${id("capacity")}
          ><span aria-hidden="true">${t.capacity}</span><span class="visually-hidden">${t.capacityOf(index + 1)}</span></label
        >
        <input
          id=${id("capacity")}
          type="number"
          min="1"
          data-service=${index}
          data-key="maxCoversPerSlot"
          .value=${definition.maxCoversPerSlot === null ? "" : String(definition.maxCoversPerSlot)}
          aria-invalid=${view.errors[`${path}.maxCoversPerSlot`] ? "true" : "false"}
          aria-describedby=${`${id("capacity")}-hint${view.errors[`${path}.maxCoversPerSlot`] ? ` ${errorId(`${path}.maxCoversPerSlot`)}` : ""}`}
          @change=${view.on.handleServiceInput}
        />
        <p class="hint" id=${`${id("capacity")}-hint`}>${t.capacityHint}</p>
      </div>
      ${
        view.hours.definitions.length > 1
          ? html`<button
              type="button"
              class="danger"
              data-service=${index}
              aria-label=${t.removeServiceLabel(index + 1)}
              @click=${view.on.handleRemoveService}
            >
              ${t.remove}
            </button>`
          : nothing
      }
      <label class="check stays-past"
        ><input
          type="checkbox"
          data-service=${index}
          data-key="staysPastClosing"
          .checked=${definition.staysPastClosing === true}
          @change=${view.on.handleServiceInput}
        /><span aria-hidden="true">${view.seating.staysPastClosing}</span
        ><span class="visually-hidden">${view.seating.staysPastClosingOf(index + 1)}</span></label
      >
      ${fieldError(view.errors, `${path}.name`)} ${fieldError(view.errors, `${path}.maxCoversPerSlot`)}
    </fieldset>
  </li>`;
}

export function dayRow(view: HoursRowsView, day: Weekday, edited: EditedDay) {
  const t = view.t.hours;
  const name = view.t.weekdays[day];
  const path = `services.weekly.${day}`;
  return html`<li class="day">
    <span class="name" aria-hidden="true">${name}</span>
    <label class="check"
      ><input
        type="checkbox"
        id=${`${day}-closed`}
        data-scope="weekly"
        data-day=${day}
        .checked=${edited.closed}
        @change=${view.on.handleClosedInput}
      /><span aria-hidden="true">${t.closed}</span><span class="visually-hidden">${t.closedOn(name)}</span></label
    >
    ${periodRows(view, { scope: "weekly", day }, edited, name, day, path)} ${fieldError(view.errors, path)}
    ${previewLine(view.preview(day), day)}
  </li>`;
}

function previewLine(text: string | null, day: Weekday) {
  return text ? html`<p class="hint preview" data-preview=${day}>${text}</p>` : nothing;
}

/** A day's periods, each with its service (when there are several), opening and closing, and a button to add one. */
function periodRows(view: HoursRowsView, ref: DayRef, edited: EditedDay, dayName: string, idBase: string, path: string) {
  const t = view.t.hours;
  const definitions = view.hours.definitions;
  const data = ref.scope === "weekly" ? { day: ref.day, index: "" } : { day: "", index: String(ref.index) };
  const suffix = (i: number) => (i === 0 ? "" : `-${i}`);
  return html`<div class="periods" data-scope=${ref.scope} data-day=${data.day} data-index=${data.index}>
    ${edited.periods.map(
      (period, i) =>
        html`<div class="period" data-period=${i}>
          ${
            definitions.length > 1
              ? html`<span class="time">
                  <label for=${`${idBase}${suffix(i)}-service`}
                    ><span aria-hidden="true">${t.service}</span><span class="visually-hidden">${t.serviceOn(dayName, i + 1)}</span></label
                  >
                  <select
                    id=${`${idBase}${suffix(i)}-service`}
                    data-key="service"
                    ?disabled=${edited.closed}
                    @change=${view.on.handlePeriodInput}
                  >
                    ${definitions.map(
                      (d, n) =>
                        html`<option value=${d.id} ?selected=${d.id === period.service}>
                          ${d.name?.trim() || t.serviceLabel(n + 1)}
                        </option>`,
                    )}
                  </select>
                </span>`
              : nothing
          }
          ${(["open", "close"] as const).map((key) => timeInput(view, edited.closed, period, i, key, dayName, `${idBase}${suffix(i)}`, path))}
          ${lastSeatingInput(view, edited.closed, period, i, dayName, `${idBase}${suffix(i)}`, path)}
          ${
            edited.periods.length > 1
              ? html`<button
                  type="button"
                  class="link"
                  aria-label=${t.removePeriodOn(dayName, i + 1)}
                  ?disabled=${edited.closed}
                  @click=${view.on.handleRemovePeriod}
                >
                  ${t.remove}
                </button>`
              : nothing
          }
          ${fieldError(view.errors, `${path}.${i}.open`)} ${fieldError(view.errors, `${path}.${i}.close`)}
          ${fieldError(view.errors, `${path}.${i}.lastSeating`)}
        </div>`,
    )}
    <button
      type="button"
      class="link add-period"
      aria-label=${t.addPeriodOn(dayName)}
      ?disabled=${edited.closed}
      @click=${view.on.handleAddPeriod}
    >
      + ${t.addPeriod}
    </button>
  </div>`;
}

function timeInput(
  view: HoursRowsView,
  closed: boolean,
  period: ServicePeriod,
  i: number,
  key: "open" | "close",
  dayName: string,
  id: string,
  path: string,
) {
  const t = view.t.hours;
  const label = i === 0 ? t[key === "open" ? "openOn" : "closeOn"](dayName) : t[key === "open" ? "openOnN" : "closeOnN"](dayName, i + 1);
  const field = `${path}.${i}.${key}`;
  return html`<span class="time">
    <label for=${`${id}-${key}`}><span aria-hidden="true">${t[key]}</span><span class="visually-hidden">${label}</span></label>
    <input
      id=${`${id}-${key}`}
      type="time"
      data-key=${key}
      .value=${period[key]}
      ?disabled=${closed}
      aria-invalid=${view.errors[field] || view.errors[path] ? "true" : "false"}
      aria-describedby=${
        [field, path]
          .filter((f) => view.errors[f])
          .map(errorId)
          .join(" ") || nothing
      }
      @change=${view.on.handlePeriodInput}
    />
  </span>`;
}

/** A period's last seating: empty for none (docs/api.md §5.4). */
function lastSeatingInput(
  view: HoursRowsView,
  closed: boolean,
  period: ServicePeriod,
  i: number,
  dayName: string,
  id: string,
  path: string,
) {
  const field = `${path}.${i}.lastSeating`;
  return html`<span class="time">
    <label for=${`${id}-lastSeating`}
      ><span aria-hidden="true">${view.seating.lastSeating}</span
      ><span class="visually-hidden">${view.seating.lastSeatingOn(dayName, i + 1)}</span></label
    >
    <input
      id=${`${id}-lastSeating`}
      type="time"
      data-key="lastSeating"
      .value=${period.lastSeating ?? ""}
      ?disabled=${closed}
      aria-invalid=${view.errors[field] ? "true" : "false"}
      aria-describedby=${view.errors[field] ? errorId(field) : nothing}
      @change=${view.on.handlePeriodInput}
    />
  </span>`;
}

export function exceptionRow(view: HoursRowsView, exception: EditedHours["exceptions"][number], index: number) {
  const t = view.t.hours;
  const path = `services.exceptions.${index}`;
  const id = (key: string) => `exception-${index}-${key}`;
  return html`<li>
    <fieldset class="exception">
      <legend class="visually-hidden">${t.exceptionLabel(index + 1)}</legend>
      <div>
        <label for=${id("date")}>${t.date}</label>
        <input
          id=${id("date")}
          type="date"
          data-index=${index}
          data-key="date"
          .value=${exception.date}
          aria-invalid=${view.errors[`${path}.date`] ? "true" : "false"}
          aria-describedby=${describedBy(view.errors, `${path}.date`)}
          @change=${view.on.handleExceptionInput}
        />
      </div>
      <label class="check"
        ><input
          type="checkbox"
          data-scope="exception"
          data-index=${index}
          .checked=${exception.closed}
          @change=${view.on.handleClosedInput}
        />${t.closed}</label
      >
      <div class="note">
        <label for=${id("note")}>${t.note} <span class="hint">(${view.t.optional})</span></label>
        <input
          id=${id("note")}
          type="text"
          maxlength="200"
          data-index=${index}
          data-key="note"
          .value=${exception.note ?? ""}
          @change=${view.on.handleExceptionInput}
        />
      </div>
      <button
        type="button"
        class="danger"
        data-index=${index}
        aria-label=${t.removeLabel(index + 1)}
        @click=${view.on.handleRemoveException}
      >
        ${t.remove}
      </button>
      ${periodRows(view, { scope: "exception", index }, exception, t.exceptionDay(index + 1), id("period"), `${path}.periods`)}
      ${fieldError(view.errors, `${path}.date`)} ${fieldError(view.errors, `${path}.periods`)}
    </fieldset>
  </li>`;
}
