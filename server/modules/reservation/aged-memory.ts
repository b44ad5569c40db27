/** A sweep also drops what would come of age within this long: a steady flow of entries wakes it at most this often. */
const SWEEP_AHEAD_MS = 5_000;

/**
 * Answers kept by key, at most `limit` of them (the oldest forgotten first) and none longer than
 * `maxAgeMs`: for what is personal data, kept only while it serves. A hit does not make an entry
 * younger, so the map's order is the entries' age. A timer that does not hold the process open
 * drops entries as they come of age (up to SWEEP_AHEAD_MS early), so an idle process forgets too.
 */
export class AgedMemory<V> {
  private readonly entries = new Map<string, { value: V; keptAt: number }>();
  private readonly limit: number;
  private readonly maxAgeMs: number;
  private sweep: ReturnType<typeof setTimeout> | null = null;

  constructor(limit: number, maxAgeMs: number) {
    this.limit = limit;
    this.maxAgeMs = maxAgeMs;
  }

  /** The answer kept for `key`, else `compute`'s, kept. */
  remembered(key: string, compute: () => V): V {
    const kept = this.entries.get(key);
    if (kept) return kept.value;
    const value = compute();
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, keptAt: performance.now() });
    this.sweep ??= this.sweepIn(this.maxAgeMs);
    return value;
  }

  forgetAll(): void {
    this.entries.clear();
    if (this.sweep) clearTimeout(this.sweep);
    this.sweep = null;
  }

  /** Every key and value kept (for tests). */
  contents(): string[] {
    return [...this.entries].flatMap(([key, { value }]) => [key, String(value)]);
  }

  private sweepIn(delayMs: number): ReturnType<typeof setTimeout> {
    return setTimeout(() => this.dropAged(), delayMs).unref();
  }

  private dropAged(): void {
    this.sweep = null;
    const now = performance.now();
    for (const [key, { keptAt }] of this.entries) {
      const dueIn = keptAt + this.maxAgeMs - now;
      if (dueIn > SWEEP_AHEAD_MS) {
        this.sweep = this.sweepIn(dueIn);
        return;
      }
      this.entries.delete(key);
    }
  }
}
