import { describe, expect, it } from "vitest";
import { testRules } from "../testing.ts";
import type { BookingRules } from "./rules.ts";
import fc from "fast-check";
import { addDays } from "../time.ts";
import { listingDateOf, listingRange, listSlots } from "./slots.ts";

const rules = (over: Partial<BookingRules> = {}): BookingRules =>
  testRules({
    weeklyHours: {
      ...testRules().weeklyHours,
      friday: { closed: false, open: "18:00", close: "02:00" },
      saturday: { closed: false, open: "12:00", close: "23:00" },
      sunday: { closed: false, open: "01:00", close: "04:00" },
    },
    defaultDwellMinutes: 60,
    bookingLeadTimeHours: 0,
    bookingHorizonDays: 365,
    minMinutesBeforeClosing: 0,
    slotIntervalMinutes: 30,
    ...over,
  });
const now = new Date("2026-03-01T00:00:00Z");

describe("listSlots", () => {
  it("lists wall-clock slots of a weekday in the restaurant's zone", () => {
    const slots = listSlots("2026-03-03", rules(), now);
    expect(slots[0]).toMatchObject({ time: "12:00", date: "2026-03-03", startsAt: "2026-03-03T11:00:00Z", endsAt: "2026-03-03T12:00:00Z" });
    expect(slots.at(-1)?.time).toBe("21:00");
    expect(slots).toHaveLength(19);
  });

  it("offers nothing on a closed day", () => {
    expect(listSlots("2026-03-02", rules(), now)).toEqual([]);
  });

  it("continues an overnight interval into the next date", () => {
    const times = listSlots("2026-03-06", rules(), now).map((s) => `${s.date} ${s.time}`);
    expect(times.at(0)).toBe("2026-03-06 18:00");
    expect(times.at(-1)).toBe("2026-03-07 01:00");
  });

  it("skips wall times that do not exist on the spring-forward night", () => {
    const times = listSlots("2026-03-29", rules(), now).map((s) => s.time);
    expect(times).not.toContain("02:00");
    expect(times).not.toContain("02:30");
    expect(times).toContain("03:00");
  });

  it("offers an ambiguous fall-back time once, at its first occurrence", () => {
    const slots = listSlots("2026-10-25", rules(), now).filter((s) => s.time === "02:30");
    expect(slots).toHaveLength(1);
    expect(slots[0]?.startsAt).toBe("2026-10-25T00:30:00Z");
  });
});

describe("listingDateOf", () => {
  it("finds a start under the date whose list offers it, the evening before for the small hours", () => {
    for (const date of ["2026-03-03", "2026-03-06", "2026-03-29", "2026-10-24"]) {
      for (const slot of listSlots(date, rules(), now)) expect(listingDateOf(slot.startsAt, rules()), slot.startsAt).toBe(date);
    }
    expect(listingDateOf("2026-03-07T00:00:00Z", rules())).toBe("2026-03-06"); // Saturday 01:00, Friday's night
  });

  it("takes the local date of a start outside any opening", () => {
    expect(listingDateOf("2026-03-02T10:00:00Z", rules())).toBe("2026-03-02"); // a closed Monday
    expect(listingDateOf("2026-03-03T22:30:00Z", rules())).toBe("2026-03-03"); // Tuesday 23:30, after closing
  });
});

describe("listingRange", () => {
  it("holds exactly the starts listingDateOf puts under the date, across nights, closed days and daylight-saving changes", () => {
    const hours = rules({
      weeklyHours: {
        ...rules().weeklyHours,
        monday: { closed: true, open: "00:00", close: "00:00" },
        friday: { closed: false, open: "18:00", close: "02:00" },
        saturday: { closed: false, open: "01:00", close: "03:00" }, // opens before Friday's night has closed
        sunday: { closed: false, open: "18:00", close: "04:00" },
      },
    });
    const minutes = 60_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * 4 }), (quarters) => {
        const start = new Date(Date.parse("2026-01-01T00:00:00Z") + quarters * 15 * minutes).toISOString();
        const date = listingDateOf(start, hours);
        for (const day of [addDays(date, -1), date, addDays(date, 1)]) {
          const { from, to } = listingRange(day, hours);
          expect(Date.parse(start) >= Date.parse(from) && Date.parse(start) < Date.parse(to), `${start} in ${day}'s ${from}–${to}`).toBe(
            day === date,
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("runs a Friday's list from its midnight to its night's close at 02:00, and Saturday's on from there", () => {
    expect(listingRange("2026-03-06", rules())).toEqual({ from: "2026-03-05T23:00:00Z", to: "2026-03-07T01:00:00Z" });
    expect(listingRange("2026-03-07", rules())).toEqual({ from: "2026-03-07T01:00:00Z", to: "2026-03-07T23:00:00Z" });
  });
});
