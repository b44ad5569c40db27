import { describe, expect, it } from "vitest";
import { coversStarting, pacingAllows, startLedger } from "./pacing.ts";

const MINUTE = 60_000;
const at = (minutes: number) => Date.parse("2026-06-03T17:00:00Z") + minutes * MINUTE;

describe("pacing", () => {
  // 19:00 +4, 19:00 +2, 19:10 +3, 19:15 +6 (next slot), 18:45 +5 (previous slot)
  const ledger = startLedger([
    { startMs: at(0), partySize: 4 },
    { startMs: at(15), partySize: 6 },
    { startMs: at(10), partySize: 3 },
    { startMs: at(-15), partySize: 5 },
    { startMs: at(0), partySize: 2 },
  ]);

  it("counts the covers starting inside the slot, its end excluded", () => {
    expect(coversStarting(ledger, at(0), at(15))).toBe(9);
    expect(coversStarting(ledger, at(15), at(30))).toBe(6);
    expect(coversStarting(ledger, at(30), at(45))).toBe(0);
    expect(coversStarting(ledger, at(-15), at(30))).toBe(20);
  });

  it("lets a party start while the slot's covers stay within the limit", () => {
    expect(pacingAllows(ledger, 12, at(0), 15 * MINUTE, 3)).toBe(true);
    expect(pacingAllows(ledger, 12, at(0), 15 * MINUTE, 4)).toBe(false);
    expect(pacingAllows(ledger, null, at(0), 15 * MINUTE, 400)).toBe(true);
  });

  it("counts nothing with no stays", () => {
    expect(coversStarting(startLedger([]), at(0), at(15))).toBe(0);
  });
});
