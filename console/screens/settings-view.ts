import { OWNER_API } from "../../core/owner/contract/index.ts";
import type * as z from "zod/mini";
import {
  ConsoleSettingsChangesSchema,
  type ConsoleSettings,
  type ConsoleSettingsChanges,
  type SettingsView,
  type StrandedBookingsSchema,
} from "../../core/owner/settings.ts";
import { refusalOf } from "../../core/parse.ts";
import { partySizesInOrder } from "../../core/restaurant-settings.ts";
import { LitElement, css, html, nothing } from "lit";
import type { ServicePeriod } from "../../core/hours.ts";
import { WEEKDAYS, type LocalDate, type Weekday } from "../../core/time.ts";
import { ConsoleApiError } from "../api.ts";
import { localDateTime, todayIn } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad, type RestaurantCalls } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import type { ScreenContext } from "./screen.ts";
import { settingsMessages, type SettingsMessages } from "./settings-view.i18n.ts";
import "./hours-calendar.ts";
import { editedHoursOf, hoursProblems, newServiceId, scheduleOf, summaryOf, type EditedDay, type EditedHours } from "./hours-editing.ts";
import { define } from "../../ui-shared/define.ts";
import { SETTING_BOUNDS } from "../../core/limits.ts";

/** `data.settings` of GET …/settings, and `data` of every settings route (core/owner/settings.ts). */
type Settings = ConsoleSettings;
export type SettingsData = SettingsView;

export type SettingsSection = "details" | "rules" | "notifications" | "hours" | "publishing";
/** `data` of POST …/hours/check (docs/api.md §16.6): the first bookings the hours would strand, and whether there are more. */
type StrandedBookings = z.infer<typeof StrandedBookingsSchema>;

type Section = SettingsSection;

/** The console's own words for a setting the rules refuse (as for the server's refusal); null: the rules' sentence. */
function invalidText(t: SettingsMessages["invalid"], name: string): string | null {
  const number = NUMBERS.find((n) => n.name === name);
  if (number) return t.wholeNumber(number.min, number.max);
  const known = INVALID_TEXT[name as keyof Settings];
  return known ? t[known] : null;
}
/** What a section's polite status line says. */
type Status = { kind: "busy" | "done" | "failed"; text: string };
/** Field errors by field path as the server names them (`bookingLeadTimeHours`, `weeklyHours.monday.open`). */
type FieldErrors = Record<string, string>;

/** The whole numbers of the booking rules, checked here against core's bounds first, so the message is in the owner's language. */
const NUMBERS = [
  { name: "bookingLeadTimeHours", ...SETTING_BOUNDS.bookingLeadTimeHours, label: "lead", hint: "leadHint" },
  { name: "defaultDwellMinutes", ...SETTING_BOUNDS.defaultDwellMinutes, label: "dwell", hint: null },
  { name: "minPartySize", ...SETTING_BOUNDS.minPartySize, label: "minParty", hint: null },
  { name: "maxPartySize", ...SETTING_BOUNDS.maxPartySize, label: "maxParty", hint: null },
  { name: "maxCoversPerSlot", ...SETTING_BOUNDS.maxCoversPerSlot, label: "capacity", hint: "capacityHint", optional: true },
  { name: "slotIntervalMinutes", ...SETTING_BOUNDS.slotIntervalMinutes, label: "interval", hint: null },
  { name: "bookingHorizonDays", ...SETTING_BOUNDS.bookingHorizonDays, label: "horizon", hint: null },
] as const satisfies readonly {
  name: keyof Settings;
  min: number;
  max: number;
  label: keyof SettingsMessages["rules"];
  hint: keyof SettingsMessages["rules"] | null;
  optional?: boolean;
}[];

/** Server fields whose refusal we can say in the owner's language. */
const INVALID_TEXT: Partial<Record<keyof Settings, "name" | "phone" | "url" | "emails">> = {
  name: "name",
  phone: "phone",
  website: "url",
  termsUrl: "url",
  notificationEmails: "emails",
};

/** Where a period row lives: a weekday, or a special date by its index. */
type DayRef = { scope: "weekly"; day: Weekday } | { scope: "exception"; index: number };

/**
 * @summary The restaurant's settings for its owners (docs/api.md §16): details, booking rules,
 * notifications, opening hours and publication, each section a form saved on its own. Saving hours
 * that would strand bookings lists them first and asks. Given `sections`, it shows only those, for
 * the getting-started walkthrough.
 *
 * @fires couvert-settings-saved - a section saved or publication changed; `detail` is the stored settings.
 */
