/** The index of the first value of `sorted` (ascending) not below `value`; its length when there is none. */
export function firstAtOrAfter(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The stays sorted by start; as given when they already are (a query's usual answer). */
export function inOrderOfStart<T extends { startMs: number }>(stays: readonly T[]): readonly T[] {
  for (let i = 1; i < stays.length; i += 1) {
    if (stays[i]!.startMs < stays[i - 1]!.startMs) return [...stays].sort((a, b) => a.startMs - b.startMs);
  }
  return stays;
}
