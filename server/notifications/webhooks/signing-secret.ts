import type { RestaurantRepository } from "../../restaurants/repository.ts";
import { open, seal } from "../../security/sealed-box.ts";
import { generateSigningSecret } from "./signature.ts";

const CONTEXT = "webhook-signing-secret";

/** A new signing secret for the restaurant's webhooks, stored sealed; the caller shows it once. */
export async function rotateSigningSecret(restaurants: RestaurantRepository, serverSecret: string, restaurantId: string, now: Date) {
  const signingSecret = generateSigningSecret();
  await restaurants.setWebhookSecret(restaurantId, seal(serverSecret, CONTEXT, signingSecret), now);
  return signingSecret;
}

export async function signingSecretOf(
  restaurants: RestaurantRepository,
  serverSecret: string,
  restaurantId: string,
): Promise<string | null> {
  const sealed = await restaurants.webhookSecretSealed(restaurantId);
  return sealed === null ? null : open(serverSecret, CONTEXT, sealed);
}
