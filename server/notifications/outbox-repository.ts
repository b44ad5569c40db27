import type { Selectable } from "kysely";
import type { Space } from "../../core/keys/space.ts";
import type { OutboxTable } from "../db/schema.ts";
import { preparedQuery } from "../db/prepared.ts";
import type { Tx } from "../db/transactions.ts";

export const CHANNELS = ["email", "messaging", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];
/** The topic of a reminder, which a move or an end of its booking voids. */
export const REMINDER_TOPIC = "guest.reminder";

/** Why a test booking's message stands `skipped`: it is kept, payload and all, to be read, never to be sent. */
export const TEST_MESSAGE_NOTE = "test booking: recorded, never sent";

export const OUTBOX_STATUSES = ["queued", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message to send, as the write that reports it records it. */
export interface NewOutboxMessage {
  restaurantId: string;
  reservationId: number | null;
  channel: Channel;
  /** What it is about, e.g. `guest.booking_received`, `owner.new_booking`, `webhook.reservation.created`. */
  topic: string;
  /** An e-mail address, a phone number or a URL. */
  recipient: string;
  payloadSealed: string;
  /** When it may go out: now, or later for a reminder. */
  notBefore: string;
  /** `test`: a test booking's message (docs/api.md §2.5), recorded `skipped` and never sent. */
  space: Space;
}

export interface OutboxMessage {
  id: number;
  restaurantId: string;
  reservationId: number | null;
  channel: Channel;
  topic: string;
  recipient: string;
  payloadSealed: string | null;
  status: OutboxStatus;
  attempts: number;
  /** `attempts` when it was last sent again by hand: the backoff and the last try count from there. */
  retryFrom: number;
  notBefore: string;
  leasedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  space: Space;
  /** Queued by a guest's erasure: its recipient is erased once it is sent or given up (docs/api.md §20.2). */
  eraseWhenDone: boolean;
}

/** When a lease is taken: `due` on the server's clock, `wall` in real time (ISO instants). */
export interface LeaseTimes {
  due: string;
  wall: string;
}

/** What `lease` asks of each message it might take. */
export interface LeaseCandidate {
  channel: Channel;
  restaurantId: string;
}

/** How many due messages one lease looks at, in fair order, before it stops. */
const LEASE_CANDIDATES = 500;

/** What became of one attempt: sent, or an error, tried again at `retryAt` (null: failed for good). */
export type AttemptResult = { outcome: "sent" } | { outcome: "error"; error: string; retryAt: string | null };

export interface OutboxAttempt {
  attempt: number;
  at: string;
  outcome: "sent" | "error";
  error: string | null;
}

/** OutboxRepository.backlog's answer: message counts, and when the longest-waiting due message was due (ISO). */
export interface OutboxBacklog {
  queued: number;
  failed: number;
  due: number;
  oldestDueAt: string | null;
}

/** The outbox (docs/api.md §7b): messages written with the write they report, and every delivery attempt. */
export class OutboxRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /** One statement, compiled once for each number of messages (a booking writes two to six). */
  async enqueue(messages: readonly NewOutboxMessage[], now: string): Promise<void> {
    if (messages.length === 0) return;
    const values: Record<string, unknown> = { now };
    messages.forEach((m, i) => {
      const name = valueNames(i);
      values[name.restaurant_id] = m.restaurantId;
      values[name.reservation_id] = m.reservationId;
      values[name.channel] = m.channel;
      values[name.topic] = m.topic;
      values[name.recipient] = m.recipient;
      values[name.payload_sealed] = m.payloadSealed;
      values[name.not_before] = m.notBefore;
      values[name.space] = m.space;
      values[name.status] = m.space === "test" ? "skipped" : "queued";
      values[name.last_error] = m.space === "test" ? TEST_MESSAGE_NOTE : null;
    });
    await enqueueStatement(messages.length)(this.db, values);
  }

  /**
   * Leases up to `limit` queued messages of `channels` that are due by `at.due` (the server's clock)
   * and not leased by a live worker at `at.wall` (real time: a lease measures how long a send may
   * take, so moving the server's clock must neither expire nor prolong one), under `token`. Run inside a transaction holding `lockNames.outboxClaim()`, so two
   * servers never lease the same message; a worker that dies leaves its lease to run out, and the
   * message goes again. Only the holder of the token can record what became of a message.
   *
   * Fair across restaurants and channels: every restaurant's oldest message on each channel comes
   * before any one's second. `admits` is asked in that order and may pass over a message (its
   * restaurant or channel has no room left in this worker); it stays queued.
   */
  async lease(
    channels: readonly Channel[],
    at: LeaseTimes,
    lease: { until: string; token: string },
    limit: number,
    admits: (candidate: LeaseCandidate) => boolean = () => true,
  ): Promise<OutboxMessage[]> {
    if (channels.length === 0) return [];
    const ranked = this.leasable(channels, at).select((eb) => [
      "id",
      "channel",
      "restaurant_id",
      "not_before",
      eb.fn
        .agg<number>("row_number")
        .over((over) => over.partitionBy(["channel", "restaurant_id"]).orderBy("not_before").orderBy("id"))
        .as("turn"),
    ]);
    const candidates = await this.db
      .selectFrom(ranked.as("ranked"))
      .select(["id", "channel", "restaurant_id"])
      .orderBy("turn")
      .orderBy("not_before")
      .orderBy("id")
      .limit(LEASE_CANDIDATES)
      .execute();
    const ids: number[] = [];
    for (const row of candidates) {
      if (ids.length === limit) break;
      if (admits({ channel: row.channel as Channel, restaurantId: row.restaurant_id })) ids.push(row.id);
    }
    if (ids.length === 0) return [];
    await this.db.updateTable("outbox").set({ leased_until: lease.until, lease_token: lease.token }).where("id", "in", ids).execute();
    const rows = await this.db.selectFrom("outbox").selectAll().where("id", "in", ids).execute();
    return ids.map((id) => toMessage(rows.find((row) => row.id === id)!));
  }

  /** Whether `lease` would find anything: a plain read, for the rounds that find nothing to send. */
  async anyLeasable(channels: readonly Channel[], at: LeaseTimes): Promise<boolean> {
    if (channels.length === 0) return false;
    return (await this.leasable(channels, at).select("id").limit(1).executeTakeFirst()) !== undefined;
  }

  /** Queued messages of `channels`, due, that no live worker holds: what `lease` may take. */
  private leasable(channels: readonly Channel[], at: LeaseTimes) {
    return this.db
      .selectFrom("outbox")
      .where("status", "=", "queued")
      .where("not_before", "<=", at.due)
      .where("channel", "in", channels)
      .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", at.wall)]));
  }

  async findById(id: number): Promise<OutboxMessage | null> {
    const row = await this.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  /** Newest first; the live space's messages unless `space` says otherwise. */
  async list(
    filter: { status?: OutboxStatus | null; restaurantId?: string | null; limit?: number; space?: Space } = {},
  ): Promise<OutboxMessage[]> {
    let query = this.db
      .selectFrom("outbox")
      .selectAll()
      .where("space", "=", filter.space ?? "live");
    if (filter.status) query = query.where("status", "=", filter.status);
    if (filter.restaurantId) query = query.where("restaurant_id", "=", filter.restaurantId);
    const rows = await query
      .orderBy("id", "desc")
      .limit(filter.limit ?? 100)
      .execute();
    return rows.map(toMessage);
  }

  /** Messages of `channels` that are due by `now` and not sent yet. */
  async countDue(channels: readonly Channel[], now: string): Promise<number> {
    if (channels.length === 0) return 0;
    const { n } = await this.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "queued")
      .where("channel", "in", channels)
      .where("not_before", "<=", now)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * What /metrics reports (docs/api.md §17): messages queued (due or scheduled, such as reminders)
   * and failed for good, and of the queued ones those due by `now` with the earliest time one of
   * them was due. Index reads on `outbox_due`, cheap at every scrape.
   */
  async backlog(now: string): Promise<OutboxBacklog> {
    const byStatus = await this.db
      .selectFrom("outbox")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .where("status", "in", ["queued", "failed"])
      .groupBy("status")
      .execute();
    const due = await this.db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("not_before").as("oldest")])
      .where("status", "=", "queued")
      .where("not_before", "<=", now)
      .executeTakeFirstOrThrow();
    const count = (status: OutboxStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
    return { queued: count("queued"), failed: count("failed"), due: Number(due.n), oldestDueAt: due.oldest ?? null };
  }

  async attempts(messageId: number): Promise<OutboxAttempt[]> {
    const rows = await this.db.selectFrom("outbox_attempts").selectAll().where("message_id", "=", messageId).orderBy("attempt").execute();
    return rows.map((r) => ({ attempt: r.attempt, at: r.at, outcome: r.outcome as OutboxAttempt["outcome"], error: r.error }));
  }

  /**
   * What became of a leased message, recorded with its attempt: sent (and its sealed payload
   * dropped, since it may hold a PIN); or failed, to be tried again at `retryAt` or, when that is
   * null, failed for good. Run in one transaction. False, and nothing written, when the lease is
   * no longer `token`'s (it ran out and another worker took the message).
   */
  async finishAttempt(id: number, token: string, at: string, result: AttemptResult): Promise<boolean> {
    const changes =
      result.outcome === "sent"
        ? { status: "sent", sent_at: at, payload_sealed: null, last_error: null }
        : { status: result.retryAt === null ? "failed" : "queued", not_before: result.retryAt ?? at, last_error: result.error };
    const updated = await this.db
      .updateTable("outbox")
      .set((eb) => ({ ...changes, attempts: eb("attempts", "+", 1), leased_until: null, lease_token: null }))
      .where("id", "=", id)
      .where("lease_token", "=", token)
      .where("status", "=", "queued")
      .returning("attempts")
      .executeTakeFirst();
    if (!updated) return false;
    const error = result.outcome === "error" ? result.error : null;
    await this.db
      .insertInto("outbox_attempts")
      .values({ message_id: id, attempt: updated.attempts, at, outcome: result.outcome, error })
      .execute();
    await this.eraseIfDone(id);
    return true;
  }

  /**
   * A message an erasure queued (docs/api.md §20.2) keeps its recipient until it is sent or given
   * up; then the recipient and every error that might quote it go, and the erasure is complete.
   */
  private async eraseIfDone(id: number): Promise<void> {
    const erased = await this.db
      .updateTable("outbox")
      .set({ recipient: "", payload_sealed: null, last_error: null })
      .where("id", "=", id)
      .where("erase_when_done", "=", 1)
      .where("status", "<>", "queued")
      .executeTakeFirst();
    if (Number(erased.numUpdatedRows) > 0) {
      await this.db.updateTable("outbox_attempts").set({ error: null }).where("message_id", "=", id).execute();
    }
  }

  /** No longer worth sending (a reminder for a booking that moved): kept, with why, but never sent. */
  async markSkipped(id: number, token: string, reason: string): Promise<void> {
    await this.db
      .updateTable("outbox")
      .set({ status: "skipped", leased_until: null, lease_token: null, payload_sealed: null, last_error: reason })
      .where("id", "=", id)
      .where("lease_token", "=", token)
      .execute();
    await this.eraseIfDone(id);
  }

  /** Gives back leased messages a worker will not get to in time; another round (of any worker) takes them. */
  async releaseLease(ids: readonly number[], token: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable("outbox")
      .set({ leased_until: null, lease_token: null })
      .where("id", "in", ids)
      .where("lease_token", "=", token)
      .execute();
  }

  /** The reservation's queued reminders are void: it moved or ended. Written with the write that voids them. */
  async skipQueuedReminders(reservationId: number, reason: string): Promise<void> {
    await this.db
      .updateTable("outbox")
      .set({ status: "skipped", payload_sealed: null, last_error: reason })
      .where("reservation_id", "=", reservationId)
      .where("topic", "=", REMINDER_TOPIC)
      .where("status", "=", "queued")
      .execute();
  }

  /** A failed message goes again now, with a full new series of attempts; its earlier attempts stay on record. */
  async requeue(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox")
      .set((eb) => ({ status: "queued", not_before: now, leased_until: null, lease_token: null, retry_from: eb.ref("attempts") }))
      .where("id", "=", id)
      .where("status", "=", "failed")
      .where("payload_sealed", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

const enqueueStatements: ((db: Tx, values: Record<string, unknown>) => Promise<unknown>)[] = [];

const ENQUEUED_COLUMNS = [
  "restaurant_id",
  "reservation_id",
  "channel",
  "topic",
  "recipient",
  "payload_sealed",
  "not_before",
  "space",
  "status",
  "last_error",
] as const;
type ValueNames = Record<(typeof ENQUEUED_COLUMNS)[number], string>;
const valueNamesByIndex: ValueNames[] = [];

/** The names of the `index`th message's values (`<column><index>`), spelled once rather than on every booking. */
const valueNames = (index: number): ValueNames =>
  (valueNamesByIndex[index] ??= Object.fromEntries(ENQUEUED_COLUMNS.map((column) => [column, `${column}${index}`])) as ValueNames);

/** The insert of `count` queued messages, whose values are named `<column><index>` and `now`. */
function enqueueStatement(count: number) {
  return (enqueueStatements[count] ??= preparedQuery<Record<string, unknown>, unknown>((db, value) =>
    db.insertInto("outbox").values(
      Array.from({ length: count }, (_, i) => ({
        restaurant_id: value(`restaurant_id${i}`) as string,
        reservation_id: value(`reservation_id${i}`) as number | null,
        channel: value(`channel${i}`) as string,
        topic: value(`topic${i}`) as string,
        recipient: value(`recipient${i}`) as string,
        payload_sealed: value(`payload_sealed${i}`) as string,
        status: value(`status${i}`) as string,
        not_before: value(`not_before${i}`) as string,
        space: value(`space${i}`) as string,
        last_error: value(`last_error${i}`) as string | null,
        created_at: value("now") as string,
      })),
    ),
  ));
}

function toMessage(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    reservationId: row.reservation_id,
    channel: row.channel as Channel,
    topic: row.topic,
    recipient: row.recipient,
    payloadSealed: row.payload_sealed,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    retryFrom: row.retry_from,
    notBefore: row.not_before,
    leasedUntil: row.leased_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    space: row.space as Space,
    eraseWhenDone: row.erase_when_done === 1,
  };
}
