import type { AddressInfo } from "node:net";
import { describeDatabase, loadConfig } from "./config.ts";

/**
 * `couvert serve` (`npm run serve`): the production server. Unlike `npm start` it never creates a
 * demo restaurant, never issues or revokes a key, serves no demo site, and will not start without
 * COUVERT_SECRET: every server sharing one database must key PINs and sealed responses alike,
 * and a secret file beside one server's data would differ on the next.
 */
export async function serve(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  if (config.secret === undefined) {
    throw new Error("COUVERT_SECRET is required (the same on every server of one database), e.g. from `openssl rand -hex 32`");
  }
  // The server's modules load once the configuration is known good: a mistake is told at once.
  const [{ bootstrap }, { listen, stopOnSignals }, { startDelivery }, { startRetention }] = await Promise.all([
    import("./bootstrap.ts"),
    import("./main.ts"),
    import("./notifications/start-delivery.ts"),
    import("./privacy/retention-job.ts"),
  ]);
  const ctx = await bootstrap(config);
  const server = await listen(ctx);
  const delivery = await startDelivery(ctx);
  startRetention(ctx);
  stopOnSignals(server, ctx, delivery.worker);
  const { port } = server.address() as AddressInfo;
  const address = config.publicUrlSet ? config.publicUrl : `http://${config.host}:${port}`;
  const lines = [
    `Couvert is serving on http://${config.host}:${port}/${config.publicUrlSet ? ` (public address ${config.publicUrl})` : ""}`,
    ...(config.publicUrlSet
      ? []
      : [`  COUVERT_PUBLIC_URL is not set: links in e-mails and setup links use ${config.publicUrl}; set it to the address people open`]),
    `  database:  ${config.database.engine} ${describeDatabase(config.database)}`,
    `  console:   ${address}/owner/  (owners and staff sign in here)`,
    `  API:       ${address}/api/v1`,
    `  widget:    ${address}/widget/couvert.js`,
    ...delivery.banner,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
