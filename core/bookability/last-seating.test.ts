import { describe, expect, it } from "vitest";
import { hoursFromSchedule, isPlainSchedule, ServiceScheduleSchema, type ServicePeriod, type ServiceSchedule } from "../hours.ts";
import { DateTime, WEEKDAYS } from "../time.ts";
import { testRules } from "../testing.ts";
import { checkStay } from "./check-stay.ts";
import type { BookingRules } from "./rules.ts";
import { listSlots } from "./slots.ts";
import { bookableTimes } from "./bookable-times.ts";

/** Issue 28's lunch: 12:00–14:30 with a 120-minute stay, every day; Tuesday 2 June 2026 in Berlin. */
const DATE = "2026-06-02";
const NOW = new Date("2026-06-01T10:00:00Z");

function rules(period: Partial<ServicePeriod> = {}, staysPastClosing = false): BookingRules {
  const services: ServiceSchedule = {
    definitions: [{ id: "lunch", name: "Lunch", maxCoversPerSlot: null, staysPastClosing }],
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [day, [{ service: "lunch", open: "12:00", close: "14:30", ...period }]]),
    ) as ServiceSchedule["weekly"],
    exceptions: [],
  };
  return testRules({
    ...hoursFromSchedule(services),
    services,
    timezone: "Europe/Berlin",
    defaultDwellMinutes: 120,
    bookingLeadTimeHours: 0,
    bookingHorizonDays: 60,
    minMinutesBeforeClosing: 0,
    slotIntervalMinutes: 30,
  });
}

const times = (r: BookingRules) => listSlots(DATE, r, NOW).map((s) => s.time);
const start = (time: string) => DateTime.fromISO(`${DATE}T${time}`, { zone: "Europe/Berlin" });
const stayAt = (time: string, minutes = 120) => ({ startsAt: start(time), endsAt: start(time).plus({ minutes }) });

describe("a service's last seating (docs/api.md §5.4)", () => {
  it("without one, hours say when guests must leave: 12:00–14:30 with 120-minute stays offers 12:00 and 12:30 only", () => {
    expect(times(rules())).toEqual(["12:00", "12:30"]);
  });

  it("with one, arrivals run to it; stays still end by closing", () => {
    const r = rules({ close: "16:30", lastSeating: "14:30" });
    expect(times(r)).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"]);
    expect(checkStay(stayAt("14:30"), r, NOW).ok).toBe(true);
    expect(checkStay(stayAt("15:00"), r, NOW)).toMatchObject({ ok: false, error: { code: "outside_opening_hours" } });
    // A longer stay than closing allows is still refused.
    expect(checkStay(stayAt("14:30", 180), r, NOW)).toMatchObject({ ok: false, error: { code: "outside_opening_hours" } });
  });

  it("with stays allowed past closing, arrivals run to the last seating (or closing) and stays past it", () => {
    expect(times(rules({ lastSeating: "14:00" }, true))).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00"]);
    expect(times(rules({}, true))).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"]);
    expect(checkStay(stayAt("14:00"), rules({ lastSeating: "14:00" }, true), NOW).ok).toBe(true);
  });

  it("in an overnight period, a last seating after midnight belongs to the next day", () => {
    const r = rules({ open: "18:00", close: "02:00", lastSeating: "00:00" }, true);
    expect(times(r).at(-1)).toBe("00:00");
    expect(times(r)[0]).toBe("18:00");
  });

  it("must lie between opening and closing, and makes the schedule more than the seed's shape", () => {
    const parsed = (period: Partial<ServicePeriod>) => ServiceScheduleSchema.safeParse(rules(period).services).success;
    expect(parsed({ lastSeating: "15:00" })).toBe(false);
    expect(parsed({ lastSeating: "11:30" })).toBe(false);
    expect(parsed({ lastSeating: "14:30" })).toBe(true);
    expect(parsed({ open: "18:00", close: "02:00", lastSeating: "01:00" })).toBe(true);
    expect(isPlainSchedule({ ...rules().services!, definitions: [{ id: "main", name: null, maxCoversPerSlot: null }] })).toBe(true);
    const withSeating = rules({ lastSeating: "14:00" }).services!;
    expect(isPlainSchedule({ ...withSeating, definitions: [{ id: "main", name: null, maxCoversPerSlot: null }] })).toBe(false);
  });
});

describe("bookableTimes, the hours editor's preview", () => {
  it("lists what listSlots offers, lead time and horizon aside", () => {
    const r = rules({ close: "16:30", lastSeating: "14:30" });
    expect(bookableTimes(DATE, r.services!, r).map((s) => s.time)).toEqual(times(r));
    expect(bookableTimes("2020-01-07", r.services!, r).map((s) => s.time)).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"]);
  });
});
