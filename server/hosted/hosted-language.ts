import type { Request } from "express";
import { LANGS, languageOfCountry, type Lang } from "../../core/locale.ts";
import type { Restaurant } from "../restaurants/settings.ts";

/** The languages the hosted page has texts for (hosted-strings.ts): all of core/locale.ts, as its widgets. */
const PAGE_LANGS: readonly Lang[] = LANGS;

const spoken = (tag: unknown): Lang | null =>
  typeof tag === "string" && (PAGE_LANGS as readonly string[]).includes(tag) ? (tag as Lang) : null;

/**
 * The hosted page's language (docs/api.md §18.1): the form's or the address's `lang`, then the
 * browser's Accept-Language, then the restaurant's own.
 */
export function hostedLang(req: Request, restaurant: Pick<Restaurant, "country"> | null): Lang {
  const asked = spoken((req.body as Record<string, unknown> | undefined)?.lang) ?? spoken(req.query.lang);
  if (asked) return asked;
  if (req.get("accept-language")) {
    const accepted = spoken(req.acceptsLanguages(...PAGE_LANGS));
    if (accepted) return accepted;
  }
  return languageOfCountry(restaurant?.country);
}
