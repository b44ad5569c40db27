import type { RateLimitRepository } from "./rate-limit-repository.ts";
import { clientTag } from "../security/client-tag.ts";

/** A limiter's count of one client in its current window; `resetAt` in epoch milliseconds. */
export interface WindowCount {
  hits: number;
  resetAt: number;
}

/**
 * Counts hits per key in fixed windows that start at a key's first hit. `hit` answers at once, from
 * this process's memory: no request waits on the database to be counted (docs/api.md §7.1).
 */
export interface HitCounter {
  hit(key: string, now: number): WindowCount;
  /** The `hits` that `hit(key, now)` would answer, counting nothing. */
  hitsAfterOneMore(key: string, now: number): number;
  /** Takes back one hit of `key` (a request counted only when it succeeds, and it did not). */
  unhit(key: string): void;
}

/** Ended windows are swept at most once per window length. */
class Windows<E extends { resetAt: number }> {
  readonly entries = new Map<string, E>();
  private nextSweepAt = 0;

  readonly windowMs: number;

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  sweep(now: number, keep: (entry: E) => boolean = () => false): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.windowMs;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now && !keep(entry)) this.entries.delete(key);
  }
}

/** Counts in this process alone (SQLite: one server process per database file, docs/api.md §7a). */
export class MemoryHitCounter implements HitCounter {
  private readonly windows: Windows<WindowCount>;

  constructor(windowMs: number) {
    this.windows = new Windows(windowMs);
  }

  hit(key: string, now: number): WindowCount {
    this.windows.sweep(now);
    let entry = this.windows.entries.get(key);
    if (!entry || entry.resetAt <= now) this.windows.entries.set(key, (entry = { hits: 0, resetAt: now + this.windows.windowMs }));
    entry.hits += 1;
    return entry;
  }

  hitsAfterOneMore(key: string, now: number): number {
    const entry = this.windows.entries.get(key);
    return entry && entry.resetAt > now ? entry.hits + 1 : 1;
  }

  unhit(key: string): void {
    const entry = this.windows.entries.get(key);
    if (entry && entry.hits > 0) entry.hits -= 1;
  }
}

/** Hits counted here and not yet added to the shared table, and the table's total as last read back. */
interface SharedEntry extends WindowCount {
  bucket: string;
  /** The shared total when this process last flushed (its own flushed hits and every other process's). */
  shared: number;
  /** Being added by the batch in flight. */
  sending: number;
  /** Counted here since; may be negative after an `unhit`. */
  pending: number;
}

/** How long a hit may wait in memory before it is added to the shared table (docs/api.md §7.1). */
export const FLUSH_EVERY_MS = 100;
/**
 * Or as soon as this many hits of one limiter wait, or a tenth of one client's limit: whichever comes
 * first. Each batch is a commit; 250 is above what 100 ms bring at 2,000 requests a second.
 */
export const FLUSH_AT_HITS = 250;

/** How many of one client's hits may wait in one process: what the others may not yet know of. */
export const clientBatch = (quota: number): number => Math.max(1, Math.floor(quota / 10));

/**
 * Counts shared by every process on one database (PostgreSQL, docs/api.md §7.1) without a write per
 * request: each process counts in memory and adds what it counted to the `rate_limit_hits` table in
 * one statement every FLUSH_EVERY_MS (sooner when FLUSH_AT_HITS hits, or a client's batch, wait),
 * reading back the shared totals. A client is refused once the total this process knows of (the
 * shared one at its last flush plus its own since) passes the limit: exact on one process; across
 * processes, late by at most what the others counted and have not yet added.
 *
 * A bucket is named by the HMAC of the key (client address, with the API key or restaurant), like
 * the PIN lockouts' client tags: the table counts a client without holding its address.
 */
export class SharedHitCounter implements HitCounter {
  private readonly windows: Windows<SharedEntry>;
  private waiting = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The batch being added, and the flush that will collect the next one once it is. */
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private flushesSincePurge = 0;
  private readonly perClient: number;

  private readonly table: RateLimitRepository;
  /** Keeps one limiter's buckets apart from another's. */
  private readonly prefix: string;
  private readonly secret: string;
  private readonly onError: (error: unknown) => void;
  /** Epoch milliseconds when a batch is added (a test passes its own). */
  private readonly clock: () => number;

