import { describe, expect, it } from "vitest";
import { RoomSchema } from "./room.ts";
import { seatingPlan } from "./seating.ts";
import { bookedDays, busyRoom } from "./testing.ts";

describe("the busy room of the benchmark", () => {
  it("is a valid room of 40 tables and 10 combinations", () => {
    const room = RoomSchema.parse(busyRoom());
    expect([room.tables.length, room.combinations.length]).toEqual([40, 10]);
  });

  it("books a day with no two overlapping stays on one table, leaving out the parties it cannot seat", () => {
    const held = bookedDays(seatingPlan(busyRoom()), Date.parse("2026-06-01T10:00:00Z"), 1, 300);
    expect(held.length).toBeGreaterThan(50);
    expect(held.length).toBeLessThan(300);
    const clashes = held.flatMap((a, i) =>
      held.slice(i + 1).filter((b) => a.startMs < b.endMs && b.startMs < a.endMs && a.tableIds.some((id) => b.tableIds.includes(id))),
    );
    expect(clashes).toEqual([]);
  });
});
