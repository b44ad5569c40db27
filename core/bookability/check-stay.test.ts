import { DateTime } from "../time.ts";
import { describe, expect, it } from "vitest";
import { testRules } from "../testing.ts";
import { checkStay, resolveStay } from "./check-stay.ts";

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });
const now = new Date("2026-03-01T12:00:00Z");

function check(start: string, minutes = 120, over = {}) {
  const startsAt = at(start);
  const result = checkStay({ startsAt, endsAt: startsAt.plus({ minutes }) }, testRules({ bookingHorizonDays: 365, ...over }), now);
  return result.ok ? "ok" : result.error.code;
}

describe("checkStay", () => {
  it("enforces the lead time, past included", () => {
    expect(
      check("2026-03-01T13:59:00Z", 60, {
        weeklyHours: { ...testRules().weeklyHours, sunday: { closed: false, open: "00:00", close: "00:00" } },
      }),
    ).toBe("booking_lead_time");
    expect(check("2026-02-01T12:00:00Z")).toBe("booking_lead_time");
  });

  it("enforces the horizon", () => {
    expect(check("2026-03-10T12:00:00+01:00", 120, { bookingHorizonDays: 5 })).toBe("booking_horizon");
  });

  it("enforces opening time, last start before closing and the end of the stay", () => {
    expect(check("2026-03-04T11:45:00+01:00")).toBe("outside_opening_hours");
    expect(check("2026-03-04T12:00:00+01:00")).toBe("ok");
    expect(check("2026-03-04T20:00:00+01:00")).toBe("ok"); // ends 22:00 exactly
    expect(check("2026-03-04T20:15:00+01:00")).toBe("outside_opening_hours"); // ends after 22:00
    expect(check("2026-03-04T21:00:00+01:00", 60)).toBe("ok"); // last start: close − 60 min
    expect(check("2026-03-04T21:01:00+01:00", 30)).toBe("outside_opening_hours");
    expect(check("2026-03-02T19:00:00+01:00")).toBe("outside_opening_hours"); // Monday: closed
  });

  it("places small hours in the previous day's overnight interval", () => {
    expect(check("2026-03-08T00:30:00+01:00", 60)).toBe("ok"); // Sunday 00:30, Saturday's 18:00–02:00
    expect(check("2026-03-08T01:00:00+01:00", 60)).toBe("ok"); // ends 02:00 exactly
    expect(check("2026-03-08T01:00:00+01:00", 90)).toBe("outside_opening_hours");
    expect(check("2026-03-07T00:30:00+01:00", 60)).toBe("outside_opening_hours"); // Saturday 00:30: Friday is not overnight
  });

  it("lets a date exception replace the weekday", () => {
    const closed = { dateExceptions: [{ date: "2026-03-04", closed: true, open: null, close: null, note: "Private event" }] };
    expect(check("2026-03-04T19:00:00+01:00", 120, closed)).toBe("outside_opening_hours");
    const special = { dateExceptions: [{ date: "2026-03-02", closed: false, open: "10:00", close: "14:00", note: null }] };
    expect(check("2026-03-02T10:30:00+01:00", 120, special)).toBe("ok"); // a Monday, normally closed
    expect(check("2026-03-02T13:30:00+01:00", 30, special)).toBe("outside_opening_hours"); // after close − 60
  });

  it("refuses a spring-forward stay past a closing that falls in the gap, in UTC terms", () => {
    // 2026-03-29 Berlin: 02:00 → 03:00. Saturday 18:00 → 02:00 (which does not exist: 03:00 CEST).
    expect(check("2026-03-29T00:00:00+01:00", 60)).toBe("ok");
    expect(check("2026-03-29T01:00:00+01:00", 60)).toBe("ok"); // ends at 03:00 CEST = the shifted close
  });

  it("reads an ambiguous fall-back closing time as its first occurrence", () => {
    // 2026-10-25 Berlin: 03:00 CEST → 02:00 CET. Saturday's 02:00 close is the first 02:00 (CEST,
    // 00:00Z), so with 60 min before closing the last start is 01:00 CEST = 23:00Z.
    expect(check("2026-10-24T23:00:00Z", 60)).toBe("ok");
    expect(check("2026-10-24T23:15:00Z", 45)).toBe("outside_opening_hours");
  });
});

describe("resolveStay", () => {
  it("defaults the end to the dwell time and refuses empty or overlong stays", () => {
    const start = at("2026-03-04T18:00:00Z");
    const dwell = resolveStay(start, null, { defaultDwellMinutes: 90 }, 2);
    expect(dwell.ok && dwell.value.endsAt.toISO()).toBe(start.plus({ minutes: 90 }).toISO());
    expect(resolveStay(start, start, { defaultDwellMinutes: 90 }, 2).ok).toBe(false);
    expect(resolveStay(start, start.plus({ hours: 12 }), { defaultDwellMinutes: 90 }, 2).ok).toBe(true);
    expect(resolveStay(start, start.plus({ hours: 12, minutes: 1 }), { defaultDwellMinutes: 90 }, 2).ok).toBe(false);
  });
});
