import { randomUUID } from "node:crypto";
import { derivedApiKey } from "../keys/derived-key.ts";
import { hashApiKey } from "../security/api-keys.ts";
import { randomBase62 } from "../security/base62.ts";
import { MODULE_IDS } from "../../core/modules.ts";
import type { AppContext } from "../context.ts";
import { issueKey, type IssuedKey } from "../keys/service.ts";
import { ContentService } from "../modules/content/service.ts";
import { EventService } from "../modules/events/service.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Store } from "../store.ts";
import { moveDemoToAddress } from "./demo-address.ts";
import { seedDemoContent } from "./demo-content.ts";
import { seedDemoEvents } from "./demo-events.ts";
import { demoHours } from "./demo-hours.ts";
import { DEMO_DWELL, DEMO_ROOM } from "./demo-room.ts";

export const DEMO_SLUG = "trattoria-lumen";
/** The demo restaurant's zone; the widget bench runs its browser in it. */
export const DEMO_TIMEZONE = "Europe/Berlin";
/** Keys made for the demo pages carry this label, so a restart can retire the previous one. */
export const DEMO_PAGE_KEY_LABEL = "demo-page";

/**
 * A new, published demo restaurant with realistic settings, hours, an event programme and content
 * (menu, reviews, news, gallery), all in one transaction; `slug` defaults to DEMO_SLUG.
 */
export function seedDemoRestaurant(ctx: AppContext, slug = DEMO_SLUG): Promise<Restaurant> {
  return ctx.store.transaction([], (store) => seedIn(store, ctx, slug));
}

async function seedIn(store: Store, ctx: AppContext, slug: string): Promise<Restaurant> {
  const now = ctx.clock.now();
  const { restaurants } = store.read;
  const restaurant = await restaurants.create({ slug, name: "Trattoria Lumen", timezone: DEMO_TIMEZONE }, now);
  await restaurants.updateSettings(
    restaurant.id,
    {
      accentHex: "#b5542f",
      defaultDwellMinutes: 120,
      bookingLeadTimeHours: 2,
      minMinutesBeforeClosing: 60,
      slotIntervalMinutes: 15,
      bookingHorizonDays: 60,
      minPartySize: 1,
      maxPartySize: 8,
      maxCoversPerSlot: 40,
      termsUrl: "https://trattoria-lumen.example/terms",
      embedFormFooterText: "We hold your table for 15 minutes. For groups of more than 8, call us on +49 30 1234 5678.",
      viewMode: "list",
      connectedPlatforms: ["native", "social_network", "business_listing"],
      showAllPlatformFilter: true,
      // demo/index.html shows the address and phone too (its footer, "just off Kastanienallee"): keep them in step.
      address: "Kastanienallee 12, 10435 Berlin",
      phone: "+493012345678",
      country: "DE",
      website: `${ctx.config.publicUrl}/`,
      // The demo page's manage section: the links in guests' e-mails (in ./data/mail) open it.
      manageUrl: `${ctx.config.publicUrl}/`,
      notificationEmails: ["owner@trattoria-lumen.example"],
      capacityMode: "tables",
      dwellMinutesByPartySize: DEMO_DWELL,
    },
    now,
  );
  await store.read.room.replace(restaurant.id, DEMO_ROOM);
  await restaurants.setHours(restaurant.id, demoHours(now, DEMO_TIMEZONE), now);
  await seedDemoEvents(new EventService(store), ctx, restaurant.id, DEMO_TIMEZONE);
  await seedDemoContent(new ContentService(store), ctx, restaurant.id);
  await restaurants.setPublished(restaurant.id, true, now);
  return (await restaurants.findById(restaurant.id))!;
}

/**
 * The demo restaurant `npm start` serves (docs/api.md §10): on an empty database a new one is
 * created; on a database that has the demo restaurant, that one, its links moved to this start's
 * address (demo-address.ts); on a database with only other restaurants, none — an owner's
 * database does not get a demo restaurant it did not ask for.
 */
export function demoRestaurantForStart(ctx: AppContext): Promise<Restaurant | null> {
  return ctx.store.transaction([DEMO_SEED_LOCK], async (store) => {
    if ((await store.read.restaurants.count()) === 0) return seedIn(store, ctx, DEMO_SLUG);
    const demo = await store.read.restaurants.findBySlug(DEMO_SLUG);
    return demo && moveDemoToAddress(store, demo, ctx.config.publicUrl, ctx.clock.now());
  });
}

/** Two servers starting on one new PostgreSQL database at once seed one demo restaurant. */
const DEMO_SEED_LOCK = "demo-seed";

/** A key with every module, optionally labelled (the demo pages' key is). */
export function issueDemoKey(ctx: AppContext, restaurant: Restaurant, label: string | null = null): Promise<IssuedKey> {
  return issueKey(ctx.keys, { restaurantId: restaurant.id, modules: [...MODULE_IDS], allowedOrigins: null, label }, ctx.clock.now());
}

/**
 * The key the demo pages embed. Keys are stored only as hashes, so the pages' key is derived from
 * the server secret and the key's id: every start on this database (a second `npm start` beside a
 * running one included) finds the active demo-page key it can derive and serves that one, so no
 * start revokes the key a running server's pages use. A demo-page key this secret cannot derive
 * (a database copied from elsewhere, one from an older version) is revoked and a new one issued.
 */
export function demoPageKeyForStart(ctx: AppContext, restaurant: Restaurant): Promise<IssuedKey> {
  return ctx.store.write([DEMO_PAGE_KEY_LOCK], async ({ keys }) => {
    const now = ctx.clock.now();
    for (const key of await keys.listByRestaurant(restaurant.id)) {
      if (key.label !== DEMO_PAGE_KEY_LABEL || key.revokedAt) continue;
      const clear = derivedDemoPageKey(ctx.secret, key.id);
      if ((await keys.findActiveByHash(hashApiKey(clear), now))?.id === key.id) return { id: key.id, key: clear, prefix: key.prefix };
      await keys.revoke(key.id, now);
    }
    const id = randomUUID();
    return issueKey(
      keys,
      {
        restaurantId: restaurant.id,
        modules: [...MODULE_IDS],
        allowedOrigins: null,
        label: DEMO_PAGE_KEY_LABEL,
        chosen: { id, key: derivedDemoPageKey(ctx.secret, id) },
      },
      now,
    );
  });
}

/** Two servers starting on one PostgreSQL database at once settle on one demo-page key. */
const DEMO_PAGE_KEY_LOCK = "demo-page-key";

const derivedDemoPageKey = (secret: string, keyId: string): string => derivedApiKey(secret, "demo-page-key", keyId);

/** The demo restaurant's owner in the console (README "Owner console"). */
export const DEMO_OWNER_EMAIL = "owner@trattoria-lumen.example";

/**
 * Makes sure the demo restaurant has its owner account, with a new password each start (printed
 * by `npm start`, like the demo key): a demo database copied elsewhere does not carry a known one.
 */
export async function rotateDemoOwnerPassword(ctx: AppContext, restaurant: Restaurant): Promise<{ email: string; password: string }> {
  await ctx.services.accounts.invite(restaurant, { email: DEMO_OWNER_EMAIL, role: "owner" }, "operator");
  const password = `demo-${randomBase62(12)}`;
  await ctx.services.accounts.setPassword(DEMO_OWNER_EMAIL, password);
  return { email: DEMO_OWNER_EMAIL, password };
}
