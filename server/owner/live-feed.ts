import type { Logger } from "pino";
import { CouvertError } from "../../core/errors.ts";
import type { Clock } from "../clock.ts";
import type { Store } from "../store.ts";
import type { LiveAccess, StreamHolder } from "./live-access.ts";
import type { LiveCursor, LiveEvent } from "./live-event-repository.ts";

/** One open console stream, as the feed sees it. */
export interface LiveStream extends StreamHolder {
  send(event: LiveEvent): void;
  /** Ends the stream: its lifetime is over, or its holder's access has ended. */
  end(): void;
}

/** docs/api.md §16.5: open streams one server process keeps per session and per person (a phone and a laptop, a few tabs each). */
export const LIVE_STREAMS_PER_SESSION = 4;
export const LIVE_STREAMS_PER_USER = 8;
/** Then the stream ends and the console's EventSource opens a new one, checked like any request. */
export const LIVE_STREAM_LIFETIME_MS = 15 * 60_000;
/** Streams of a restaurant with news are checked before it is delivered; all of them this often besides. */
const ACCESS_SWEEP_MS = 25_000;

const KEEP_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60_000;

/**
 * Hands each reservation write to the consoles open on its restaurant (docs/api.md §16.5). Writes
 * append to `live_events` in their own transaction; this process reads what has committed since
 * its last read (live-event-repository.ts: in id order on SQLite, by snapshot on PostgreSQL, where
 * ids commit out of order) every `intervalMs` while at least one console listens, so writes made
 * by any server process on the database reach every console, on both engines.
 *
 * Before a read's events go out, the streams they are for are checked (live-access.ts): one whose
 * person was removed from the restaurant or signed out ends instead of hearing them.
 */
export class LiveFeed {
  /** Each open stream, with when it opened. */
  private readonly streams = new Map<LiveStream, number>();
  private cursor: LiveCursor | null = null;
  private starting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private lastPurge = 0;
  private lastSweep = 0;

  private readonly store: Store;
  private readonly access: LiveAccess;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly intervalMs: number;

  constructor(store: Store, access: LiveAccess, clock: Clock, logger: Logger, intervalMs = 500) {
    this.store = store;
    this.access = access;
    this.clock = clock;
    this.logger = logger;
    this.intervalMs = intervalMs;
  }

  /**
   * Sends `stream` each new write of its restaurant; returns the unsubscribe function. Refuses a
   * stream beyond LIVE_STREAMS_PER_SESSION or LIVE_STREAMS_PER_USER with `too_many_streams`.
   */
  async subscribe(stream: LiveStream): Promise<() => void> {
    // One start for subscribers that come together: a later cursor would skip writes the first one awaits.
    if (this.cursor === null) await (this.starting ??= this.start());
    // Counted and added in one step, after the last wait, so that streams opened together are counted together.
    this.refuseOverLimit(stream);
    this.streams.set(stream, this.clock.now().getTime());
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
    return () => this.drop(stream);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Started again by the next subscriber, from the newest event then.
    this.cursor = null;
  }

  private refuseOverLimit(stream: LiveStream): void {
    let ofSession = 0;
    let ofUser = 0;
    for (const open of this.streams.keys()) {
      if (open.sessionHash === stream.sessionHash) ofSession += 1;
      if (open.userId === stream.userId) ofUser += 1;
    }
    if (ofSession >= LIVE_STREAMS_PER_SESSION || ofUser >= LIVE_STREAMS_PER_USER) {
      throw new CouvertError("too_many_streams", {
        message: `At most ${LIVE_STREAMS_PER_SESSION} live streams per session and ${LIVE_STREAMS_PER_USER} per person are open at once; close a console tab.`,
      });
    }
  }

  private drop(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    if (this.streams.size === 0) this.stop();
  }

  private end(stream: LiveStream): void {
    if (!this.streams.has(stream)) return;
    this.drop(stream);
    stream.end();
  }

  private async start(): Promise<void> {
    try {
      this.cursor = await this.store.read.liveEvents.start(this.store.db.engine);
    } finally {
      this.starting = null;
    }
  }

  private tick(): void {
    // One read at a time: a slow database must not pile up reads.
    this.polling ??= this.poll()
      .catch((error: unknown) => this.logger.warn({ err: error }, "live feed: reading new events failed"))
      .finally(() => (this.polling = null));
  }

  private async poll(): Promise<void> {
    const { liveEvents } = this.store.read;
    const from = this.cursor;
    if (from === null) return;
    const { events, cursor } = await liveEvents.since(from);
    const now = this.clock.now().getTime();
    for (const [stream, openedAt] of this.streams) if (now - openedAt >= LIVE_STREAM_LIFETIME_MS) this.end(stream);
    const sweep = now - this.lastSweep >= ACCESS_SWEEP_MS;
    const withNews = new Set(events.map((e) => e.restaurantId));
    const checked = [...this.streams.keys()].filter((s) => sweep || withNews.has(s.restaurantId));
    // Read after the events: a removal committed before an event was written is seen here.
    const allowed = await this.access.allowed(checked);
    // Stopped (and maybe started afresh) meanwhile: this read is no one's. Moved on only now, so a
    // failed check reads these events again next time.
    if (this.cursor !== from) return;
    this.cursor = cursor;
    if (sweep) this.lastSweep = now;
    for (const stream of checked) if (!allowed.has(stream)) this.end(stream);
    const byRestaurant = new Map<string, LiveStream[]>();
    for (const stream of this.streams.keys())
      byRestaurant.set(stream.restaurantId, [...(byRestaurant.get(stream.restaurantId) ?? []), stream]);
    for (const event of events) for (const stream of byRestaurant.get(event.restaurantId) ?? []) stream.send(event);

    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await liveEvents.purgeUntil(now - KEEP_MS);
    }
  }
}
