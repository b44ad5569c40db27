import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import type { Store } from "../store.ts";
import type { LiveEvent } from "./live-event-repository.ts";

type Listener = (event: LiveEvent) => void;

const BATCH = 500;
const KEEP_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60_000;

/**
 * Hands each reservation write to the consoles open on its restaurant (docs/api.md §16.5). Writes
 * append to `live_events` in their own transaction; this process reads what is new, in id order,
 * every `intervalMs` while at least one console listens, so writes made by any server process on
 * the database reach every console, on both engines, with nothing to lose if a process restarts.
 */
export class LiveFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private lastId: number | null = null;
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
    if (this.lastId === null) this.lastId = await this.store.read.liveEvents.lastId();
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
    this.lastId = null;
  }

  private tick(): void {
    // One read at a time: a slow database must not pile up reads.
    this.polling ??= this.poll()
      .catch((error: unknown) => this.logger.warn({ err: error }, "live feed: reading new events failed"))
      .finally(() => (this.polling = null));
  }

  private async poll(): Promise<void> {
    const { liveEvents } = this.store.read;
    if (this.lastId === null) return;
    const events = await liveEvents.after(this.lastId, BATCH);
    for (const event of events) {
      this.lastId = event.id;
      for (const listener of this.listeners.get(event.restaurantId) ?? []) listener(event);
    }
    const now = this.clock.now().getTime();
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await liveEvents.purgeUntil(now - KEEP_MS);
    }
  }
}
