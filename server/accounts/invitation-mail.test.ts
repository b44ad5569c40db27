import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY, OutboxWorker } from "../notifications/delivery.ts";
import { createMailer } from "../notifications/transports/email.ts";
import { consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startMailCatcher, type MailCatcher } from "../testing/mail-catcher.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/** Issue 28: an owner's invitation reaches the person by e-mail, in the owner's language; the link is never kept in clear. */

let server: TestServer | undefined;
let mail: MailCatcher | undefined;
afterEach(async () => {
  await server?.close();
  await mail?.close();
});

/** A server that sends e-mail to a real SMTP server when `smtp`, with a restaurant in Germany and its owner signed in. */
async function setUp(smtp: boolean) {
  mail = smtp ? await startMailCatcher() : undefined;
  const env: Record<string, string> = mail ? { COUVERT_SMTP_URL: mail.url } : {};
  server = await startTestServer({ env: { COUVERT_PUBLIC_URL: "https://couvert.bistro.example", ...env } });
  const { restaurant } = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
  const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
  const invite = (body: Record<string, unknown>) => consolePost(server!, owner, restaurant, "/team", body);
  const deliver = async () => {
    const config = server!.ctx.config.notifications;
    const worker = new OutboxWorker(
      server!.ctx.store,
      server!.ctx.secret,
      config,
      createMailer(config),
      server!.ctx.clock,
      server!.ctx.logger,
      DEFAULT_DELIVERY,
    );
    try {
      return await worker.deliverDue();
    } finally {
      await worker.stop();
    }
  };
  // The owner's own invitation (made by the sign-in helper) is not what these tests look at.
  await server.rows(sql`DELETE FROM outbox`);
  return { restaurant, invite, deliver, catcher: mail! };
}

describe("an invitation by e-mail", () => {
  it("sends the one-time link in the inviting owner's language, sealed until sent and dropped after", async () => {
    const { restaurant, invite, deliver, catcher } = await setUp(true);
    const answer = await invite({ email: "waiter@bistro.example", role: "staff", lang: "en" });
    expect(answer.status).toBe(200);
    const { setupUrl, emailed } = answer.json.data.invitation;
    expect(emailed).toBe(true);

    const queued = await server!.rows<{ topic: string; recipient: string; payload_sealed: string | null }>(
      sql`SELECT topic, recipient, payload_sealed FROM outbox`,
    );
    expect(queued.map(({ topic, recipient }) => [topic, recipient])).toEqual([["team.invitation", "waiter@bistro.example"]]);
    expect(queued[0]!.payload_sealed).not.toContain(new URL(setupUrl).hash.slice(1));

    expect(await deliver()).toBe(1);
    const [message] = await catcher.waitFor(1);
    expect(message!.subject).toBe(`You are invited to ${restaurant.name} on Couvert`);
    expect(message!.text).toContain(setupUrl);
    expect(message!.text).toContain("as staff");
    const sent = await server!.rows<{ payload_sealed: string | null; status: string }>(sql`SELECT payload_sealed, status FROM outbox`);
    expect(sent).toEqual([{ payload_sealed: null, status: "sent" }]);
  });

  it("speaks the restaurant's language when the owner names none", async () => {
    const { restaurant, invite, deliver, catcher } = await setUp(true);
    expect((await invite({ email: "koch@bistro.example", role: "owner" })).status).toBe(200);
    await deliver();
    const [message] = await catcher.waitFor(1);
    expect(message!.subject).toBe(`Einladung zu ${restaurant.name} bei Couvert`);
    expect(message!.text).toContain("als Inhaber/in");
  });

  it("speaks the language someone chose in the console, before the inviting owner's (docs/api.md §16.1a)", async () => {
    const { restaurant, invite, deliver, catcher } = await setUp(true);
    const elsewhere = (await seedRestaurant(server!.ctx)).restaurant;
    await signedInTab(server!, elsewhere, "lucia@example.org", "staff");
    await server!.ctx.services.languages.choose((await server!.ctx.store.read.users.findByEmail("lucia@example.org"))!.id, "it");
    await server!.rows(sql`DELETE FROM outbox`);
    expect((await invite({ email: "lucia@example.org", role: "staff", lang: "en" })).status).toBe(200);
    await deliver();
    const [message] = await catcher.waitFor(1);
    expect(message!.subject).toBe(`Invito a ${restaurant.name} su Couvert`);
  });

  it("queues nothing and says so when the server sends no e-mail: the owner passes the link on", async () => {
    const { invite } = await setUp(false);
    const answer = await invite({ email: "waiter@bistro.example", role: "staff", lang: "en" });
    expect(answer.json.data.invitation).toMatchObject({ emailed: false, setupUrl: expect.stringContaining("#setup=") });
    expect(await server!.rows(sql`SELECT id FROM outbox`)).toEqual([]);
  });
});
