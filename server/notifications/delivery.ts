import type { Logger } from "pino";
import { isAwaitingGuest } from "../../core/reservation/status.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { NotificationsConfig } from "../config.ts";
import { lockNames } from "../db/transactions.ts";
import type { Store } from "../store.ts";
import { renderGuestMessage } from "./messages/render-guest.ts";
import { renderOwnerMessage } from "./messages/render-owner.ts";
import type { Channel, OutboxMessage } from "./outbox-repository.ts";
import { openPayload, type OutboxPayload } from "./payload.ts";
import type { Mailer } from "./transports/email.ts";
import { postSigned } from "./transports/signed-post.ts";
import { signingSecretOf } from "./webhooks/signing-secret.ts";

export interface DeliveryOptions {
  /** How often the outbox is looked at. */
  pollMs: number;
  /** Messages leased per round. */
  batchSize: number;
  /** How long a leased message is this worker's; after that another may send it. */
  leaseMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
}

/** Eight attempts over about an hour: 30 s, 1, 2, 4, 8, 16 and 32 minutes apart. */
export const DEFAULT_DELIVERY: DeliveryOptions = { pollMs: 1000, batchSize: 20, leaseMs: 120_000, maxAttempts: 8, retryBaseMs: 30_000 };

/** A cause no further attempt could cure: the message fails at once. */
class PermanentFailure extends Error {}

/**
 * Sends what the outbox holds (docs/api.md §7b), from inside each server process. Every round leases
 * due messages under one lock (so two servers never send the same one), sends each, and records
 * the attempt: sent, or failed and tried again later with exponential backoff, or failed for good
 * after the last attempt. A server that dies mid-send leaves a lease that runs out, and the
 * message goes again: delivery is at least once, which is why webhooks carry a stable id.
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
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops polling and waits for the round in flight, so no send is cut off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round?.catch(() => 0);
    this.mailer?.close();
  }

  /** One round: sends every due message it can lease. Returns how many it handled. */
  deliverDue(): Promise<number> {
    this.round ??= this.runRound().finally(() => (this.round = null));
    return this.round;
  }

  /** Rounds until the outbox holds nothing more that is due now. */
  async deliverAllDue(): Promise<number> {
    let total = 0;
    for (let handled = this.options.batchSize; handled === this.options.batchSize && !this.stopped;) {
      handled = await this.deliverDue();
      total += handled;
    }
    return total;
  }

  private async runRound(): Promise<number> {
    const now = this.clock.now();
    const leaseUntil = toUtcIso(new Date(now.getTime() + this.options.leaseMs));
    const messages = await this.store.write([lockNames.outboxClaim()], (tx) =>
      tx.outbox.lease(this.channels, toUtcIso(now), leaseUntil, this.options.batchSize),
    );
    for (const message of messages) await this.deliver(message);
    return messages.length;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const { outbox } = this.store.read;
    const now = this.clock.now();
    try {
      if (message.payloadSealed === null) throw new PermanentFailure("nothing to send");
      const payload = openPayload(this.secret, message.payloadSealed);
      const skip = await this.reasonToSkip(message, payload);
      if (skip) {
        await outbox.markSkipped(message.id, skip);
        return;
      }
      await this.send(message, payload, now);
      await outbox.markSent(message, toUtcIso(this.clock.now()));
      this.logger.info({ outbox: message.id, channel: message.channel, topic: message.topic }, "message sent");
    } catch (error) {
      const reason = describe(error);
      const last = error instanceof PermanentFailure || message.attempts + 1 >= this.options.maxAttempts;
      const retryAt = last ? null : toUtcIso(new Date(now.getTime() + this.options.retryBaseMs * 2 ** message.attempts));
      await outbox.markAttemptFailed(message, reason, toUtcIso(this.clock.now()), retryAt);
      this.logger.warn(
        { outbox: message.id, channel: message.channel, topic: message.topic, attempt: message.attempts + 1, retryAt, reason },
        "message not sent",
      );
    }
  }

  /** A reminder only for a booking that still stands, at the time it was made for, while reminders are on. */
  private async reasonToSkip(message: OutboxMessage, payload: OutboxPayload): Promise<string | null> {
    if (payload.channel === "webhook" || payload.message.kind !== "reminder") return null;
    const { reservations, restaurants } = this.store.read;
    const reservation = message.reservationId === null ? null : await reservations.findById(message.reservationId);
    if (!reservation || !isAwaitingGuest(reservation.status)) return "the reservation no longer stands";
    if (reservation.starts_at !== payload.message.reservation.startsAt) return "the reservation moved; a new reminder was scheduled";
    if (!(await restaurants.findById(message.restaurantId))?.remindersEnabled) return "the restaurant turned reminders off";
    return null;
  }

  private async send(message: OutboxMessage, payload: OutboxPayload, now: Date): Promise<void> {
    switch (payload.channel) {
      case "email": {
        const rendered = payload.audience === "guest" ? renderGuestMessage(payload.message, now) : renderOwnerMessage(payload.message);
        const restaurant = await this.store.read.restaurants.findById(message.restaurantId);
        const replyTo = payload.audience === "guest" ? (restaurant?.notificationEmails[0] ?? null) : null;
        await this.mailer!.send({ ...rendered, fromName: payload.message.restaurant.name, to: message.recipient, replyTo });
        return;
      }
      case "messaging": {
        const rendered = renderGuestMessage(payload.message, now);
        const body = JSON.stringify({
          id: payload.id,
          type: `guest.${payload.message.kind}`,
          created_at: message.createdAt,
          to: message.recipient,
          lang: payload.message.lang,
          restaurant: { id: message.restaurantId, slug: payload.message.restaurant.slug, name: payload.message.restaurant.name },
          subject: rendered.subject,
          text: rendered.text,
        });
        await postSigned(this.config.messaging!.url, this.config.messaging!.secret, body, now);
        return;
      }
      case "webhook": {
        const signingSecret = await signingSecretOf(this.store.read.restaurants, this.secret, message.restaurantId);
        if (!signingSecret) throw new Error("the restaurant has no signing secret yet: run `couvert webhook secret`");
        await postSigned(message.recipient, signingSecret, JSON.stringify(payload.event), now);
        return;
      }
    }
  }
}

function describe(error: unknown): string {
  const text =
    error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
  return text.slice(0, 500);
}
