import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html } from "lit";
import type { OwnerRequests, OwnerReservationView } from "../../core/owner/views.ts";
import type { Occasion, ReservationDetails } from "../../core/reservation/schemas.ts";
import { localDateTime, localTime } from "../format.ts";
import { errorText } from "../i18n/index.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles, statusStyles } from "../styles.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import type { WaitingDetail } from "../waiting-count.ts";
import { reservationCard } from "./reservation-card.ts";
import { ReservationMoves } from "./reservation-moves.ts";
import { cardStyles } from "./reservation-card.styles.ts";
import type { ScreenContext } from "./screen.ts";
import { define } from "../../ui-shared/define.ts";

/** A booking waiting for confirmation gets an answer here; cancelling it is the day sheet's. */
const ANSWERS: readonly ReservationStatus[] = ["confirmed", "rejected"];

/**
 * @summary What waits for the restaurant (docs/api.md §16.6): bookings to confirm or decline (a
 * restaurant that confirms by hand), and open change requests beside each booking as it is, to
 * approve (the server checks the rules and capacity again) or decline. The guest is told either way.
 */
export class CouvertRequestsView extends LitElement {
  static override styles = [
    consoleStyles,
    statusStyles,
    cardStyles,
    css`
      section.group + section.group {
        margin-top: 2em;
      }
      ol.changes {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 0.75em;
      }
      .compare {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
        gap: 0.75em;
        margin: 0.5em 0;
      }
      dl {
        margin: 0;
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.1em 0.75em;
      }
      dt {
        color: var(--_muted);
      }
      dd {
        margin: 0;
      }
      .compare h4 {
        margin: 0 0 0.25em;
        font-size: 1em;
      }
      .asked dd {
        font-weight: 600;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    busy: { state: true },
    message: { state: true },
  };

  declare context: ScreenContext;
  declare private busy: boolean;
  declare private message: { text: string; error: boolean } | null;
  /** What waits at the restaurant shown, loaded again at each live update; decisions go to that restaurant only. */
  private readonly requests = new ScreenLoad<OwnerRequests>(this, {
    live: true,
    load: (calls) => calls.call(OWNER_API.requests),
    loaded: (waiting) => {
      const detail: WaitingDetail = { slug: this.context.restaurant.slug, count: waiting.pending.length + waiting.reservations.length };
      this.dispatchEvent(new CustomEvent("couvert-waiting", { detail, bubbles: true, composed: true }));
    },
    restaurantShown: () => (this.message = null),
  });
  private readonly moves = new ReservationMoves(
    this,
    () => this.requests,
    async (outcome) => {
      this.message = outcome;
      await this.requests.reload();
    },
  );

  constructor() {
    super();
    this.busy = false;
    this.message = null;
  }

  override render() {
    const { m } = this.context;
    // A live reload that fails keeps the list shown (it is at most one update behind) and says so.
    const failed = this.requests.value && this.requests.error !== undefined;
    const message = failed ? { text: errorText(m, this.requests.error), error: true } : this.message;
    return html`<h1 tabindex="-1">${m.requests.title}</h1>
      <p role="status" aria-live="polite" class=${message?.error ? "error" : message ? "notice" : "visually-hidden"}>
        ${message?.text ?? ""}
      </p>
      ${this.body()}`;
  }

  private body() {
    const { m } = this.context;
    return this.requests.render({
      loading: () => html`<p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.requests.reload}>${m.retry}</button>`,
      ready: (waiting) => this.lists(waiting),
    });
  }

  private lists({ pending, reservations }: OwnerRequests) {
    const { m } = this.context;
    return html`<section class="group" aria-labelledby="pending-title">
        <h2 id="pending-title">${m.requests.pendingTitle}</h2>
        ${
          pending.length === 0
            ? html`<p class="hint">${m.requests.nonePending}</p>`
            : html`<p class="hint">${m.requests.pendingHint}</p>
                <ol class="reservations">
                  ${pending.map((r) => reservationCard(r, this.moves.cardOptions(null, ANSWERS)))}
                </ol>`
        }
      </section>
      <section class="group" aria-labelledby="changes-title">
        <h2 id="changes-title">${m.requests.changesTitle}</h2>
        ${
          reservations.length === 0
            ? html`<p class="hint">${m.requests.none}</p>`
            : html`<ol class="changes">
                ${reservations.map((r) => this.request(r))}
              </ol>`
        }
      </section>`;
  }

  private request(r: OwnerReservationView) {
    const { m } = this.context;
    const changes = Object.entries(r.change_request?.changes ?? {}) as [keyof ReservationDetails, unknown][];
    const name = [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" ");
    return html`<li class="card request" data-number=${r.reservation_number}>
      <h3>${name} · ${m.day.number(r.reservation_number)} <span class="badge status-${r.status}">${m.statuses[r.status]}</span></h3>
      <p class="booked">
        ${localDateTime(r.starts_at, this.context.restaurant.timezone, this.context.lang)} · ${m.day.party(r.party_size)}
      </p>
      <div class="compare">
        <section>
          <h4>${m.requests.now}</h4>
          <dl>
            ${changes.map(
              ([field]) =>
                html`<dt>${m.requests.fields[field]}</dt>
                  <dd>${this.value(field, field === "guest_phone" ? r.guest_phone_display : (r as Record<string, unknown>)[field])}</dd>`,
            )}
          </dl>
        </section>
        <section class="asked">
          <h4>${m.requests.asked}</h4>
          <dl>
            ${changes.map(
              ([field, value]) =>
                html`<dt>${m.requests.fields[field]}</dt>
                  <dd>${this.value(field, field === "guest_phone" && value ? r.change_request!.guest_phone_display : value)}</dd>`,
            )}
          </dl>
        </section>
      </div>
      <div class="row">
        <button type="button" class="primary" ?disabled=${this.busy} @click=${() => this.decide(r, "approve")}>
          ${m.requests.approve}
        </button>
        <button type="button" class="danger" ?disabled=${this.busy} @click=${() => this.decide(r, "decline")}>${m.requests.decline}</button>
      </div>
    </li>`;
  }

  private value(field: keyof ReservationDetails, value: unknown) {
    const { m, lang, restaurant } = this.context;
    if (value === null || value === undefined || value === "") return html`<em>${m.requests.removed}</em>`;
    if (field === "starts_at") return localDateTime(String(value), restaurant.timezone, lang);
    if (field === "ends_at") return localTime(String(value), restaurant.timezone, lang);
    if (field === "occasion") return m.day.occasions[value as Occasion];
    if (typeof value === "boolean") return value ? m.requests.yes : m.requests.no;
    return String(value);
  }

  private async decide(r: OwnerReservationView, decision: "approve" | "decline"): Promise<void> {
    const { m } = this.context;
    this.busy = true;
    try {
      const sent = await this.requests.write((calls) => calls.call(OWNER_API[decision], { params: { number: r.reservation_number } }));
      if (!sent) return; // another restaurant is shown by now
      this.message = { text: (decision === "approve" ? m.requests.approved : m.requests.declined)(r.reservation_number), error: false };
      await this.requests.reload();
    } catch (error) {
      this.message = { text: errorText(m, error), error: true };
      await this.requests.reload();
    } finally {
      this.busy = false;
    }
    // The buttons were disabled meanwhile, which takes the focus away: back to the request if it is still
    // listed (refused), else to the title.
    await this.updateComplete;
    const root = this.renderRoot;
    (
      root.querySelector<HTMLElement>(`li.request[data-number="${r.reservation_number}"] button`) ?? root.querySelector<HTMLElement>("h1")
    )?.focus();
  }
}

define("couvert-requests-view", CouvertRequestsView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-requests-view": CouvertRequestsView;
  }
}
