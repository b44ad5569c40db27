import type { Request } from "express";
import { LANGS, type Lang } from "../../core/locale.ts";
import type { Restaurant } from "../restaurants/settings.ts";

/** The language most guests of a country read, among those Couvert speaks. */
const COUNTRY_LANGS: Readonly<Record<string, string>> = { DE: "de", AT: "de", CH: "de", LI: "de", LU: "de" };

const spoken = (tag: unknown): Lang | null =>
  typeof tag === "string" && (LANGS as readonly string[]).includes(tag) ? (tag as Lang) : null;

/** The restaurant's own language: the one of its country when Couvert speaks it, else English. */
export const restaurantLang = (restaurant: Pick<Restaurant, "country"> | null): Lang =>
  spoken(COUNTRY_LANGS[restaurant?.country?.toUpperCase() ?? ""]) ?? "en";

/**
 * The hosted page's language (docs/api.md §18.1): the form's or the address's `lang`, then the
 * browser's Accept-Language, then the restaurant's own.
 */
export function hostedLang(req: Request, restaurant: Pick<Restaurant, "country"> | null): Lang {
  const asked = spoken((req.body as Record<string, unknown> | undefined)?.lang) ?? spoken(req.query.lang);
  if (asked) return asked;
  if (req.get("accept-language")) {
    const accepted = spoken(req.acceptsLanguages(...LANGS));
    if (accepted) return accepted;
  }
  return restaurantLang(restaurant);
}
