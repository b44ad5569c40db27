import type { LocalDate } from "../../core/time.ts";
import { OWNER_API } from "../../core/owner/contract/index.ts";
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { OwnerReservationView } from "../../core/owner/views.ts";
import { undoneStatusOf, type ReservationStatus } from "../../core/reservation/status.ts";
import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { editTexts } from "./edit/reservation-edit.i18n.ts";
import { errorText } from "../i18n/index.ts";
import type { ScreenLoad } from "../load-task.ts";
import type { CardOptions } from "./reservation-card.ts";
import type { ScreenContext } from "./screen.ts";

/** What a move leaves for the screen's status line. */
export interface MoveOutcome {
  text: string;
  error: boolean;
}

/** How long a status tap can be taken back from its toast (the owner API takes it back at any time). */
export const UNDO_SECONDS = 8;

/**
 * The status moves of a screen's reservation cards (docs/api.md §16.6, the moves of §6.3): which
 * move to an end state waits for "are you sure", and whether a move is under way. After each move,
 * done or refused, `settled` hears what to say and reloads what the screen shows. A move goes to the
 * restaurant whose cards are shown, through their load's `write`: after a switch to another restaurant
 * its outcome is not said. While the host is
 * on the page it renders again each minute, so that a move coming due (a no-show, once the booking's
 * time has come) is offered without a reload.
 */
export class ReservationMoves implements ReactiveController {
  /** The move waiting for "are you sure", as `number:status`. */
  private confirming: string | null = null;
  private busy = false;
  private minutes: ReturnType<typeof setInterval> | undefined;
  /** The card whose edit form is open. */
  private editing: number | null = null;
  /** The last tap that can be taken back, while its toast shows. */
  private undoable: { number: number; status: ReservationStatus; text: string } | null = null;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly host: ReactiveControllerHost & { context: ScreenContext; renderRoot: ParentNode };
  private readonly cards: () => Pick<ScreenLoad<unknown, readonly unknown[]>, "write">;
  private readonly settled: (outcome: MoveOutcome) => Promise<void>;

  constructor(
    host: ReactiveControllerHost & { context: ScreenContext; renderRoot: ParentNode },
    cards: () => Pick<ScreenLoad<unknown, readonly unknown[]>, "write">,
    settled: (outcome: MoveOutcome) => Promise<void>,
  ) {
    this.host = host;
    this.cards = cards;
    this.settled = settled;

    host.addController(this);
  }

  hostConnected(): void {
    this.minutes = setInterval(() => this.host.requestUpdate(), 60_000);
  }

  hostDisconnected(): void {
    clearInterval(this.minutes);
    clearTimeout(this.undoTimer);
  }

  /** What reservation-card.ts needs to draw a card's moves; `listedOn` the sheet's date (null for lists that span days), `only` to offer fewer moves. */
  cardOptions(listedOn: LocalDate | null, only?: readonly ReservationStatus[]): CardOptions {
    const { m, lang, restaurant } = this.host.context;
    return {
      m,
      lang,
      zone: restaurant.timezone,
      slug: restaurant.slug,
      listedOn,
      only,
      now: new Date(),
      confirming: this.confirming,
      busy: this.busy,
      onMove: (r, status) => void this.move(r, status),
      onAsk: (key) => void this.ask(key),
      edit: {
        context: this.host.context,
        write: (call) => this.cards().write(call),
        editing: this.editing,
        onEdit: (number) => void this.openEdit(number),
        onEdited: (r) => void this.edited(r),
      },
    };
  }

  /**
   * The toast after a seat, no-show or "left" tap: what was done and Undo, for UNDO_SECONDS (docs/api.md §6.3).
   * A screen renders it once, below its cards; on a phone it sits at the bottom of the screen, under the thumb.
   */
  undoToast() {
    const undoable = this.undoable;
    if (!undoable) return nothing;
    const t = textsIn(editTexts, this.host.context.lang);
    return html`<div class="undo-toast no-print" role="status">
      <span>${undoable.text}</span>
      <button type="button" class="primary" data-undo ?disabled=${this.busy} @click=${() => void this.undo(undoable)}>${t.undo}</button>
    </div>`;
  }

