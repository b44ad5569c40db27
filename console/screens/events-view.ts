import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, html, nothing } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { ownerEventLists } from "../../core/events/partition.ts";
import type { EventStatus, RestaurantEvent } from "../../core/events/schemas.ts";
import type { OwnerEventsView, OwnerEventView } from "../../core/owner/views.ts";
import { messages as widgetTexts } from "../../ui-shared/event-card/messages.ts";
import { define } from "../../ui-shared/define.ts";
import { localPeriod } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad, type RestaurantCalls, type ScreenWrite } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import "./event-form.ts";
import type { CouvertEventForm, EventSavedDetail } from "./event-form.ts";
import { eventsTexts, type EventsTexts } from "./events-view.i18n.ts";
import { eventsViewStyles } from "./events-view.styles.ts";
import type { ScreenContext } from "./screen.ts";

/** Whether the form is open, and for which event. */
type Editing = { kind: "closed" } | { kind: "new" } | { kind: "edit"; event: RestaurantEvent };
/** What the screen's polite status line says after an action. */
type Notice = { kind: "done" | "failed"; text: string };

const LISTS = ["upcoming", "drafts", "past"] as const;
type List = (typeof LISTS)[number];

const headingId = (event: Pick<RestaurantEvent, "id">) => `event-${event.id}`;

/**
 * @summary The restaurant's events for its owners (docs/api.md §16.7): upcoming, drafts, and past
 * or archived ones; a form with a preview to write a draft or edit one of the restaurant's own;
 * pin, publish, archive and delete (after asking) in one click each.
 */
export class CouvertEventsView extends LitElement {
  static override styles = [consoleStyles, eventsViewStyles];

  static override properties = {
    context: { attribute: false },
    editing: { state: true },
    notice: { state: true },
    confirming: { state: true },
    busy: { state: true },
  };

  declare context: ScreenContext;
  declare private editing: Editing;
  declare private notice: Notice | null;
  /** The event whose deletion is being asked about. */
  declare private confirming: string | null;
  /** The event an action is under way for: its buttons wait. */
  declare private busy: string | null;
  /** The events of the restaurant shown; actions go to that restaurant only. */
  private readonly events = new ScreenLoad<OwnerEventsView>(this, {
    load: (calls) => calls.call(OWNER_API.events),
    loaded: (_view, fresh) => {
      if (!fresh) return;
      this.editing = { kind: "closed" };
      this.notice = null;
      this.confirming = null;
    },
  });

  private readonly write: ScreenWrite = (call) => this.events.write(call);

  constructor() {
    super();
    this.editing = { kind: "closed" };
    this.notice = null;
    this.confirming = null;
    this.busy = null;
  }

  private get t(): EventsTexts {
    return eventsTexts(this.context.lang);
  }

