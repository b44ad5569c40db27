import { LitElement, html, nothing } from "lit";
import type { GuestAnswer, GuestListItem } from "../../../core/guests/schemas.ts";
import { guestsContract } from "../../../core/owner/contract/guests.ts";
import { define } from "../../../ui-shared/define.ts";
import { localDateTime } from "../../format.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import { guestsStyles } from "./guests.styles.ts";
import { guestsTexts } from "./guests.i18n.ts";
import { tagBadges } from "./tag-badges.ts";

/**
 * @summary One guest's profile (docs/api.md §16.12): history, contacts, what they wrote, the team's
 * tags and notes (editable), their bookings, and merging another profile of the same person into
 * this one (asked first). Owners and staff alike.
 */
export class CouvertGuestProfile extends LitElement {
  static override styles = [consoleStyles, guestsStyles];

  static override properties = {
    context: { attribute: false },
    guestId: { type: Number },
    message: { state: true },
    candidates: { state: true },
    confirming: { state: true },
    busy: { state: true },
  };

  declare context: ScreenContext;
  declare guestId: number;
  declare private message: { text: string; error: boolean } | null;
  /** Other profiles found to merge in. */
  declare private candidates: GuestListItem[];
  /** The profile waiting for "are you sure". */
  declare private confirming: GuestListItem | null;
  declare private busy: boolean;

  private readonly profile = new ScreenLoad<GuestAnswer, [number]>(this, {
    args: () => [this.guestId],
    live: true,
    load: (calls, id) => calls.call(guestsContract.guest, { params: { id } }),
    loaded: (_value, fresh) => {
      if (!fresh) return;
      this.message = null;
      this.candidates = [];
      this.confirming = null;
    },
  });

  constructor() {
    super();
    this.guestId = 0;
    this.message = null;
    this.candidates = [];
    this.confirming = null;
    this.busy = false;
  }

