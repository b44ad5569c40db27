import { afterAll, describe, expect, it, vi } from "vitest";
import type { BookingRules } from "../../core/bookability/rules.ts";

/**
 * The widget bundle runs core/ on luxon-lite (vite.config.ts aliases luxon), the server on real
 * luxon. Core imported twice, once on each, must give the same answers, or the widget would offer
 * a slot the server refuses. Dates around every DST change of 2026 in zones with odd rules.
 */
type Core = {
  slots: typeof import("../../core/bookability/slots.ts");
  time: typeof import("../../core/time.ts");
  validate: typeof import("../../core/reservation/validate.ts");
  openNow: typeof import("../../core/bookability/open-now.ts");
};

async function loadCore(lite: boolean): Promise<Core> {
  vi.resetModules();
  if (lite) vi.doMock("luxon", () => import("./luxon-lite.ts"));
  else vi.doUnmock("luxon");
  return {
    slots: await import("../../core/bookability/slots.ts"),
    time: await import("../../core/time.ts"),
    validate: await import("../../core/reservation/validate.ts"),
    openNow: await import("../../core/bookability/open-now.ts"),
  };
}

const real = await loadCore(false);
const lite = await loadCore(true);
afterAll(() => vi.doUnmock("luxon"));

const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "America/Santiago", // DST changes at midnight
  "Asia/Beirut", // midnight too
  "Australia/Lord_Howe", // 30-minute DST
  "Pacific/Chatham", // +12:45
  "America/St_Johns", // −3:30
  "Asia/Kolkata", // no DST
  "Europe/London",
  "UTC",
];

/** The local dates of 2026 on which `zone`'s offset changes. */
function transitions(zone: string): string[] {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
  // The offset alone: the whole formatted text names the date too, so it would differ every day.
  const offset = (ms: number) => format.formatToParts(ms).find((part) => part.type === "timeZoneName")!.value;
  const dates: string[] = [];
  for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 86_400_000) {
    if (offset(ms) !== offset(ms + 86_400_000))
      dates.push(new Date(ms).toISOString().slice(0, 10), new Date(ms + 86_400_000).toISOString().slice(0, 10));
  }
  return [...new Set(dates)];
}

const hours = (open: string, close: string) => ({ closed: false, open, close });
const rulesFor = (timezone: string, over: Partial<BookingRules> = {}): BookingRules => ({
  timezone,
  weeklyHours: {
    monday: hours("00:00", "23:59"),
    tuesday: hours("12:00", "22:00"),
    wednesday: hours("18:00", "03:00"),
    thursday: hours("00:30", "04:00"),
    friday: hours("22:00", "02:30"),
    saturday: hours("01:00", "23:00"),
    sunday: hours("00:00", "06:00"),
  },
  dateExceptions: [],
  defaultDwellMinutes: 90,
  bookingLeadTimeHours: 2,
  bookingHorizonDays: 400,
  minMinutesBeforeClosing: 30,
  slotIntervalMinutes: 15,
  minPartySize: 1,
  maxPartySize: 12,
  termsUrl: "https://bistro.example/terms",
  ...over,
});
const EARLY = new Date("2025-12-20T00:00:00Z");

