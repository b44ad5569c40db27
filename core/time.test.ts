import { describe, expect, it } from "vitest";
import { instantToLocalDateTime, localDateTimeToInstant } from "./time.ts";

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
