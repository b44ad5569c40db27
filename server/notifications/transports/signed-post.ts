import { SIGNATURE_HEADER, signatureHeader } from "../webhooks/signature.ts";

/** A receiver that has not answered after this long counts as down; the message goes again later. */
const TIMEOUT_MS = 10_000;

/** POSTs `body` signed with `secret`; anything but a 2xx answer is a failed attempt. */
export async function postSigned(url: string, secret: string, body: string, now: Date): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Couvert-Webhooks/1",
      [SIGNATURE_HEADER]: signatureHeader(secret, body, now),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  // Named without any user:password or query the URL may hold: this text is logged and stored.
  const where = new URL(url);
  if (response.status < 200 || response.status > 299) throw new Error(`${where.origin}${where.pathname} answered ${response.status}`);
}
