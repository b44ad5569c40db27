import { html, nothing, svg, type TemplateResult } from "lit";
import { isEventsEnvelope } from "../../core/answers.ts";
import type { EventsEnvelope, ListedEvent } from "../../core/events/schemas.ts";
import { ApiError } from "../api/client.ts";
import { CouvertElement } from "../shared/couvert-element.ts";
import { keepsBrowserOffsets, learnEventOffsets } from "../shared/browser-offsets.ts";
import { firstScreenReady, formatEventTimes, isBrowserZone, zoneName } from "../shared/format.ts";
import { completedValue, runUnlessCompleted } from "../shared/load-task.ts";
import { oneATask } from "../shared/one-a-task.ts";
import { eventsStyles } from "./couvert-events.styles.ts";
import { eventCard, icon } from "../../ui-shared/event-card/event-card.ts";
import { eventCardStyles } from "../../ui-shared/event-card/event-card.styles.ts";
import { filterChoices, filterEvents, validFilter, type PlatformFilter } from "./filter.ts";
import { messages } from "../../ui-shared/event-card/messages.ts";

/** Upcoming events drawn in the first task after the answer (a phone's screenful, and more). */
const FIRST_EVENTS_SHOWN = 3;

const chevron = svg`<path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2.5" />`;

/**
 * The restaurant's upcoming events, pinned ones first, with its past events in a collapsed
 * section, from `GET /events`.
 *
 * Times are shown in the restaurant's zone (the envelope's `timezone`), as the booking widget does,
 * and named above the list when the visitor's own zone is another.
 *
 * Cover images have an empty `alt`: the title is the heading right beside the image, so naming the
 * image again would make screen readers read every title twice, and the API has no description of
 * the picture itself.
 *
 * Every attribute may change after load and takes effect at once: a new `api-key` or `api-base`
 * reloads the events (an answer still out for the old one is dropped), `lang` (its own, else
 * `<html lang>`) and `theme` re-render.
 *
 * @tagname couvert-events
 * @summary Upcoming and past events of the restaurant.
 *
 * @attr api-key - The restaurant's public key (`ck_…`); a new key reloads the events.
 * @attr api-base - The API address; defaults to the script's origin + `/api/v1`.
 * @attr lang - `en` or `de`; else the closest `lang` up to `<html lang>` (followed when it changes); else English (other languages get English texts and dates).
 * @attr theme - `light` (default), `dark` or `auto`.
 *
 * @fires couvert-ready - The events loaded; `detail.counts` holds `{ upcoming, past }`.
 * @fires couvert-error - Loading failed; `detail.code` is the API's error code or `network_error`.
 *
 * @csspart list - Each list of events (`<ul>`), upcoming and past.
 * @csspart event - One event (`<article>`).
 * @csspart cover - The cover image.
 * @csspart title - The event's title (`<h3>`).
 * @csspart pinned - The "Pinned" marker.
 * @csspart filter - The platform filter (`<fieldset>` of radio buttons).
 * @csspart filter-option - Each choice of the filter, as shown (the radio button itself is hidden).
 * @csspart past - The past events section.
 * @csspart past-toggle - The button that shows and hides the past events (also a `button`).
 * @csspart link - Ticket and "View on …" links.
 * @csspart error - The error notice.
 * @csspart button - The past events' toggle and the error notice's retry button.
 *
 * @cssproperty --couvert-accent - Accent colour; defaults to the restaurant's `accentHex`.
 * @cssproperty --couvert-on-accent - Text on the accent colour (defaults to black or white, whichever reads better on it).
 * @cssproperty --couvert-font - Font family.
 * @cssproperty --couvert-font-size - Text size; defaults to the reader's font size (1rem), at least 16px.
 * @cssproperty --couvert-radius - Corner radius of cards, buttons and images.
 * @cssproperty --couvert-bg - Background colour.
 * @cssproperty --couvert-fg - Text colour.
 * @cssproperty --couvert-muted - Secondary text (dates, locations).
 * @cssproperty --couvert-border - Borders of cards and controls.
 * @cssproperty --couvert-error - Error notice.
 */
export class CouvertEvents extends CouvertElement {
  static override styles = [...CouvertElement.styles, eventCardStyles, eventsStyles];

  static override properties = {
    platform: { state: true },
    pastOpen: { state: true },
  };

  declare platform: PlatformFilter;
  declare pastOpen: boolean;
  /** Whether the (closed) list of past events is drawn: from the task after the whole upcoming list on. */
  declare private pastShown: boolean;
  /** Whether every upcoming event is drawn: from the task after the first few on. */
  declare private upcomingShown: boolean;

  constructor() {
    super();
    this.platform = "all";
    this.pastOpen = false;
    this.pastShown = false;
    this.upcomingShown = false;
  }

