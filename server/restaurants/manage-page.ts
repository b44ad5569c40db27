import { hostedPageUrl } from "../hosted/hosted-qr.ts";
import type { Restaurant } from "./settings.ts";

/**
 * Where guests change or cancel a booking (docs/api.md §6.6): the page the owner named
 * (`manageUrl`), else the restaurant's hosted page on this server (§18), which holds the manage
 * widget, so every guest message has a working link from the first booking on.
 */
export function managePageOf(restaurant: Pick<Restaurant, "manageUrl" | "slug">, publicUrl: string): string {
  return restaurant.manageUrl ?? hostedPageUrl(publicUrl, restaurant.slug);
}
