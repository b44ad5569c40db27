import { firstAtOrAfter, inOrderOfStart } from "./sorted.ts";

/**
 * Pacing (issue 27): the covers *starting* in a slot, counted from the stays held, against the
 * limit `maxCoversStartingPerSlot` sets.
 */

/** The starts of the stays held, for counting covers starting in a window. */
export interface StartLedger {
  /** Sorted ascending. */
  startsMs: Float64Array;
  /** `coversBefore[i]`: covers of the first `i` starts. */
  coversBefore: Float64Array;
}

export function startLedger(stays: readonly { startMs: number; partySize: number }[]): StartLedger {
  const sorted = inOrderOfStart(stays);
  const startsMs = new Float64Array(sorted.length);
  const coversBefore = new Float64Array(sorted.length + 1);
  sorted.forEach((stay, i) => {
    startsMs[i] = stay.startMs;
    coversBefore[i + 1] = coversBefore[i]! + stay.partySize;
  });
  return { startsMs, coversBefore };
}

/** Covers of the stays starting in `[fromMs, toMs)`. */
export function coversStarting(ledger: StartLedger, fromMs: number, toMs: number): number {
  return ledger.coversBefore[firstAtOrAfter(ledger.startsMs, toMs)]! - ledger.coversBefore[firstAtOrAfter(ledger.startsMs, fromMs)]!;
}

/** Whether `partySize` more covers may start in the slot `[slotStartMs, slotStartMs + slotMs)`. */
export function pacingAllows(ledger: StartLedger, limit: number | null, slotStartMs: number, slotMs: number, partySize: number): boolean {
  return limit === null || coversStarting(ledger, slotStartMs, slotStartMs + slotMs) + partySize <= limit;
}
