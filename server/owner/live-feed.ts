import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import type { Store } from "../store.ts";
import type { LiveCursor, LiveEvent } from "./live-event-repository.ts";

type Listener = (event: LiveEvent) => void;

const KEEP_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60_000;

/**
 * Hands each reservation write to the consoles open on its restaurant (docs/api.md §16.5). Writes
 * append to `live_events` in their own transaction; this process reads what has committed since
 * its last read (live-event-repository.ts: in id order on SQLite, by snapshot on PostgreSQL, where
 * ids commit out of order) every `intervalMs` while at least one console listens, so writes made
 * by any server process on the database reach every console, on both engines.
 */
export class LiveFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private cursor: LiveCursor | null = null;
  private starting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private lastPurge = 0;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly intervalMs = 500,
  ) {}

  /** Calls `listener` with each new write of the restaurant; returns the unsubscribe function. */
  async subscribe(restaurantId: string, listener: Listener): Promise<() => void> {
    // One start for subscribers that come together: a later cursor would skip writes the first one awaits.
    if (this.cursor === null) await (this.starting ??= this.start());
    const set = this.listeners.get(restaurantId) ?? new Set();
    set.add(listener);
    this.listeners.set(restaurantId, set);
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(restaurantId);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Started again by the next subscriber, from the newest event then.
    this.cursor = null;
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
    // Stopped (and maybe started afresh) meanwhile: this read is no one's.
    if (this.cursor !== from) return;
    this.cursor = cursor;
    for (const event of events) {
      for (const listener of this.listeners.get(event.restaurantId) ?? []) listener(event);
    }
    const now = this.clock.now().getTime();
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await liveEvents.purgeUntil(now - KEEP_MS);
    }
  }
}
