import type { GuestMessageInput, RenderedMessage } from "../messages/types.ts";
import type { OutboxMessage } from "../outbox-repository.ts";

/** The JSON a messaging provider integration receives for one guest message (docs/api.md §7b). */
export function messagingBody(
  id: string,
  outboxMessage: OutboxMessage,
  recipient: string,
  message: GuestMessageInput,
  rendered: RenderedMessage,
) {
  return JSON.stringify({
    id,
    type: `guest.${message.kind}`,
    created_at: outboxMessage.createdAt,
    to: recipient,
    lang: message.lang,
    restaurant: { id: outboxMessage.restaurantId, slug: message.restaurant.slug, name: message.restaurant.name },
    subject: rendered.subject,
    text: rendered.text,
  });
}
