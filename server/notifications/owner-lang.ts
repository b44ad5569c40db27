import type { Lang } from "../../core/locale.ts";

/** Owners of restaurants in these countries get their messages in German. */
const GERMAN_SPEAKING = new Set(["DE", "AT", "CH", "LI"]);

/** The language of a restaurant's own messages when nobody chose one: its country's. */
export const restaurantLang = (restaurant: { country: string | null }): Lang =>
  restaurant.country && GERMAN_SPEAKING.has(restaurant.country) ? "de" : "en";