  constructor(
    table: RateLimitRepository,
    prefix: string,
    secret: string,
    limit: { windowMs: number; quota: number },
    onError: (error: unknown) => void,
    clock: () => number = Date.now,
  ) {
    this.table = table;
    this.prefix = prefix;
    this.secret = secret;
    this.onError = onError;
    this.clock = clock;

    this.windows = new Windows(limit.windowMs);
    this.perClient = clientBatch(limit.quota);
  }

  hit(key: string, now: number): WindowCount {
    this.windows.sweep(now, (entry) => entry.pending !== 0);
    let entry = this.windows.entries.get(key);
    if (!entry) {
      entry = {
        bucket: `${this.prefix}:${clientTag(this.secret, key)}`,
        shared: 0,
        sending: 0,
        pending: 0,
        hits: 0,
        resetAt: now + this.windows.windowMs,
      };
      this.windows.entries.set(key, entry);
    } else if (entry.resetAt <= now) {
      // The window ended: what was flushed belongs to the old one (the table starts over the same way).
      entry.shared = 0;
      entry.sending = 0;
      entry.pending = 0;
      entry.resetAt = now + this.windows.windowMs;
    }
    entry.pending += 1;
    entry.hits = entry.shared + entry.sending + entry.pending;
    this.waited(entry.pending >= this.perClient);
    return entry;
  }

  hitsAfterOneMore(key: string, now: number): number {
    const entry = this.windows.entries.get(key);
    return entry && entry.resetAt > now ? entry.shared + entry.sending + entry.pending + 1 : 1;
  }

  unhit(key: string): void {
    const entry = this.windows.entries.get(key);
    if (!entry || entry.hits <= 0) return;
    entry.pending -= 1;
    entry.hits = entry.shared + entry.sending + entry.pending;
    this.waited(false);
  }

  /** Adds every hit counted so far to the table (after the batch in flight); resolves once the totals are read back. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.inFlight) return this.addWaiting();
    this.next ??= this.inFlight
      .catch(() => {})
      .then(() => {
        this.next = null;
        return this.addWaiting();
      });
    return this.next;
  }

  private addWaiting(): Promise<void> {
    const batch = [...this.windows.entries.values()].filter((e) => e.pending !== 0);
    this.waiting = 0;
    if (batch.length === 0) return Promise.resolve();
    this.inFlight = this.write(batch).finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private waited(clientBatchFull: boolean): void {
    this.waiting += 1;
    if (this.next) return;
    if (clientBatchFull || this.waiting >= FLUSH_AT_HITS) void this.flush().catch(this.onError);
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(this.onError), FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  private async write(batch: SharedEntry[]): Promise<void> {
    const now = this.clock();
    const sent = batch.map((entry) => ({ entry, delta: entry.pending, resetAt: entry.resetAt }));
    for (const entry of batch) {
      entry.sending = entry.pending;
      entry.pending = 0;
    }
    let totals: Map<string, WindowCount>;
    try {
      if (++this.flushesSincePurge >= 100) {
        this.flushesSincePurge = 0;
        await this.table.purgeEndedBefore(now);
      }
      // Taken back after its hits were flushed: a booking the cap counted and that failed (rare).
      for (const s of sent) if (s.delta < 0) await this.table.takeBack(s.entry.bucket, -s.delta);
      const added = sent.filter((s) => s.delta > 0);
      totals =
        added.length === 0
          ? new Map()
          : await this.table.addHits(
              added.map((s) => ({ bucket: s.entry.bucket, hits: s.delta, resetAt: s.resetAt })),
              now,
            );
    } catch (error) {
      // Not lost: added with the next flush, which the next hit schedules (a closed database is not retried in a loop).
      for (const { entry, delta, resetAt } of sent) {
        if (entry.resetAt !== resetAt) continue;
        entry.sending = 0;
        entry.pending += delta;
      }
      throw error;
    }
    for (const { entry, delta, resetAt } of sent) {
      const total = totals.get(entry.bucket);
      // A window this process started over while the flush ran keeps its own count.
      if (entry.resetAt !== resetAt) continue;
      entry.sending = 0;
      if (total) {
        entry.shared = total.hits;
        // Another process started the shared window first: its end is the one that holds.
        entry.resetAt = total.resetAt;
      } else entry.shared = Math.max(0, entry.shared + delta);
      entry.hits = entry.shared + entry.pending;
    }
  }
}
