import { describe, expect, it } from "vitest";
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
