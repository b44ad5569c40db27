import { issueDemoKey, seedDemoRestaurant, DEMO_SLUG } from "../../demo/seed-demo.ts";
import type { CliCommand } from "../command.ts";

export const demoCommands: CliCommand[] = [
  {
    path: ["demo"],
    usage: "couvert demo [--slug SLUG] [--json]",
    summary: "create a published demo restaurant with data, and print a key with every module",
    options: { slug: { type: "string" } },
    async run(input, ctx) {
      const slug = typeof input.values.slug === "string" ? input.values.slug : await uniqueDemoSlug((s) => ctx.restaurants.findBySlug(s));
      const restaurant = await seedDemoRestaurant(ctx, slug);
      const key = await issueDemoKey(ctx, restaurant);
      return {
        json: { restaurant: { id: restaurant.id, slug: restaurant.slug }, key: key.key },
        text: `Created demo restaurant "${restaurant.name}" (${restaurant.slug}).\nAPI key (shown once): ${key.key}`,
      };
    },
  },
];

/** `trattoria-lumen`, then `trattoria-lumen-2`, … so `demo` can run on a database that has one. */
async function uniqueDemoSlug(exists: (slug: string) => Promise<unknown>): Promise<string> {
  if (!(await exists(DEMO_SLUG))) return DEMO_SLUG;
  for (let n = 2; ; n += 1) if (!(await exists(`${DEMO_SLUG}-${n}`))) return `${DEMO_SLUG}-${n}`;
}
