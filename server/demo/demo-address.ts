import { CONTENT_SCHEMAS, type ContentModule } from "../../core/content/schemas.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Store } from "../store.ts";

/**
 * The demo restaurant's links and pictures name the server's address as it was when it was seeded
 * (its website, the manage link of the guests' e-mails, the events' covers, the news and gallery
 * images). Started again at another address (`PORT` or `COUVERT_PUBLIC_URL` changed), each of them
 * is moved to the new one: else the demo pages' own policy refuses the pictures, and the e-mails
 * lead to a server that is not there. The demo's website is its own page, so it tells the address
 * it was seeded at. Runs inside the start's transaction; nothing else is changed.
 */
export async function moveDemoToAddress(store: Store, restaurant: Restaurant, publicUrl: string, now: Date): Promise<Restaurant> {
  const seededAt = restaurant.website?.replace(/\/$/, "");
  if (!seededAt || seededAt === publicUrl) return restaurant;
  const move = <T>(value: T): T => rebased(value, seededAt, publicUrl);
  const { restaurants, events, content } = store.read;

  await restaurants.updateSettings(restaurant.id, { website: move(restaurant.website), manageUrl: move(restaurant.manageUrl) }, now);
  for (const event of await events.list(restaurant.id)) {
    const moved = move(event);
    if (moved !== event) await events.update(restaurant.id, event.id, moved);
  }
  for (const module of Object.keys(CONTENT_SCHEMAS) as ContentModule[]) {
    const document = await content.get(restaurant.id, module);
    const moved = move(document);
    if (moved !== document) await content.replace(restaurant.id, module, moved, now);
  }
  return (await restaurants.findById(restaurant.id))!;
}

/**
 * `value` with every string that is a URL under `from` (the address itself, or a path below it)
 * moved under `to`, walking arrays and plain objects; the very same value when nothing moved.
 */
export function rebased<T>(value: T, from: string, to: string): T {
  if (typeof value === "string") {
    return (value === from || value.startsWith(`${from}/`) ? `${to}${value.slice(from.length)}` : value) as T;
  }
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => rebased(item, from, to));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, rebased(item, from, to)] as const);
    return (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
