import type { BookingRules } from "./bookability/rules.ts";

const open = (o: string, c: string) => ({ closed: false, open: o, close: c });

/**
 * Rules for tests of core: Europe/Berlin, Monday closed, Tue–Fri and Sunday 12:00–22:00,
 * Saturday overnight 18:00–02:00 (so both DST nights fall inside an interval), 2 h dwell, 2 h lead
 * time, 60-day horizon.
 */
export function testRules(over: Partial<BookingRules> = {}): BookingRules {
  return {
    timezone: "Europe/Berlin",
    weeklyHours: {
      monday: { closed: true, open: "00:00", close: "00:00" },
      tuesday: open("12:00", "22:00"),
      wednesday: open("12:00", "22:00"),
      thursday: open("12:00", "22:00"),
      friday: open("12:00", "22:00"),
      saturday: open("18:00", "02:00"),
      sunday: open("12:00", "22:00"),
    },
    dateExceptions: [],
    defaultDwellMinutes: 120,
    bookingLeadTimeHours: 2,
    bookingHorizonDays: 60,
    minMinutesBeforeClosing: 60,
    slotIntervalMinutes: 15,
    minPartySize: 1,
    maxPartySize: 12,
    termsUrl: "https://bistro.example/terms",
    ...over,
  };
}
