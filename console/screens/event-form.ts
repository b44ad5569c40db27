import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { EVENT_CONTENT_FIELDS, EventContentSchema, type EventContent, type EventContentField } from "../../core/events/content.ts";
import type { RestaurantEvent } from "../../core/events/schemas.ts";
import { EVENT_TEXT_MAX_LENGTH } from "../../core/limits.ts";
import type { OwnerEventsView } from "../../core/owner/views.ts";
import { HttpUrlSchema } from "../../core/primitives.ts";
import { instantToLocalDateTime, localDateTimeToInstant } from "../../core/time.ts";
import type { CardEvent } from "../../ui-shared/event-card/event-card.ts";
import { define } from "../../ui-shared/define.ts";
import { ConsoleApiError } from "../api.ts";
import { errorText } from "../i18n/index.ts";
import type { ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import "./event-preview.ts";
import { eventsTexts, type EventsTexts } from "./events-view.i18n.ts";
import type { ScreenContext } from "./screen.ts";

/** What the restaurant's events look like to guests: the zone the form's times are in, the accent and layout of the preview. */
export type EventDisplay = Omit<OwnerEventsView, "events">;

/** The form as typed: every field as text, the times as the restaurant's wall times (`YYYY-MM-DDTHH:MM`). */
type Values = Record<EventContentField, string>;
/** An error beside each field, as the server names them. */
type FieldErrors = Partial<Record<EventContentField, string>>;

/** `detail` of `couvert-event-saved`. */
export interface EventSavedDetail {
  event: RestaurantEvent;
  created: boolean;
}

/** How to tell the owner that the server refused a field. */
const REFUSAL: Record<EventContentField, (t: EventsTexts["invalid"]) => string> = {
  title: (t) => t.title,
  description: (t) => t.tooLong,
  startAt: (t) => t.start,
  endAt: (t) => t.end,
  location: (t) => t.tooLong,
  ticketUrl: (t) => t.url,
  coverUrl: (t) => t.url,
};

const isHttpUrl = (text: string): boolean => HttpUrlSchema.safeParse(text).success;

/**
 * @summary The form that writes a new event (a draft) or edits the content of one of the
 * restaurant's own, with a live preview as the events widget shows it (docs/api.md §16.7). Times
 * are typed as the restaurant's wall times and sent as instants (core's one rule for both).
 * @fires couvert-event-saved - Saved; `detail` holds the event as stored and whether it is new.
 * @fires couvert-edit-cancelled - The owner closed the form without saving (Cancel, or Escape).
 */
export class CouvertEventForm extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      .layout {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
        gap: 1em 2em;
        align-items: start;
      }
      input,
      textarea {
        width: 100%;
      }
      textarea {
        resize: vertical;
      }
      .pair {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(14.5rem, 1fr));
        gap: 0 1em;
      }
      .field-error {
        color: var(--_danger);
        font-weight: 600;
        font-size: 0.9em;
        margin: 0.25em 0 0;
      }
      .field > .hint {
        margin: 0.25em 0 0;
      }
      .preview {
        position: sticky;
        top: 1em;
      }
      .preview h3 {
        margin-bottom: 0.25em;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    event: { attribute: false },
    display: { attribute: false },
    write: { attribute: false },
    values: { state: true },
    errors: { state: true },
    failure: { state: true },
    busy: { state: true },
  };

  declare context: ScreenContext;
  /** The event being edited; null for a new one. */
  declare event: RestaurantEvent | null;
  declare display: EventDisplay;
  /** The events screen's write: to the restaurant whose events are shown, or null once that no longer holds. */
  declare write: ScreenWrite;
  declare private values: Values;
  declare private errors: FieldErrors;
  /** A refusal that belongs to no field (the network, the session). */
  declare private failure: string | null;
  declare private busy: boolean;

  constructor() {
    super();
    this.event = null;
    this.errors = {};
    this.failure = null;
    this.busy = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("event") || this.values === undefined) {
      this.values = valuesOf(this.event, this.display.timezone);
      this.errors = {};
      this.failure = null;
    }
  }

  private get t(): EventsTexts {
    return eventsTexts(this.context.lang);
  }

  /** Puts the focus in the first field, for the screen that opened the form. */
  override focus(): void {
    this.renderRoot.querySelector<HTMLInputElement>("#title")?.focus();
  }

  override render() {
    const t = this.t.form;
    const editing = this.event !== null;
    return html`<section class="card" aria-labelledby="form-title">
      <h2 id="form-title">${editing ? t.editTitle(this.event!.title) : t.newTitle}</h2>
      <div class="layout">
        <form novalidate @submit=${this.handleSubmit} @input=${this.handleInput} @keydown=${this.handleKeydown}>
          <p class="hint">${t.zone(this.display.timezone)}</p>
          ${this.field("title", t.title, { required: true, maxlength: EVENT_TEXT_MAX_LENGTH.title })}
          <div class="pair">
            ${this.field("startAt", t.start, { type: "datetime-local", required: true })}
            ${this.field("endAt", t.end, { type: "datetime-local" })}
          </div>
          ${this.field("location", t.location, { maxlength: EVENT_TEXT_MAX_LENGTH.location })}
          ${this.field("description", t.description, { multiline: true, maxlength: EVENT_TEXT_MAX_LENGTH.description })}
          ${this.field("ticketUrl", t.ticketUrl, { type: "url", hint: t.urlHint })}
          ${this.field("coverUrl", t.coverUrl, { type: "url", hint: t.coverHint })}
          <div class="row">
            <button type="submit" class="primary" ?disabled=${this.busy}>${editing ? t.save : t.saveDraft}</button>
            <button type="button" @click=${this.handleCancel}>${t.cancel}</button>
          </div>
          <p role="status">${this.busy ? t.saving : nothing}</p>
          <p class="error" role="alert">${this.failure ?? nothing}</p>
        </form>
        ${this.renderPreview()}
      </div>
    </section>`;
  }

  private renderPreview() {
    const t = this.t.preview;
    const event = this.previewEvent();
    return html`<div class="preview">
      <h3>${t.title}</h3>
      <p class="hint">${t.hint}</p>
      ${
        event
          ? html`<couvert-event-preview
              .event=${event}
              .language=${this.context.lang}
              .timezone=${this.display.timezone}
              .accentHex=${this.display.accentHex}
              .viewMode=${this.display.viewMode}
            ></couvert-event-preview>`
          : html`<p>${t.incomplete}</p>`
      }
    </div>`;
  }

  private field(
    name: EventContentField,
    label: string,
    options: { type?: string; required?: boolean; maxlength?: number; hint?: string; multiline?: boolean } = {},
  ) {
    const describedBy = [options.hint ? `${name}-hint` : "", this.errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ");
    const common = {
      invalid: this.errors[name] ? "true" : "false",
      describedBy: describedBy || nothing,
      maxlength: options.maxlength ?? nothing,
    };
    return html`<div class="field">
      <label for=${name}>${label}${options.required ? nothing : html` <span class="hint">(${this.t.form.optional})</span>`}</label>
      ${
        options.multiline
          ? html`<textarea
              id=${name}
              name=${name}
              rows="4"
              maxlength=${common.maxlength}
              .value=${this.values[name]}
              aria-invalid=${common.invalid}
              aria-describedby=${common.describedBy}
            ></textarea>`
          : html`<input
              id=${name}
              name=${name}
              type=${options.type ?? "text"}
              maxlength=${common.maxlength}
              ?required=${options.required}
              .value=${this.values[name]}
              aria-invalid=${common.invalid}
              aria-describedby=${common.describedBy}
            />`
      }
      ${options.hint ? html`<p class="hint" id=${`${name}-hint`}>${options.hint}</p>` : nothing}
      ${this.errors[name] ? html`<p class="field-error" id=${`${name}-error`}>${this.errors[name]}</p>` : nothing}
    </div>`;
  }

  /** The event as the widget would show it once saved; null while it has no title or no start. */
  private previewEvent(): CardEvent | null {
    const { startAt, ...content } = this.content();
    if (!content.title || !startAt) return null;
    return {
      ...content,
      startAt,
      ticketUrl: content.ticketUrl && isHttpUrl(content.ticketUrl) ? content.ticketUrl : null,
      coverUrl: content.coverUrl && isHttpUrl(content.coverUrl) ? content.coverUrl : null,
      externalUrl: this.event?.externalUrl ?? null,
      source: this.event?.source ?? "native",
      isPinned: this.event?.isPinned ?? false,
    };
  }

  /** The values as the API's content: instants for the times (null when empty or not a time that exists), null for empty optional text. */
  private content(): Omit<EventContent, "startAt"> & { startAt: string | null } {
    const v = this.values;
    const zone = this.display.timezone;
    const optional = (text: string) => text.trim() || null;
    return {
      title: v.title.trim(),
      description: v.description,
      startAt: localDateTimeToInstant(v.startAt, zone),
      endAt: v.endAt ? localDateTimeToInstant(v.endAt, zone) : null,
      location: optional(v.location),
      ticketUrl: optional(v.ticketUrl),
      coverUrl: optional(v.coverUrl),
    };
  }

  /**
   * What the browser can tell before asking the server: times that exist in the restaurant's zone,
   * then the content by the server's own rules (core's EventContentSchema), the first field at
   * fault said in the owner's language.
   */
  private problems(): FieldErrors {
    const t = this.t.invalid;
    const { startAt, endAt } = this.values;
    const zone = this.display.timezone;
    const problems: FieldErrors = {};
    if (!startAt) problems.startAt = t.start;
    else if (!localDateTimeToInstant(startAt, zone)) problems.startAt = t.gap(zone);
    if (endAt && !localDateTimeToInstant(endAt, zone)) problems.endAt = t.gap(zone);
    const content = this.content();
    const checked = EventContentSchema.safeParse({ ...content, startAt: content.startAt ?? "" });
    for (const issue of checked.error?.issues ?? []) {
      const name = issue.path[0] as EventContentField;
      if (EVENT_CONTENT_FIELDS.includes(name)) problems[name] ??= REFUSAL[name](t);
    }
    return problems;
  }

  private handleInput(e: Event): void {
    const target = e.target as HTMLInputElement | HTMLTextAreaElement;
    const name = target.name as EventContentField;
    if (!EVENT_CONTENT_FIELDS.includes(name)) return;
    this.values = { ...this.values, [name]: target.value };
    // An edited field is judged again at the next save, so its old error goes.
    if (this.errors[name]) this.errors = { ...this.errors, [name]: undefined };
  }

  /** Escape closes the form, as Cancel does, while nothing has been typed that it would throw away. */
  private handleKeydown(e: KeyboardEvent): void {
    if (e.key !== "Escape") return;
    const untouched = valuesOf(this.event, this.display.timezone);
    if (EVENT_CONTENT_FIELDS.every((name) => this.values[name] === untouched[name])) this.handleCancel();
  }

  private handleCancel(): void {
    this.dispatchEvent(new CustomEvent("couvert-edit-cancelled", { bubbles: true, composed: true }));
  }

  private async handleSubmit(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const problems = this.problems();
    if (Object.keys(problems).length > 0) return this.refuse(problems);
    const content = this.content() as EventContent;
    const original = this.event;
    this.busy = true;
    this.failure = null;
    try {
      const answer = await this.write((calls) =>
        original
          ? calls.call(OWNER_API.editEvent, {
              params: { id: original.id },
              body: changes(valuesOf(original, this.display.timezone), this.values, content),
            })
          : calls.call(OWNER_API.createEvent, { body: content }),
      );
      if (!answer) return; // another restaurant is shown by now: the answer is for no form on screen
      const { event } = answer.value;
      this.errors = {};
      const detail: EventSavedDetail = { event, created: original === null };
      this.dispatchEvent(new CustomEvent("couvert-event-saved", { detail, bubbles: true, composed: true }));
    } catch (error) {
      const field = error instanceof ConsoleApiError ? error.field : undefined;
      if (field && (EVENT_CONTENT_FIELDS as readonly string[]).includes(field)) {
        const name = field as EventContentField;
        await this.refuse({ [name]: REFUSAL[name](this.t.invalid) });
      } else if (error instanceof ConsoleApiError && error.code === "not_editable") {
        this.failure = this.t.invalid.notEditable;
      } else {
        this.failure = errorText(this.context.m, error);
      }
    } finally {
      this.busy = false;
    }
  }

  /** Marks the fields at fault, says so, and moves the focus to the first of them. */
  private async refuse(problems: FieldErrors): Promise<void> {
    this.errors = problems;
    this.failure = this.t.form.fixFields;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
}

/** The form's values for `event` (empty for a new one), times on the restaurant's wall clock. */
function valuesOf(event: RestaurantEvent | null, zone: string): Values {
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    startAt: event ? instantToLocalDateTime(event.startAt, zone) : "",
    endAt: event?.endAt ? instantToLocalDateTime(event.endAt, zone) : "",
    location: event?.location ?? "",
    ticketUrl: event?.ticketUrl ?? "",
    coverUrl: event?.coverUrl ?? "",
  };
}

/** Only what the owner changed, so an edit made meanwhile by someone else to another field stays. */
/**
 * The fields the owner changed, judged on the form's text: an instant shown as a wall time and read
 * back is not always the same instant (the autumn's repeated hour, seconds set from the command
 * line), and a field nobody touched must never move.
 */
function changes(before: Values, after: Values, content: EventContent): Partial<EventContent> {
  return Object.fromEntries(EVENT_CONTENT_FIELDS.filter((name) => after[name] !== before[name]).map((name) => [name, content[name]]));
}

define("couvert-event-form", CouvertEventForm);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-event-form": CouvertEventForm;
  }
  interface GlobalEventHandlersEventMap {
    "couvert-event-saved": CustomEvent<EventSavedDetail>;
    "couvert-edit-cancelled": CustomEvent<void>;
  }
}
