import express, { type Request, type Response, type Router } from "express";
import type { Lang } from "../../core/locale.ts";
import type { AppContext } from "../context.ts";
import { errorText, HOSTED_STRINGS } from "../hosted/hosted-strings.ts";
import { html, type Html } from "../notifications/messages/html.ts";
import { formatInstant } from "../notifications/messages/format.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { waitlistCatalog, type WaitlistCatalog } from "./catalog.ts";
import { CLAIM_PATH, LEAVE_PATH } from "./links.ts";
import type { ClaimOutcome, OfferPreview } from "./waitlist-offers.ts";

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}dt{font-weight:600}dd{margin:0}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#0b57d0;color:#fff;cursor:pointer;width:100%}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}.secret{font:700 1.5rem ui-monospace,Menlo,monospace;letter-spacing:.1em}
.error{color:#b3261e;font-weight:600}label{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1rem}a{color:#0b57d0}`;

const STYLESHEET_PATH = "/waitlist/page.css";

/** The pages need no script, and take no style but their own. */
const CSP = ["default-src 'none'", "style-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join("; ");

/**
 * The claim and leave pages of the waitlist (issue 30), rendered on the server: they work without
 * JavaScript, at 375 px, in the guest's language. A GET only shows; the booking or the leaving is
 * a POST of the page's one form, so a mail client that opens links ahead books nothing.
 */
export function waitlistPages(ctx: AppContext): Router {
  const router = express.Router();
  const service = ctx.services.waitlist;
  const form = express.urlencoded({ extended: false, limit: "2kb" });

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("css").send(STYLE);
  });
  router.get(`${CLAIM_PATH}:token`, async (req, res) => {
    send(res, claimPage(await service.offers.preview(String(req.params.token), ctx.clock.now()), null));
  });
  router.post(`${CLAIM_PATH}:token`, form, async (req: Request, res) => {
    const token = String(req.params.token);
    const terms = (req.body as Record<string, unknown> | undefined)?.terms_accepted === "true";
    const outcome = await service.offers.claim(token, terms, ctx.clock.now());
    if (outcome.kind === "refused") {
      const preview = await service.offers.preview(token, ctx.clock.now());
      // The error in the guest's language: the hosted page's catalogue has every code a booking can fail with.
      return send(
        res,
        claimPage(
          preview,
          errorText({ strings: HOSTED_STRINGS[outcome.lang], lang: outcome.lang }, outcome.error.code, outcome.error.field),
        ),
        400,
      );
    }
    send(
      res,
      claimOutcomePage(outcome),
      outcome.kind === "booked" || outcome.kind === "unknown" ? (outcome.kind === "unknown" ? 404 : 200) : 409,
    );
  });
  router.get(`${LEAVE_PATH}:code`, async (req, res) => {
    const found = await service.entryOfLeaveLink(String(req.params.code));
    if (!found) return send(res, unknownPage(), 404);
    const t = waitlistCatalog(found.entry.lang);
    if (found.entry.status === "left") return send(res, page(found.entry.lang, t.page.leftTitle, html`<p>${t.page.leftIntro}</p>`));
    send(
      res,
      page(
        found.entry.lang,
        t.page.leaveTitle,
        html`<p>${t.page.leaveIntro(found.restaurant.name)}</p>
          <form method="post"><button type="submit">${t.page.leaveButton}</button></form>`,
      ),
    );
  });
  router.post(`${LEAVE_PATH}:code`, form, async (req, res) => {
    const found = await service.leave(String(req.params.code), ctx.clock.now());
    if (!found) return send(res, unknownPage(), 404);
    const t = waitlistCatalog(found.entry.lang);
    send(res, page(found.entry.lang, t.page.leftTitle, html`<p>${t.page.leftIntro}</p>`));
  });
  return router;
}

function claimPage(preview: OfferPreview, error: string | null): Html {
  if (preview.kind !== "open") return claimOutcomePage(preview);
  const { restaurant, entry } = preview;
  const t = waitlistCatalog(entry.lang);
  const terms = restaurant.termsUrl
    ? html`<label
        ><input type="checkbox" name="terms_accepted" value="true" required />
        <span><a href="${restaurant.termsUrl}">${t.page.acceptTerms}</a></span></label
      >`
    : html``;
  return page(
    entry.lang,
    t.page.claimTitle,
    html`<p>${t.page.claimIntro(restaurant.name)}</p>
      ${facts(t, entry.lang, restaurant, preview.startsAt, entry.partySize)}
      ${error ? html`<p class="error" role="alert">${error}</p>` : html``}
      <form method="post">${terms}<button type="submit">${t.page.claimButton}</button></form>`,
  );
}

function claimOutcomePage(outcome: Exclude<ClaimOutcome, { kind: "refused" }> | OfferPreview): Html {
  if (outcome.kind === "unknown" || outcome.kind === "open") return unknownPage();
  const t = waitlistCatalog(outcome.lang);
  if (outcome.kind === "booked") {
    return page(
      outcome.lang,
      t.page.bookedTitle,
      html`${facts(t, outcome.lang, outcome.restaurant, outcome.startsAt, outcome.partySize)}
        <dl>
          <dt>${t.labels.number}</dt>
          <dd class="secret">${String(outcome.reservationNumber)}</dd>
          <dt>${t.labels.pin}</dt>
          <dd class="secret">${outcome.pin}</dd>
        </dl>
        <p>${t.page.bookedIntro}</p>`,
    );
  }
  const [title, intro] =
    outcome.kind === "gone"
      ? [t.page.goneTitle, t.page.goneIntro]
      : outcome.kind === "expired"
        ? [t.page.expiredTitle, t.page.expiredIntro]
        : [t.page.usedTitle, t.page.usedIntro];
  return page(outcome.lang, title, html`<p>${intro}</p>`);
}

const facts = (t: WaitlistCatalog, lang: Lang, restaurant: Restaurant, startsAt: string, partySize: number): Html =>
  html`<dl>
    <dt>${t.labels.restaurant}</dt>
    <dd>${restaurant.name}</dd>
    <dt>${t.labels.when}</dt>
    <dd>${formatInstant(startsAt, restaurant.timezone, lang, t.formats.when)}</dd>
    <dt>${t.labels.party}</dt>
    <dd>${t.guests(partySize)}</dd>
  </dl>`;

function unknownPage(): Html {
  const t = waitlistCatalog("en");
  return page("en", t.page.unknownTitle, html`<p>${t.page.unknownIntro}</p>`);
}

const page = (lang: Lang, title: string, body: Html): Html =>
  html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;

function send(res: Response, body: Html, status = 200): void {
  res.status(status);
  res.set({ "Content-Security-Policy": CSP, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  res.type("html").send(body.toString());
}