  override render() {
    const { m } = this.context;
    const t = this.t;
    const header = html`<h1>${t.title}</h1>
      <p class="hint">${t.intro} ${t.importedHint}</p>`;
    return this.events.render({
      loading: () =>
        html`${header}
          <p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`${header}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.events.reload}>${m.retry}</button>`,
      ready: (view) => {
        const lists = ownerEventLists(view.events, new Date(), view.eventsGraceMinutes);
        return html`${header}
          <p><button type="button" class="primary" id="new-event" @click=${this.handleNew}>${t.newEvent}</button></p>
          <p role="status" class=${this.notice ? `notice-${this.notice.kind}` : ""}>${this.notice?.text ?? nothing}</p>
          ${this.renderForm(view)} ${LISTS.map((list) => this.renderList(list, lists[list], view))}`;
      },
    });
  }

  private renderForm(view: OwnerEventsView) {
    if (this.editing.kind === "closed") return nothing;
    const { events: _events, ...display } = view;
    return html`<couvert-event-form
      .context=${this.context}
      .event=${this.editing.kind === "edit" ? this.editing.event : null}
      .display=${display}
      .write=${this.write}
      @couvert-event-saved=${this.handleSaved}
      @couvert-edit-cancelled=${this.handleCancelled}
    ></couvert-event-form>`;
  }

  private renderList(list: List, events: RestaurantEvent[], view: OwnerEventsView) {
    const t = this.t;
    return html`<section class="list" aria-labelledby=${`list-${list}`}>
      <h2 id=${`list-${list}`} tabindex="-1">${t.lists[list]} <span class="count">(${events.length})</span></h2>
      ${
        events.length
          ? html`<ul class="events" role="list">
              ${repeat(
                events,
                (event) => event.id,
                (event) => this.renderEvent(event, view),
              )}
            </ul>`
          : html`<p class="hint">${t.empty[list]}</p>`
      }
    </section>`;
  }

  private renderEvent(event: RestaurantEvent, view: OwnerEventsView) {
    const t = this.t;
    return html`<li>
      <article class="card event" aria-labelledby=${headingId(event)}>
        <div class="summary">
          <h3 id=${headingId(event)} tabindex="-1">${event.title}</h3>
          <p class="when">
            <span>${localPeriod(event.startAt, event.endAt, view.timezone, this.context.lang)}</span>
            ${event.location ? html`<span class="location">${event.location}</span>` : nothing}
          </p>
          <p class="row">
            <span class="badge status-${event.status}">${t.status[event.status]}</span>
            ${event.isPinned ? html`<span class="badge pinned">${t.pinned}</span>` : nothing}
            ${event.canEdit ? nothing : html`<span class="badge">${t.imported(textsIn(widgetTexts, this.context.lang).platforms[event.platform])}</span>`}
          </p>
        </div>
        ${this.confirming === event.id ? this.renderConfirmDelete(event) : this.renderActions(event)}
      </article>
    </li>`;
  }

  private renderActions(event: RestaurantEvent) {
    const a = this.t.actions;
    const busy = this.busy === event.id;
    const button = (action: string, label: string, className = "") =>
      html`<button
        type="button"
        class=${className}
        data-id=${event.id}
        data-action=${action}
        aria-describedby=${headingId(event)}
        ?disabled=${busy}
        @click=${this.handleAction}
      >
        ${label}
      </button>`;
    return html`<div class="row actions">
      ${event.canEdit ? button("edit", a.edit) : nothing}
      ${event.status === "published" ? button("archive", a.archive) : button("publish", a.publish, "primary")}
      ${event.status === "archived" ? nothing : button(event.isPinned ? "unpin" : "pin", event.isPinned ? a.unpin : a.pin)}
      ${button("delete", a.delete, "danger")}
    </div>`;
  }

  private renderConfirmDelete(event: RestaurantEvent) {
    const t = this.t;
    return html`<div
      class="warning confirm"
      role="group"
      aria-labelledby=${`confirm-${event.id}`}
      data-id=${event.id}
      @keydown=${this.handleConfirmKeydown}
    >
      <p id=${`confirm-${event.id}`} tabindex="-1">${t.confirmDelete(event.title)}</p>
      <div class="row">
        <button type="button" class="danger" data-id=${event.id} ?disabled=${this.busy === event.id} @click=${this.handleDeleteConfirmed}>
          ${t.deleteForGood}
        </button>
        <button type="button" data-id=${event.id} @click=${this.handleKeep}>${t.keep}</button>
      </div>
    </div>`;
  }

  // ------------------------------------------------------------------ the form

  private async handleNew(): Promise<void> {
    await this.openForm({ kind: "new" });
  }

  private async openForm(editing: Editing): Promise<void> {
    this.editing = editing;
    this.notice = null;
    await this.updateComplete;
    const form = this.renderRoot.querySelector<CouvertEventForm>("couvert-event-form");
    await form?.updateComplete;
    form?.focus();
  }

  private async handleSaved(e: CustomEvent<EventSavedDetail>): Promise<void> {
    const { event, created } = e.detail;
    this.editing = { kind: "closed" };
    this.replace(event);
    await this.done(event, created ? this.t.done.created(event.title) : this.t.done.saved(event.title));
  }

  private async handleCancelled(): Promise<void> {
    const editing = this.editing;
    this.editing = { kind: "closed" };
    await this.updateComplete;
    const back = editing.kind === "edit" ? `#${headingId(editing.event)}` : "#new-event";
    this.renderRoot.querySelector<HTMLElement>(back)?.focus();
  }

  // ------------------------------------------------------------------ one-click actions

  private async handleAction(e: Event): Promise<void> {
    const button = e.currentTarget as HTMLButtonElement;
    const event = this.eventById(button.dataset.id!);
    if (!event) return;
    const done = this.t.done;
    switch (button.dataset.action) {
      case "edit":
        return this.openForm({ kind: "edit", event });
      case "delete":
        return this.askToDelete(event);
      case "pin":
      case "unpin": {
        const pinned = button.dataset.action === "pin";
        return this.act(
          event,
          (calls, params) => calls.call(OWNER_API.pinEvent, { params, body: { pinned } }),
          pinned ? done.pinned : done.unpinned,
        );
      }
      case "publish":
      case "archive": {
        const status: EventStatus = button.dataset.action === "publish" ? "published" : "archived";
        return this.act(
          event,
          (calls, params) => calls.call(OWNER_API.moveEvent, { params, body: { status } }),
          status === "published" ? done.published : done.archived,
        );
      }
    }
  }

  /** Sends one action for `event`, then shows the event where it now belongs, with the focus on it. */
  private async act(
    event: RestaurantEvent,
    send: (calls: RestaurantCalls, params: { id: string }) => Promise<OwnerEventView>,
    said: (title: string) => string,
  ): Promise<void> {
    this.busy = event.id;
    try {
      const answer = await this.events.write((calls) => send(calls, { id: event.id }));
      if (!answer) return;
      const changed = answer.value.event;
      this.replace(changed);
      await this.done(changed, said(changed.title));
    } catch (error) {
      this.notice = { kind: "failed", text: errorText(this.context.m, error) };
    } finally {
      this.busy = null;
    }
  }

  private async askToDelete(event: RestaurantEvent): Promise<void> {
    this.confirming = event.id;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#confirm-${event.id}`)?.focus();
  }

  /** Escape keeps the event, as "Keep it" does. */
  private handleConfirmKeydown(e: KeyboardEvent): void {
    if (e.key === "Escape") void this.handleKeep(e);
  }

  private async handleKeep(e: Event): Promise<void> {
    const id = (e.currentTarget as HTMLElement).dataset.id!;
    this.confirming = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`button[data-id="${id}"][data-action="delete"]`)?.focus();
  }

