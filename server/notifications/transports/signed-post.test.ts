import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";
import { verifySignature } from "../webhooks/signature.ts";
import { postSigned } from "./signed-post.ts";

let hooks: WebhookReceiver;
afterEach(() => hooks.close());

const now = new Date("2026-06-01T10:00:00Z");

describe("a signed POST", () => {
  it("carries the body and its signature; only a 2xx answer counts, a redirect is not followed", async () => {
    hooks = await startWebhookReceiver();
    await postSigned(`${hooks.url}/till`, "whsec_test", '{"a":1}', now);
    expect(hooks.requests[0]!.body).toBe('{"a":1}');
    expect(verifySignature("whsec_test", '{"a":1}', String(hooks.requests[0]!.headers["couvert-signature"]), now)).toBe(true);
    hooks.answerWith(302);
    await expect(postSigned(`${hooks.url}/till`, "whsec_test", "{}", now)).rejects.toThrow(`${hooks.url}/till answered 302`);
    expect(hooks.requests).toHaveLength(2);
  });

  it("gives up on a receiver that never answers, naming it without the URL's credentials or query", async () => {
    hooks = await startWebhookReceiver();
    hooks.hang();
    const url = `${hooks.url.replace("//", "//owner:hunter2@")}/till?token=s3cret`;
    const attempt = postSigned(url, "whsec_test", "{}", now, { timeoutMs: 200 });
    await expect(attempt).rejects.toThrow(`${hooks.url}/till did not answer within 0.2 s`);
    await expect(attempt).rejects.not.toThrow(/hunter2|s3cret/);
    expect(hooks.requests).toHaveLength(1);
  });
});
