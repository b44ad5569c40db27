import type { ErrorCode } from "../../core/errors.ts";
import { isLocaleTag } from "../../core/formats.ts";
import { en, type FormField, type Messages } from "./en.ts";
import { canonicalLocale, langOf, type Lang } from "../../core/locale.ts";
import { catalog, type Catalog } from "../../ui-shared/lazy-catalog.ts";

export type { FormField, Messages };
export { canonicalLocale, LANGS, langOf, type Lang } from "../../core/locale.ts";
export { textsIn, type Catalog } from "../../ui-shared/lazy-catalog.ts";

/**
 * One typed text object per language. An element brings its own strings the same way: English
 * beside it, the other languages (German in the element's `messages.ts`, the rest in
 * `messages.<lang>.ts`) gathered in each language's pack
 * (widget/i18n/packs/<lang>.ts), a chunk loaded only when a page needs it:
 *
 * ```ts
 * export const en = { title: "Events", count: (n: number) => plural("en", n, { one: "# event", other: "# events" }) };
 * export const de: typeof en = { title: "Veranstaltungen", count: (n) => … };
 * export const messages = catalog("events", { en });
 * // in the element: this.pick(messages).title
 * ```
 */
/** The texts shared by every element (errors, form fields, the date and time picker). */
export const common: Catalog<Messages> = catalog("common", { en });

/**
 * The language tag that applies to `element`: its own `lang`, else the closest ancestor's (up to
 * `<html lang>`, also across a shadow root), else "en".
 */
export function languageTag(element: Element): string {
  for (let node: Node | null = element; node;) {
    if (node instanceof Element && node.getAttribute("lang")) return node.getAttribute("lang")!;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return "en";
}

/**
 * The language of the texts and the locale for `Intl` that go with a page's tag. A language we do
 * not speak falls back to English for both, so dates never come in another language than the
 * words around them (and `lang` can say which one a screen reader should use).
 */
export function resolveLanguage(tag: string): { lang: Lang; locale: string } {
  const locale = canonicalLocale(tag);
  const lang = langOf(locale);
  return { lang, locale: locale.toLowerCase().split("-")[0] === lang ? locale : lang };
}

/**
 * The `guest_locale` a booking sends (the language the messages about it speak): the element's
 * locale, e.g. "de-AT", when the API takes its shape (core's rule), else its language alone.
 */
export function guestLocale(locale: string): string {
  return isLocaleTag(locale) ? locale : langOf(locale);
}

/** The translated sentence for an API error code (or `network_error`); a field-specific one for `invalid_request`. */
export function messageFor(m: Messages, code: ErrorCode | "network_error" | string, field?: string): string {
  if (code === "invalid_request" && field && field in m.invalid) return m.invalid[field as FormField];
  if (code === "contact_required" && field === "guest_email") return m.emailNeeded;
  return m.errors[code as ErrorCode] ?? m.errors.internal_error;
}

/**
 * A wait in `m`'s words: "14 min 5 s", "2 min", "45 s". Not a clock's "14:05", which a guest at
 * midnight read as a time of day (QA pass).
 */
export function countdown(seconds: number, m: Messages): string {
  const [minutes, rest] = [Math.floor(seconds / 60), seconds % 60];
  return [minutes && m.minutesShort(minutes), (rest || !minutes) && m.secondsShort(rest)].filter(Boolean).join(" ");
}
