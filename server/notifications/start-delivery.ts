import { toUtcIso } from "../../core/time.ts";
import type { AppContext } from "../context.ts";
import { OutboxWorker } from "./delivery.ts";
import { createMailer } from "./transports/email.ts";

/** Starts this process's outbox worker, and says in words where messages go, for the start banner. */
export async function startDelivery(ctx: AppContext): Promise<{ worker: OutboxWorker; banner: string[] }> {
  const { notifications } = ctx.config;
  const mailer = createMailer(notifications);
  const worker = new OutboxWorker(ctx.store, ctx.secret, notifications, mailer, ctx.clock, ctx.logger);
  worker.start();
  const banner = [
    mailer
      ? `  e-mail:    ${notifications.smtpUrl ? `sent over ${mailer.description}` : `written as .eml files to ${mailer.description}`}`
      : `  e-mail:    NOT SENT: no COUVERT_SMTP_URL or COUVERT_MAIL_DIR; ${await ctx.store.read.outbox.countDue(["email"], toUtcIso(ctx.clock.now()))} message(s) wait in the outbox`,
    `  messaging: ${notifications.messaging ? `signed POSTs to ${new URL(notifications.messaging.url).origin}; guests may choose WhatsApp` : "off (no COUVERT_MESSAGING_WEBHOOK_URL): guests are not offered WhatsApp"}`,
  ];
  return { worker, banner };
}
