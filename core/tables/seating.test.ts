import { describe, expect, it } from "vitest";
import type { Room } from "./room.ts";
import { tableCalendar, tableFree, type HeldStay } from "./calendar.ts";
import { assignSeating, optionsFor, seatableStays, seatingPlan, seatingRefusal, type SeatingRequest } from "./seating.ts";
import { bookedDays, busyRoom } from "./testing.ts";

const HOUR = 3_600_000;
const at = (hours: number) => Date.parse("2026-06-03T00:00:00Z") + hours * HOUR;
const stay = (from: number, to: number) => ({ startMs: at(from), endMs: at(to) });
const held = (tableIds: string[], from: number, to: number): HeldStay => ({ tableIds, ...stay(from, to) });
const request = (partySize: number, from = 19, to = 21, online = true): SeatingRequest => ({ partySize, ...stay(from, to), online });

type TableInput = Room["tables"][number];
const table = (id: string, minSeats: number, maxSeats: number, over: Partial<TableInput> = {}): TableInput => ({
  id,
  name: id.toUpperCase(),
  area: "room",
  minSeats,
  maxSeats,
  bookableOnline: true,
  ...over,
});

const room: Room = {
  areas: [
    { id: "room", name: "Dining room", bookableOnline: true },
    { id: "terrace", name: "Terrace", bookableOnline: true },
  ],
  tables: [table("t4", 3, 4), table("t2", 1, 2), table("t6", 4, 6), table("t2b", 1, 2), table("t2c", 1, 2)],
  combinations: [
    { id: "t2b+t2c", tables: ["t2b", "t2c"], minSeats: 3, maxSeats: 4 },
    { id: "t4+t6", tables: ["t4", "t6"], minSeats: 7, maxSeats: 10 },
    { id: "t2+t2b+t2c", tables: ["t2", "t2b", "t2c"], minSeats: 5, maxSeats: 6 },
  ],
};
const plan = seatingPlan(room);
const seat = (r: Room | typeof plan, stays: HeldStay[], req: SeatingRequest) =>
  assignSeating("options" in r ? r : seatingPlan(r), stays, req)?.id ?? null;

describe("assignSeating: the best fit", () => {
  it("gives the smallest table that seats the party, within its minimum", () => {
    expect(seat(plan, [], request(2))).toBe("t2");
    expect(seat(plan, [], request(3))).toBe("t4");
    expect(seat(plan, [], request(5))).toBe("t6");
    // t4 seats 3–4: a party of 1 gets a two-top even when every two-top but one is taken.
    expect(seat(plan, [held(["t2"], 19, 21), held(["t2b"], 19, 21)], request(1))).toBe("t2c");
  });

  it("prefers a single table to a combination, and then the smallest combination", () => {
    expect(seat(plan, [], request(4))).toBe("t4");
    expect(seat(plan, [held(["t4"], 19, 21), held(["t6"], 19, 21)], request(4))).toBe("t2b+t2c");
    expect(seat(plan, [held(["t6"], 19, 21)], request(6))).toBe("t2+t2b+t2c");
    expect(seat(plan, [], request(8))).toBe("t4+t6");
  });

  it("skips a busy table, and lets one stay end when the next starts", () => {
    expect(seat(plan, [held(["t2"], 18, 20)], request(2))).toBe("t2b");
    expect(seat(plan, [held(["t2"], 17, 19), held(["t2"], 21, 23)], request(2))).toBe("t2");
  });

  it("treats a combination as busy when one of its tables is, and a table as busy when a combination holds it", () => {
    expect(seat(plan, [held(["t6"], 20, 22)], request(8))).toBeNull();
    expect(seat(plan, [held(["t4", "t6"], 20, 22)], request(3))).toBe("t2b+t2c");
  });

  it("finds nothing when nothing that seats the party is free, or nothing seats it at all", () => {
    expect(seat(plan, [held(["t4"], 19, 20), held(["t6"], 18, 22), held(["t2b"], 20, 21)], request(4))).toBeNull();
    expect(seat(plan, [], request(11))).toBeNull();
    expect(seat(plan, [], request(0))).toBeNull();
  });

  it("never gives an online booking a table kept off line, its area's or its own; the owner may", () => {
    const offline: Room = {
      ...room,
      areas: [room.areas[0]!, { id: "terrace", name: "Terrace", bookableOnline: false }],
      tables: [table("t2", 1, 2, { bookableOnline: false }), table("t2b", 1, 2, { area: "terrace" }), table("t2c", 1, 2)],
      combinations: [{ id: "t2+t2c", tables: ["t2", "t2c"], minSeats: 3, maxSeats: 4 }],
    };
    expect(seat(offline, [], request(2))).toBe("t2c");
    expect(seat(offline, [held(["t2c"], 19, 21)], request(2))).toBeNull();
    expect(seat(offline, [held(["t2c"], 19, 21)], request(2, 19, 21, false))).toBe("t2");
    expect(seat(offline, [], request(4))).toBeNull();
    expect(seat(offline, [], request(4, 19, 21, false))).toBe("t2+t2c");
  });

  it("breaks ties by the areas' order, then the tables', with tables outside every area last", () => {
    const tied: Room = {
      areas: [
        { id: "terrace", name: "Terrace", bookableOnline: true },
        { id: "room", name: "Dining room", bookableOnline: true },
      ],
      tables: [
        table("a", 1, 2, { area: null }),
        table("b", 1, 2),
        table("c", 1, 2, { area: "terrace" }),
        table("d", 1, 2, { area: "terrace" }),
      ],
      combinations: [],
    };
    const order = [];
    const stays: HeldStay[] = [];
    for (let next = seat(tied, stays, request(2)); next !== null; next = seat(tied, stays, request(2))) {
      order.push(next);
      stays.push(held([next], 19, 21));
    }
    expect(order).toEqual(["c", "d", "b", "a"]);
  });

  it("ignores stays on a table no longer in the room, and reads overlapping stays on one table as one", () => {
    expect(seat(plan, [held(["gone"], 19, 21)], request(2))).toBe("t2");
    const forced = [held(["t2"], 17, 22), held(["t2"], 18, 19)];
    expect(seat(plan, forced, request(2, 20, 21))).toBe("t2b");
    expect(seat(plan, forced, request(2, 22, 23))).toBe("t2");
  });
});

