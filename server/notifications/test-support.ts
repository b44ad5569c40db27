import { sql } from "kysely";
import type { ParsedMail } from "mailparser";
import type { Limits } from "../config.ts";
import { createLogger } from "../logger.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startMailCatcher } from "../testing/mail-catcher.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { startWebhookReceiver } from "../testing/webhook-receiver.ts";
import { DEFAULT_DELIVERY, OutboxWorker, type DeliveryOptions } from "./delivery.ts";
import { createMailer } from "./transports/email.ts";
import { rotateSigningSecret } from "./webhooks/signing-secret.ts";

export const MESSAGING_SECRET = "messaging-secret-0123456789";
/** A server's environment with a messaging webhook, so its guests may choose WhatsApp (docs/api.md §4 `notifyChannels`). */
export const MESSAGING_ENV = {
  COUVERT_MESSAGING_WEBHOOK_URL: "https://messaging.example/couvert",
  COUVERT_MESSAGING_WEBHOOK_SECRET: MESSAGING_SECRET,
};

/**
 * A test server with a restaurant that has owner addresses, a webhook with its signing secret
 * and a manage page; a real SMTP server and a real webhook receiver; and outbox workers on demand,
 * driven round by round on the server's clock.
 */
export async function startNotificationTest(options: { limits?: Partial<Limits> } = {}) {
  const logLines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void logLines.push(line) });
  const server = await startTestServer({ logger, env: MESSAGING_ENV, ...options });
  const mail = await startMailCatcher();
  const hooks = await startWebhookReceiver();
  const cleanups: (() => Promise<unknown>)[] = [() => server.close(), () => mail.close(), () => hooks.close()];
  const { restaurant, key } = await seedRestaurant(server.ctx, {
    settings: {
      notificationEmails: ["owner@bistro.example", "host@bistro.example"],
      webhookUrl: `${hooks.url}/till`,
      manageUrl: "https://bistro.example/booking",
      address: "Lindenstraße 5, 10969 Berlin",
      phone: "+49301234567",
    },
  });
  const signingSecret = await rotateSigningSecret(server.ctx.restaurants, server.ctx.secret, restaurant.id, server.clock.now());
  const config = {
    smtpUrl: mail.url,
    mailDir: null,
    mailFrom: "Couvert <bookings@couvert.example>",
    messaging: { url: `${hooks.url}/messaging`, secret: MESSAGING_SECRET },
    // The receiver listens on this machine.
    allowPrivateWebhooks: true,
  };
  return {
    server,
    mail,
    hooks,
    logLines,
    restaurant,
    key,
    signingSecret,
    /** An outbox worker on `on`'s database and clock (this test's server unless told). */
    worker(options: Partial<DeliveryOptions> = {}, on: TestServer = server) {
      const w = new OutboxWorker(on.ctx.store, on.ctx.secret, config, createMailer(config), on.ctx.clock, on.ctx.logger, {
        ...DEFAULT_DELIVERY,
        ...options,
      });
      cleanups.unshift(() => w.stop());
      return w;
    },
    outboxRows: () =>
      server.rows<{ id: number; topic: string; channel: string; recipient: string; status: string; attempts: number; not_before: string }>(
        sql`SELECT id, topic, channel, recipient, status, attempts, not_before FROM outbox ORDER BY id`,
      ),
    /** Closes what it started, and anything handed to it. */
    async close(...more: (() => Promise<unknown>)[]) {
      for (const cleanup of [...more, ...cleanups]) await cleanup();
    },
  };
}

export const recipientOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text);
