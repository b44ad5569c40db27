import { renderPayload } from "./render-payload.ts";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { NotificationsConfig } from "../config.ts";
import { lockNames } from "../db/transactions.ts";
import { scrubDatabaseFiles } from "../privacy/database-files.ts";
import type { Store } from "../store.ts";
import { renderGuestMessage } from "./messages/render-guest.ts";
import { REMINDER_TOPIC, type AttemptResult, type Channel, type LeaseCandidate, type OutboxMessage } from "./outbox-repository.ts";
import { openPayload, type OutboxPayload } from "./payload.ts";
import { dueReminder } from "./reminders.ts";
import { feedbackRequestSkip } from "../feedback/feedback-request.ts";
import { checkedDestination } from "./transports/destination.ts";
import { senderAddress, type Mailer } from "./transports/email.ts";
import { messagingBody } from "./transports/messaging.ts";
import { postSigned } from "./transports/signed-post.ts";
import { signingSecretOf } from "./webhooks/signing-secret.ts";

export interface DeliveryOptions {
  /** How often the outbox is looked at. */
  pollMs: number;
  /** Messages leased per round. */
  batchSize: number;
  /** Sends in flight at once on each channel (one SMTP connection each, for e-mail). */
  perChannel: Record<Channel, number>;
  /**
   * Sends in flight at once for one restaurant on one channel: a receiver that hangs holds only
   * these, never the others'. One webhook at a time keeps a restaurant's events in order.
   */
  perRestaurant: Record<Channel, number>;
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
  perChannel: { email: 8, messaging: 4, webhook: 8 },
  perRestaurant: { email: 4, messaging: 2, webhook: 1 },
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
 * due messages under one lock and a token of its own, fairly across restaurants and channels, and
 * only as many as have room under the worker's caps (per channel, and per restaurant on a channel);
 * it starts each send at once, and records the attempt with its outcome in one transaction: sent,
 * or tried again later with exponential backoff, or failed for good after the last attempt. Rounds
 * do not wait for each other's sends, so a receiver that hangs holds its own slots and nothing
 * else. A send starts only while the lease has more left than any transport may take, and only the
 * token's holder records an outcome, so a lease that ran out never lets two servers both record
 * one. A server that dies mid-send leaves its lease to run out and the message goes again:
 * delivery is at least once, which is why webhooks carry a stable id.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  /** The claim in progress: one at a time, so the caps count every send already started. */
  private claiming: Promise<unknown> = Promise.resolve();
  private readonly sending = new Set<Promise<void>>();
  /** Sends in flight, by channel and by `channel restaurantId`. */
  private readonly inFlight = new Map<string, number>();
  private stopped = false;
  /** Whether `start` runs this worker (tests drive it round by round instead). */
  private polling = false;

  private readonly store: Store;
  private readonly secret: string;
  private readonly config: NotificationsConfig;
  private readonly mailer: Mailer | null;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly options: DeliveryOptions;

  constructor(
    store: Store,
    secret: string,
    config: NotificationsConfig,
    mailer: Mailer | null,
    clock: Clock,
    logger: Logger,
    options: DeliveryOptions = DEFAULT_DELIVERY,
  ) {
    this.store = store;
    this.secret = secret;
    this.config = config;
    this.mailer = mailer;
    this.clock = clock;
    this.logger = logger;
    this.options = options;
  }

  /** The channels this process can send on; the others' messages wait in the outbox. */
  get channels(): Channel[] {
    return [...(this.mailer ? (["email"] as const) : []), ...(this.config.messaging ? (["messaging"] as const) : []), "webhook"];
  }

