import { describe, expect, it } from "vitest";
import { addDays, datesFrom, DateTime, instantToLocalDateTime, localDateTimeToInstant, parseInstant, toUtcIso } from "./time.ts";

const zone = "Europe/Berlin";

describe("an owner's local date-time (the console's form, the command line)", () => {
  it("is the restaurant's wall time, and reads back as typed", () => {
    expect(localDateTimeToInstant("2026-07-03T19:30", zone)).toBe("2026-07-03T17:30:00Z");
    expect(localDateTimeToInstant("2026-12-05T18:00", zone)).toBe("2026-12-05T17:00:00Z");
    expect(instantToLocalDateTime("2026-07-03T17:30:00Z", zone)).toBe("2026-07-03T19:30");
    expect(instantToLocalDateTime("2026-07-03T17:30:00Z", "America/New_York")).toBe("2026-07-03T13:30");
  });

  it("does not exist in the spring-forward gap, and is the first occurrence when the clocks go back", () => {
    expect(localDateTimeToInstant("2026-03-29T02:30", zone)).toBeNull();
    expect(localDateTimeToInstant("2026-10-25T02:30", zone)).toBe("2026-10-25T00:30:00Z");
    expect(instantToLocalDateTime("2026-10-25T01:30:00Z", zone)).toBe("2026-10-25T02:30");
  });

  it("is refused when it is not a date and a minute", () => {
    for (const text of ["", "2026-07-03", "2026-07-03T19:30:00", "2026-07-03T19:30Z", "2026-02-30T12:00", "2026-07-03T24:00"]) {
      expect(localDateTimeToInstant(text, zone), text).toBeNull();
    }
  });
});

describe("an instant as reservations keep it (whole seconds, UTC)", () => {
  it("is written the same whichever instant was written before it", () => {
    const first = new Date("2026-07-03T17:30:00.250Z");
    const second = new Date("2026-07-03T17:30:01.000Z");
    expect([toUtcIso(first), toUtcIso(first), toUtcIso(second), toUtcIso(first)]).toEqual([
      "2026-07-03T17:30:00Z",
      "2026-07-03T17:30:00Z",
      "2026-07-03T17:30:01Z",
      "2026-07-03T17:30:00Z",
    ]);
    expect(toUtcIso(new Date("1969-12-31T23:59:59.500Z"))).toBe("1969-12-31T23:59:59Z");
  });

  it("is read as its UTC text would read back, fractions cut, in every year", () => {
    const viaText = (iso: string) => DateTime.fromISO(toUtcIso(DateTime.fromISO(iso, { setZone: true })), { zone: "UTC" });
    for (const iso of [
      "2026-07-03T19:30:45.999+02:00",
      "2026-07-03T17:30:00Z",
      "1969-12-31T23:59:59.5Z",
      "0000-01-01T00:00:00Z",
      "9999-12-31T23:59:59.999Z",
      "9999-12-31T22:00:00-05:00",
    ]) {
      const parsed = parseInstant(iso);
      const expected = viaText(iso);
      expect([parsed.isValid, parsed.toMillis(), parsed.zoneName, parsed.offset], iso).toEqual([
        expected.isValid,
        expected.toMillis(),
        expected.zoneName,
        expected.offset,
      ]);
    }
    expect(() => parseInstant("not an instant")).toThrow(RangeError);
  });
});

describe("a run of dates", () => {
  it("is the dates addDays gives day after day, across months, years and 29 February", () => {
    const run = datesFrom("2027-12-30", 64);
    expect(run).toHaveLength(64);
    expect(run).toEqual(Array.from({ length: 64 }, (_, i) => addDays("2027-12-30", i)));
    expect(run.slice(0, 3)).toEqual(["2027-12-30", "2027-12-31", "2028-01-01"]);
    expect(run).toContain("2028-02-29");
    expect(datesFrom("2026-03-01", 0)).toEqual([]);
  });
});
