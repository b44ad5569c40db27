import { randomUUID } from "node:crypto";
import type { AppContext } from "../context.ts";
import { derivedApiKey } from "../keys/derived-key.ts";
import type { ApiKeyRecord } from "../keys/repository.ts";
import { issueKey, type IssuedKey } from "../keys/service.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { hashApiKey } from "../security/api-keys.ts";

/** How the owner's key list names the hosted page's key. */
export const HOSTED_KEY_LABEL = "Hosted booking page";
const PURPOSE = "hosted-page-key";

/**
 * The key the restaurant's hosted page (/r/SLUG) embeds in its widgets and books its plain forms
 * with (docs/api.md §18.1): a key like any other, listed among the owner's keys, serving the
 * reservation and events modules from this server's public origin only. It is derived from the
 * server secret and the key's id (keys/derived-key.ts), so every start finds the same one; made
 * on the page's first visit. One the owner revoked, or one this secret cannot derive (a copied
 * database), is replaced by a new one on the next visit.
 */
export function hostedKeyFinder(ctx: AppContext): (restaurant: Restaurant) => Promise<IssuedKey> {
  const origin = new URL(ctx.config.publicUrl).origin;
  const known = new Map<string, IssuedKey>();

  const usable = async (restaurantId: string, issued: IssuedKey | undefined): Promise<boolean> => {
    if (!issued) return false;
    const found = await ctx.keys.findActiveByHash(hashApiKey(issued.key), ctx.clock.now());
    return found?.id === issued.id && found.restaurantId === restaurantId && sameOrigins(found, origin);
  };

  const ensure = (restaurant: Restaurant): Promise<IssuedKey> =>
    ctx.store.write([`${PURPOSE}:${restaurant.id}`], async ({ keys }) => {
      const now = ctx.clock.now();
      for (const key of await keys.listByRestaurant(restaurant.id)) {
        if (key.label !== HOSTED_KEY_LABEL || key.revokedAt) continue;
        const clear = derivedApiKey(ctx.secret, PURPOSE, key.id);
        if ((await keys.findActiveByHash(hashApiKey(clear), now))?.id !== key.id) {
          await keys.revoke(key.id, now);
          continue;
        }
        // COUVERT_PUBLIC_URL moved: the page now lives at the new origin.
        if (!sameOrigins(key, origin)) await keys.setAllowedOrigins(key.id, [origin]);
        return { id: key.id, key: clear, prefix: key.prefix };
      }
      const id = randomUUID();
      const chosen = { id, key: derivedApiKey(ctx.secret, PURPOSE, id) };
      const modules = ["reservation" as const, "events" as const];
      return issueKey(keys, { restaurantId: restaurant.id, modules, allowedOrigins: [origin], label: HOSTED_KEY_LABEL, chosen }, now);
    });

  return async (restaurant) => {
    const cached = known.get(restaurant.id);
    if (await usable(restaurant.id, cached)) return cached!;
    const issued = await ensure(restaurant);
    known.set(restaurant.id, issued);
    return issued;
  };
}

const sameOrigins = (key: ApiKeyRecord, origin: string): boolean => key.allowedOrigins?.length === 1 && key.allowedOrigins[0] === origin;
