import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../hours.ts";
import { addDays, DateTime, toUtcIso, WEEKDAYS } from "../time.ts";
import { openingInterval } from "./opening-interval.ts";
import { testRules } from "../testing.ts";
import { openState } from "./open-now.ts";

const hours = testRules();
const zone = "Europe/Berlin";

describe("openState", () => {
  it("is open inside an interval, until its close", () => {
    expect(openState(hours, zone, new Date("2026-06-03T10:00:00Z"))).toEqual({ openNow: true, nextChangeAt: "2026-06-03T20:00:00Z" });
  });

  it("is closed before opening, until the next open", () => {
    expect(openState(hours, zone, new Date("2026-06-03T09:59:59Z"))).toEqual({ openNow: false, nextChangeAt: "2026-06-03T10:00:00Z" });
  });

  it("skips a closed day to the next opening", () => {
    // Sunday 22:30 Berlin → Monday closed → Tuesday 12:00
    expect(openState(hours, zone, new Date("2026-06-07T20:30:00Z"))).toEqual({ openNow: false, nextChangeAt: "2026-06-09T10:00:00Z" });
  });

  it("is open in the small hours of an overnight interval", () => {
    // Sunday 01:30 Berlin, Saturday's 18:00–02:00
    expect(openState(hours, zone, new Date("2026-06-06T23:30:00Z"))).toEqual({ openNow: true, nextChangeAt: "2026-06-07T00:00:00Z" });
  });

  it("merges back-to-back intervals (00:00–00:00 is a whole day) into one stretch", () => {
    const allDay = { closed: false, open: "00:00", close: "00:00" };
    const always = { ...hours, weeklyHours: { ...hours.weeklyHours, tuesday: allDay, wednesday: allDay } };
    expect(openState(always, zone, new Date("2026-06-02T10:00:00Z"))).toEqual({ openNow: true, nextChangeAt: "2026-06-03T22:00:00Z" });
  });

  it("never changes when the restaurant is closed every day", () => {
    const closed = { closed: true, open: "00:00", close: "00:00" };
    const weeklyHours = Object.fromEntries(Object.keys(hours.weeklyHours).map((d) => [d, closed])) as typeof hours.weeklyHours;
    expect(openState({ weeklyHours, dateExceptions: [] }, zone, new Date("2026-06-03T10:00:00Z"))).toEqual({
      openNow: false,
      nextChangeAt: null,
    });
  });
});

/** The walk openState did before it learnt to jump: every day of the look-ahead, one at a time. */
function walkedOpenState(hours: OpeningHours, zone: string, now: Date) {
  const opens = Object.values(hours.weeklyHours).some((d) => !d.closed) || hours.dateExceptions.some((e) => !e.closed);
  if (!opens) return { openNow: false, nextChangeAt: null };
  const instant = DateTime.fromJSDate(now, { zone });
  const today = instant.toISODate()!;
  const intervalOn = (offset: number) => openingInterval(addDays(today, offset), hours, zone);
  const current = [intervalOn(-1), intervalOn(0)].find((i) => i && i.open <= instant && instant < i.close);
  if (current) {
    let close = current.close;
    for (let offset = current.date === today ? 1 : 0; offset <= 400; offset += 1) {
      const next = intervalOn(offset);
      if (!next || next.open > close) break;
      if (next.close > close) close = next.close;
    }
    return { openNow: true, nextChangeAt: toUtcIso(close) };
  }
  for (let offset = 0; offset <= 400; offset += 1) {
    const next = intervalOn(offset);
    if (next && next.open > instant) return { openNow: false, nextChangeAt: toUtcIso(next.open) };
  }
  return { openNow: false, nextChangeAt: null };
}

describe("openState agrees with the day-by-day walk", () => {
  const times = ["00:00", "02:00", "06:00", "11:30", "18:00", "23:59"];
  const day = fc.oneof(
    fc.constant({ closed: false, open: "00:00", close: "00:00" }),
    fc.record({ closed: fc.boolean(), open: fc.constantFrom(...times), close: fc.constantFrom(...times) }),
  );
  const hoursArb = fc.record({
    weeklyHours: fc.tuple(day, day, day, day, day, day, day).map((days) => Object.fromEntries(WEEKDAYS.map((w, i) => [w, days[i]!]))),
    dateExceptions: fc.uniqueArray(
      fc.record({
        date: fc.integer({ min: -3, max: 420 }).map((n) => addDays("2026-03-20", n)),
        closed: fc.boolean(),
        open: fc.constantFrom(...times),
        close: fc.constantFrom(...times),
      }),
      { maxLength: 4, selector: (e) => e.date },
    ),
  }) as fc.Arbitrary<OpeningHours>;
  const instant = fc
    .integer({ min: 0, max: 60 * 24 * 30 })
    .map((minutes) => new Date(Date.parse("2026-03-20T00:00:00Z") + minutes * 60_000));

  it("for any weekly hours, exceptions and instant (across a DST change)", () => {
    fc.assert(
      fc.property(hoursArb, instant, (h, now) => {
        expect(openState(h, zone, now)).toEqual(walkedOpenState(h, zone, now));
      }),
      { seed: 20261124, numRuns: 150 },
    );
  });

  it("open round the clock: the end of the look-ahead, without walking it", () => {
    const allDay = { closed: false, open: "00:00", close: "00:00" };
    const always = { weeklyHours: Object.fromEntries(WEEKDAYS.map((w) => [w, allDay])), dateExceptions: [] } as unknown as OpeningHours;
    const now = new Date("2026-06-02T10:00:00Z");
    expect(openState(always, zone, now)).toEqual(walkedOpenState(always, zone, now));
  });
});
