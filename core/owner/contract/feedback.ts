import * as z from "zod/mini";
import { FeedbackItemSchema, FeedbackListSchema } from "../../feedback/feedback.ts";
import { ownerRoute } from "./route.ts";

/** After the visit (issue 29, docs/api.md §18): the guests' answers, and publishing a comment to GET /reviews. */
export const feedbackContract = {
  listFeedback: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/feedback",
    name: "listFeedback",
    summary: "The guests' answers to the after-visit e-mail, newest first",
    area: "reservations",
    answer: FeedbackListSchema,
  }),
  publishFeedback: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/feedback/:id/publish",
    name: "publishFeedback",
    summary: "Publishes a guest's answer to GET /reviews, under the guest's first name and last initial (owners only)",
    area: "restaurant",
    answer: z.object({ feedback: FeedbackItemSchema }),
  }),
  unpublishFeedback: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/feedback/:id/unpublish",
    name: "unpublishFeedback",
    summary: "Takes a published answer off GET /reviews again (owners only)",
    area: "restaurant",
    answer: z.object({ feedback: FeedbackItemSchema }),
  }),
};
