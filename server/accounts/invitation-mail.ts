import type { Role } from "../../core/accounts/roles.ts";
import type { Lang } from "../../core/locale.ts";
import type { NewOutboxMessage } from "../notifications/outbox-repository.ts";
import { sealPayload } from "../notifications/payload.ts";
import type { Restaurant } from "../restaurants/settings.ts";

/**
 * The outbox row that e-mails an invitation's one-time setup link (docs/api.md §16.1), queued in the
 * invitation's transaction. The link is a secret: it travels sealed and is dropped once sent.
 */
export function invitationMail(
  secret: string,
  restaurant: Restaurant,
  invitation: { email: string; role: Role; setupUrl: string; expiresAt: string; lang: Lang },
  at: string,
): NewOutboxMessage {
  const { email, lang, role, setupUrl, expiresAt } = invitation;
  return {
    restaurantId: restaurant.id,
    reservationId: null,
    channel: "email",
    topic: "team.invitation",
    recipient: email,
    payloadSealed: sealPayload(secret, {
      channel: "email",
      audience: "team",
      message: { lang, restaurant: { name: restaurant.name, timezone: restaurant.timezone }, role, setupUrl, expiresAt },
    }),
    notBefore: at,
    space: "live",
  };
}
