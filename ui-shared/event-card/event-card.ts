import { html, nothing, svg, type TemplateResult } from "lit";
import type { RestaurantEvent } from "../../core/events/schemas.ts";
import { formatEventWhen } from "./format.ts";
import type { EventsMessages } from "./messages.ts";

/** What a card shows of an event: also a draft the owner has not saved yet (the console's preview). */
export type CardEvent = Pick<
  RestaurantEvent,
  "title" | "description" | "coverUrl" | "startAt" | "endAt" | "location" | "ticketUrl" | "externalUrl" | "source" | "isPinned"
>;

export interface CardOptions {
  /** The title's id, unique in its shadow root: the article and its links are named by it. */
  id: string;
  /** A past event offers no tickets. */
  past: boolean;
  /** The `Intl` locale of the date, and the zone its times are shown in (the restaurant's). */
  locale: string;
  timeZone: string | null | undefined;
  t: EventsMessages;
  /** Its date and time as shown, when the caller wrote them (the widget, without `Intl`); else `formatEventWhen`'s. */
  when?: string;
}

const pinIcon = svg`<path d="M9 2h6l-1 7 4 4v2h-5v7l-1 1-1-1v-7H6v-2l4-4z" />`;

export const icon = (shape: TemplateResult) =>
  html`<svg class="icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">${shape}</svg>`;

/**
 * One event as `<couvert-events>` shows it (styles: event-card.styles.ts), and as the owner
 * console previews it, so the preview is the widget's own rendering.
 */
export function eventCard(event: CardEvent, { id, past, locale, timeZone, t, when }: CardOptions): TemplateResult {
  const tickets = event.ticketUrl && !past ? event.ticketUrl : null;
  return html`<article part="event" class="event" aria-labelledby=${id}>
    ${event.coverUrl ? html`<img part="cover" class="cover" src=${event.coverUrl} alt="" loading="lazy" decoding="async" @error=${hide} />` : nothing}
    <div class="body">
      <h3 part="title" id=${id}>${event.title}</h3>
      ${event.isPinned ? html`<p part="pinned" class="pinned">${icon(pinIcon)}${t.pinned}</p>` : nothing}
      <p class="meta"><time datetime=${event.startAt}>${when ?? formatEventWhen(event, locale, timeZone)}</time></p>
      ${event.location ? html`<p class="meta"><span class="sr-only">${t.location} </span>${event.location}</p>` : nothing}
      ${event.description ? html`<p class="description">${event.description}</p>` : nothing}
      ${
        tickets || event.externalUrl
          ? html`<p class="links">
              ${tickets ? html`<a part="link" class="tickets" href=${tickets} aria-describedby=${id}>${t.tickets}</a>` : nothing}
              ${event.externalUrl ? html`<a part="link" href=${event.externalUrl} aria-describedby=${id}>${t.viewOn[event.source]}</a>` : nothing}
            </p>`
          : nothing
      }
    </div>
  </article>`;
}

/** A cover that fails to load leaves no broken-image box behind. */
function hide(e: Event): void {
  (e.target as HTMLElement).hidden = true;
}
