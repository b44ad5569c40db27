import { issueDemoKey, seedDemoRestaurant, DEMO_SLUG } from "../../demo/seed-demo.ts";
import type { CliCommand } from "../command.ts";

export const demoCommands: CliCommand[] = [
  {
    path: ["demo"],
    usage: "couvert demo [--slug SLUG] [--json]",
    summary: "create a published demo restaurant with data, and print a key with every module",
    options: { slug: { type: "string" } },
    run(input, ctx) {
      const slug = typeof input.values.slug === "string" ? input.values.slug : uniqueDemoSlug(ctx.restaurants.findBySlug.bind(ctx.restaurants));
      const restaurant = seedDemoRestaurant(ctx, slug);
      const key = issueDemoKey(ctx, restaurant);
      return {
        json: { restaurant: { id: restaurant.id, slug: restaurant.slug }, key: key.key },
        text: `Created demo restaurant "${restaurant.name}" (${restaurant.slug}).\nAPI key (shown once): ${key.key}`,
      };
    },
  },
];

/** `trattoria-lumen`, then `trattoria-lumen-2`, … so `demo` can run on a database that has one. */
function uniqueDemoSlug(exists: (slug: string) => unknown): string {
  if (!exists(DEMO_SLUG)) return DEMO_SLUG;
  for (let n = 2; ; n += 1) if (!exists(`${DEMO_SLUG}-${n}`)) return `${DEMO_SLUG}-${n}`;
}
