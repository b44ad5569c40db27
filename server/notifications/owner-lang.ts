import { languageOfCountry, type Lang } from "../../core/locale.ts";

/** The language of a restaurant's own messages when nobody chose one: its country's (core/locale.ts). */
export const restaurantLang = (restaurant: { country: string | null }): Lang => languageOfCountry(restaurant.country);
