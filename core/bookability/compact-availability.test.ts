import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { Availability, AvailableSlot } from "./availability.ts";
import { compactAvailability, expandAvailability } from "./compact-availability.ts";

const ZONE = "Europe/Berlin";

/** Slots every `step` minutes from a wall time on `date` for `count` slots, their wall times as the zone shows them. */
function slots(date: string, from: string, step: number, count: number, service: string, full: (n: number) => boolean = () => false) {
  const first = DateTime.fromISO(`${date}T${from}`, { zone: ZONE });
  return Array.from({ length: count }, (_, n): AvailableSlot => {
    const at = first.plus({ minutes: n * step });
    return { startsAt: at.toUTC().toISO({ suppressMilliseconds: true })!, time: at.toFormat("HH:mm"), service, available: !full(n) };
  });
}

const answer = (days: Availability["days"]): Availability => ({ timezone: ZONE, partySize: 2, days });

describe("compact availability", () => {
  it("gives back exactly the slots it was made from", () => {
    const original = answer([
      {
        date: "2026-06-02",
        slots: [...slots("2026-06-02", "12:00", 15, 9, "lunch", (n) => n % 3 === 0), ...slots("2026-06-02", "18:00", 15, 17, "dinner")],
      },
      { date: "2026-06-03", slots: [] },
      // One slot alone, then a service that runs past midnight.
      {
        date: "2026-06-04",
        slots: [...slots("2026-06-04", "12:00", 15, 1, "lunch"), ...slots("2026-06-04", "22:00", 30, 8, "late", (n) => n > 5)],
      },
    ]);
    const compact = compactAvailability(original);
    expect(expandAvailability(compact)).toEqual(original);
    expect(compact.days[0]!.runs).toEqual([
      { service: "lunch", startsAt: "2026-06-02T10:00:00Z", time: "12:00", stepMinutes: 15, available: "011011011" },
      { service: "dinner", startsAt: "2026-06-02T16:00:00Z", time: "18:00", stepMinutes: 15, available: "1".repeat(17) },
    ]);
    expect(compact.days[2]!.runs.map((r) => [r.time, r.stepMinutes, r.available])).toEqual([
      ["12:00", 0, "1"],
      ["22:00", 30, "11111100"],
    ]);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(original).length / 4);
  });

  it("breaks a run where summer time starts or ends, so the wall times stay right", () => {
    const original = answer([
      { date: "2026-03-28", slots: slots("2026-03-28", "22:00", 30, 10, "late") },
      { date: "2026-10-24", slots: slots("2026-10-24", "22:00", 30, 12, "late") },
    ]);
    // The zone's clock jumps: 01:30 then 03:00 in March, 02:30 then 02:00 again in October.
    expect(original.days[0]!.slots.map((s) => s.time)).toContain("03:00");
    expect(original.days[1]!.slots.filter((s) => s.time === "02:00")).toHaveLength(2);
    const compact = compactAvailability(original);
    expect(compact.days.map((d) => d.runs.length)).toEqual([2, 2]);
    expect(expandAvailability(compact)).toEqual(original);
  });

  it("breaks a run at a gap or another service at the same distance", () => {
    const original = answer([
      {
        date: "2026-06-02",
        slots: [
          ...slots("2026-06-02", "12:00", 15, 4, "lunch"),
          ...slots("2026-06-02", "13:00", 15, 2, "bar"),
          ...slots("2026-06-02", "14:00", 15, 2, "bar"),
        ],
      },
    ]);
    const compact = compactAvailability(original);
    expect(compact.days[0]!.runs.map((r) => `${r.service} ${r.time} ${r.available.length}`)).toEqual([
      "lunch 12:00 4",
      "bar 13:00 2",
      "bar 14:00 2",
    ]);
    expect(expandAvailability(compact)).toEqual(original);
  });
});
