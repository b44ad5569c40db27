import { randomBytes } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { FeedbackAnswerSchema } from "../../core/feedback/feedback.ts";
import type { AppContext } from "../context.ts";
import { renderFeedbackPage, type PageNote } from "./feedback-page.ts";
import type { FeedbackLinkState } from "./feedback-service.ts";

/** A form's body is a rating and a comment of at most 2000 characters: a few KiB at most. */
const FORM_LIMIT = "16kb";

/**
 * The guest's page at GET /feedback/<token> and its form's POST (docs/api.md §19). The form needs
 * no other secret than the token in its own address; a post another site's page sends (its
 * Origin or Sec-Fetch-Site says so) is refused all the same.
 */
export function feedbackPageRouter(ctx: AppContext): Router {
  const { feedback } = ctx.services;
  const publicHost = new URL(ctx.config.publicUrl).host;
  const router = express.Router();
  router.get("/feedback/:token", async (req, res) => {
    const link = await feedback.link(String(req.params.token));
    send(res, link, statusOf(link));
  });
  router.post("/feedback/:token", express.urlencoded({ extended: false, limit: FORM_LIMIT }), async (req, res) => {
    const token = String(req.params.token);
    if (!sameOrigin(req, publicHost)) return send(res, await feedback.link(token), 403, "refused");
    const form = (req.body ?? {}) as Record<string, unknown>;
    const parsed = FeedbackAnswerSchema.safeParse({
      rating: Number(form.rating),
      comment: typeof form.comment === "string" ? form.comment : null,
    });
    if (!parsed.success) {
      const link = await feedback.link(token);
      return send(res, link, link.state === "open" ? 400 : statusOf(link), link.state === "open" ? "invalid" : null);
    }
    const { taken, link } = await feedback.answer(token, parsed.data);
    send(res, link, taken ? 200 : statusOf(link), taken ? "thanks" : null);
  });
  return router;
}

/** An expired link is gone (410); one used already conflicts (409); an unknown one is not found. */
function statusOf(link: FeedbackLinkState): number {
  if (link.state === "unknown") return 404;
  if (link.state === "expired") return 410;
  return link.state === "answered" ? 409 : 200;
}

function send(res: Response, link: FeedbackLinkState, status: number, note: PageNote = null): void {
  const nonce = randomBytes(16).toString("base64");
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The token is in the address: never sent to another site, and same-origin posts keep their Origin.
      "Referrer-Policy": "same-origin",
      "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
    })
    .send(renderFeedbackPage(link, nonce, note));
}

/**
 * A browser says where a form came from: refused when that is another site. Without either header
 * (an older client), or with an opaque `Origin: null`, the token alone guards it.
 */
function sameOrigin(req: Request, publicHost: string): boolean {
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = req.get("origin");
  if (!origin || origin === "null") return true;
  try {
    const { host } = new URL(origin);
    return host === publicHost || host === req.get("host");
  } catch {
    return false;
  }
}