  /** The events, loaded again when `api-key` or `api-base` change (an answer to the old ones is dropped). */
  private readonly eventsTask = this.loadTask(
    async (api, signal) => {
      const data = await api.get("/events", isEventsEnvelope, { signal });
      // The list writes its times from the catalogue's words and the answer's wall times; when they show the
      // restaurant's zone to keep the browser's offsets, no hint names another zone: drawn without Intl at all.
      // Else not before the loader's worker made Intl cheap.
      learnEventOffsets(data);
      await firstScreenReady(this.locale, Promise.resolve(keepsBrowserOffsets(data.timezone)));
      return data;
    },
    (data) => {
      this.platform = validFilter(this.platform, filterChoices(data));
      // The first few upcoming events, the others a task later and the closed list of past events a
      // task after them: all in one task is a long task on a phone (issue 11).
      if (!this.pastShown)
        oneATask([() => ((this.upcomingShown = true), this.requestUpdate()), () => ((this.pastShown = true), this.requestUpdate())]);
    },
  );

  protected override get firstScreenLoad() {
    return this.eventsTask;
  }

  /** The events once loaded, for the key and address in use. */
  private get envelope(): EventsEnvelope | undefined {
    return completedValue(this.eventsTask);
  }

  protected override loadedData() {
    const data = this.envelope;
    if (!data) return null;
    const restaurant = { id: data.restaurantId, name: data.name, slug: data.slug };
    return {
      data,
      ready: { element: "events", restaurant, counts: { upcoming: data.items.length, past: data.pastItems.length } } as const,
    };
  }

  /** Back on the page: the events, if the removal aborted their load. */
  protected override resume(): void {
    runUnlessCompleted(this.eventsTask);
  }

  protected override renderBody() {
    return this.eventsTask.render({
      initial: () => this.loadingNotice(),
      // Another key or address: the old restaurant's events are not shown meanwhile.
      pending: () => this.loadingNotice(),
      complete: (data) => this.renderEvents(data),
      error: (error) => {
        // Not an ApiError: the load was aborted by a removal from the page, and `resume` asks again.
        if (!(error instanceof ApiError)) return this.loadingNotice();
        // The shared notice, in the events' words: the shared texts speak of booking.
        const t = this.pick(messages);
        return this.errorNotice(error, () => this.eventsTask.run(), error.retryable ? t.loadFailed : t.unavailable);
      },
    });
  }

  private renderEvents(data: EventsEnvelope): TemplateResult {
    const t = this.pick(messages);
    const choices = filterChoices(data);
    const upcoming = filterEvents(data.items, this.platform);
    const past = filterEvents(data.pastItems, this.platform);
    return html`<div class="content">
      ${data.timezone && !isBrowserZone(data.timezone) ? html`<p class="hint">${this.m.timesIn(zoneName(data.timezone, this.locale))}</p>` : nothing}
      ${
        choices.length
          ? html`<fieldset part="filter" class="filter" @change=${this.choose}>
              <legend class="sr-only">${t.filterLabel}</legend>
              ${(["all", ...choices] as const).map(
                (p) =>
                  html`<label
                    ><input type="radio" name="platform" .value=${p} .checked=${p === this.platform} /><span part="filter-option"
                      >${p === "all" ? t.all : t.platforms[p]}</span
                    ></label
                  >`,
              )}
            </fieldset>`
          : nothing
      }
      ${
        upcoming.length
          ? this.list(this.upcomingShown ? upcoming : upcoming.slice(0, FIRST_EVENTS_SHOWN), data, "u")
          : html`<p class="empty">${this.platform === "all" ? t.empty : t.emptyFiltered}</p>`
      }
      ${
        past.length
          ? html`<div part="past" class="past">
              <button
                type="button"
                part="button past-toggle"
                class="secondary toggle"
                id="past-toggle"
                aria-expanded=${this.pastOpen}
                aria-controls="past-list"
                @click=${this.togglePast}
              >
                ${icon(chevron)}${t.past(past.length)}
              </button>
              ${this.pastShown || this.pastOpen ? this.list(past, data, "p") : nothing}
            </div>`
          : nothing
      }
    </div>`;
  }

  private list(events: readonly ListedEvent[], data: EventsEnvelope, prefix: "u" | "p"): TemplateResult {
    const isPast = prefix === "p";
    return html`<ul
      part="list"
      role="list"
      class="events ${data.viewMode}"
      id=${isPast ? "past-list" : nothing}
      aria-labelledby=${isPast ? "past-toggle" : nothing}
      ?hidden=${isPast && !this.pastOpen}
    >
      ${events.map((event, i) => this.card(event, `${prefix}${i}`, isPast))}
    </ul>`;
  }

  private card(event: ListedEvent, id: string, past: boolean): TemplateResult {
    const t = this.pick(messages);
    const { locale } = this;
    const timeZone = this.envelope!.timezone;
    return html`<li>${eventCard(event, { id, past, locale, timeZone, t, when: formatEventTimes(event, locale, timeZone) })}</li>`;
  }

  private choose(e: Event): void {
    this.platform = (e.target as HTMLInputElement).value as PlatformFilter;
    const data = this.envelope!;
    this.announce(
      this.pick(messages).results(filterEvents(data.items, this.platform).length, filterEvents(data.pastItems, this.platform).length),
    );
  }

  private togglePast(): void {
    this.pastOpen = !this.pastOpen;
  }
}