  private async handleDeleteConfirmed(e: Event): Promise<void> {
    const event = this.eventById((e.currentTarget as HTMLElement).dataset.id!);
    if (!event) return;
    const list = this.listOf(event);
    this.busy = event.id;
    try {
      if (!(await this.events.write((calls) => calls.call(OWNER_API.deleteEvent, { params: { id: event.id } })))) return;
      const view = this.events.value!;
      this.events.show({ ...view, events: view.events.filter((e) => e.id !== event.id) });
      this.confirming = null;
      if (this.editing.kind === "edit" && this.editing.event.id === event.id) this.editing = { kind: "closed" };
      this.notice = { kind: "done", text: this.t.done.deleted(event.title) };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#list-${list}`)?.focus();
    } catch (error) {
      this.notice = { kind: "failed", text: errorText(this.context.m, error) };
    } finally {
      this.busy = null;
    }
  }

  // ------------------------------------------------------------------ shared

  private eventById(id: string): RestaurantEvent | undefined {
    return this.events.value?.events.find((e) => e.id === id);
  }

  private listOf(event: RestaurantEvent): List {
    const view = this.events.value!;
    const lists = ownerEventLists([event], new Date(), view.eventsGraceMinutes);
    return LISTS.find((list) => lists[list].length > 0)!;
  }

  /** Puts `event` in place of its older self, or adds it. */
  private replace(event: RestaurantEvent): void {
    const view = this.events.value;
    if (!view) return;
    const known = view.events.some((e) => e.id === event.id);
    const events = known ? view.events.map((e) => (e.id === event.id ? event : e)) : [...view.events, event];
    this.events.show({ ...view, events });
  }

  /** Says what happened and puts the focus on the event, wherever it now is. */
  private async done(event: RestaurantEvent, text: string): Promise<void> {
    this.notice = { kind: "done", text };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${headingId(event)}`)?.focus();
  }
}

define("couvert-events-view", CouvertEventsView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-events-view": CouvertEventsView;
  }
}
