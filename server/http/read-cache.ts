import { performance } from "node:perf_hooks";
import { localWriteGeneration } from "../db/local-writes.ts";
import type { Database } from "../db/schema.ts";

/**
 * How long a value is answered from memory before it is read again: a backstop only. Writes drop
 * it sooner, this process's at once and other processes' within 1 s (db/change-watch.ts), unless
 * that watch has lost its database (docs/api.md §3.4, "Server-side caching").
 */
export const READ_CACHE_TTL_MS = 5_000;

/**
 * Past READ_CACHE_TTL_MS a kept value is still answered, while one reload runs in the background,
 * up to this age: no request waits for a reload of something this process has not changed.
 */
export const READ_CACHE_STALE_MS = 2 * READ_CACHE_TTL_MS;

/** More entries than this (a scan of many keys, say) and the cache starts over. */
const MAX_ENTRIES = 10_000;

/** Hits and misses of one kind of cache, counted for /metrics (docs/api.md §17). */
export interface ReadCacheCount {
  hits: number;
  misses: number;
}

/**
 * Per process, by the tables a cache reads (`api_keys+restaurants`, `content`, `events`): a plain
 * increment on every answer, read only when /metrics is scraped, so it costs the fast lane nothing more.
 */
export const readCacheCounts = new Map<string, ReadCacheCount>();

function countFor(tables: readonly string[]): ReadCacheCount {
  const name = tables.join("+");
  let count = readCacheCounts.get(name);
  if (!count) readCacheCounts.set(name, (count = { hits: 0, misses: 0 }));
  return count;
}

interface Entry<V> {
  generation: number;
  loadedAt: number;
  value: Promise<V>;
  /** The value once loaded, for `peek`. */
  loaded?: { value: V };
  /** Set while the reload of a value past its time runs. */
  reloading?: boolean;
}

/**
 * Values read from `tables` of the database, kept in this process until a write to one of them
 * (db/local-writes.ts: this process's, or another's the change watch heard of) or READ_CACHE_TTL_MS passes. Concurrent misses of one key share one load;
 * a load that fails is not kept. A value past its time that this process has not changed is
 * reloaded in the background and answered as kept meanwhile (up to READ_CACHE_STALE_MS): under
 * load, every request for it would otherwise wait for that one reload (docs/api.md §3.4).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly count: ReadCacheCount;

  /** Every table a value is read from: a write to any of them drops it. */
  private readonly tables: readonly (keyof Database)[];
  /** Milliseconds on a monotonic clock; a test passes its own. */
  private readonly clock: () => number;

  constructor(tables: readonly (keyof Database)[], clock: () => number = () => performance.now()) {
    this.tables = tables;
    this.clock = clock;
    this.count = countFor(tables);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const generation = localWriteGeneration(this.tables);
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) {
      const age = now - entry.loadedAt;
      if (age < READ_CACHE_TTL_MS) {
        this.count.hits++;
        return entry.value;
      }
      if (entry.loaded && age < READ_CACHE_STALE_MS) {
        if (!entry.reloading) this.reload(key, entry, load, generation, now);
        this.count.hits++;
        return entry.value;
      }
    }
    this.count.misses++;
    return this.load(key, load, generation, now);
  }

  /**
   * What `get` would answer from memory, without waiting: undefined when it would load. Counts a
   * hit; a miss is counted by the `get` that follows.
   */
  peek(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry?.loaded || entry.generation !== localWriteGeneration(this.tables)) return undefined;
    const age = this.clock() - entry.loadedAt;
    // Past its time, only while its reload runs: `get` starts that reload.
    if (age < READ_CACHE_TTL_MS || (entry.reloading && age < READ_CACHE_STALE_MS)) {
      this.count.hits++;
      return entry.loaded;
    }
    return undefined;
  }

  private load(key: string, load: () => Promise<V>, generation: number, now: number): Promise<V> {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    // Kept under the generation the load started in: a write while it runs makes it stale at once.
    const value = load();
    const fresh: Entry<V> = { generation, loadedAt: now, value };
    this.entries.set(key, fresh);
    value.then(
      (loaded) => (fresh.loaded = { value: loaded }),
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Loads `stale` again while it is still answered; the new value replaces it once loaded, if nothing else did. */
  private reload(key: string, stale: Entry<V>, load: () => Promise<V>, generation: number, now: number): void {
    stale.reloading = true;
    load().then(
      (loaded) => {
        if (this.entries.get(key) !== stale) return;
        this.entries.set(key, { generation, loadedAt: now, value: Promise.resolve(loaded), loaded: { value: loaded } });
      },
      () => {
        // Not answered any longer: the next request loads it and sees the failure.
        if (this.entries.get(key) === stale) this.entries.delete(key);
      },
    );
  }

  /** Drops what is kept under `key` (a value found wrong, or one the caller changed). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
