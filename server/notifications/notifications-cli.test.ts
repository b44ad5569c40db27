import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { book, owner, ownerJson } from "../modules/reservation/test-support.ts";
import { startNotificationTest } from "./test-support.ts";
import { verifySignature } from "./webhooks/signature.ts";

let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe("couvert outbox", () => {
  it("lists failed messages with their error, and retry sends one once more", async () => {
    t = await startNotificationTest();
    const { server, hooks, key, restaurant } = t;
    hooks.answerWith(503);
    await book(server, key);
    await t.worker({ maxAttempts: 1 }).deliverAllDue();

    const failed = (await ownerJson(server, "outbox", "list", "--status", "failed")).messages;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ channel: "webhook", topic: "webhook.reservation.created", attempts: 1, status: "failed" });
    expect(failed[0].lastError).toContain("503");
    expect(failed[0]).not.toHaveProperty("payloadSealed");
    const text = (await owner(server, "outbox", "list", "--restaurant", restaurant.slug)).stdout;
    expect(text.split("\n")[0]).toMatch(/^id\s+status\s+channel\s+topic\s+recipient/);

    expect((await owner(server, "outbox", "retry", String(failed[0].id + 1000))).stderr).toContain("No outbox message");
    const sent = (await ownerJson(server, "outbox", "list", "--status", "sent")).messages;
    expect((await owner(server, "outbox", "retry", String(sent[0].id))).stderr).toContain("only a failed message can be retried");
    expect((await owner(server, "outbox", "list", "--status", "lost")).stderr).toContain("--status must be one of");

    // A retry starts a whole new series: a failure is tried again with backoff, not failed at once.
    expect(await ownerJson(server, "outbox", "retry", String(failed[0].id))).toEqual({ id: failed[0].id, status: "queued" });
    const worker = t.worker({ maxAttempts: 2 });
    await worker.deliverAllDue();
    expect((await server.ctx.store.read.outbox.findById(failed[0].id))!).toMatchObject({ status: "queued", attempts: 2 });
    hooks.answerWith(204);
    server.clock.advance(30_000);
    await worker.deliverAllDue();
    expect((await ownerJson(server, "outbox", "list", "--status", "failed")).messages).toHaveLength(0);
    expect(hooks.requests).toHaveLength(3);
    const attempts = await server.ctx.store.read.outbox.attempts(failed[0].id);
    expect(attempts.map((a) => a.outcome)).toEqual(["error", "error", "sent"]);
  });
});

describe("couvert webhook secret", () => {
  it("shows a new secret once; webhooks are signed with it from then on, and the old one no longer verifies", async () => {
    t = await startNotificationTest();
    const { server, hooks, key, restaurant, signingSecret: old } = t;
    const rotated = await ownerJson(server, "webhook", "secret", "--restaurant", restaurant.slug);
    expect(rotated.signingSecret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(rotated.signingSecret).not.toBe(old);
    const stored = await server.rows<{ webhook_secret_sealed: string }>(
      sql`SELECT webhook_secret_sealed FROM restaurants WHERE id = ${restaurant.id}`,
    );
    expect(stored[0]!.webhook_secret_sealed).not.toContain(rotated.signingSecret);
    await book(server, key);
    // Sent where the restaurant's webhook points when it goes out, not when it was written.
    await server.ctx.restaurants.updateSettings(restaurant.id, { webhookUrl: `${hooks.url}/moved` }, server.clock.now());
    await t.worker().deliverAllDue();
    const [hook] = hooks.requests;
    expect(hook!.path).toBe("/moved");
    const header = String(hook!.headers["couvert-signature"]);
    expect(verifySignature(rotated.signingSecret, hook!.body, header, server.clock.now())).toBe(true);
    expect(verifySignature(old, hook!.body, header, server.clock.now())).toBe(false);
  });

  it("a restaurant with a webhook URL but no secret gets a failed attempt that says what to do", async () => {
    t = await startNotificationTest();
    const { server, key, restaurant } = t;
    await server.ctx.store.db.kysely
      .updateTable("restaurants")
      .set({ webhook_secret_sealed: null })
      .where("id", "=", restaurant.id)
      .execute();
    await book(server, key);
    await t.worker({ maxAttempts: 1 }).deliverAllDue();
    const [failed] = (await ownerJson(server, "outbox", "list", "--status", "failed")).messages;
    expect(failed.lastError).toContain("couvert webhook secret");
  });
});
