import { describe, expect, it } from "vitest";
import type { CompactAvailability } from "../../core/bookability/compact-availability.ts";
import { browserToday } from "../../ui-shared/date-list.ts";
import { keepsBrowserOffsets, learnOffsets, todayOf } from "./browser-offsets.ts";

/** The browser's own wall time ("HH:MM") at an instant: what an answer in the browser's zone lists. */
const localTime = (ms: number, shiftMinutes = 0) => {
  const local = new Date(ms + shiftMinutes * 60_000);
  return `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
};

/** An answer in `zone` with a run starting at each instant, its wall time the browser's moved by `shiftMinutes`. */
function answer(zone: string, instants: number[], shiftMinutes = 0): CompactAvailability {
  return {
    timezone: zone,
    partySize: 2,
    days: instants.map((ms) => ({
      date: "2026-03-06",
      runs: [
        { service: "dinner", startsAt: new Date(ms).toISOString(), time: localTime(ms, shiftMinutes), stepMinutes: 15, available: "11" },
      ],
    })),
  };
}

// Months apart: on either side of a summer-time change in most zones.
const instants = [Date.UTC(2026, 0, 15, 18), Date.UTC(2026, 6, 15, 18)];

describe("learnOffsets", () => {
  it("learns that a zone whose answers list the browser's wall times keeps its offsets: its today is the browser's", () => {
    learnOffsets(answer("Test/Same", instants));
    expect(keepsBrowserOffsets("Test/Same")).toBe(true);
    const now = new Date(Date.UTC(2026, 2, 6, 23, 30));
    expect(todayOf("Test/Same", now)).toBe(browserToday(now));
  });

  it("does not when one time is off by an hour, and a later agreeing answer does not undo it", () => {
    learnOffsets(answer("Test/Other", [instants[0]!]));
    learnOffsets(answer("Test/Other", [instants[1]!], 60));
    expect(keepsBrowserOffsets("Test/Other")).toBe(false);
    learnOffsets(answer("Test/Other", instants));
    expect(keepsBrowserOffsets("Test/Other")).toBe(false);
  });

  it("learns nothing from an answer without times, and Intl's today for a zone it has not learnt", () => {
    learnOffsets({ timezone: "Asia/Tokyo", partySize: 2, days: [{ date: "2026-03-06", runs: [] }] });
    expect(keepsBrowserOffsets("Asia/Tokyo")).toBe(false);
    // 20:00 UTC is 05:00 the next day in Tokyo.
    expect(todayOf("Asia/Tokyo", new Date(Date.UTC(2026, 2, 6, 20)))).toBe("2026-03-07");
  });
});
