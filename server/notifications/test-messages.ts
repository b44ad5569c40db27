import { TEST_MESSAGES_SHOWN, type TestMessageView } from "../../core/keys/schemas.ts";
import type { Repositories } from "../store.ts";
import type { OutboxMessage } from "./outbox-repository.ts";
import { openPayload } from "./payload.ts";
import { renderPayload } from "./render-payload.ts";

/** A test booking's message as it would have gone out: a subject and text, or a webhook's JSON body. */
export type RenderedTestMessage = { subject: string; text: string } | { webhookBody: unknown };

/**
 * Renders a recorded test-space message (docs/api.md §2.5) the way delivery would have, from its
 * sealed payload, at `now`. Test messages keep their payload, since they are never sent; null for
 * a live message, whose payload is dropped once sent.
 */
export function renderTestMessage(secret: string, message: OutboxMessage, now: Date): RenderedTestMessage | null {
  if (message.space !== "test" || message.payloadSealed === null) return null;
  const payload = openPayload(secret, message.payloadSealed);
  if (payload.channel === "webhook") return { webhookBody: payload.event };
  const rendered = renderPayload(payload, now);
  return { subject: rendered.subject, text: rendered.text };
}

/** The console's view of the restaurant's recorded test messages, newest first (GET …/website/test-space). */
export async function testMessagesOf(read: Repositories, secret: string, restaurantId: string, now: Date): Promise<TestMessageView[]> {
  const found = await read.outbox.list({ restaurantId, space: "test", limit: TEST_MESSAGES_SHOWN });
  return found.map((message) => {
    const rendered = renderTestMessage(secret, message, now);
    const { id, channel, topic, recipient, createdAt } = message;
    if (rendered === null) return { id, channel, topic, recipient, createdAt, subject: null, body: "" };
    return "subject" in rendered
      ? { id, channel, topic, recipient, createdAt, subject: rendered.subject, body: rendered.text.trim() }
      : { id, channel, topic, recipient, createdAt, subject: null, body: JSON.stringify(rendered.webhookBody, null, 2) };
  });
}
