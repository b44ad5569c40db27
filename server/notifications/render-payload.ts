import { renderFeedbackMessage } from "../feedback/feedback-messages.ts";
import { renderWaitlistMessage } from "../waitlist/messages.ts";
import { renderGuestMessage } from "./messages/render-guest.ts";
import { renderInvitation } from "./messages/render-invitation.ts";
import { renderOwnerMessage } from "./messages/render-owner.ts";
import type { RenderedMessage } from "./messages/types.ts";
import type { OutboxPayload } from "./payload.ts";

/** A queued message's subject, text and HTML, by whom it is for: what delivery sends and a test message shows. */
export function renderPayload(
  payload: Exclude<OutboxPayload, { channel: "webhook" }>,
  now: Date,
  organizerAddress: string | null = null,
): RenderedMessage {
  if (payload.channel === "messaging") {
    return payload.audience === "waitlist"
      ? renderWaitlistMessage(payload.message)
      : renderGuestMessage(payload.message, now, organizerAddress);
  }
  switch (payload.audience) {
    case "guest":
      return renderGuestMessage(payload.message, now, organizerAddress);
    case "owner":
      return renderOwnerMessage(payload.message);
    case "team":
      return renderInvitation(payload.message);
    case "feedback":
      return renderFeedbackMessage(payload.message);
    case "waitlist":
      return renderWaitlistMessage(payload.message);
  }
}
