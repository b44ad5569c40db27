import type { Restaurant } from "../restaurants/settings.ts";
import { hoursSection, page, restaurantHeader, type PageFrame, type SocialTags } from "./hosted-layout.ts";
import { html, type SafeHtml } from "./safe-html.ts";

/**
 * GET /r/SLUG (docs/api.md §18.1): the restaurant's name and address, the booking, manage and
 * events widgets with the hosted page's key, as an owner's site embeds them, and the opening
 * hours. Inside `<noscript>`, the plain booking and manage forms that work without JavaScript.
 */
export function hostedPage(
  frame: PageFrame,
  restaurant: Restaurant,
  input: { apiKey: string; social: SocialTags; plainBooking: SafeHtml; plainManage: SafeHtml },
): string {
  const { strings } = frame;
  const key = input.apiKey;
  const body = html`${restaurantHeader(restaurant, strings)}
    <main>
      <noscript><p class="notice">${strings.noScriptNote}</p></noscript>
      <section aria-labelledby="book-heading">
        <h2 id="book-heading">${strings.bookHeading}</h2>
        <couvert-booking api-key="${key}" lang="${frame.lang}"></couvert-booking>
        <noscript>${input.plainBooking}</noscript>
      </section>
      <section aria-labelledby="manage-heading">
        <h2 id="manage-heading">${strings.manageHeading}</h2>
        <couvert-manage api-key="${key}" lang="${frame.lang}"></couvert-manage>
        <noscript>${input.plainManage}</noscript>
      </section>
      <section aria-label="${strings.eventsHeading}"><couvert-events api-key="${key}" lang="${frame.lang}"></couvert-events></section>
      ${hoursSection(restaurant, strings)}
    </main>
    <script src="/widget/couvert.js" defer></script>`;
  return page(frame, input.social.title, body, { accent: restaurant.accentHex, social: input.social });
}

/** A page of one step of the plain forms (the times, the result, the reservation) under the restaurant's header. */
export function stepPage(frame: PageFrame, restaurant: Restaurant, heading: string, content: SafeHtml): string {
  const body = html`${restaurantHeader(restaurant, frame.strings)}
    <main>
      <h2>${heading}</h2>
      ${content}
    </main>`;
  return page(frame, `${heading} · ${restaurant.name}`, body, { accent: restaurant.accentHex });
}

/** Unknown or unpublished restaurant, or any other path under /r. */
export function notFoundPage(frame: PageFrame): string {
  const { strings } = frame;
  return page(
    frame,
    strings.notFoundTitle,
    html`<main>
      <h1>${strings.notFoundTitle}</h1>
      <p>${strings.notFoundText}</p>
    </main>`,
  );
}

/** A refusal with no form to show it beside (a rate limit, a failure of ours). */
export function errorPage(frame: PageFrame, restaurant: Restaurant | null, message: string): string {
  const { strings } = frame;
  const back = restaurant ? html`<p><a href="/r/${restaurant.slug}?lang=${frame.lang}">${strings.backToPage}</a></p>` : "";
  return page(
    frame,
    strings.errorTitle,
    html`<main>
      <h1>${strings.errorTitle}</h1>
      <p role="alert">${message}</p>
      ${back}
    </main>`,
    restaurant ? { accent: restaurant.accentHex } : {},
  );
}
