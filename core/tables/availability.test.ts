import { describe, expect, it } from "vitest";
import { bookableStarts, occupancy, type BookedStay } from "./availability.ts";
import type { Room } from "./room.ts";
import { seatingPlan } from "./seating.ts";

const QUARTER = 15 * 60_000;
const at = (quarters: number) => Date.parse("2026-06-03T17:00:00Z") + quarters * QUARTER;
const twoTops: Room = {
  areas: [],
  tables: ["t1", "t2", "t3"].map((id) => ({ id, name: id.toUpperCase(), area: null, minSeats: 1, maxSeats: 2, bookableOnline: true })),
  combinations: [],
};
const plan = seatingPlan(twoTops);
const booked = (tableId: string, from: number, to: number, partySize = 2): BookedStay => ({
  tableIds: [tableId],
  startMs: at(from),
  endMs: at(to),
  partySize,
});
const query = { startsMs: [0, 1, 2, 4, 8].map(at), partySize: 2, stayMs: 4 * QUARTER, online: true };

describe("bookableStarts", () => {
  it("offers a start while a table is free for the whole stay", () => {
    // t1 and t2 taken 19:00–20:00, t3 19:30–20:30: an hour's stay fits no table before 20:00.
    const stays = [booked("t1", 0, 4), booked("t2", 0, 4), booked("t3", 2, 6)];
    expect(bookableStarts(occupancy(plan, stays), { ...query, pacing: null })).toEqual([false, false, false, true, true]);
  });

  it("holds a start back when its slot's starting covers would pass the pacing limit, though a table is free", () => {
    const stays = [booked("t1", 0, 4, 2), booked("t2", 1, 5, 1)];
    const answers = bookableStarts(occupancy(plan, stays), { ...query, pacing: { limits: [3, 3, 3, 3, 3], slotMs: QUARTER } });
    // 19:00 has 2 covers starting (2 + 2 > 3), 19:15 has 1 (1 + 2 ≤ 3); t3 is free throughout.
    expect(answers).toEqual([false, true, true, true, true]);
  });

  it("holds each start to its own limit (its service's), none where it has none", () => {
    const stays = [booked("t1", 0, 4, 2), booked("t2", 1, 5, 1)];
    // 19:00 in a service without pacing, 19:15 in one allowing 2 starting covers (1 + 2 > 2).
    const answers = bookableStarts(occupancy(plan, stays), { ...query, pacing: { limits: [null, 2, 2, 2, 2], slotMs: QUARTER } });
    expect(answers).toEqual([true, false, true, true, true]);
  });

  it("answers nothing bookable in an empty room", () => {
    const empty = seatingPlan({ areas: [], tables: [], combinations: [] });
    expect(bookableStarts(occupancy(empty, []), { ...query, pacing: null })).toEqual([false, false, false, false, false]);
  });
});
