import type { NotifyChannel } from "../../core/reservation/channels.ts";
import type { NotificationsConfig } from "../config.ts";

/**
 * The guest channels this server can deliver (docs/api.md §4 `notifyChannels`): e-mail always (it
 * waits in the outbox until COUVERT_SMTP_URL or COUVERT_MAIL_DIR is set), WhatsApp only with
 * COUVERT_MESSAGING_WEBHOOK_URL, since nothing else sends it.
 */
export function deliverableChannels(notifications: Pick<NotificationsConfig, "messaging">): NotifyChannel[] {
  return notifications.messaging ? ["email", "whatsapp"] : ["email"];
}
