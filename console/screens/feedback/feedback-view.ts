import { LitElement, html } from "lit";
import { roleAllows } from "../../../core/accounts/roles.ts";
import { LOW_RATING_MAX, type FeedbackItem, type FeedbackList } from "../../../core/feedback/feedback.ts";
import { OWNER_API } from "../../../core/owner/contract/index.ts";
import { define } from "../../../ui-shared/define.ts";
import { localDateTime } from "../../format.ts";
import { errorText } from "../../i18n/index.ts";
import { ScreenLoad } from "../../load-task.ts";
import { consoleStyles } from "../../styles.ts";
import type { ScreenContext } from "../screen.ts";
import { feedbackTexts } from "./feedback-view.i18n.ts";
import { feedbackStyles } from "./feedback-view.styles.ts";

/**
 * @summary The guests' answers to the after-visit e-mail (docs/api.md §19), newest first and live;
 * an owner publishes one to the restaurant's reviews, or takes it off again.
 */
export class CouvertFeedbackView extends LitElement {
  static override styles = [consoleStyles, feedbackStyles];

  static override properties = {
    context: { attribute: false },
    busy: { state: true },
    message: { state: true },
  };

  declare context: ScreenContext;
  declare private busy: string | null;
  declare private message: { text: string; error: boolean } | null;

  private readonly feedback = new ScreenLoad<FeedbackList>(this, {
    live: true,
    load: (calls) => calls.call(OWNER_API.listFeedback),
    restaurantShown: () => (this.message = null),
  });

  constructor() {
    super();
    this.busy = null;
    this.message = null;
  }

  override render() {
    const t = feedbackTexts(this.context.lang);
    const { m } = this.context;
    const failed = this.feedback.value && this.feedback.error !== undefined;
    const message = failed ? { text: errorText(m, this.feedback.error), error: true } : this.message;
    return html`<h1 tabindex="-1">${t.title}</h1>
      <p class="hint">${t.intro}</p>
      <p role="status" aria-live="polite" class=${message?.error ? "error" : message ? "notice" : "visually-hidden"}>
        ${message?.text ?? ""}
      </p>
      ${this.feedback.render({
        loading: () => html`<p role="status">${m.loading}</p>`,
        failed: (text) =>
          html`<p class="error" role="alert">${text}</p>
            <button type="button" @click=${this.feedback.reload}>${m.retry}</button>`,
        ready: (list) => this.list(list),
      })}`;
  }

  private list({ items, averageRating }: FeedbackList) {
    const t = feedbackTexts(this.context.lang);
    if (items.length === 0) return html`<p>${t.none}</p>`;
    const average = new Intl.NumberFormat(this.context.lang, { maximumFractionDigits: 1 }).format(averageRating ?? 0);
    return html`<p>${t.average(average, items.length)}</p>
      <ol class="answers">
        ${items.map((item) => this.answer(item))}
      </ol>`;
  }

  private answer(item: FeedbackItem) {
    const t = feedbackTexts(this.context.lang);
    const { timezone } = this.context.restaurant;
    const mayPublish = roleAllows(this.context.role, "restaurant");
    return html`<li class="answer ${item.rating <= LOW_RATING_MAX ? "low" : ""}" data-id=${item.id}>
      <div class="head">
        <span class="guest">${item.guestName}</span>
        <span class="stars" role="img" aria-label=${t.stars(item.rating)}>${"★".repeat(item.rating)}${"☆".repeat(5 - item.rating)}</span>
      </div>
      ${item.comment ? html`<blockquote>${item.comment}</blockquote>` : html`<p class="meta">${t.noComment}</p>`}
      <p class="meta">${t.visit(localDateTime(item.bookingStartsAt, timezone, this.context.lang), item.reservationNumber)}</p>
      ${item.publishedAt ? html`<p class="published">${t.publishedAs(item.author)}</p>` : null}
      ${
        mayPublish && item.comment
          ? html`<button type="button" ?disabled=${this.busy !== null} @click=${() => this.handlePublish(item)}>
              ${item.publishedAt ? t.unpublish : t.publish}
            </button>`
          : null
      }
    </li>`;
  }

  private async handlePublish(item: FeedbackItem) {
    const t = feedbackTexts(this.context.lang);
    const route = item.publishedAt ? OWNER_API.unpublishFeedback : OWNER_API.publishFeedback;
    this.busy = item.id;
    try {
      const written = await this.feedback.write((calls) => calls.call(route, { params: { id: item.id } }));
      if (!written) return;
      const { feedback } = written.value;
      const shown = this.feedback.value;
      if (shown) this.feedback.show({ ...shown, items: shown.items.map((i) => (i.id === feedback.id ? feedback : i)) });
      this.message = { text: feedback.publishedAt ? t.published(feedback.author) : t.unpublished, error: false };
    } catch (error) {
      this.message = { text: errorText(this.context.m, error), error: true };
    } finally {
      this.busy = null;
    }
  }
}

define("couvert-feedback-view", CouvertFeedbackView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-feedback-view": CouvertFeedbackView;
  }
}
