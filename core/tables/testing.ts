import { stayMinutesFor, type DwellStep } from "./dwell.ts";
import type { Room } from "./room.ts";
import type { HeldStay } from "./calendar.ts";
import { assignSeating, type SeatingPlan } from "./seating.ts";

/**
 * A busy room for benchmarks and tests: 40 tables in two areas (16 two-tops, 16 four-tops, 6
 * six-tops, 2 eight-tops; the eight-tops kept off line) and 10 combinations of neighbours.
 */
export function busyRoom(): Room {
  const sizes = [...Array<number>(16).fill(2), ...Array<number>(16).fill(4), ...Array<number>(6).fill(6), 8, 8];
  const tables = sizes.map((seats, i) => ({
    id: `t${i + 1}`,
    name: `T${i + 1}`,
    area: i % 3 === 2 ? "terrace" : "room",
    minSeats: Math.max(1, seats - 2),
    maxSeats: seats,
    bookableOnline: seats < 8,
  }));
  const pair = (a: number, b: number, minSeats: number, maxSeats: number) => ({
    id: `t${a}+t${b}`,
    tables: [`t${a}`, `t${b}`],
    minSeats,
    maxSeats,
  });
  return {
    areas: [
      { id: "room", name: "Dining room", bookableOnline: true },
      { id: "terrace", name: "Terrace", bookableOnline: true },
    ],
    tables,
    combinations: [...[1, 4, 7, 10, 13].map((a) => pair(a, a + 1, 3, 4)), ...[17, 20, 23, 26, 29].map((a) => pair(a, a + 1, 5, 8))],
  };
}

export const BUSY_DWELL: readonly DwellStep[] = [
  { partySize: 2, minutes: 90 },
  { partySize: 4, minutes: 120 },
  { partySize: 8, minutes: 150 },
];

/**
 * The stays of `requestsPerDay` bookings asked for each day, from `firstDayMs` (a day's 12:00) on:
 * parties of 1–8 at a quarter hour of 12:00–22:00, seated by `assignSeating` as the owner would
 * (every table counts); the parties the room cannot take are left out. Deterministic.
 */
export function bookedDays(
  plan: SeatingPlan,
  firstDayMs: number,
  days: number,
  requestsPerDay: number,
): (HeldStay & { partySize: number })[] {
  let seed = 27;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const held: (HeldStay & { partySize: number })[] = [];
  for (let day = 0; day < days; day += 1) {
    const dayHeld: (HeldStay & { partySize: number })[] = [];
    for (let request = 0; request < requestsPerDay; request += 1) {
      const partySize = 1 + next(8);
      const startMs = firstDayMs + day * 86_400_000 + next(41) * 900_000;
      const endMs = startMs + stayMinutesFor(partySize, { defaultDwellMinutes: 120, dwellMinutesByPartySize: BUSY_DWELL }) * 60_000;
      const seating = assignSeating(plan, dayHeld, { partySize, startMs, endMs, online: false });
      if (seating) dayHeld.push({ tableIds: seating.tableIds, startMs, endMs, partySize });
    }
    held.push(...dayHeld);
  }
  return held;
}