export class CouvertSettingsView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        max-width: 60rem;
      }
      section {
        margin: 0 0 1.25em;
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(15em, 1fr));
        gap: 0 1.25em;
      }
      .grid .wide {
        grid-column: 1 / -1;
      }
      input:not([type="checkbox"], [type="radio"], [type="color"]) {
        width: 100%;
      }
      input[type="number"] {
        max-width: 10em;
      }
      input[type="time"],
      input[type="date"] {
        width: auto;
      }
      input[type="color"] {
        width: 4em;
        padding: 0.2em;
      }
      input:disabled {
        background: #eeeae5;
        border-color: var(--_border);
        color: var(--_muted);
      }
      h3 {
        margin-top: 1.25em;
      }
      .card > h3:first-child {
        margin-top: 0;
      }
      .choice {
        display: flex;
        gap: 0.5em;
        align-items: flex-start;
        margin-bottom: 0.5em;
      }
      .choice input {
        width: 1.25em;
        height: 1.25em;
        min-height: 0;
        margin: 0.15em 0 0;
        flex: none;
      }
      .choice label {
        margin: 0;
      }
      .field-error {
        color: var(--_danger);
        font-weight: 600;
        font-size: 0.9em;
        margin: 0.25em 0 0;
      }
      .hint {
        margin: 0.25em 0 0;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75em;
        align-items: center;
      }
      .actions p {
        margin: 0;
      }
      .days,
      .exceptions {
        list-style: none;
        padding: 0;
        margin: 0 0 1em;
      }
      .services {
        list-style: none;
        padding: 0;
        margin: 0 0 0.5em;
      }
      .service {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em 1em;
        align-items: start;
        margin: 0;
        padding: 0.5em 0;
        border: 0;
        border-bottom: 1px solid var(--_border);
      }
      .service .service-name {
        flex: 1 1 12em;
      }
      .service input[type="number"] {
        width: 8em;
      }
      .service button {
        align-self: center;
      }
      .service .field-error {
        flex-basis: 100%;
      }
      .periods {
        display: flex;
        flex-direction: column;
        gap: 0.35em;
        align-items: start;
      }
      .period {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25em 1em;
        align-items: center;
      }
      .period .field-error {
        flex-basis: 100%;
      }
      .exception .periods {
        flex-basis: 100%;
      }
      .day {
        display: grid;
        grid-template-columns: 8em 9em 1fr;
        gap: 0.25em 1em;
        align-items: center;
        padding: 0.35em 0;
        border-bottom: 1px solid var(--_border);
      }
      .day .name {
        font-weight: 600;
      }
      .period .time {
        display: flex;
        gap: 0.5em;
        align-items: center;
      }
      .period .time label {
        margin: 0;
        font-weight: 400;
      }
      .day .field-error {
        grid-column: 1 / -1;
      }
      .exception {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em 1em;
        align-items: end;
        margin: 0;
        padding: 0.75em 0;
        border-bottom: 1px solid var(--_border);
      }
      .exception > div {
        min-width: 0;
      }
      .exception .note {
        flex: 1 1 8em;
      }
      .exception .field-error {
        flex-basis: 100%;
      }
      .warning ul {
        margin: 0.5em 0;
        padding-left: 1.25em;
      }
      .warning h3:focus {
        outline: none;
      }
      @media (max-width: 36rem) {
        .day {
          grid-template-columns: 1fr 1fr;
        }
        .day .periods {
          grid-column: 1 / -1;
        }
        .period .time {
          flex-direction: column;
          align-items: start;
          gap: 0;
        }
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    sections: { attribute: false },
    hours: { state: true },
    stranded: { state: true },
    statuses: { state: true },
    errors: { state: true },
  };

  declare context: ScreenContext;
  /** The sections to show, in this order; null: all of them, under the screen's title. */
  declare sections: readonly SettingsSection[] | null;
  /** The opening hours as being edited: saved only by the hours section's Save. */
  declare private hours: EditedHours | null;
  /** Bookings the edited hours would strand, while the owner decides; null when not asking. */
  declare private stranded: StrandedBookings | null;
  declare private statuses: Partial<Record<Section, Status>>;
  declare private errors: FieldErrors;
  /** The settings of the restaurant shown; a section's form starts from them and saves to that restaurant only. */
  private readonly data = new ScreenLoad<SettingsData>(this, {
    load: (calls) => calls.call(OWNER_API.settings),
    loaded: (data) => this.freshLoad(data),
  });

  constructor() {
    super();
    this.sections = null;
    this.hours = null;
    this.stranded = null;
    this.statuses = {};
    this.errors = {};
  }

  private get t(): SettingsMessages {
    return settingsMessages(this.context.lang);
  }

  /** A restaurant's settings loaded (or its hours saved): the hours editor starts from them, and nothing said of the last ones holds. */
  private loaded(data: SettingsData): void {
    this.hours = editedHoursOf(data.services, data.hours);
    this.stranded = null;
  }

  /** What was said and marked of another restaurant's forms (or of these before a retry) no longer holds. */
  private freshLoad(data: SettingsData): void {
    this.loaded(data);
    this.statuses = {};
    this.errors = {};
  }

  override render() {
    const { m } = this.context;
    const t = this.t;
    // Embedded as a few sections (the getting-started steps), the host screen has the page's heading.
    const title = this.sections ? nothing : html`<h1>${t.title}</h1>`;
    return this.data.render({
      loading: () =>
        html`${title}
          <p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`${title}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.data.reload}>${m.retry}</button>`,
      ready: ({ settings, published }) => {
        const render: Record<Section, () => unknown> = {
          details: () => this.renderDetails(settings),
          rules: () => this.renderRules(settings),
          notifications: () => this.renderNotifications(settings),
          hours: () => this.renderHours(settings.timezone),
          publishing: () => this.renderPublishing(published),
        };
        if (this.sections) return this.sections.map((section) => render[section]());
        return html`${title}
          <p class="hint">${t.intro}</p>
          ${(Object.keys(render) as Section[]).map((section) => render[section]())}`;
      },
    });
  }

  // ------------------------------------------------------------------ sections

  private renderDetails(s: Settings) {
    const t = this.t.details;
    return this.section(
      "details",
      t.title,
      this.handleSettingsSubmit,
      html`<div class="grid">
        ${this.textField("name", t.name, s.name, { required: true, autocomplete: "organization" })}
        ${this.textField("phone", t.phone, s.phone, { type: "tel", hint: t.phoneHint, autocomplete: "tel" })}
        ${this.textField("address", t.address, s.address, { wide: true, autocomplete: "street-address" })}
        ${this.textField("website", t.website, s.website, { type: "url", wide: true, autocomplete: "url" })}
        <div class="field">
          <label for="accentHex">${t.accent}</label>
          <input id="accentHex" name="accentHex" type="color" .value=${s.accentHex.toLowerCase()} aria-describedby="accentHex-hint" />
          <p class="hint" id="accentHex-hint">${t.accentHint}</p>
        </div>
      </div>`,
    );
  }

  private renderRules(s: Settings) {
    const t = this.t.rules;
    return this.section(
      "rules",
      t.title,
      this.handleSettingsSubmit,
      html`<div class="grid">
          ${NUMBERS.map(({ name, min, max, label, hint, ...rest }) => {
            const value = s[name];
            return html`<div class="field ${hint ? "wide" : ""}">
              <label for=${name}>${t[label]}${"optional" in rest ? html` <span class="hint">(${this.t.optional})</span>` : nothing}</label>
              <input
                id=${name}
                name=${name}
                type="number"
                inputmode="numeric"
                min=${min}
                max=${max}
                step="1"
                .value=${value === null ? "" : String(value)}
                aria-invalid=${this.errors[name] ? "true" : "false"}
                aria-describedby=${this.describedBy(name, hint !== null)}
              />
              ${hint ? html`<p class="hint" id=${`${name}-hint`}>${t[hint]}</p>` : nothing} ${this.fieldError(name)}
            </div>`;
          })}
        </div>
        <fieldset>
          <legend>${t.confirmation}</legend>
          ${(["auto", "manual"] as const).map(
            (mode) =>
              html`<div class="choice">
                <input
                  type="radio"
                  id=${`confirmation-${mode}`}
                  name="confirmationMode"
                  value=${mode}
                  .checked=${s.confirmationMode === mode}
                  aria-describedby=${`confirmation-${mode}-hint`}
                />
                <div>
                  <label for=${`confirmation-${mode}`}>${t[mode]}</label>
                  <p class="hint" id=${`confirmation-${mode}-hint`}>${t[mode === "auto" ? "autoHint" : "manualHint"]}</p>
                </div>
              </div>`,
          )}
        </fieldset>
        ${this.textField("termsUrl", t.terms, s.termsUrl, { type: "url", hint: t.termsHint })}`,
    );
  }

  private renderNotifications(s: Settings) {
    const t = this.t.notifications;
    return this.section(
      "notifications",
      t.title,
      this.handleSettingsSubmit,
      html`${this.textField("notificationEmails", t.emails, s.notificationEmails.join(", "), { hint: t.emailsHint, autocomplete: "off" })}
        <div class="field">
          <label class="check"><input type="checkbox" name="remindersEnabled" .checked=${s.remindersEnabled} />${t.reminders}</label>
        </div>`,
    );
  }

  private renderHours(zone: string) {
    const t = this.t.hours;
    const hours = this.hours!;
    return this.section(
      "hours",
      t.title,
      this.handleHoursSubmit,
      html`<p class="hint">${t.zone(zone)}</p>
        <h3>${t.services}</h3>
        <p class="hint">${t.servicesHint}</p>
        <ul class="services">
          ${hours.definitions.map((definition, index) => this.serviceRow(definition, index))}
        </ul>
        <p><button type="button" id="add-service" @click=${this.handleAddService}>${t.addService}</button></p>
        <h3>${t.weekly}</h3>
        <ul class="days">
          ${WEEKDAYS.map((day) => this.dayRow(day, hours.weekly[day]))}
        </ul>
        <h3>${t.exceptions}</h3>
        <p class="hint">${t.exceptionsHint} ${t.calendar.hint}</p>
        <couvert-hours-calendar
          .hours=${summaryOf(hours)}
          .lang=${this.context.lang}
          .today=${todayIn(zone)}
          @couvert-day-chosen=${this.handleDayChosen}
        ></couvert-hours-calendar>
        ${
          hours.exceptions.length === 0
            ? html`<p>${t.noExceptions}</p>`
            : html`<ul class="exceptions">
                ${hours.exceptions.map((exception, index) => this.exceptionRow(exception, index))}
              </ul>`
        }
        <p><button type="button" id="add-exception" @click=${this.handleAddException}>${t.add}</button></p>
        ${this.stranded ? this.strandedWarning(this.stranded, zone) : nothing}`,
      this.stranded !== null,
    );
  }

  private renderPublishing(published: boolean) {
    const t = this.t.publishing;
    const status = this.statuses.publishing;
    return html`<section class="card" aria-labelledby="publishing-title">
      ${this.heading("publishing", t.title)}
      <p>${published ? t.isPublished : t.isUnpublished}</p>
      <div class="actions">
        <button type="button" class=${published ? "" : "primary"} ?disabled=${status?.kind === "busy"} @click=${this.handlePublish}>
          ${published ? t.unpublish : t.publish}
        </button>
        ${this.statusLine("publishing")}
      </div>
    </section>`;
  }

  /** One section: a card with its own form, Save button and polite status line. */
  private section(id: Section, title: string, onSubmit: (event: SubmitEvent) => Promise<void>, body: unknown, hideSave = false) {
    const busy = this.statuses[id]?.kind === "busy";
    return html`<section class="card" aria-labelledby=${`${id}-title`}>
      ${this.heading(id, title)}
      <form novalidate data-section=${id} @submit=${onSubmit}>
        ${body}
        <div class="actions">
          ${hideSave ? nothing : html`<button type="submit" class="primary" ?disabled=${busy}>${this.t.save}</button>`}
          ${this.statusLine(id)}
        </div>
      </form>
    </section>`;
  }

  /** A section's title: under the screen's own title, or one level deeper inside a walkthrough step's. */
  private heading(id: Section, title: string) {
    const headingId = `${id}-title`;
    return this.sections ? html`<h3 id=${headingId}>${title}</h3>` : html`<h2 id=${headingId}>${title}</h2>`;
  }

  private statusLine(id: Section) {
    const status = this.statuses[id];
    return html`<p role="status" class=${status ? `status-${status.kind}` : ""}>${status?.text ?? nothing}</p>`;
  }

  private textField(
    name: keyof Settings,
    label: string,
    value: string | null,
    options: { type?: string; hint?: string; wide?: boolean; required?: boolean; autocomplete?: string } = {},
  ) {
    return html`<div class="field ${options.wide ? "wide" : ""}">
      <label for=${name}>${label}${options.required ? nothing : html` <span class="hint">(${this.t.optional})</span>`}</label>
      <input
        id=${name}
        name=${name}
        type=${options.type ?? "text"}
        .value=${value ?? ""}
        ?required=${options.required}
        autocomplete=${options.autocomplete ?? nothing}
        aria-invalid=${this.errors[name] ? "true" : "false"}
        aria-describedby=${this.describedBy(name, options.hint !== undefined)}
      />
      ${options.hint ? html`<p class="hint" id=${`${name}-hint`}>${options.hint}</p>` : nothing} ${this.fieldError(name)}
    </div>`;
  }

  private serviceRow(definition: EditedHours["definitions"][number], index: number) {
    const t = this.t.hours;
    const path = `services.definitions.${index}`;
    const id = (key: string) => `service-${index}-${key}`;
    return html`<li>
      <fieldset class="service">
        <legend class="visually-hidden">${t.serviceLabel(index + 1)}</legend>
        <div class="service-name">
          <label for=${id("name")}
            ><span aria-hidden="true">${t.name}</span><span class="visually-hidden">${t.nameOf(index + 1)}</span>
            <span class="hint">(${this.t.optional})</span></label
          >
          <input
            id=${id("name")}
            type="text"
            maxlength="40"
            data-service=${index}
            data-key="name"
            .value=${definition.name ?? ""}
            aria-invalid=${this.errors[`${path}.name`] ? "true" : "false"}
            aria-describedby=${this.describedBy(`${path}.name`, false)}
            @change=${this.handleServiceInput}
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
            aria-invalid=${this.errors[`${path}.maxCoversPerSlot`] ? "true" : "false"}
            aria-describedby=${`${id("capacity")}-hint${this.errors[`${path}.maxCoversPerSlot`] ? ` ${errorId(`${path}.maxCoversPerSlot`)}` : ""}`}
            @change=${this.handleServiceInput}
          />
          <p class="hint" id=${`${id("capacity")}-hint`}>${t.capacityHint}</p>
        </div>
        ${
          this.hours!.definitions.length > 1
            ? html`<button
                type="button"
                class="danger"
                data-service=${index}
                aria-label=${t.removeServiceLabel(index + 1)}
                @click=${this.handleRemoveService}
              >
                ${t.remove}
              </button>`
            : nothing
        }
        ${this.fieldError(`${path}.name`)} ${this.fieldError(`${path}.maxCoversPerSlot`)}
      </fieldset>
    </li>`;
  }

  private dayRow(day: Weekday, edited: EditedDay) {
    const t = this.t.hours;
    const name = this.t.weekdays[day];
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
          @change=${this.handleClosedInput}
        /><span aria-hidden="true">${t.closed}</span><span class="visually-hidden">${t.closedOn(name)}</span></label
      >
      ${this.periodRows({ scope: "weekly", day }, edited, name, day, path)} ${this.fieldError(path)}
    </li>`;
  }

  /** A day's periods, each with its service (when there are several), opening and closing, and a button to add one. */
  private periodRows(ref: DayRef, edited: EditedDay, dayName: string, idBase: string, path: string) {
    const t = this.t.hours;
    const definitions = this.hours!.definitions;
    const data = ref.scope === "weekly" ? { day: ref.day, index: "" } : { day: "", index: String(ref.index) };
    const suffix = (i: number) => (i === 0 ? "" : `-${i}`);
    return html`<div class="periods">
      ${edited.periods.map(
        (period, i) =>
          html`<div class="period">
            ${
              definitions.length > 1
                ? html`<span class="time">
                    <label for=${`${idBase}${suffix(i)}-service`}
                      ><span aria-hidden="true">${t.service}</span
                      ><span class="visually-hidden">${t.serviceOn(dayName, i + 1)}</span></label
                    >
                    <select
                      id=${`${idBase}${suffix(i)}-service`}
                      data-scope=${ref.scope}
                      data-day=${data.day}
                      data-index=${data.index}
                      data-period=${i}
                      data-key="service"
                      ?disabled=${edited.closed}
                      @change=${this.handlePeriodInput}
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
            ${(["open", "close"] as const).map((key) => this.timeInput(ref, data, edited.closed, period, i, key, dayName, `${idBase}${suffix(i)}`, path))}
            ${
              edited.periods.length > 1
                ? html`<button
                    type="button"
                    class="link"
                    data-scope=${ref.scope}
                    data-day=${data.day}
                    data-index=${data.index}
                    data-period=${i}
                    aria-label=${t.removePeriodOn(dayName, i + 1)}
                    ?disabled=${edited.closed}
                    @click=${this.handleRemovePeriod}
                  >
                    ${t.remove}
                  </button>`
                : nothing
            }
            ${this.fieldError(`${path}.${i}.open`)} ${this.fieldError(`${path}.${i}.close`)}
          </div>`,
      )}
      <button
        type="button"
        class="link add-period"
        data-scope=${ref.scope}
        data-day=${data.day}
        data-index=${data.index}
        aria-label=${t.addPeriodOn(dayName)}
        ?disabled=${edited.closed}
        @click=${this.handleAddPeriod}
      >
        + ${t.addPeriod}
      </button>
    </div>`;
  }

  private timeInput(
    ref: DayRef,
    data: { day: string; index: string },
    closed: boolean,
    period: ServicePeriod,
    i: number,
    key: "open" | "close",
    dayName: string,
    id: string,
    path: string,
  ) {
    const t = this.t.hours;
    const label = i === 0 ? t[key === "open" ? "openOn" : "closeOn"](dayName) : t[key === "open" ? "openOnN" : "closeOnN"](dayName, i + 1);
    const field = `${path}.${i}.${key}`;
    return html`<span class="time">
      <label for=${`${id}-${key}`}><span aria-hidden="true">${t[key]}</span><span class="visually-hidden">${label}</span></label>
      <input
        id=${`${id}-${key}`}
        type="time"
        data-scope=${ref.scope}
        data-day=${data.day}
        data-index=${data.index}
        data-period=${i}
        data-key=${key}
        .value=${period[key]}
        ?disabled=${closed}
        aria-invalid=${this.errors[field] || this.errors[path] ? "true" : "false"}
        aria-describedby=${
          [field, path]
            .filter((f) => this.errors[f])
            .map(errorId)
            .join(" ") || nothing
        }
        @change=${this.handlePeriodInput}
      />
    </span>`;
  }

  private exceptionRow(exception: EditedHours["exceptions"][number], index: number) {
    const t = this.t.hours;
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
            aria-invalid=${this.errors[`${path}.date`] ? "true" : "false"}
            aria-describedby=${this.describedBy(`${path}.date`, false)}
            @change=${this.handleExceptionInput}
          />
        </div>
        <label class="check"
          ><input
            type="checkbox"
            data-scope="exception"
            data-index=${index}
            .checked=${exception.closed}
            @change=${this.handleClosedInput}
          />${t.closed}</label
        >
        <div class="note">
          <label for=${id("note")}>${t.note} <span class="hint">(${this.t.optional})</span></label>
          <input
            id=${id("note")}
            type="text"
            maxlength="200"
            data-index=${index}
            data-key="note"
            .value=${exception.note ?? ""}
            @change=${this.handleExceptionInput}
          />
        </div>
        <button
          type="button"
          class="danger"
          data-index=${index}
          aria-label=${t.removeLabel(index + 1)}
          @click=${this.handleRemoveException}
        >
          ${t.remove}
        </button>
        ${this.periodRows({ scope: "exception", index }, exception, t.exceptionDay(index + 1), id("period"), `${path}.periods`)}
        ${this.fieldError(`${path}.date`)} ${this.fieldError(`${path}.periods`)}
      </fieldset>
    </li>`;
  }

  private strandedWarning({ affected, more }: StrandedBookings, zone: string) {
    const t = this.t.hours;
    return html`<div class="warning" role="group" aria-labelledby="stranded-title">
      <h3 id="stranded-title" tabindex="-1">${t.warningTitle}</h3>
      <p>${t.warningText(affected.length, more)}</p>
      <ul>
        ${affected.map(
          (r) =>
            html`<li data-number=${r.reservation_number}>
              ${t.booking(
                localDateTime(r.starts_at, zone, this.context.lang),
                [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" "),
                r.reservation_number,
              )}
            </li>`,
        )}
      </ul>
      <div class="actions">
        <button type="button" class="primary" @click=${this.handleSaveAnyway}>${t.saveAnyway}</button>
        <button type="button" @click=${this.handleKeepEditing}>${t.keepEditing}</button>
      </div>
    </div>`;
  }

  private describedBy(field: string, hasHint: boolean): string | typeof nothing {
    const ids = [hasHint ? `${field}-hint` : null, this.errors[field] ? errorId(field) : null].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : nothing;
  }

  private fieldError(field: string) {
    const text = this.errors[field];
    return text ? html`<p class="field-error" id=${errorId(field)}>${text}</p>` : nothing;
  }

  // ------------------------------------------------------------------ settings

  private async handleSettingsSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const section = form.dataset.section as Section;
    const changes = this.changesOf(form);
    const problems = this.checkSettings(changes);
    if (Object.keys(problems).length > 0) return this.refuse(section, form, problems);
    await this.save(
      section,
      form,
      (calls) => calls.call(OWNER_API.updateSettings, { body: changes as ConsoleSettingsChanges }),
      (data) => this.replaceData(data),
    );
  }

  /** The settings a section's form holds, typed as the API takes them. */
  private changesOf(form: HTMLFormElement): Partial<Record<keyof Settings, unknown>> {
    const changes: Partial<Record<keyof Settings, unknown>> = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      const name = element.name as keyof Settings;
      if (!name || element.type === "submit") continue;
      if (element.type === "radio") {
        if (element.checked) changes[name] = element.value;
      } else if (element.type === "checkbox") changes[name] = element.checked;
      else if (element.type === "number") changes[name] = element.value.trim() === "" ? null : Number(element.value);
      else if (name === "name" || name === "accentHex") changes[name] = element.value.trim();
      else changes[name] = element.value.trim() === "" ? (name === "notificationEmails" ? [] : null) : element.value.trim();
    }
    return changes;
  }

  /** The changes by the server's own rules (core/owner/settings.ts), each field at fault said in the owner's language. */
  private checkSettings(changes: Partial<Record<keyof Settings, unknown>>): FieldErrors {
    const t = this.t.invalid;
    const problems: FieldErrors = {};
    for (const issue of ConsoleSettingsChangesSchema.safeParse(changes).error?.issues ?? []) {
      const name = String(issue.path[0] ?? "");
      if (name && !problems[name]) problems[name] = invalidText(t, name) ?? refusalOf(issue).message;
    }
    const { minPartySize: min, maxPartySize: max } = changes as { minPartySize?: number; maxPartySize?: number };
    if (!problems.minPartySize && !problems.maxPartySize && min !== undefined && max !== undefined)
      if (!partySizesInOrder({ minPartySize: min, maxPartySize: max })) problems.minPartySize = t.partyOrder;
    return problems;
  }

  /** A section's answer: the stored settings, leaving the hours being edited as they are. */
  private replaceData(data: SettingsData): void {
    this.data.show(data);
    this.announceSaved(data);
  }

  private announceSaved(data: SettingsData): void {
    this.dispatchEvent(new CustomEvent("couvert-settings-saved", { detail: data, bubbles: true, composed: true }));
  }

  // ------------------------------------------------------------------ hours

  /** The day a period control belongs to, read from its data attributes. */
  private dayOf(element: HTMLElement): EditedDay {
    const hours = this.hours!;
    return element.dataset.scope === "weekly"
      ? hours.weekly[element.dataset.day as Weekday]
      : hours.exceptions[Number(element.dataset.index)]!;
  }

  /** Replaces the day `element` belongs to with `change(day)`. */
  private changeDay(element: HTMLElement, change: (day: EditedDay) => EditedDay): void {
    const hours = this.hours!;
    if (element.dataset.scope === "weekly") {
      const day = element.dataset.day as Weekday;
      this.hours = { ...hours, weekly: { ...hours.weekly, [day]: change(hours.weekly[day]) } };
    } else {
      const index = Number(element.dataset.index);
      this.hours = { ...hours, exceptions: hours.exceptions.map((e, i) => (i === index ? { ...e, ...change(e) } : e)) };
    }
    this.editedHours();
  }

  private handleClosedInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.changeDay(input, (day) => ({ ...day, closed: input.checked }));
  }

  private handlePeriodInput(event: Event): void {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    const index = Number(input.dataset.period);
    const key = input.dataset.key as keyof ServicePeriod;
    this.changeDay(input, (day) => ({ ...day, periods: day.periods.map((p, i) => (i === index ? { ...p, [key]: input.value } : p)) }));
  }

  private async handleAddPeriod(event: Event): Promise<void> {
    const button = event.currentTarget as HTMLElement;
    const before = this.dayOf(button).periods;
    const last = before.at(-1)!;
    // The next service after the last one's, from its closing time: lunch, then dinner.
    const ids = this.hours!.definitions.map((d) => d.id);
    const service = ids[(ids.indexOf(last.service) + 1) % ids.length]!;
    this.changeDay(button, (day) => ({ ...day, periods: [...day.periods, { service, open: last.close, close: "23:00" }] }));
    await this.updateComplete;
    const inputs = button.parentElement?.querySelectorAll<HTMLInputElement>('input[data-key="open"]');
    inputs?.[inputs.length - 1]?.focus();
  }

  private async handleRemovePeriod(event: Event): Promise<void> {
    const button = event.currentTarget as HTMLElement;
    const index = Number(button.dataset.period);
    const container = button.closest(".periods");
    this.changeDay(button, (day) => ({ ...day, periods: day.periods.filter((_, i) => i !== index) }));
    this.errors = withoutPrefix(this.errors, "services.");
    await this.updateComplete;
    container?.querySelector<HTMLElement>(".add-period")?.focus();
  }

  private handleServiceInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const index = Number(input.dataset.service);
    const key = input.dataset.key as "name" | "maxCoversPerSlot";
    const value = key === "name" ? input.value : input.value.trim() === "" ? null : Number(input.value);
    const definitions = this.hours!.definitions.map((d, i) => (i === index ? { ...d, [key]: value } : d));
    this.hours = { ...this.hours!, definitions };
    this.editedHours();
  }

  private async handleAddService(): Promise<void> {
    const hours = this.hours!;
    const index = hours.definitions.length;
    this.hours = {
      ...hours,
      definitions: [...hours.definitions, { id: newServiceId(hours.definitions), name: "", maxCoversPerSlot: null }],
    };
    this.editedHours();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#service-${index}-name`)?.focus();
  }

  /** Removes a service; its periods go to the first service left, so no day loses its hours unnoticed. */
  private async handleRemoveService(event: Event): Promise<void> {
    const index = Number((event.currentTarget as HTMLElement).dataset.service);
    const hours = this.hours!;
    const removed = hours.definitions[index]!.id;
    const definitions = hours.definitions.filter((_, i) => i !== index);
    const heir = definitions[0]!.id;
    const reassign = <D extends EditedDay>(day: D): D => ({
      ...day,
      periods: day.periods.map((p) => (p.service === removed ? { ...p, service: heir } : p)),
    });
    this.hours = {
      definitions,
      weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, reassign(hours.weekly[day])])) as EditedHours["weekly"],
      exceptions: hours.exceptions.map(reassign),
    };
    this.errors = withoutPrefix(this.errors, "services.");
    this.editedHours();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>("#add-service")?.focus();
  }

  /** What was said of the hours as they were (saved, or a warning) no longer holds once they change. */
  private editedHours(): void {
    this.stranded = null;
    this.statuses = { ...this.statuses, hours: undefined };
  }

  private handleExceptionInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const index = Number(input.dataset.index);
    const key = input.dataset.key as "date" | "note";
    const value = input.value.trim() === "" ? (key === "date" ? "" : null) : input.value;
    const list = this.hours!.exceptions.map((e, i) => (i === index ? { ...e, [key]: value } : e));
    this.hours = { ...this.hours!, exceptions: list };
    this.editedHours();
  }

  /** A new special date: closed, with the first service's usual hours ready for when it opens. */
  private newException(date: LocalDate | "") {
    return { date, closed: true, note: null, periods: [{ service: this.hours!.definitions[0]!.id, open: "12:00", close: "22:00" }] };
  }

  /** A day chosen in the calendar: to its exception if it has one, else a new one closing it, ready to change. */
  private async handleDayChosen(event: CustomEvent<LocalDate>): Promise<void> {
    const date = event.detail;
    let index = this.hours!.exceptions.findIndex((e) => e.date === date);
    if (index < 0) {
      index = this.hours!.exceptions.length;
      this.hours = { ...this.hours!, exceptions: [...this.hours!.exceptions, this.newException(date)] };
      this.editedHours();
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#exception-${index}-date`)?.focus();
  }

  private async handleAddException(): Promise<void> {
    const index = this.hours!.exceptions.length;
    this.hours = { ...this.hours!, exceptions: [...this.hours!.exceptions, this.newException("")] };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#exception-${index}-date`)?.focus();
  }

  private async handleRemoveException(event: Event): Promise<void> {
    const index = Number((event.currentTarget as HTMLElement).dataset.index);
    const list = this.hours!.exceptions.filter((_, i) => i !== index);
    this.hours = { ...this.hours!, exceptions: list };
    this.errors = withoutPrefix(this.errors, "services.exceptions.");
    await this.updateComplete;
    const next = this.renderRoot.querySelector<HTMLElement>(`[data-index="${Math.min(index, list.length - 1)}"][data-key="date"]`);
    (next ?? this.renderRoot.querySelector<HTMLElement>("#add-exception"))?.focus();
  }

  private async handleHoursSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problems = this.checkHours(this.hours!);
    if (Object.keys(problems).length > 0) return this.refuse("hours", form, problems);
    const hours = { services: scheduleOf(this.hours!) };
    await this.save(
      "hours",
      form,
      (calls) => calls.call(OWNER_API.checkHours, { body: hours }),
      async (stranded) => {
        if (stranded.affected.length === 0) return this.saveHours(form);
        this.stranded = stranded;
        this.statuses = { ...this.statuses, hours: undefined };
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLElement>("#stranded-title")?.focus();
      },
    );
  }

  private async saveHours(form: HTMLFormElement): Promise<void> {
    this.stranded = null;
    await this.save(
      "hours",
      form,
      (calls) => calls.call(OWNER_API.setHours, { body: { services: scheduleOf(this.hours!) } }),
      (data) => {
        this.data.show(data);
        this.loaded(data);
        this.announceSaved(data);
      },
      this.t.saved,
    );
  }

  private handleSaveAnyway(event: Event): Promise<void> {
    return this.saveHours((event.currentTarget as HTMLElement).closest("form")!);
  }

  private async handleKeepEditing(): Promise<void> {
    this.stranded = null;
    this.statuses = { ...this.statuses, hours: { kind: "failed", text: this.t.hours.notSaved } };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${WEEKDAYS[0]}-closed`)?.focus();
  }

  private checkHours(hours: EditedHours): FieldErrors {
    const t = this.t.invalid;
    return hoursProblems(hours, { ...t, capacity: t.wholeNumber });
  }

  // ------------------------------------------------------------------ publishing

  private async handlePublish(): Promise<void> {
    const shown = this.data.value;
    if (!shown) return;
    const published = !shown.published;
    const t = this.t.publishing;
    try {
      const answer = await this.data.write((calls) => {
        this.statuses = { ...this.statuses, publishing: { kind: "busy", text: this.t.saving } };
        return calls.call(OWNER_API.publish, { body: { published } });
      });
      if (!answer) return;
      this.replaceData(answer.value);
      this.statuses = { ...this.statuses, publishing: { kind: "done", text: published ? t.published : t.unpublished } };
    } catch (error) {
      const needsCapacity = error instanceof ConsoleApiError && error.field === "maxCoversPerSlot";
      const text = needsCapacity ? t.needsCapacity : errorText(this.context.m, error);
      this.statuses = { ...this.statuses, publishing: { kind: "failed", text } };
      if (needsCapacity) {
        this.errors = { ...this.errors, maxCoversPerSlot: t.needsCapacity };
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLInputElement>("#maxCoversPerSlot")?.focus();
      }
    }
  }

  // ------------------------------------------------------------------ shared

  /**
   * Runs a section's call, to the restaurant whose settings are shown (nothing when they are still
   * loading; nothing more when another restaurant is shown by the answer's time): busy, then saved
   * (clearing its field errors) or the server's refusal beside its field.
   */
  private async save<T>(
    section: Section,
    form: HTMLFormElement,
    call: (calls: RestaurantCalls) => Promise<T>,
    done: (data: T) => void | Promise<void>,
    savedText: string | null = section === "hours" ? null : this.t.saved,
  ): Promise<void> {
    try {
      const answer = await this.data.write((calls) => {
        this.statuses = { ...this.statuses, [section]: { kind: "busy", text: this.t.saving } };
        return call(calls);
      });
      if (!answer) return;
      const data = answer.value;
      this.errors = withoutFields(this.errors, form, section);
      this.statuses = { ...this.statuses, [section]: savedText ? { kind: "done", text: savedText } : undefined };
      await done(data);
    } catch (error) {
      const field = error instanceof ConsoleApiError ? error.field : undefined;
      if (field && fieldIn(form, field, section)) {
        const known = INVALID_TEXT[field as keyof Settings];
        return this.refuse(section, form, { [field]: known ? this.t.invalid[known] : errorText(this.context.m, error) });
      }
      this.statuses = { ...this.statuses, [section]: { kind: "failed", text: errorText(this.context.m, error) } };
    }
  }

  /** Marks the fields at fault, says so in the section's status and moves focus to the first. */
  private async refuse(section: Section, form: HTMLFormElement, problems: FieldErrors): Promise<void> {
    this.errors = { ...withoutFields(this.errors, form, section), ...problems };
    this.statuses = { ...this.statuses, [section]: { kind: "failed", text: this.t.fixFields } };
    await this.updateComplete;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
}

const errorId = (field: string) => `${field.replace(/\./g, "-")}-error`;

/** Whether the server's `field` is one of this form's: a named input, or anywhere in the hours. */
function fieldIn(form: HTMLFormElement, field: string, section: Section): boolean {
  if (section === "hours") return /^(weeklyHours|dateExceptions|services)\./.test(field);
  return Array.from(form.elements).some((e) => (e as HTMLInputElement).name === field);
}

/** `errors` without those of `form`'s fields (its section saved or is checked again). */
function withoutFields(errors: FieldErrors, form: HTMLFormElement, section: Section): FieldErrors {
  if (section === "hours") return withoutPrefix(errors, "services.");
  const names = new Set(Array.from(form.elements).map((e) => (e as HTMLInputElement).name));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !names.has(field)));
}

function withoutPrefix(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith(prefix)));
}

define("couvert-settings-view", CouvertSettingsView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-settings-view": CouvertSettingsView;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-settings-saved": CustomEvent<SettingsData>;
  }
}