  override render() {
    const { m } = this.context;
    return this.profile.render({
      loading: () => html`<p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`<p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.profile.reload}>${m.retry}</button>`,
      ready: (answer) => this.profileOf(answer),
    });
  }

  private profileOf({ guest, bookings }: GuestAnswer) {
    const t = guestsTexts[this.context.lang];
    const { timezone } = this.context.restaurant;
    const at = (iso: string) => localDateTime(iso, timezone, this.context.lang);
    return html`<h1 tabindex="-1">${guest.name || guest.emails[0] || guest.phones[0]}</h1>
      <div class="profile-head">${tagBadges(guest.tags, guest.allergies, this.context.lang)}</div>
      <p role="status" aria-live="polite" class=${this.message?.error ? "error" : this.message ? "notice" : "visually-hidden"}>
        ${this.message?.text ?? ""}
      </p>
      <h2>${t.history}</h2>
      <dl class="facts">
        <dt>${t.visits(guest.visits)}</dt>
        <dd>
          ${[guest.noShows ? t.noShows(guest.noShows) : "", guest.lateCancellations ? t.lateCancellations(guest.lateCancellations) : ""]
            .filter(Boolean)
            .join(" · ")}
        </dd>
        ${
          guest.firstVisit
            ? html`<dt>${t.firstVisit}</dt>
                <dd>${at(guest.firstVisit)}</dd>`
            : nothing
        }
        ${
          guest.lastVisit
            ? html`<dt>${t.lastVisit}</dt>
                <dd>${at(guest.lastVisit)}</dd>`
            : nothing
        }
        <dt>${t.cancellations}</dt>
        <dd>${guest.cancellations}</dd>
        <dt>${t.contacts}</dt>
        <dd>${[...guest.emails, ...guest.phones].join(" · ")}</dd>
        <dt>${t.language}</dt>
        <dd>${guest.lang}</dd>
      </dl>
      ${
        guest.guestNotes.length
          ? html`<h2>${t.guestNotes}</h2>
              <ul>
                ${guest.guestNotes.map((n) => html`<li><span class="hint">${at(n.startsAt)}:</span> <span class="notes">${n.text}</span></li>`)}
              </ul>`
          : nothing
      }
      <form class="edit" @submit=${this.handleSave}>
        <div class="field">
          <label for="tags">${t.tags}</label>
          <input id="tags" name="tags" aria-describedby="tags-hint" .value=${guest.tags.join(", ")} />
          <p class="hint" id="tags-hint">${t.tagsHint}</p>
        </div>
        <div class="field">
          <label for="owner-notes">${t.ownerNotes}</label>
          <textarea id="owner-notes" name="ownerNotes" rows="3" maxlength="2000" .value=${guest.ownerNotes ?? ""}></textarea>
        </div>
        <button type="submit" class="primary" ?disabled=${this.busy}>${t.save}</button>
      </form>
      <h2>${t.bookings}</h2>
      <ol class="bookings">
        ${bookings.map(
          (b) =>
            html`<li>
              ${at(b.startsAt)} · ${this.context.m.day.party(b.partySize)} · ${this.context.m.statuses[b.status]}
              <span class="hint">${this.context.m.day.number(b.reservationNumber)}</span>
            </li>`,
        )}
      </ol>
      ${this.mergePanel(guest.id)}`;
  }

  private mergePanel(id: number) {
    const t = guestsTexts[this.context.lang];
    const others = this.candidates.filter((c) => c.id !== id);
    return html`<section aria-labelledby="merge-title" class="no-print">
      <h2 id="merge-title">${t.mergeTitle}</h2>
      <p class="hint">${t.mergeHint}</p>
      <form role="search" class="row" @submit=${this.handleFind}>
        <div>
          <label for="merge-search">${t.search}</label>
          <input id="merge-search" name="q" type="search" maxlength="100" placeholder=${t.searchHint} />
        </div>
        <button type="submit">${this.context.m.day.searchButton}</button>
      </form>
      <ul class="guests">
        ${others.map(
          (c) =>
            html`<li class="card guest" data-guest=${c.id}>
              <strong>${c.name}</strong> <span class="hint">${[...c.emails, ...c.phones].join(" · ")}</span>
              ${
                this.confirming?.id === c.id
                  ? html`<span role="group" class="row" aria-label=${t.mergeSure(c.name)}>
                      <span>${t.mergeSure(c.name)}</span>
                      <button type="button" class="danger" ?disabled=${this.busy} @click=${() => this.merge(c)}>${t.yes}</button>
                      <button type="button" @click=${() => (this.confirming = null)}>${t.no}</button>
                    </span>`
                  : html`<button type="button" @click=${() => (this.confirming = c)}>${t.mergeInto}</button>`
              }
            </li>`,
        )}
      </ul>
    </section>`;
  }

  private async handleSave(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const tags = String(form.get("tags") ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    const notes = String(form.get("ownerNotes") ?? "").trim();
    await this.writing(guestsTexts[this.context.lang].saved, (calls) =>
      calls.call(guestsContract.editGuest, { params: { id: this.guestId }, body: { tags, ownerNotes: notes || null } }),
    );
  }

  private async handleFind(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const q = String(new FormData(event.target as HTMLFormElement).get("q") ?? "").trim();
    if (!q) return;
    try {
      const found = await this.profile.write((calls) => calls.call(guestsContract.guests, { query: { q } }));
      if (found) this.candidates = found.value.guests;
    } catch (error) {
      this.message = { text: errorText(this.context.m, error), error: true };
    }
  }

  private async merge(from: GuestListItem): Promise<void> {
    await this.writing(guestsTexts[this.context.lang].merged, (calls) =>
      calls.call(guestsContract.mergeGuests, { params: { id: this.guestId }, body: { from: from.id } }),
    );
    this.confirming = null;
    this.candidates = [];
  }

  /** A write whose answer is the profile as it is now. */
  private async writing(done: string, call: Parameters<ScreenLoad<GuestAnswer, [number]>["write"]>[0]): Promise<void> {
    this.busy = true;
    try {
      const answer = await this.profile.write(call);
      if (!answer) return;
      this.profile.show(answer.value as GuestAnswer);
      this.message = { text: done, error: false };
    } catch (error) {
      this.message = { text: errorText(this.context.m, error), error: true };
    } finally {
      this.busy = false;
    }
  }
}

define("couvert-guest-profile", CouvertGuestProfile);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-guest-profile": CouvertGuestProfile;
  }
}
