import { describe, expect, it } from "vitest";
import { calendarSequence, reservationUid } from "./reservation-event.ts";

describe("reservationUid", () => {
  it("is one UID per restaurant and reservation", () => {
    expect(reservationUid("trattoria-lumen", 14531543)).toBe("reservation-trattoria-lumen-14531543@couvert");
    expect(reservationUid("lumen", 1)).not.toBe(reservationUid("lumen", 2));
    expect(reservationUid("a", 12)).not.toBe(reservationUid("a-1", 2));
  });
});

describe("calendarSequence", () => {
  const booked = "2026-11-27T18:00:00.000Z";

  it("is 0 for the booking itself and rises with each later write", () => {
    expect(calendarSequence(booked, booked)).toBe(0);
    expect(calendarSequence(booked, "2026-11-27T18:00:01.900Z")).toBe(1);
    expect(calendarSequence(booked, new Date("2026-11-28T18:00:00Z"))).toBe(86_400);
  });

  it("fits a signed 32-bit field for decades after the booking, where Unix seconds end in 2038", () => {
    expect(calendarSequence(booked, "2090-11-27T18:00:00Z")).toBeLessThan(2 ** 31);
    expect(calendarSequence("2037-12-01T00:00:00Z", "2038-02-01T00:00:00Z")).toBeLessThan(2 ** 31);
  });

  it("never goes below 0 when clocks disagree", () => {
    expect(calendarSequence(booked, "2026-11-27T17:59:59Z")).toBe(0);
  });
});
