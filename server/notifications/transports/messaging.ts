import type { Lang } from "../../../core/locale.ts";
import type { MessageRestaurant, RenderedMessage } from "../messages/types.ts";
import type { OutboxMessage } from "../outbox-repository.ts";

/**
 * The JSON a messaging provider integration receives for one message to a guest (docs/api.md §7b):
 * `type` is `guest.<kind>` for a booking's message, `waitlist.offer` for a waitlist offer.
 */
export function messagingBody(
  id: string,
  outboxMessage: OutboxMessage,
  recipient: string,
  message: { type: string; lang: Lang; restaurant: MessageRestaurant },
  rendered: RenderedMessage,
) {
  return JSON.stringify({
    id,
    type: message.type,
    created_at: outboxMessage.createdAt,
    to: recipient,
    lang: message.lang,
    restaurant: { id: outboxMessage.restaurantId, slug: message.restaurant.slug, name: message.restaurant.name },
    subject: rendered.subject,
    text: rendered.text,
  });
}
