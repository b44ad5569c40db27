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
  /** Takes back one hit of `key` (a request counted only when it succeeds, and it did not). */
  unhit(key: string): void;
}

/** Ended windows are swept at most once per window length. */
class Windows<E extends { resetAt: number }> {
  readonly entries = new Map<string, E>();
  private nextSweepAt = 0;

  constructor(readonly windowMs: number) {}

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
  /** Counted here since; may be negative after an `unhit`. */
  pending: number;
}

/** How long a hit may wait in memory before it is added to the shared table (docs/api.md §7.1). */
export const FLUSH_EVERY_MS = 100;
/** Or as soon as this many hits of one limiter wait, whichever comes first. */
export const FLUSH_AT_HITS = 50;

/**
 * Counts shared by every process on one database (PostgreSQL, docs/api.md §7.1) without a write per
 * request: each process counts in memory and adds what it counted to the `rate_limit_hits` table in
 * one statement every FLUSH_EVERY_MS (or FLUSH_AT_HITS hits), reading back the shared total. A
 * client is refused once the total this process knows of (the shared one at its last flush plus its
 * own since) passes the limit: exact on one process; across processes, late by at most what the
 * others counted and have not yet flushed.
 *
 * A bucket is named by the HMAC of the key (client address, with the API key or restaurant), like
 * the PIN lockouts' client tags: the table counts a client without holding its address.
 */
export class SharedHitCounter implements HitCounter {
  private readonly windows: Windows<SharedEntry>;
  private waiting = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private flushesSincePurge = 0;

  constructor(
    private readonly table: RateLimitRepository,
    /** Keeps one limiter's buckets apart from another's. */
    private readonly prefix: string,
    private readonly secret: string,
    windowMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.windows = new Windows(windowMs);
  }

  hit(key: string, now: number): WindowCount {
    this.windows.sweep(now, (entry) => entry.pending !== 0);
    let entry = this.windows.entries.get(key);
    if (!entry) {
      entry = {
        bucket: `${this.prefix}:${clientTag(this.secret, key)}`,
        shared: 0,
        pending: 0,
        hits: 0,
        resetAt: now + this.windows.windowMs,
      };
      this.windows.entries.set(key, entry);
    } else if (entry.resetAt <= now) {
      // The window ended: what was flushed belongs to the old one (the table starts over the same way).
      entry.shared = 0;
      entry.pending = 0;
      entry.resetAt = now + this.windows.windowMs;
    }
    entry.pending += 1;
    entry.hits = entry.shared + entry.pending;
    this.waited();
    return entry;
  }

  unhit(key: string): void {
    const entry = this.windows.entries.get(key);
    if (!entry || entry.hits <= 0) return;
    entry.pending -= 1;
    entry.hits = entry.shared + entry.pending;
    this.waited();
  }

  /** Adds every waiting hit to the table now; resolves once the totals are read back. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    const batch = [...this.windows.entries.values()].filter((e) => e.pending !== 0);
    this.waiting = 0;
    if (batch.length === 0) return;
    this.flushing = this.write(batch).finally(() => (this.flushing = null));
    await this.flushing;
  }

  private waited(): void {
    this.waiting += 1;
    if (this.waiting >= FLUSH_AT_HITS) void this.flush().catch(this.onError);
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(this.onError), FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  private async write(batch: SharedEntry[]): Promise<void> {
    const now = Date.now();
    const sent = batch.map((entry) => ({ entry, delta: entry.pending, resetAt: entry.resetAt }));
    for (const entry of batch) entry.pending = 0;
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
      for (const s of sent) if (s.entry.resetAt === s.resetAt) s.entry.pending += s.delta;
      throw error;
    }
    for (const { entry, delta, resetAt } of sent) {
      const total = totals.get(entry.bucket);
      // A window this process started over while the flush ran keeps its own count.
      if (entry.resetAt !== resetAt) continue;
      if (!total) {
        entry.shared = Math.max(0, entry.shared + delta);
        entry.hits = entry.shared + entry.pending;
        continue;
      }
      entry.shared = total.hits;
      // Another process started the shared window first: its end is the one that holds.
      entry.resetAt = total.resetAt;
      entry.hits = entry.shared + entry.pending;
    }
  }
}
