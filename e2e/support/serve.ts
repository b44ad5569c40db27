import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { bootstrap } from "../../server/bootstrap.ts";
import { loadConfig } from "../../server/config.ts";
import { rotateDemoPageKey, seedDemoRestaurant } from "../../server/demo/seed-demo.ts";
import { createApp } from "../../server/app.ts";

/**
 * The real server for the end-to-end tests, in its own process on a fresh database with the demo
 * restaurant. Prints one JSON line (url, key, slug, database) for the global setup to read.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-e2e-"));
const databasePath = path.join(dir, "couvert.db");
const config = { ...loadConfig({ ...process.env, COUVERT_DB: databasePath, LOG_LEVEL: "warn" }) };
const ctx = bootstrap(config);
const restaurant = seedDemoRestaurant(ctx);
const demoKey = rotateDemoPageKey(ctx, restaurant);
const server = createApp(ctx, { demoApiKey: demoKey.key }).listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, key: demoKey.key, slug: restaurant.slug, database: databasePath })}\n`);
});
const stop = () => server.close(() => {
  ctx.db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
