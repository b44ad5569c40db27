/** A sweep also drops what would come of age within this long: a steady flow of entries wakes it at most this often. */
const SWEEP_AHEAD_MS = 5_000;

/**
 * Answers kept by key, at most `limit` of them (the oldest forgotten first) and none longer than
 * `maxAgeMs`: for what is personal data, kept only while it serves. A hit does not make an entry
 * younger, so entries leave in the order they came: the map's order, beside which `keptAt` holds
 * each one's time (no object an entry). A timer that does not hold the process open drops entries
 * as they come of age (up to SWEEP_AHEAD_MS early), so an idle process forgets too.
 */
export class AgedMemory<V extends string | null> {
  private readonly values = new Map<string, V>();
  /** When each entry of `values` was kept, in the same order, from `first` on. */
  private readonly keptAt: number[] = [];
  private first = 0;
  private readonly limit: number;
  private readonly maxAgeMs: number;
  private sweep: ReturnType<typeof setTimeout> | null = null;

  constructor(limit: number, maxAgeMs: number) {
    this.limit = limit;
    this.maxAgeMs = maxAgeMs;
  }

  /** The answer kept for `key`, else `compute`'s, kept. */
  remembered(key: string, compute: () => V): V {
    const kept = this.values.get(key);
    if (kept !== undefined) return kept;
    const value = compute();
    if (this.values.size >= this.limit) this.dropOldest();
    this.values.set(key, value);
    this.keptAt.push(performance.now());
    this.sweep ??= this.sweepIn(this.maxAgeMs);
    return value;
  }

  forgetAll(): void {
    this.values.clear();
    this.keptAt.length = 0;
    this.first = 0;
    if (this.sweep) clearTimeout(this.sweep);
    this.sweep = null;
  }

  /** Every key and value kept (for tests). */
  contents(): string[] {
    return [...this.values].flatMap(([key, value]) => [key, String(value)]);
  }

  private dropOldest(): void {
    this.values.delete(this.values.keys().next().value!);
    this.first += 1;
    if (this.first > 1_024 && this.first * 2 > this.keptAt.length) {
      this.keptAt.splice(0, this.first);
      this.first = 0;
    }
  }

  private sweepIn(delayMs: number): ReturnType<typeof setTimeout> {
    return setTimeout(() => this.dropAged(), delayMs).unref();
  }

  private dropAged(): void {
    this.sweep = null;
    const now = performance.now();
    while (this.values.size > 0) {
      const dueIn = this.keptAt[this.first]! + this.maxAgeMs - now;
      if (dueIn > SWEEP_AHEAD_MS) {
        this.sweep = this.sweepIn(dueIn);
        return;
      }
      this.dropOldest();
    }
  }
}
