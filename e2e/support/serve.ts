import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { bootstrap } from "../../server/bootstrap.ts";
import { loadConfig } from "../../server/config.ts";
import { rotateDemoOwnerPassword, demoPageKeyForStart, seedDemoRestaurant } from "../../server/demo/seed-demo.ts";
import { createApp } from "../../server/app.ts";
import { keepingConnectionsAlive } from "../../server/main.ts";
import { startDelivery } from "../../server/notifications/start-delivery.ts";
import { TEST_PASSWORD_COST } from "../../server/testing/test-password-cost.ts";
import type { Clock } from "../../server/clock.ts";
import { E2E_CLOCK_PATH } from "./env.ts";

/**
 * The real server for the end-to-end tests, in its own process on a fresh database with the demo
 * restaurant, sending e-mail into a folder. Prints one JSON line (url, key, slug, database, mail, and the demo owner's sign-in)
 * for the global setup to read.
 *
 * The port is taken first, so the demo data's image URLs (built from COUVERT_PUBLIC_URL) point at
 * this server: under the demo site's CSP (`img-src 'self'`) another port would be blocked.
 *
 * The suite books dozens of tables from one IP within a minute, so the booking and write limits
 * are raised; the PIN-guessing limits keep their defaults (a spec exercises the lockout).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-e2e-"));
const databasePath = path.join(dir, "couvert.db");
/** Every e-mail the server sends lands here as an .eml file, for the specs to read. */
const mailDir = path.join(dir, "mail");
// As `couvert serve` keeps them: with Node's default 5 s, a spec's request on a connection idle that
// long could meet the server closing it (ECONNRESET).
const server = keepingConnectionsAlive(http.createServer());

await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}`;
const config = loadConfig({
  ...process.env,
  COUVERT_DB: databasePath,
  COUVERT_PUBLIC_URL: url,
  LOG_LEVEL: "warn",
  COUVERT_BOOKINGS_PER_HOUR: "1000",
  COUVERT_WRITES_PER_MIN: "1000",
  COUVERT_READS_PER_MIN: "5000",
  COUVERT_IP_REQUESTS_PER_MIN: "10000",
  COUVERT_CONSOLE_WRITES_PER_MIN: "1000",
  COUVERT_CONSOLE_MESSAGES_PER_USER_HOUR: "1000",
  COUVERT_CONSOLE_MESSAGES_PER_RESTAURANT_HOUR: "1000",
  // Every console spec signs the demo's owner in, from one address, many times in 15 minutes.
  COUVERT_SIGN_INS: "1000",
  COUVERT_SIGN_INS_PER_IP: "1000",
  COUVERT_MAIL_DIR: mailDir,
});
/** The real time, or the one a spec sets through E2E_CLOCK_PATH (support/env.ts `atTime`), running on from there. */
let shiftMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + shiftMs) };
// Console specs sign in dozens of times: scrypt at the test servers' cost, not 64 MiB a time.
const ctx = await bootstrap(config, { passwordCost: TEST_PASSWORD_COST, clock });
const restaurant = await seedDemoRestaurant(ctx);
// The specs follow a booking from pending on; booking-confirmation.spec switches to auto and back.
// They count covers per slot with one stay for every party, as they were written for: the demo's
// room and stays by party size are console-tables.spec's, on a restaurant of its own.
await ctx.restaurants.updateSettings(
  restaurant.id,
  { confirmationMode: "manual", capacityMode: "covers", dwellMinutesByPartySize: null },
  ctx.clock.now(),
);
const demoKey = await demoPageKeyForStart(ctx, restaurant);
const owner = await rotateDemoOwnerPassword(ctx, restaurant);
const app = createApp(ctx, { demoApiKey: demoKey.key });
server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
  if (req.url !== E2E_CLOCK_PATH || req.method !== "POST") return void app(req, res);
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    const { at } = JSON.parse(body) as { at: string | null };
    shiftMs = at === null ? 0 : Date.parse(at) - Date.now();
    res.writeHead(204).end();
  });
});
const { worker } = await startDelivery(ctx);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void worker
      .stop()
      .then(() => ctx.store.close())
      .finally(() => {
        fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// The global setup holds our stdin open: its end means Playwright is gone (killed, say, before its teardown ran).
process.stdin.once("end", stop).resume();
process.stdout.write(`${JSON.stringify({ url, key: demoKey.key, slug: restaurant.slug, database: databasePath, mail: mailDir, owner })}\n`);
