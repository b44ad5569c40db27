import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_LINK_DAYS, RATINGS } from "../../core/feedback/feedback.ts";
import { langOf, type Lang } from "../../core/locale.ts";
import { contrast, rgbOfHex, textOn } from "../../ui-shared/color.ts";
import { formatInstant } from "../notifications/messages/format.ts";
import { html, type Html } from "../notifications/messages/html.ts";
import { feedbackCatalog, type FeedbackCatalog } from "./catalog.ts";
import type { FeedbackLinkState } from "./feedback-service.ts";

/** What the page says besides the link's state: the answer just taken, or a form refused and why. */
export type PageNote = "thanks" | "invalid" | "refused" | null;

/**
 * The guest's feedback page (docs/api.md §19): plain HTML with its own small stylesheet, no script,
 * in the guest's language and the restaurant's accent. Star inputs are radio buttons, so a keyboard
 * moves between them with the arrow keys.
 */
export function renderFeedbackPage(link: FeedbackLinkState, nonce: string, note: PageNote = null): string {
  const lang: Lang = link.state === "unknown" ? "en" : langOf(link.feedback.guestLang);
  const t = feedbackCatalog(lang).page;
  const restaurant = link.state === "unknown" ? null : link.restaurant;
  const title = restaurant ? t.title(restaurant.name) : t.unknown;
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style nonce="${nonce}">
          ${styles(restaurant?.accentHex ?? null)}
        </style>
      </head>
      <body>
        <main>${body(link, t, note)}</main>
      </body>
    </html>`.toString();
}

function body(link: FeedbackLinkState, t: FeedbackCatalog["page"], note: PageNote): Html {
  if (link.state === "unknown")
    return html`<h1>${t.unknown}</h1>
      <p>${t.unknownText}</p>`;
  const { restaurant, feedback } = link;
  const heading = html`<p class="restaurant">${restaurant.name}</p>`;
  if (link.state === "expired")
    return html`${heading}
      <h1>${t.expired}</h1>
      <p>${t.expiredText(FEEDBACK_LINK_DAYS)}</p>`;
  if (link.state === "answered")
    return note === "thanks"
      ? html`${heading}
          <h1>${t.thanks}</h1>
          <p>${t.thanksText}</p>`
      : html`${heading}
          <h1>${t.answered}</h1>
          <p>${t.answeredText}</p>`;
  const day = formatInstant(feedback.bookingStartsAt, restaurant.timezone, langOf(feedback.guestLang), "cccc, d LLLL yyyy");
  const error = note === "invalid" ? t.invalid : note === "refused" ? t.refused : null;
  return html`${heading}
    <h1>${t.title(restaurant.name)}</h1>
    <p>${t.intro(day)}</p>
    ${error ? html`<p class="error" role="alert" id="problem">${error}</p>` : null}
    <form method="post">
      <fieldset ${error ? html`aria-describedby="problem"` : null}>
        <legend>${t.rating}</legend>
        <div class="stars">
          ${RATINGS.map(
            (n) =>
              html`<input type="radio" name="rating" value="${n}" id="rating-${n}" required /><label for="rating-${n}"
                  ><span aria-hidden="true">${"★".repeat(n)}</span><span class="count">${t.stars(n)}</span></label
                >`,
          )}
        </div>
      </fieldset>
      <label for="comment">${t.comment}</label>
      <textarea id="comment" name="comment" rows="5" maxlength="${FEEDBACK_COMMENT_MAX_LENGTH}"></textarea>
      <button type="submit">${t.send}</button>
    </form>`;
}

/** The accent as the button's colour when it reads on white; the button's text black or white, whichever reads on it. */
function styles(accentHex: string | null): string {
  const rgb = accentHex ? rgbOfHex(accentHex) : null;
  const accent = rgb && contrast(rgb, [255, 255, 255]) >= 3 ? accentHex! : "#1a1a1a";
  const onAccent = textOn(rgbOfHex(accent)!);
  return `
    :root { --accent: ${accent}; --on-accent: ${onAccent}; color-scheme: light; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1a1a1a; background: #fff; }
    main { max-width: 36rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
    .restaurant { margin: 0; font-weight: 600; color: #4a4a4a; }
    h1 { font-size: 1.5rem; line-height: 1.3; margin: 0.25rem 0 1rem; }
    fieldset { border: 0; padding: 0; margin: 0 0 1.25rem; }
    legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
    .stars { display: grid; gap: 0.5rem; }
    .stars input { position: absolute; opacity: 0; width: 1px; height: 1px; }
    .stars label { display: flex; gap: 0.75rem; align-items: center; min-height: 44px; padding: 0.5rem 0.75rem; border: 2px solid #767676; border-radius: 8px; cursor: pointer; }
    .stars label span[aria-hidden] { color: #8a5a00; letter-spacing: 2px; min-width: 6.5rem; }
    .stars input:checked + label { border-color: var(--accent); background: #f4f4f4; font-weight: 600; }
    .stars input:focus-visible + label { outline: 3px solid var(--accent); outline-offset: 2px; }
    label[for=comment] { display: block; font-weight: 600; margin-bottom: 0.25rem; }
    textarea { width: 100%; font: inherit; padding: 0.5rem; border: 2px solid #767676; border-radius: 8px; }
    textarea:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    button { margin-top: 1.25rem; min-height: 44px; padding: 0.5rem 1.5rem; font: inherit; font-weight: 600; border: 0; border-radius: 8px; background: var(--accent); color: var(--on-accent); cursor: pointer; }
    button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
    .error { color: #b00020; font-weight: 600; }
  `;
}
