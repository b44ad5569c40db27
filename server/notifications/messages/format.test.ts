import { describe, expect, it } from "vitest";
import { formatInstant, relativeDay, singleLine } from "./format.ts";

describe("formatInstant", () => {
  it("shows the restaurant's wall clock on both sides of a DST change", () => {
    const pattern = "cccc, d LLLL yyyy, HH:mm";
    expect(formatInstant("2026-10-24T17:30:00Z", "Europe/Berlin", "en", pattern)).toBe("Saturday, 24 October 2026, 19:30");
    expect(formatInstant("2026-10-25T18:30:00Z", "Europe/Berlin", "en", pattern)).toBe("Sunday, 25 October 2026, 19:30");
    expect(formatInstant("2026-10-25T18:30:00Z", "America/New_York", "de", "cccc, d. LLLL yyyy, HH:mm")).toBe(
      "Sonntag, 25. Oktober 2026, 14:30",
    );
  });
});

describe("relativeDay", () => {
  const zone = "Europe/Berlin";
  it("counts local days, not 24-hour spans", () => {
    // 23:30 in Berlin on the 24th: 20:00 on the 25th is tomorrow, 00:30 on the 26th is not.
    const now = new Date("2026-10-24T21:30:00Z");
    expect(relativeDay("2026-10-25T19:00:00Z", now, zone)).toBe("tomorrow");
    expect(relativeDay("2026-10-25T23:30:00Z", now, zone)).toBeNull();
    expect(relativeDay("2026-10-24T21:45:00Z", now, zone)).toBe("today");
    // 00:30 on the 25th in Berlin is still the 24th in UTC.
    expect(relativeDay("2026-10-24T22:30:00Z", now, zone)).toBe("tomorrow");
  });
});

describe("singleLine", () => {
  it("turns every line break and control character into one space", () => {
    expect(singleLine("Bistro\r\nBcc: x@y.z\n\tLumen\u2028!")).toBe("Bistro Bcc: x@y.z Lumen !");
  });
});
