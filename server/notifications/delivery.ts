import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { NotificationsConfig } from "../config.ts";
import { lockNames } from "../db/transactions.ts";
import type { Store } from "../store.ts";
import { renderGuestMessage } from "./messages/render-guest.ts";
import { renderOwnerMessage } from "./messages/render-owner.ts";
import { REMINDER_TOPIC, type AttemptResult, type Channel, type OutboxMessage } from "./outbox-repository.ts";
import { openPayload, type OutboxPayload } from "./payload.ts";
import { dueReminder } from "./reminders.ts";
import { checkedDestination } from "./transports/destination.ts";
import type { Mailer } from "./transports/email.ts";
import { messagingBody } from "./transports/messaging.ts";
import { postSigned } from "./transports/signed-post.ts";
import { signingSecretOf } from "./webhooks/signing-secret.ts";

export interface DeliveryOptions {
  /** How often the outbox is looked at. */
  pollMs: number;
  /** Messages leased per round. */
  batchSize: number;
  /** How long a leased message is this worker's; after that another may send it. */
  leaseMs: number;
  /** A send starts only with this much of the lease left: longer than any transport's timeout. */
  leaseMarginMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
}

/** Eight attempts over about an hour: 30 s, 1, 2, 4, 8, 16 and 32 minutes apart. */
export const DEFAULT_DELIVERY: DeliveryOptions = {
  pollMs: 1000,
  batchSize: 20,
  leaseMs: 5 * 60_000,
  leaseMarginMs: 2 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
};

/** A cause no further attempt could cure: the message fails at once. */
class PermanentFailure extends Error {}

/** Why a message is not sent after all. */
class Skip extends Error {}

