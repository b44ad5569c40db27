import { performance } from "node:perf_hooks";
import { localWriteGeneration } from "../db/local-writes.ts";

/**
 * How long a read answered from memory may lag a change made by another process on the same
 * database (another server, the command line); this process's own writes drop it at once
 * (docs/api.md §3, "Server-side caching").
 */
export const READ_CACHE_TTL_MS = 5_000;

/** More entries than this (a scan of many keys, say) and the cache starts over. */
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  generation: number;
  loadedAt: number;
  value: Promise<V>;
  /** The value once loaded, for `peek`. */
  loaded?: { value: V };
}

/**
 * Values read from the database, kept in this process until it writes anything
 * (db/local-writes.ts) or READ_CACHE_TTL_MS passes. Concurrent misses of one key share one load;
 * a load that fails is not kept.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    /** Milliseconds on a monotonic clock; a test passes its own. */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const generation = localWriteGeneration();
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && now - entry.loadedAt < this.ttlMs) return entry.value;
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

  /** What `get` would answer from memory, without waiting: undefined when it would load. */
  peek(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry?.loaded || entry.generation !== localWriteGeneration() || this.clock() - entry.loadedAt >= this.ttlMs) return undefined;
    return entry.loaded;
  }

  /** Drops what is kept under `key` (a value found wrong, or one the caller changed). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
