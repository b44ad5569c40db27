import * as z from "zod/mini";
import { IsoInstantSchema } from "../primitives.ts";
import { addDays, localDateOf, localToInstant, toUtcIso } from "../time.ts";

/**
 * After the visit (issue 29, docs/api.md §19): the morning after a completed booking the guest is
 * asked "How was it?" by e-mail, with a one-time link; the owner reads the answers and may publish
 * a comment to GET /reviews under the guest's first name and last initial.
 */

/** The e-mail goes out at this wall time in the restaurant's zone, the day after the visit. */
export const FEEDBACK_SEND_TIME = "10:00";
/** The link works for this many days after the e-mail is due. */
export const FEEDBACK_LINK_DAYS = 14;
/** An answer of this many stars or fewer is e-mailed to the restaurant's notificationEmails. */
export const LOW_RATING_MAX = 2;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * When the "How was it?" e-mail is due: FEEDBACK_SEND_TIME on the day after the visit began, or, when
 * the booking is marked completed later than that, at the next FEEDBACK_SEND_TIME after `now`.
 */
export function feedbackDueAt(visitStartsAt: string, now: Date, zone: string): string {
  let date = addDays(localDateOf(new Date(visitStartsAt), zone), 1);
  for (;;) {
    // 10:00 exists on every day in every zone with a DST gap at night; a zone without it is skipped a day.
    const due = localToInstant(date, FEEDBACK_SEND_TIME, zone);
    if (due && due.toMillis() > now.getTime()) return toUtcIso(due);
    date = addDays(date, 1);
  }
}

export const feedbackExpiresAt = (dueAt: string): string => toUtcIso(new Date(Date.parse(dueAt) + FEEDBACK_LINK_DAYS * 86_400_000));

/** How a published comment names its author: "Anna M."; only the initial of the last name. */
export function reviewAuthor(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? "";
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase() ?? "";
  return [first, initial && `${initial}.`].filter(Boolean).join(" ") || "Guest";
}

/** What the guest's form sends: a whole number of stars and an optional comment. */
export const FeedbackAnswerSchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string().check(z.trim(), z.maxLength(FEEDBACK_COMMENT_MAX_LENGTH))),
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>;

/** One guest's answer as the owner sees it. */
export const FeedbackItemSchema = z.object({
  id: z.string(),
  reservationNumber: z.int(),
  /** The guest's full name as booked, for the owner only; published comments show `author`. */
  guestName: z.string(),
  /** "Anna M.": how GET /reviews names the guest once published. */
  author: z.string(),
  bookingStartsAt: IsoInstantSchema,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  answeredAt: IsoInstantSchema,
  /** Null until the owner publishes it to GET /reviews. */
  publishedAt: z.nullable(IsoInstantSchema),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** `data` of GET …/feedback: answered feedback, newest answer first. */
export const FeedbackListSchema = z.object({
  items: z.array(FeedbackItemSchema),
  /** The mean rating over `items`, to one decimal; null without any. */
  averageRating: z.nullable(z.number()),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;