/**
 * Sends what the outbox holds (docs/api.md §7b), from inside each server process. Every round leases
 * due messages under one lock and a token of its own, sends each, and records the attempt with its
 * outcome in one transaction: sent, or tried again later with exponential backoff, or failed for
 * good after the last attempt. A send starts only while the lease has more left than any transport
 * may take, and only the token's holder records an outcome, so a lease that ran out never lets two
 * servers both record one. A server that dies mid-send leaves its lease to run out and the message
 * goes again: delivery is at least once, which is why webhooks carry a stable id.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly config: NotificationsConfig,
    private readonly mailer: Mailer | null,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: DeliveryOptions = DEFAULT_DELIVERY,
  ) {}

  /** The channels this process can send on; the others' messages wait in the outbox. */
  get channels(): Channel[] {
    return [...(this.mailer ? (["email"] as const) : []), ...(this.config.messaging ? (["messaging"] as const) : []), "webhook"];
  }

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.deliverAllDue().catch((error: unknown) => this.logger.error({ err: error }, "outbox delivery round failed"));
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.options.pollMs).unref();
    };
    this.timer = setTimeout(() => void tick(), 0).unref();
  }

  /** Stops polling and waits for the round in flight, so no send is cut off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round?.catch(() => 0);
    this.mailer?.close();
  }

  /** One round: sends every due message it can lease. Returns how many it leased. */
  deliverDue(): Promise<number> {
    this.round ??= this.runRound().finally(() => (this.round = null));
    return this.round;
  }

  /** Rounds until the outbox holds nothing more that is due now. */
  async deliverAllDue(): Promise<number> {
    let total = 0;
    for (let leased = this.options.batchSize; leased === this.options.batchSize && !this.stopped;) {
      leased = await this.deliverDue();
      total += leased;
    }
    return total;
  }

  private async runRound(): Promise<number> {
    const now = this.clock.now();
    // Most rounds find nothing: a plain read says so without taking the claim lock, and without a
    // write that would empty this process's cached reads (docs/api.md §3.4) once a poll.
    if (!(await this.store.read.outbox.anyLeasable(this.channels, toUtcIso(now)))) return 0;
    const lease = { until: toUtcIso(new Date(now.getTime() + this.options.leaseMs)), token: randomUUID() };
    const messages = await this.store.write([lockNames.outboxClaim()], (tx) =>
      tx.outbox.lease(this.channels, toUtcIso(now), lease, this.options.batchSize),
    );
    for (const [index, message] of messages.entries()) {
      if (Date.parse(lease.until) - this.clock.now().getTime() < this.options.leaseMarginMs) {
        await this.store.read.outbox.releaseLease(
          messages.slice(index).map((m) => m.id),
          lease.token,
        );
        break;
      }
      await this.deliver(message, lease.token);
    }
    return messages.length;
  }

  private async deliver(message: OutboxMessage, token: string): Promise<void> {
    const now = this.clock.now();
    let outcome: AttemptResult;
    try {
      await this.send(message, now);
      outcome = { outcome: "sent" };
    } catch (error) {
      if (error instanceof Skip) {
        await this.store.read.outbox.markSkipped(message.id, token, error.message);
        return;
      }
      const reason = describe(error);
      const series = message.attempts - message.retryFrom;
      const last = error instanceof PermanentFailure || series + 1 >= this.options.maxAttempts;
      const retryAt = last ? null : toUtcIso(new Date(now.getTime() + this.options.retryBaseMs * 2 ** series));
      outcome = { outcome: "error", error: reason, retryAt };
      this.logger.warn({ outbox: message.id, channel: message.channel, topic: message.topic, retryAt, reason }, "message not sent");
    }
    const at = toUtcIso(this.clock.now());
    const recorded = await this.store.write([], (tx) => tx.outbox.finishAttempt(message.id, token, at, outcome));
    if (!recorded) this.logger.warn({ outbox: message.id }, "message outcome not recorded: its lease ran out and another worker took it");
    else if (outcome.outcome === "sent")
      this.logger.info({ outbox: message.id, channel: message.channel, topic: message.topic }, "message sent");
  }

  private async send(message: OutboxMessage, now: Date): Promise<void> {
    const payload = this.payloadOf(message);
    if (payload.channel === "webhook") return this.sendWebhook(message, payload, now);
    if (payload.channel === "email" && payload.audience === "owner") {
      const rendered = renderOwnerMessage(payload.message);
      return this.mailer!.send({ ...rendered, fromName: payload.message.restaurant.name, to: message.recipient, replyTo: null });
    }
    let input = payload.message;
    let recipient = message.recipient;
    if (message.topic === REMINDER_TOPIC) {
      const reminder = await dueReminder(this.store.read, message, input);
      if (!reminder.send) throw new Skip(reminder.reason);
      ({ message: input, recipient } = reminder);
    }
    const rendered = renderGuestMessage(input, now);
    if (payload.channel === "messaging") {
      const { url, secret } = this.config.messaging!;
      return postSigned(url, secret, messagingBody(payload.id, message, recipient, input, rendered), now);
    }
    // A guest's reply reaches the restaurant.
    const replyTo = (await this.store.read.restaurants.findById(message.restaurantId))?.notificationEmails[0] ?? null;
    await this.mailer!.send({ ...rendered, fromName: input.restaurant.name, to: recipient, replyTo });
  }

  /** To the restaurant's webhook URL as it is now (the owner may have changed it since), signed with its secret. */
  private async sendWebhook(message: OutboxMessage, payload: Extract<OutboxPayload, { channel: "webhook" }>, now: Date): Promise<void> {
    const { restaurants } = this.store.read;
    const url = (await restaurants.findById(message.restaurantId))?.webhookUrl;
    if (!url) throw new Skip("the restaurant no longer has a webhookUrl");
    const signingSecret = await signingSecretOf(restaurants, this.secret, message.restaurantId);
    if (!signingSecret) throw new Error("the restaurant has no signing secret yet: run `couvert webhook secret`");
    const connectTo = this.config.allowPrivateWebhooks
      ? undefined
      : await checkedDestination(url).catch((error: Error) => Promise.reject(new PermanentFailure(error.message)));
    await postSigned(url, signingSecret, JSON.stringify(payload.event), now, { connectTo });
  }

  private payloadOf(message: OutboxMessage): OutboxPayload {
    try {
      return openPayload(this.secret, message.payloadSealed!);
    } catch {
      throw new PermanentFailure("its content cannot be read: it was sealed under another server secret");
    }
  }
}

function describe(error: unknown): string {
  const text =
    error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
  return text.slice(0, 500);
}