describe("luxon-lite under core", () => {
  for (const zone of ZONES) {
    it(`lists the same slots as luxon around the DST changes in ${zone}`, () => {
      const rules = rulesFor(zone, { slotIntervalMinutes: 30 });
      const dates = transitions(zone);
      const sample = dates.length ? dates : ["2026-03-29", "2026-10-25"];
      for (const date of [...sample, "2026-06-15", "2026-01-07"]) {
        for (const day of [real.time.addDays(date, -1), date]) {
          const slots = real.slots.listSlots(day, rules, EARLY);
          expect(lite.slots.listSlots(day, rules, EARLY), `${zone} ${day}`).toEqual(slots);
          for (const { startsAt } of slots)
            expect(lite.slots.listingDateOf(startsAt, rules), startsAt).toBe(real.slots.listingDateOf(startsAt, rules));
        }
        for (let minute = 0; minute < 1440; minute += 30) {
          const time = real.time.formatMinutesOfDay(minute);
          const a = real.time.localToInstant(date, time, zone);
          const b = lite.time.localToInstant(date, time, zone);
          expect(b && lite.time.toUtcIso(b), `${zone} ${date} ${time}`).toBe(a && real.time.toUtcIso(a));
        }
        const at = new Date(`${date}T12:34:56.789Z`);
        expect(lite.time.localDateOf(at, zone)).toBe(real.time.localDateOf(at, zone));
      }
    }, 60_000);
  }

  it("gives the same bookable dates near now, with the lead time cutting into today", { timeout: 60_000 }, () => {
    for (const zone of ["Europe/Berlin", "America/Santiago", "Australia/Lord_Howe"]) {
      const rules = rulesFor(zone, { bookingHorizonDays: 45, slotIntervalMinutes: 30 });
      for (const now of ["2026-03-27T16:10:00Z", "2026-10-24T23:59:00Z", "2026-04-04T13:00:00Z"]) {
        expect(lite.slots.bookableDates(rules, new Date(now)), `${zone} ${now}`).toEqual(real.slots.bookableDates(rules, new Date(now)));
      }
    }
  });

  it("validates bookings the same way, lead time and horizon included", () => {
    const rules = rulesFor("Europe/Berlin", { bookingHorizonDays: 30 });
    const now = new Date("2026-03-20T10:00:00Z");
    const base = { guest_last_name: "Rossi", guest_email: "a@b.example", notify_email: true, terms_accepted: true, party_size: 2 };
    for (const starts_at of [
      "2026-03-20T11:00:00Z",
      "2026-03-20T11:59:59Z",
      "2026-03-24T17:00:00+01:00",
      "2026-03-29T00:45:00Z",
      "2026-04-19T10:00:00Z",
      "2026-04-19T10:00:00.000Z",
      "2026-04-30T10:00:00Z",
      "2026-03-25T21:15:00Z",
    ]) {
      for (const ends_at of [undefined, "2026-04-19T13:00:00Z"]) {
        const body = { ...base, starts_at, ...(ends_at ? { ends_at } : {}) };
        expect(lite.validate.validateBooking(body, rules, now), starts_at).toEqual(real.validate.validateBooking(body, rules, now));
      }
    }
  });

  it("agrees on open-now and the next change", () => {
    for (const zone of ["Europe/Berlin", "America/Santiago", "Australia/Lord_Howe"]) {
      const rules = rulesFor(zone);
      for (const at of ["2026-03-28T23:30:00Z", "2026-04-05T14:00:00Z", "2026-10-25T00:59:00Z"]) {
        expect(lite.openNow.openState(rules, zone, new Date(at))).toEqual(real.openNow.openState(rules, zone, new Date(at)));
      }
    }
  }, 60_000);

  it("agrees on calendar arithmetic and zone checks", () => {
    for (let i = -400; i <= 400; i += 7) expect(lite.time.addDays("2026-02-27", i)).toBe(real.time.addDays("2026-02-27", i));
    for (let d = 1; d <= 31; d += 1)
      expect(lite.time.weekdayOf(`2026-03-${String(d).padStart(2, "0")}`)).toBe(
        real.time.weekdayOf(`2026-03-${String(d).padStart(2, "0")}`),
      );
    for (const zone of ["Europe/Berlin", "Not/AZone", "UTC", "Asia/Kolkata"])
      expect(lite.time.isValidZone(zone)).toBe(real.time.isValidZone(zone));
    expect(lite.time.localToInstant("2026-02-30", "12:00", "Europe/Berlin")).toBeNull();
  });

  it("reads and writes an owner's local date-times the same way around every DST change", () => {
    for (const zone of ZONES) {
      for (const date of [...transitions(zone), "2026-06-15"]) {
        // Every zone here changes its clocks between 00:00 and 03:00 local time.
        for (let minutes = 0; minutes < 4 * 60; minutes += 15) {
          const local = `${date}T${real.time.formatMinutesOfDay(minutes)}`;
          const instant = real.time.localDateTimeToInstant(local, zone);
          expect(lite.time.localDateTimeToInstant(local, zone), `${zone} ${local}`).toBe(instant);
          if (instant) expect(lite.time.instantToLocalDateTime(instant, zone)).toBe(real.time.instantToLocalDateTime(instant, zone));
        }
      }
    }
  });
});
