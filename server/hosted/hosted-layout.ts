import type { Lang } from "../../core/locale.ts";
import { WEEKDAYS } from "../../core/time.ts";
import { rgbOfHex, textOn } from "../../ui-shared/color.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { HostedStrings } from "./hosted-strings.ts";
import { html, type SafeHtml } from "./safe-html.ts";

/** The first gallery image, shown by social previews (docs/api.md §18.1). */
export interface PreviewImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** What every hosted page is drawn with. */
export interface PageFrame {
  lang: Lang;
  strings: HostedStrings;
  /** The `<style>` element's nonce, which the page's Content-Security-Policy names. */
  nonce: string;
}

/** The head tags a shared link is previewed by: Open Graph and Twitter's card. */
export interface SocialTags {
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  siteName: string;
  image: PreviewImage | null;
}

const OG_LOCALES: Record<Lang, string> = { en: "en_GB", de: "de_DE", fr: "fr_FR", it: "it_IT", es: "es_ES", nl: "nl_NL" };

/** A whole hosted page: head (title, social tags, canonical link, styles) and `body`. */
export function page(frame: PageFrame, title: string, body: SafeHtml, options: { accent?: string; social?: SocialTags } = {}): string {
  const { social } = options;
  return html`<!doctype html>
    <html lang="${frame.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${social ? socialTags(social, frame.lang) : html`<meta name="robots" content="noindex" />`}
        <style nonce="${frame.nonce}">
          ${accentRule(options.accent)}${STYLES}
        </style>
      </head>
      <body>
        ${body}
        <footer><p>${frame.strings.poweredBy}</p></footer>
      </body>
    </html> `.text;
}

function socialTags(tags: SocialTags, lang: Lang): SafeHtml {
  const { image } = tags;
  return html`<meta name="description" content="${tags.description}" />
    <link rel="canonical" href="${tags.url}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${tags.title}" />
    <meta property="og:description" content="${tags.description}" />
    <meta property="og:url" content="${tags.url}" />
    <meta property="og:site_name" content="${tags.siteName}" />
    <meta property="og:locale" content="${OG_LOCALES[lang]}" />
    ${
      image
        ? html`<meta property="og:image" content="${image.url}" />
            <meta property="og:image:alt" content="${image.alt}" />
            <meta property="og:image:width" content="${image.width}" />
            <meta property="og:image:height" content="${image.height}" />
            <meta name="twitter:image" content="${image.url}" />
            <meta name="twitter:image:alt" content="${image.alt}" />`
        : ""
    }
    <meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />
    <meta name="twitter:title" content="${tags.title}" />
    <meta name="twitter:description" content="${tags.description}" />`;
}

/** The restaurant's accent on buttons and the page's top band, with text that contrasts on it. */
function accentRule(accent: string | undefined): string {
  const rgb = accent ? rgbOfHex(accent) : null;
  if (!accent || !rgb) return "";
  return `:root{--accent:${accent};--on-accent:${textOn(rgb)};--couvert-accent:${accent}}`;
}

/** The restaurant's name, address and weekly hours: the page's header and its hours section. */
export function restaurantHeader(restaurant: Restaurant, strings: HostedStrings): SafeHtml {
  return html`<header class="band">
    <h1>${restaurant.name}</h1>
    ${restaurant.address ? html`<p class="address"><span class="visually-hidden">${strings.address}: </span>${restaurant.address}</p>` : ""}
  </header>`;
}

export function hoursSection(restaurant: Restaurant, strings: HostedStrings): SafeHtml {
  const rows = WEEKDAYS.map((day) => {
    const hours = restaurant.weeklyHours[day];
    return html`<tr>
      <th scope="row">${strings.weekdays[day]}</th>
      <td>${hours.closed ? strings.closed : `${hours.open}–${hours.close}`}</td>
    </tr>`;
  });
  return html`<section aria-labelledby="hours-heading">
    <h2 id="hours-heading">${strings.hours}</h2>
    <table class="hours">
      ${rows}
    </table>
    ${
      restaurant.address
        ? html`<h3>${strings.address}</h3>
            <p>${restaurant.address}</p>`
        : ""
    }${restaurant.phone ? html`<p><a href="tel:${restaurant.phone.replace(/[^\d+]/g, "")}">${restaurant.phone}</a></p>` : ""}
  </section>`;
}

/** A message beside the field it is about, named by the field's `aria-describedby`. */
export const fieldError = (field: string, message: string | undefined): SafeHtml =>
  message ? html`<p class="error" id="${field}-error">${message}</p>` : html``;

/** The attributes a field with an error carries. */
export const invalidAttributes = (field: string, message: string | undefined): SafeHtml =>
  message ? html` aria-invalid="true" aria-describedby="${field}-error"` : html``;

const STYLES = `
:root{--accent-default:#8a3b12;color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1d1d1f;background:#fff}
body{margin:0}
.band{border-top:6px solid var(--accent,var(--accent-default));padding:1.25rem 1rem .5rem;max-width:44rem;margin:0 auto}
h1{font-size:1.75rem;margin:0 0 .25rem;line-height:1.2}
h2{font-size:1.3rem;margin:1.75rem 0 .75rem}
h3{font-size:1.05rem;margin:1rem 0 .25rem}
main,footer{max-width:44rem;margin:0 auto;padding:0 1rem}
footer{padding-bottom:2rem;color:#555;font-size:.9rem}
.address{margin:0;color:#444}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.hours{border-collapse:collapse}
.hours th,.hours td{text-align:left;padding:.2rem 1.25rem .2rem 0;font-weight:normal}
form{display:grid;gap:.85rem;max-width:28rem}
label{display:grid;gap:.25rem;font-weight:600}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:normal}
.check input{margin-top:.3rem}
input,select,textarea{font:inherit;padding:.55rem .6rem;border:1px solid #767676;border-radius:.35rem;min-height:2.75rem;box-sizing:border-box;width:100%}
.check input{width:auto;min-height:auto}
textarea{min-height:5rem}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;margin-bottom:.35rem}
.times{display:flex;flex-wrap:wrap;gap:.5rem}
.times label{display:flex;align-items:center;gap:.35rem;font-weight:normal;border:1px solid #767676;border-radius:.35rem;padding:.35rem .7rem}
.times input{width:auto;min-height:auto}
button{font:inherit;font-weight:600;background:var(--accent,var(--accent-default));color:var(--on-accent,#fff);border:0;border-radius:.35rem;padding:.7rem 1.2rem;min-height:2.75rem;cursor:pointer;justify-self:start}
.error{color:#b00020;margin:0;font-weight:normal}
.notice{border-left:4px solid var(--accent,var(--accent-default));background:#f6f6f6;padding:.75rem 1rem}
.notice.problem{border-color:#b00020}
.plain-form+.plain-form{margin-top:1.25rem}
section+.plain-form{margin-top:1.75rem;padding-top:1.25rem;border-top:1px solid #ddd}
dl.credentials{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;font-size:1.2rem}
dl.credentials dt{font-weight:600}
dl.credentials dd{margin:0;font-family:ui-monospace,monospace;font-size:1.4rem}
a{color:#0b57a4}
`;
