import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { bootstrap } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { DEMO_SLUG, rotateDemoPageKey, seedDemoRestaurant } from "./demo/seed-demo.ts";
import { listen } from "./main.ts";
import { PROJECT_ROOT, WIDGET_FILE } from "./site/paths.ts";

/**
 * `npm start`: builds the widget if it is missing, creates the demo restaurant on an empty
 * database, and serves the API, the widget file and the demo site from one process.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  if (!fs.existsSync(WIDGET_FILE)) {
    process.stdout.write("Building the widget (first start)…\n");
    execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  }
  const ctx = bootstrap(config);
  const restaurant = ctx.restaurants.findBySlug(DEMO_SLUG) ?? seedDemoRestaurant(ctx);
  const demoKey = rotateDemoPageKey(ctx, restaurant);
  await listen(ctx, { demoApiKey: demoKey.key });
  process.stdout.write(
    [
      "",
      `Couvert is running at ${config.publicUrl}/`,
      `  demo restaurant:  ${restaurant.name} (${restaurant.slug})`,
      `  demo API key:     ${demoKey.key}   (every module; a new one each start)`,
      `  API:              ${config.publicUrl}/api/v1`,
      `  widget script:    ${config.publicUrl}/widget/couvert.js`,
      `  owner snippets:   ${config.publicUrl}/snippets.html`,
      "",
    ].join("\n"),
  );
}

start().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
