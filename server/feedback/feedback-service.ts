import { CouvertError } from "../../core/errors.ts";
import { LOW_RATING_MAX, reviewAuthor, type FeedbackAnswer, type FeedbackItem, type FeedbackList } from "../../core/feedback/feedback.ts";
import type { Review } from "../../core/content/schemas.ts";
import { consoleFragment, consoleUrl } from "../../core/owner/console-address.ts";
import { toUtcIso } from "../../core/time.ts";
import { countryLanguage, type MemberLanguages, type RecipientLanguages } from "../accounts/member-languages.ts";
import type { Clock } from "../clock.ts";
import { averageRating } from "../modules/content/service.ts";
import { fullName } from "../notifications/messages/format.ts";
import type { NewOutboxMessage } from "../notifications/outbox-repository.ts";
import { sealPayload } from "../notifications/payload.ts";
import { messageRestaurant } from "../notifications/reservation-notifier.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { digestOf } from "../security/tokens.ts";
import type { Repositories, Store } from "../store.ts";
import { LOW_RATING_TOPIC } from "./feedback-messages.ts";
import type { FeedbackRecord } from "./feedback-repository.ts";

/** The owner's list shows this many answers at most, the newest. */
export const FEEDBACK_LIST_LIMIT = 500;

/** What the guest's link leads to now. */
export type FeedbackLinkState =
  { state: "unknown" } | { state: "open" | "answered" | "expired"; feedback: FeedbackRecord; restaurant: Restaurant };

/** After the visit (docs/api.md §19): the guest's one answer, and the owner's list and publishing. */
interface FeedbackOptions {
  secret: string;
  publicUrl: string | null;
  /** Each owner address's language (its user's choice); without it, the restaurant's country's. */
  languages?: MemberLanguages;
}

export class FeedbackService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly options: FeedbackOptions;

  constructor(store: Store, clock: Clock, options: FeedbackOptions) {
    this.store = store;
    this.clock = clock;
    this.options = options;
  }

  async link(token: string): Promise<FeedbackLinkState> {
    return linkState(this.store.read, token, this.clock.now());
  }

  /**
   * Stores the guest's answer, once: the answer, the live console's news and, for LOW_RATING_MAX
   * stars or fewer, the owner's e-mail, in one transaction. Answers the link's state after it:
   * `answered` when this answer was taken, else why not.
   */
  async answer(token: string, answer: FeedbackAnswer): Promise<{ taken: boolean; link: FeedbackLinkState }> {
    const now = this.clock.now();
    const found = await linkState(this.store.read, token, now);
    if (found.state !== "open") return { taken: false, link: found };
    const { restaurant } = found;
    const languages = this.options.languages ? await this.options.languages.at(restaurant) : countryLanguage(restaurant);
    return this.store.write([], async (tx) => {
      const at = toUtcIso(now);
      const comment = answer.comment || null;
      if (!(await tx.feedback.answer(digestOf(token), answer.rating, comment, at)))
        return { taken: false, link: await linkState(tx, token, now) };
      const feedback = { ...found.feedback, rating: answer.rating, comment, answeredAt: at };
      await tx.liveEvents.append({
        restaurantId: restaurant.id,
        reservationNumber: feedback.reservationNumber,
        kind: "feedback_answered",
        at: now.getTime(),
      });
      if (answer.rating <= LOW_RATING_MAX) await tx.outbox.enqueue(this.lowRatingMessages(restaurant, feedback, languages), at);
      return { taken: true, link: { state: "answered" as const, feedback, restaurant } };
    });
  }

  async list(restaurant: Restaurant): Promise<FeedbackList> {
    const items = (await this.store.read.feedback.listAnswered(restaurant.id, FEEDBACK_LIST_LIMIT)).map(toItem);
    return { items, averageRating: averageRating(items.map((item) => item.rating)) };
  }

  /** Only the owner's choice publishes, and only an answered one of this restaurant (else `not_found`). */
  async setPublished(restaurant: Restaurant, id: string, published: boolean): Promise<FeedbackItem> {
    const at = published ? toUtcIso(this.clock.now()) : null;
    return this.store.write([], async (tx) => {
      const current = await tx.feedback.findById(restaurant.id, id);
      // Publishing again keeps the first date.
      if (current?.answeredAt && (current.publishedAt === null) === published) await tx.feedback.setPublished(restaurant.id, id, at);
      const updated = await tx.feedback.findById(restaurant.id, id);
      if (!updated?.answeredAt) throw new CouvertError("not_found", { message: `There is no answered feedback ${id}.` });
      return toItem(updated);
    });
  }

  /** The published answers as GET /reviews items, with the guest's first name and last initial only. */
  async publishedReviews(restaurantId: string): Promise<Review[]> {
    return (await this.store.read.feedback.listPublished(restaurantId)).map((f) => ({
      id: f.id,
      author: reviewAuthor(f.guestFirstName, f.guestLastName),
      rating: f.rating!,
      text: f.comment ?? "",
      source: "couvert",
      createdAt: f.answeredAt!,
    }));
  }

  /** One e-mail per owner address, each in its reader's language. */
  private lowRatingMessages(restaurant: Restaurant, feedback: FeedbackRecord, languages: RecipientLanguages): NewOutboxMessage[] {
    const message = {
      kind: "low_rating" as const,
      restaurant: messageRestaurant(restaurant),
      guestName: fullName({ firstName: feedback.guestFirstName, lastName: feedback.guestLastName }),
      reservationNumber: feedback.reservationNumber,
      rating: feedback.rating!,
      comment: feedback.comment,
      consoleLink: this.options.publicUrl && consoleUrl(this.options.publicUrl, consoleFragment(restaurant.slug, "feedback")),
    };
    return restaurant.notificationEmails.map((recipient) => ({
      restaurantId: restaurant.id,
      reservationId: feedback.reservationId,
      channel: "email",
      topic: LOW_RATING_TOPIC,
      recipient,
      payloadSealed: sealPayload(this.options.secret, {
        channel: "email",
        audience: "feedback",
        message: { ...message, lang: languages.of(recipient) },
      }),
      notBefore: toUtcIso(this.clock.now()),
      space: "live",
    }));
  }
}

async function linkState(read: Repositories, token: string, now: Date): Promise<FeedbackLinkState> {
  // A token is 43 base64url characters (security/tokens.ts): anything else is not looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "unknown" };
  const feedback = await read.feedback.findByTokenHash(digestOf(token));
  const restaurant = feedback && (await read.restaurants.findById(feedback.restaurantId));
  if (!feedback || !restaurant) return { state: "unknown" };
  if (feedback.answeredAt !== null) return { state: "answered", feedback, restaurant };
  return { state: Date.parse(feedback.expiresAt) <= now.getTime() ? "expired" : "open", feedback, restaurant };
}

function toItem(f: FeedbackRecord): FeedbackItem {
  return {
    id: f.id,
    reservationNumber: f.reservationNumber,
    guestName: fullName({ firstName: f.guestFirstName, lastName: f.guestLastName }),
    author: reviewAuthor(f.guestFirstName, f.guestLastName),
    bookingStartsAt: f.bookingStartsAt,
    rating: f.rating!,
    comment: f.comment,
    answeredAt: f.answeredAt!,
    publishedAt: f.publishedAt,
  };
}
