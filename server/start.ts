import { consoleUrl } from "../core/owner/console-address.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bootstrap } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { DEMO_SLUG, demoRestaurantForStart, rotateDemoOwnerPassword, demoPageKeyForStart } from "./demo/seed-demo.ts";
import type { IssuedKey } from "./keys/service.ts";
import { listen, stopOnSignals } from "./main.ts";
import { startDelivery } from "./notifications/start-delivery.ts";
import { startWaitlistSweep } from "./waitlist/sweep.ts";
import { startRetention } from "./privacy/retention-job.ts";
import { PROJECT_ROOT, WIDGET_FILE } from "./site/paths.ts";

/**
 * `npm start`: builds the widget if it is missing, creates the demo restaurant on an empty
 * database, and serves the API, the widget file and (when there is a demo restaurant) the demo
 * site from one process.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  // The demo shows what guests receive: without SMTP, each message lands as an .eml file.
  if (!config.notifications.smtpUrl) config.notifications.mailDir ??= path.join(path.dirname(config.secretFile), "mail");
  if (!fs.existsSync(WIDGET_FILE)) {
    process.stdout.write("Building the widget (first start)…\n");
    // The package's own build script (widget bundle and its custom-elements manifest).
    execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  }
  const ctx = await bootstrap(config);
  const demo = await demoRestaurantForStart(ctx);
  const served: { demoKey: IssuedKey | null } = { demoKey: null };
  const demoOwner = demo ? await rotateDemoOwnerPassword(ctx, demo) : null;
  const server = await listen(ctx, async () => {
    // Only now that the port is ours: a start that fails issues no key and revokes none.
    served.demoKey = demo ? await demoPageKeyForStart(ctx, demo) : null;
    return { demoApiKey: served.demoKey?.key ?? null };
  });
  const delivery = await startDelivery(ctx);
  startWaitlistSweep(ctx);
  startRetention(ctx);
  stopOnSignals(server, ctx, delivery.worker);
  const lines = ["", `Couvert is running at ${config.publicUrl}/`];
  if (demo && served.demoKey) {
    lines.push(
      `  demo restaurant:  ${demo.name} (${demo.slug})`,
      `  demo API key:     ${served.demoKey.key}   (every module; the same on every start with this database and secret)`,
      `  confirmation:     ${demo.confirmationMode === "auto" ? "automatic (bookings are confirmed at once)" : "manual (you confirm each booking)"}; ` +
        `to try the other: npm run couvert -- restaurant update ${demo.slug} --set confirmationMode=${demo.confirmationMode === "auto" ? "manual" : "auto"}`,
    );
  }
  if (demoOwner) {
    lines.push(
      `  owner console:    ${consoleUrl(config.publicUrl)}`,
      `  demo owner:       ${demoOwner.email} / ${demoOwner.password}   (a new password each start)`,
    );
  }
  lines.push(`  API:              ${config.publicUrl}/api/v1`, `  widget script:    ${config.publicUrl}/widget/couvert.js`);
  lines.push(...delivery.banner.map((line) => line.replace(/^ {2}(\S+:)\s*/, (_, label: string) => `  ${label.padEnd(18)}`)));
  if (demo) lines.push(`  owner snippets:   ${config.publicUrl}/snippets.html`);
  else {
    lines.push(
      `  no demo site:     this database has restaurants, but no demo restaurant (${DEMO_SLUG});`,
      "                    create one with `npm run couvert -- demo` and start again",
    );
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

start().catch((error: unknown) => {
  process.stderr.write(`couvert: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
