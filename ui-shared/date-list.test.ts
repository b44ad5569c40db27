import { describe, expect, it } from "vitest";
import type { BookingRules } from "../core/bookability/rules.ts";
import { dayKeyTarget, monthGrid, monthsOf, pickableDates, shiftMonth, todayIn } from "./date-list.ts";

const day = (open: string, close: string) => ({ closed: false, open, close });
const rules: BookingRules = {
  timezone: "Europe/Berlin",
  weeklyHours: {
    monday: { closed: true, open: "00:00", close: "00:00" },
    tuesday: day("17:30", "23:00"),
    wednesday: day("17:30", "23:00"),
    thursday: day("17:30", "23:00"),
    friday: day("17:30", "23:00"),
    saturday: day("12:00", "23:00"),
    sunday: day("12:00", "23:00"),
  },
  dateExceptions: [
    { date: "2026-03-11", closed: true, open: null, close: null, note: "Closed for a private party" },
    { date: "2026-03-12", closed: false, open: "12:00", close: "15:00", note: "Lunch only today" },
  ],
  defaultDwellMinutes: 120,
  bookingLeadTimeHours: 2,
  bookingHorizonDays: 30,
  minMinutesBeforeClosing: 60,
  slotIntervalMinutes: 30,
  minPartySize: 1,
  maxPartySize: 8,
  termsUrl: null,
};
// Tuesday 3 March 2026, 20:00 in Berlin (19:00 UTC).
const now = new Date("2026-03-03T19:00:00Z");

describe("pickableDates", () => {
  it("spans today through the horizon in the restaurant's zone, over its months", () => {
    const days = pickableDates(todayIn(rules.timezone, now), rules.bookingHorizonDays);
    expect(days[0]).toBe("2026-03-03");
    expect(days.at(-1)).toBe("2026-04-02");
    expect(days).toHaveLength(31);
    expect(monthsOf(days)).toEqual(["2026-03", "2026-04"]);
  });

  it("knows the restaurant's date when the browser's has moved on", () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(todayIn("Europe/Berlin", new Date("2026-03-03T23:30:00Z"))).toBe("2026-03-04");
  });
});

describe("monthGrid", () => {
  it("lays a month out in Monday-first weeks", () => {
    const weeks = monthGrid("2026-03");
    // 1 March 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(weeks.at(-1)).toEqual(["2026-03-30", "2026-03-31", null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe("dayKeyTarget", () => {
  // 2026-03-11 is a Wednesday.
  it("moves by a day or a week with the arrows", () => {
    expect(dayKeyTarget("ArrowLeft", "2026-03-11")).toBe("2026-03-10");
    expect(dayKeyTarget("ArrowRight", "2026-03-31")).toBe("2026-04-01");
    expect(dayKeyTarget("ArrowUp", "2026-03-11")).toBe("2026-03-04");
    expect(dayKeyTarget("ArrowDown", "2026-03-11")).toBe("2026-03-18");
  });

  it("goes to the week's Monday and Sunday with Home and End", () => {
    expect(dayKeyTarget("Home", "2026-03-11")).toBe("2026-03-09");
    expect(dayKeyTarget("End", "2026-03-11")).toBe("2026-03-15");
    expect(dayKeyTarget("Home", "2026-03-09")).toBe("2026-03-09");
    expect(dayKeyTarget("End", "2026-03-15")).toBe("2026-03-15");
  });

  it("moves by a month with PageUp and PageDown, clamped to the month's length", () => {
    expect(dayKeyTarget("PageDown", "2026-03-11")).toBe("2026-04-11");
    expect(dayKeyTarget("PageUp", "2026-03-31")).toBe("2026-02-28");
    expect(dayKeyTarget("PageDown", "2026-12-15")).toBe("2027-01-15");
    expect(dayKeyTarget("PageUp", "2026-01-15")).toBe("2025-12-15");
    expect(dayKeyTarget("Enter", "2026-01-15")).toBeNull();
  });

  it("knows leap years", () => {
    expect(shiftMonth("2028-01-31", 1)).toBe("2028-02-29");
    expect(shiftMonth("2028-03-31", -13)).toBe("2027-02-28");
  });
});