describe("seatableStays", () => {
  it("answers for every slot as assignSeating would", () => {
    // Both four-tops' worth of room taken 19–21: a party of 7 fits before 17 and from 21 on.
    const stays = [held(["t4"], 19, 21), held(["t2"], 19, 20)];
    const slots = [15, 17, 18, 19, 20, 21].map((h) => stay(h, h + 2));
    expect(seatableStays(plan, tableCalendar(plan, stays), 7, true, slots)).toEqual([true, true, false, false, false, true]);
    expect(slots.map((s) => assignSeating(plan, stays, { partySize: 7, online: true, ...s }) !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("an empty stay", () => {
  it("seats no one, in assignment and availability alike, and holds no table", () => {
    expect(seat(plan, [], request(2, 19, 19))).toBeNull();
    expect(seatableStays(plan, tableCalendar(plan, []), 2, true, [stay(19, 19)])).toEqual([false]);
    expect(seat(plan, [held(["t2"], 20, 20)], request(2))).toBe("t2");
    expect(seatableStays(plan, tableCalendar(plan, [held(["t2"], 20, 20)]), 1, true, [stay(19, 21)])).toEqual([true]);
  });
});

describe("seatingRefusal: the owner's pick", () => {
  const refusal = (id: string, stays: HeldStay[], req: SeatingRequest) => seatingRefusal(plan, stays, id, req);

  it("takes a free table or combination that seats the party, even when it is not the best fit", () => {
    expect(refusal("t6", [], request(4, 19, 21, false))).toBeNull();
    expect(refusal("t2b+t2c", [], request(3))).toBeNull();
  });

  it("says why not, naming the table", () => {
    expect(refusal("t9", [], request(2))).toEqual({ reason: "unknown_table", message: "This table or combination does not exist" });
    expect(refusal("t2", [], request(3))).toEqual({ reason: "too_few_seats", message: "T2 seats 1 to 2; this party is 3" });
    expect(refusal("t6", [], request(2))).toEqual({ reason: "too_many_seats", message: "T6 seats 4 to 6; this party is 2" });
    expect(refusal("t2b+t2c", [held(["t2c"], 20, 22)], request(4))).toEqual({
      reason: "taken",
      message: "T2C is taken by another booking at that time",
    });
    expect(refusal("t2", [], request(2, 19, 19))).toEqual({ reason: "empty_stay", message: "A stay must end after it starts" });
  });

  it("keeps a table off line from an online booking", () => {
    const offline = seatingPlan({ ...room, tables: room.tables.map((t) => ({ ...t, bookableOnline: t.id !== "t2" })) });
    expect(seatingRefusal(offline, [], "t2", request(2))).toEqual({
      reason: "not_bookable_online",
      message: "T2 is kept for bookings taken by the restaurant",
    });
    expect(seatingRefusal(offline, [], "t2", request(2, 19, 21, false))).toBeNull();
  });
});

describe("seatableStays in one pass", () => {
  it("answers stays out of order and of every length as asking each alone would", () => {
    const plan = seatingPlan(busyRoom());
    // Every table taken 19:00–21:00, every other one also 12:00–14:00; the room's bookings of two busy days besides.
    const full = plan.tableIds.flatMap((id, i) => [
      { tableIds: [id], ...stay(19, 21) },
      ...(i % 2 === 0 ? [{ tableIds: [id], ...stay(12, 14) }] : []),
    ]);
    const calendar = tableCalendar(plan, [...bookedDays(plan, at(24), 2, 300), ...full]);
    let refused = 0;
    // Every half hour of two days, backwards, lasting 0 to 4 hours by turns: the cursors' worst order.
    const halfHours = Array.from({ length: 96 }, (_, i) => ({ startMs: at(57.5 - i / 2), endMs: at(57.5 - i / 2 + (i % 9) / 2) }));
    // A long stay the 19:00 block is in the way of, then a short one after it that ends before the block: free.
    const stays = [...halfHours, stay(17.75, 20), stay(18.25, 19)];
    for (const [partySize, online] of [
      [2, true],
      [4, false],
      [7, true],
    ] as const) {
      const options = optionsFor(plan, partySize, online);
      const alone = stays.map(
        (s) => s.endMs > s.startMs && options.some((o) => o.tableIndexes.every((t) => tableFree(calendar, t, s.startMs, s.endMs))),
      );
      expect(seatableStays(plan, calendar, partySize, online, stays)).toEqual(alone);
      expect(alone.filter(Boolean).length).toBeGreaterThan(0);
      refused += alone.filter((free, i) => !free && stays[i]!.endMs > stays[i]!.startMs).length;
    }
    // Some real stays are refused too, not only the empty ones.
    expect(refused).toBeGreaterThan(0);
  });
});
