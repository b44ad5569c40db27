import { toUtcIso } from "../../../core/time.ts";
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from "../../notifications/outbox-repository.ts";
import { renderTestMessage } from "../../notifications/test-messages.ts";
import { rotateSigningSecret } from "../../notifications/webhooks/signing-secret.ts";
import { CliError, requirePositional, table, type CliCommand } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

export const outboxCommands: CliCommand[] = [
  {
    path: ["outbox", "list"],
    usage: "couvert outbox list [--status queued|sent|failed|skipped] [--restaurant SLUG] [--test] [--json]",
    summary: "messages to guests, owners and webhooks, newest first; --test: test bookings' messages, as they would have gone out",
    options: { ...RESTAURANT_OPTION, status: { type: "string" }, test: { type: "boolean" } },
    async run(input, ctx) {
      const status = input.values.status;
      if (status !== undefined && !(OUTBOX_STATUSES as readonly unknown[]).includes(status)) {
        throw new CliError(`--status must be one of ${OUTBOX_STATUSES.join(", ")}`);
      }
      const restaurant = typeof input.values.restaurant === "string" ? await restaurantFrom(ctx, input) : null;
      const space = input.values.test === true ? "test" : "live";
      const found = await ctx.store.read.outbox.list({
        status: (status as OutboxStatus) ?? null,
        restaurantId: restaurant?.id ?? null,
        space,
      });
      if (space === "test") return testListing(found, ctx.secret, ctx.clock.now());
      const messages = found.map(listed);
      return {
        json: { messages },
        text: messages.length
          ? table(messages, ["id", "status", "channel", "topic", "recipient", "attempts", "notBefore", "sentAt", "lastError"])
          : "No messages.",
      };
    },
  },
  {
    path: ["outbox", "retry"],
    usage: "couvert outbox retry ID [--json]",
    summary: "send a failed message again, now, with a new series of attempts (only a failed one: never a sent one twice)",
    async run(input, ctx) {
      const raw = requirePositional(input, 0, "ID");
      const id = Number(raw);
      const message = Number.isInteger(id) ? await ctx.store.read.outbox.findById(id) : null;
      if (!message) throw new CliError(`No outbox message ${raw}`);
      if (message.status !== "failed") throw new CliError(`Message ${id} is ${message.status}; only a failed message can be retried`);
      if (!(await ctx.store.read.outbox.requeue(id, toUtcIso(ctx.clock.now())))) {
        throw new CliError(`Message ${id} can no longer be sent`);
      }
      return { json: { id, status: "queued" }, text: `Message ${id} is queued again; a running server sends it within seconds.` };
    },
  },
  {
    path: ["webhook", "secret"],
    usage: "couvert webhook secret --restaurant SLUG [--json]",
    summary: "create or rotate the restaurant's webhook signing secret; it is shown this once",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const secret = await rotateSigningSecret(ctx.restaurants, ctx.secret, restaurant.id, ctx.clock.now());
      return {
        json: { restaurant: restaurant.slug, signingSecret: secret },
        text: [
          `Signing secret for ${restaurant.slug} (shown once, store it where your receiver reads it):`,
          secret,
          "Webhooks are signed with it from now on; the previous secret no longer verifies.",
          restaurant.webhookUrl
            ? `They go to ${restaurant.webhookUrl}.`
            : "No webhookUrl is set yet: `couvert restaurant update SLUG --set webhookUrl=https://…`.",
        ].join("\n"),
      };
    },
  },
];

/** What a listing shows: never the sealed payload. */
function listed({ payloadSealed: _p, restaurantId: _r, space: _s, ...message }: OutboxMessage) {
  return message;
}

/** Test messages, each rendered as it would have been sent (a test booking's PIN is no secret of any guest). */
function testListing(found: OutboxMessage[], secret: string, now: Date) {
  const messages = found.map((m) => ({ ...listed(m), rendered: renderTestMessage(secret, m, now) }));
  if (messages.length === 0) return { json: { messages }, text: "No test messages." };
  const text = messages.map(({ id, channel, topic, recipient, createdAt, rendered }) => {
    const body =
      rendered && "subject" in rendered ? `${rendered.subject}\n\n${rendered.text.trim()}` : JSON.stringify(rendered?.webhookBody, null, 2);
    return `#${id} ${channel} ${topic} to ${recipient} (${createdAt})\n${indent(body)}`;
  });
  return { json: { messages }, text: text.join("\n\n") };
}

const indent = (text: string): string =>
  text
    .split("\n")
    .map((line) => `    ${line}`.trimEnd())
    .join("\n");
