import { LitElement, html, nothing } from "lit";
import type { GuestListItem } from "../../../core/guests/schemas.ts";
import { guestsContract } from "../../../core/owner/contract/guests.ts";
import { define } from "../../../ui-shared/define.ts";
import { localDateTime } from "../../format.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import "./guest-profile.ts";
import { guestsStyles } from "./guests.styles.ts";
import { guestsTexts } from "./guests.i18n.ts";
import { tagBadges } from "./tag-badges.ts";

/**
 * @summary The Guests screen (docs/api.md §16.12): the restaurant's guests, latest first, searched
 * by name, e-mail or phone; `#/slug/guests/ID` shows one profile. Loaded again at each live update.
 */
export class CouvertGuestsView extends LitElement {
  static override styles = [consoleStyles, guestsStyles];

  static override properties = { context: { attribute: false }, query: { state: true } };

  declare context: ScreenContext;
  /** What was searched for; "" lists the latest guests. */
  declare private query: string;

  private readonly list = new ScreenLoad<GuestListItem[], [string]>(this, {
    args: () => [this.query],
    live: true,
    load: async (calls, q) => (await calls.call(guestsContract.guests, { query: q ? { q } : {} })).guests,
    restaurantShown: () => (this.query = ""),
  });

  constructor() {
    super();
    this.query = "";
  }

  private get profileId(): number | null {
    const id = Number(this.context.params[0]);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  override render() {
    const t = guestsTexts[this.context.lang];
    const id = this.profileId;
    if (id !== null) {
      return html`<p class="no-print"><a href=${`#/${encodeURIComponent(this.context.restaurant.slug)}/guests`}>← ${t.back}</a></p>
        <couvert-guest-profile .context=${this.context} .guestId=${id}></couvert-guest-profile>`;
    }
    return html`<h1 tabindex="-1">${t.title}</h1>
      <form role="search" class="row" @submit=${this.handleSearch}>
        <div>
          <label for="guest-search">${t.search}</label>
          <input id="guest-search" name="q" type="search" maxlength="100" placeholder=${t.searchHint} .value=${this.query} />
        </div>
        <button type="submit">${this.context.m.day.searchButton}</button>
      </form>
      ${this.list.render({
        loading: () => html`<p role="status">${this.context.m.loading}</p>`,
        failed: (message) =>
          html`<p class="error" role="alert">${message}</p>
            <button type="button" @click=${this.list.reload}>${this.context.m.retry}</button>`,
        ready: (guests) => this.guestList(guests),
      })}`;
  }

  private guestList(guests: GuestListItem[]) {
    const t = guestsTexts[this.context.lang];
    if (!guests.length) return html`<p class="hint">${this.query ? t.noMatch : t.none}</p>`;
    const { slug, timezone } = this.context.restaurant;
    return html`<ul class="guests">
      ${guests.map(
        (g) =>
          html`<li class="card guest" data-guest=${g.id}>
            <a class="name" href=${`#/${encodeURIComponent(slug)}/guests/${g.id}`}>${g.name || g.emails[0] || g.phones[0]}</a>
            <span class="hint">${[...g.emails, ...g.phones].join(" · ")}</span>
            <span
              >${t.visits(g.visits)}${g.noShows ? html` · ${t.noShows(g.noShows)}` : nothing}${
                g.lastVisit ? html` · ${t.lastVisit} ${localDateTime(g.lastVisit, timezone, this.context.lang)}` : nothing
              }</span
            >
            ${tagBadges(g.tags, g.allergies, this.context.lang)}
          </li>`,
      )}
    </ul>`;
  }

  private handleSearch(event: SubmitEvent): void {
    event.preventDefault();
    const query = String(new FormData(event.target as HTMLFormElement).get("q") ?? "").trim();
    if (query === this.query) void this.list.reload();
    else this.query = query;
  }
}

define("couvert-guests-view", CouvertGuestsView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-guests-view": CouvertGuestsView;
  }
}