  private async openEdit(number: number | null): Promise<void> {
    // The form's element and its warnings come as a chunk of their own, off the console's first load.
    if (number !== null) await import("./edit/reservation-edit.ts");
    const closed = this.editing;
    this.editing = number;
    this.host.requestUpdate();
    if (number !== null || closed === null) return;
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>(`li[data-number="${closed}"] button[data-edit]`)?.focus();
  }

  /** A change saved (or nothing to save): the form closes, and the screen says so and shows the booking as it is now. */
  private async edited(r: OwnerReservationView | null): Promise<void> {
    const number = this.editing;
    this.editing = null;
    const t = textsIn(editTexts, this.host.context.lang);
    await this.settled({ text: r ? t.told(r.reservation_number) : t.unchanged, error: false });
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>(`li[data-number="${number}"]`)?.focus();
  }

  private offerUndo(r: OwnerReservationView, status: ReservationStatus, text: string): void {
    clearTimeout(this.undoTimer);
    this.undoable = undoneStatusOf(status) ? { number: r.reservation_number, status, text } : null;
    if (!this.undoable) return;
    this.undoTimer = setTimeout(() => {
      this.undoable = null;
      this.host.requestUpdate();
    }, UNDO_SECONDS * 1000);
  }

  private async undo(undoable: { number: number; status: ReservationStatus }): Promise<void> {
    const { m, lang } = this.host.context;
    clearTimeout(this.undoTimer);
    this.undoable = null;
    await this.write(undoable.number, async () => {
      const sent = await this.cards().write((calls) =>
        calls.call(OWNER_API.undoStatus, { params: { number: undoable.number }, body: { status: undoable.status } }),
      );
      return sent && { text: textsIn(editTexts, lang).undone(undoable.number, m.statuses[sent.value.reservation.status]), error: false };
    });
  }

  /**
   * Opens or closes "are you sure" for `key`; the focus goes to the question, or back to the move
   * that asked it, so a keyboard user is not left at the top of the page.
   */
  private async ask(key: string | null): Promise<void> {
    const asked = this.confirming;
    this.confirming = key;
    this.host.requestUpdate();
    await this.host.updateComplete;
    const [number, status] = (key ?? asked ?? "").split(":");
    const card = this.host.renderRoot.querySelector(`li[data-number="${number}"]`);
    card?.querySelector<HTMLElement>(key ? '[role="group"]' : `button[data-move="${status}"]`)?.focus();
  }

  private async move(r: OwnerReservationView, status: ReservationStatus): Promise<void> {
    const { m } = this.host.context;
    await this.write(r.reservation_number, async () => {
      const sent = await this.cards().write((calls) =>
        calls.call(OWNER_API.moveStatus, { params: { number: r.reservation_number }, body: { status } }),
      );
      this.confirming = null;
      const outcome = sent && { text: m.day.updated(r.reservation_number, m.statuses[status]), error: false };
      if (outcome) this.offerUndo(r, status, outcome.text);
      return outcome;
    });
  }

  /**
   * One write of a move or its Undo: busy while it runs; then `settled` hears what to say (a
   * refusal's sentence too) and the focus goes to the card. The button pressed is gone with the
   * card's old state (or the card with it): the focus goes to the card, else to the page's title,
   * not to the top of the page. `send` answers null when another restaurant is shown by now, which
   * the write says nothing of.
   */
  private async write(number: number, send: () => Promise<MoveOutcome | null>): Promise<void> {
    this.busy = true;
    this.host.requestUpdate();
    let outcome: MoveOutcome | null;
    try {
      outcome = await send();
    } catch (error) {
      outcome = { text: errorText(this.host.context.m, error), error: true };
    }
    try {
      if (outcome) await this.settled(outcome);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
    if (!outcome) return;
    await this.host.updateComplete;
    const root = this.host.renderRoot;
    (root.querySelector<HTMLElement>(`li[data-number="${number}"]`) ?? root.querySelector<HTMLElement>("h1"))?.focus();
  }
}