  /**
   * Polls the outbox; each poll leases what has room and starts it, without waiting for earlier
   * sends. A send that ends leases again at once, so a backlog goes at the pace of its sends.
   */
  start(): void {
    this.stopped = false;
    this.polling = true;
    const tick = async () => {
      await this.claimInBackground();
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.options.pollMs).unref();
    };
    this.timer = setTimeout(() => void tick(), 0).unref();
  }

  /** Stops polling and waits for the sends in flight, so none is cut off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.claiming;
    await Promise.all(this.sending);
    this.mailer?.close();
  }

  /** One round: leases what is due and has room, and waits for those sends. Returns how many it leased. */
  async deliverDue(): Promise<number> {
    const sends = await this.claim();
    await Promise.all(sends);
    return sends.length;
  }

  /** Rounds until the outbox holds nothing more that is due now. */
  async deliverAllDue(): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const leased = await this.deliverDue();
      if (leased === 0) break;
      total += leased;
    }
    return total;
  }

  /** A claim whose sends go on without the caller (`stop` waits for them). */
  private claimInBackground(): Promise<void> {
    return this.claim().then(
      () => undefined,
      (error: unknown) => this.logger.error({ err: error }, "outbox delivery round failed"),
    );
  }

  /** Leases a round and starts its sends; one claim at a time. */
  private claim(): Promise<Promise<void>[]> {
    const claimed = this.claiming.then(() => this.claimRound());
    this.claiming = claimed.catch(() => undefined);
    return claimed;
  }

  private async claimRound(): Promise<Promise<void>[]> {
    if (this.stopped) return [];
    const wallNow = Date.now();
    const at = { due: toUtcIso(this.clock.now()), wall: toUtcIso(new Date(wallNow)) };
    // Most rounds find nothing: a plain read says so without taking the claim lock, and without a
    // write that would empty this process's cached reads (docs/api.md §3.4) once a poll.
    if (!(await this.store.read.outbox.anyLeasable(this.channels, at))) return [];
    const lease = { until: toUtcIso(new Date(wallNow + this.options.leaseMs)), token: randomUUID() };
    const messages = await this.store.write([lockNames.outboxClaim()], (tx) =>
      tx.outbox.lease(this.channels, at, lease, this.options.batchSize, this.roomCounter()),
    );
    if (Date.parse(lease.until) - Date.now() < this.options.leaseMarginMs) {
      await this.store.read.outbox.releaseLease(
        messages.map((m) => m.id),
        lease.token,
      );
      return [];
    }
    return messages.map((message) => this.track(message, this.deliver(message, lease.token)));
  }

  /** Admits a message while its channel and its restaurant on that channel have a free slot, counting those it admits. */
  private roomCounter(): (candidate: LeaseCandidate) => boolean {
    const taken = new Map<string, number>();
    const used = (key: string) => (this.inFlight.get(key) ?? 0) + (taken.get(key) ?? 0);
    return ({ channel, restaurantId }) => {
      const keys = slotKeys(channel, restaurantId);
      if (used(keys[0]) >= this.options.perChannel[channel] || used(keys[1]) >= this.options.perRestaurant[channel]) return false;
      for (const key of keys) taken.set(key, (taken.get(key) ?? 0) + 1);
      return true;
    };
  }

  /** Holds the message's slots until its send ends; a send that throws is logged, never left unhandled. */
  private track(message: OutboxMessage, send: Promise<void>): Promise<void> {
    const keys = slotKeys(message.channel, message.restaurantId);
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    const done = send
      .catch((error: unknown) => this.logger.error({ err: error, outbox: message.id }, "outbox delivery failed"))
      .finally(() => {
        for (const key of keys) this.inFlight.set(key, this.inFlight.get(key)! - 1);
        this.sending.delete(done);
        if (this.polling && !this.stopped) void this.claimInBackground();
      });
    this.sending.add(done);
    return done;
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
        if (message.eraseWhenDone) await this.scrubErased();
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
    if (recorded && message.eraseWhenDone && (outcome.outcome === "sent" || outcome.retryAt === null)) await this.scrubErased();
  }

  /** The last message of an erasure left: its recipient is blanked, now out of the database files too. */
  private async scrubErased(): Promise<void> {
    await scrubDatabaseFiles(this.store.db).catch((error: unknown) =>
      this.logger.warn({ err: error }, "an erased recipient may linger in the database files until the next checkpoint or vacuum"),
    );
  }

  private async send(message: OutboxMessage, now: Date): Promise<void> {
    const payload = this.payloadOf(message);
    if (payload.channel === "webhook") return this.sendWebhook(message, payload, now);
    if (payload.channel === "email" && payload.audience !== "guest") {
      if (payload.audience === "feedback" && payload.message.kind === "request") {
        const skip = await feedbackRequestSkip(this.store.read, message);
        if (skip) throw new Skip(skip);
      }
      // A waiting guest's reply reaches the restaurant; the owner's and the team's mail needs none.
      const replyTo = payload.audience === "waitlist" ? await this.restaurantReplyTo(message) : null;
      const rendered = renderPayload(payload, now);
      return this.mailer!.send({ ...rendered, fromName: payload.message.restaurant.name, to: message.recipient, replyTo });
    }
    if (payload.channel === "messaging" && payload.audience === "waitlist") {
      const { url, secret } = this.config.messaging!;
      const about = { type: `waitlist.${payload.message.kind}`, lang: payload.message.lang, restaurant: payload.message.restaurant };
      return postSigned(url, secret, messagingBody(payload.id, message, message.recipient, about, renderPayload(payload, now)), now);
    }
    let input = payload.message;
    let recipient = message.recipient;
    if (message.topic === REMINDER_TOPIC) {
      const reminder = await dueReminder(this.store.read, message, input);
      if (!reminder.send) throw new Skip(reminder.reason);
      ({ message: input, recipient } = reminder);
    }
    const rendered = renderGuestMessage(input, now, senderAddress(this.config.mailFrom));
    if (payload.channel === "messaging") {
      const { url, secret } = this.config.messaging!;
      const about = { type: `guest.${input.kind}`, lang: input.lang, restaurant: input.restaurant };
      return postSigned(url, secret, messagingBody(payload.id, message, recipient, about, rendered), now);
    }
    // A guest's reply reaches the restaurant.
    await this.mailer!.send({
      ...rendered,
      fromName: input.restaurant.name,
      to: recipient,
      replyTo: await this.restaurantReplyTo(message),
    });
  }

  private async restaurantReplyTo(message: OutboxMessage): Promise<string | null> {
    return (await this.store.read.restaurants.findById(message.restaurantId))?.notificationEmails[0] ?? null;
  }

  /** After the visit: the guest's question only while it still stands (feedbackRequestSkip); a low rating to the owner as is. */
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

const slotKeys = (channel: Channel, restaurantId: string) => [channel, `${channel} ${restaurantId}`] as const;

function describe(error: unknown): string {
  const text =
    error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
  return text.slice(0, 500);
}
