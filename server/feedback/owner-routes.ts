import { feedbackContract as api } from "../../core/owner/contract/feedback.ts";
import type { AppContext } from "../context.ts";
import { handle, type OwnerRoute } from "../owner/owner-api.ts";

/** The console's Feedback screen (docs/api.md §19): the answers, and publishing one to GET /reviews (owners only). */
export function feedbackRoutes(ctx: AppContext): OwnerRoute[] {
  const { feedback } = ctx.services;
  return [
    handle(api.listFeedback, async (_req, _res, { restaurant }) => feedback.list(restaurant)),
    handle(api.publishFeedback, async (req, _res, { restaurant }) => ({
      feedback: await feedback.setPublished(restaurant, String(req.params.id), true),
    })),
    handle(api.unpublishFeedback, async (req, _res, { restaurant }) => ({
      feedback: await feedback.setPublished(restaurant, String(req.params.id), false),
    })),
  ];
}
