import { DateTime } from "../time.ts";
import { describe, expect, it } from "vitest";
import { testRules } from "../testing.ts";
import { addDays } from "../time.ts";
import { checkStay } from "./check-stay.ts";
import { listSlots } from "./slots.ts";

/**
 * The widget offers `listSlots`; the server accepts what `checkStay` accepts. They must agree for
 * every slot of every day, in zones with northern, southern, half-hour and no DST at all.
 */
const ZONES = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kolkata"];
const night = { closed: false, open: "18:00", close: "02:30" };
const rulesFor = (timezone: string) =>
  testRules({
    timezone,
    bookingHorizonDays: 400,
    bookingLeadTimeHours: 0,
    defaultDwellMinutes: 60,
    minMinutesBeforeClosing: 30,
    slotIntervalMinutes: 30,
    weeklyHours: { ...testRules().weeklyHours, saturday: night, sunday: { closed: false, open: "01:00", close: "04:00" } },
  });

describe.each(ZONES)("slots agree with checkStay in %s", (zone) => {
  it("for every day of a year", () => {
    const rules = rulesFor(zone);
    const now = new Date("2026-01-01T00:00:00Z");
    let checked = 0;
    for (let day = 0; day < 365; day += 1) {
      const date = addDays("2026-01-01", day);
      for (const slot of listSlots(date, rules, now)) {
        const startsAt = DateTime.fromISO(slot.startsAt, { setZone: true });
        const endsAt = DateTime.fromISO(slot.endsAt, { setZone: true });
        const verdict = checkStay({ startsAt, endsAt }, rules, now);
        if (!verdict.ok) throw new Error(`${zone} ${date} ${slot.time}: listed, but the server says ${verdict.error.code}`);
        expect(startsAt.setZone(zone).toTimeOfDay()).toBe(slot.time);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(365 * 5);
  });
});
