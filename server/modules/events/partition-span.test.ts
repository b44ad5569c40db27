import { describe, expect, it } from "vitest";
import { partitionEvents } from "../../../core/events/partition.ts";
import { partitionBySpan } from "./partition-span.ts";

const MINUTE = 60_000;
const T0 = Date.parse("2026-06-01T18:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const ev = (id: string, startMinutes: number, endMinutes: number | null = null, isPinned = false) => ({
  id,
  startAt: at(startMinutes).toISOString(),
  endAt: endMinutes === null ? null : at(endMinutes).toISOString(),
  isPinned,
});
const options = { graceMinutes: 60, maxItems: 2 };
const events = [
  ev("dinner", -30), // no end: past from +30 (start + grace)
  ev("exhibition", -600, 90), // running: past from +90
  ev("pinned", 300, null, true),
  ev("tomorrow", 1440),
  ev("yesterday", -1440),
];
const ids = (p: { items: { id: string }[]; pastItems: { id: string }[] }) => [p.items.map((e) => e.id), p.pastItems.map((e) => e.id)];

describe("partitionBySpan", () => {
  it("answers the very same partition until the first upcoming event turns past, then core's new one", () => {
    const partitionAt = partitionBySpan(events, options);
    const first = partitionAt(at(0));
    expect(ids(first)).toEqual(ids(partitionEvents(events, at(0), options)));
    expect(partitionAt(at(29))).toBe(first);
    expect(partitionAt(new Date(T0 + 30 * MINUTE - 1))).toBe(first);
    // "dinner" turns past at its start plus grace, to the millisecond.
    const second = partitionAt(at(30));
    expect(second).not.toBe(first);
    expect(ids(second)).toEqual([
      ["pinned", "exhibition"],
      ["dinner", "yesterday"],
    ]);
    expect(partitionAt(at(89))).toBe(second);
    expect(ids(partitionAt(at(90)))).toEqual([
      ["pinned", "tomorrow"],
      ["dinner", "exhibition"],
    ]);
  });

  it("matches core at every instant, the clock going forward and back", () => {
    const partitionAt = partitionBySpan(events, options);
    for (const minutes of [0, 10, 31, 95, 2000, 5000, 40, 29, -700, 0, 89, 90]) {
      expect(ids(partitionAt(at(minutes))), `at ${minutes} min`).toEqual(ids(partitionEvents(events, at(minutes), options)));
    }
  });
});
