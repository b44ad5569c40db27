import { FEEDBACK_LINK_DAYS } from "../../core/feedback/feedback.ts";
import type { Lang } from "../../core/locale.ts";
import { formatInstant, singleLine } from "../notifications/messages/format.ts";
import { renderHtml, renderText, type MessageDocument } from "../notifications/messages/layout.ts";
import type { MessageRestaurant, RenderedMessage } from "../notifications/messages/types.ts";
import { feedbackCatalog } from "./catalog.ts";

/** The two after-visit e-mails, as their outbox rows hold them (sealed: the request carries the one-time link). */
export type FeedbackMessage =
  | {
      kind: "request";
      lang: Lang;
      restaurant: MessageRestaurant;
      guestName: string;
      visitStartsAt: string;
      link: string;
    }
  | {
      kind: "low_rating";
      lang: Lang;
      restaurant: MessageRestaurant;
      guestName: string;
      reservationNumber: number;
      rating: number;
      comment: string | null;
      consoleLink: string | null;
    };

/** Outbox topics: the guest's question, and the owner's alert for a low rating. */
export const FEEDBACK_REQUEST_TOPIC = "guest.feedback_request";
export const LOW_RATING_TOPIC = "owner.low_rating";

export function renderFeedbackMessage(message: FeedbackMessage): RenderedMessage {
  const { email, owner } = feedbackCatalog(message.lang);
  const name = message.restaurant.name;
  let subject: string;
  let content: MessageDocument;
  if (message.kind === "request") {
    const day = formatInstant(message.visitStartsAt, message.restaurant.timezone, message.lang, email.dayPattern);
    subject = email.subject(name);
    content = {
      lang: message.lang,
      title: email.title,
      blocks: [
        ...(message.guestName ? [{ type: "paragraph" as const, text: email.greeting(message.guestName) }] : []),
        { type: "paragraph", text: email.lead(name, day) },
        { type: "link", label: email.link, url: message.link, hint: email.hint(FEEDBACK_LINK_DAYS) },
      ],
      footer: email.footer(name),
    };
  } else {
    subject = owner.subject(message.rating, message.guestName);
    content = {
      lang: message.lang,
      title: owner.title,
      blocks: [
        { type: "paragraph", text: owner.lead(message.guestName, message.rating) },
        {
          type: "facts",
          heading: owner.booking(message.reservationNumber),
          facts: [{ label: owner.comment, value: message.comment ?? owner.noComment }],
        },
        ...(message.consoleLink ? [{ type: "link" as const, label: owner.console, url: message.consoleLink, hint: null }] : []),
      ],
      footer: owner.footer(name),
    };
  }
  return { subject: singleLine(subject), text: renderText(content), html: renderHtml(content), attachments: [] };
}
