import { describe, expect, it } from "vitest";
import { DwellStepsSchema } from "./dwell-schema.ts";
import { formatDwellSteps, parseDwellSteps, stayEndFor, stayMinutesFor } from "./dwell.ts";

const steps = [
  { partySize: 2, minutes: 90 },
  { partySize: 4, minutes: 120 },
  { partySize: 8, minutes: 150 },
];

describe("parseDwellSteps and formatDwellSteps", () => {
  it("reads the command line's spelling and writes it back the same", () => {
    expect(parseDwellSteps("2:90,4:120,8:150")).toEqual({ ok: true, steps });
    expect(formatDwellSteps(steps)).toBe("2:90,4:120,8:150");
  });

  it("ignores spaces, and reads an empty text as no steps", () => {
    expect(parseDwellSteps(" 2 : 90, 4:120 ,8:150 ")).toEqual({ ok: true, steps });
    expect(parseDwellSteps("  ")).toEqual({ ok: true, steps: [] });
    expect(formatDwellSteps([])).toBe("");
  });

  it.each([
    ["2:90,4", '"4" is not party size:minutes; expected pairs separated by commas, e.g. 2:90,4:120,8:150'],
    ["2:90,,4:120", '"" is not party size:minutes; expected pairs separated by commas, e.g. 2:90,4:120,8:150'],
    ["2=90", '"2=90" is not party size:minutes; expected pairs separated by commas, e.g. 2:90,4:120,8:150'],
    ["2:-90", '"2:-90" is not party size:minutes; expected pairs separated by commas, e.g. 2:90,4:120,8:150'],
    ["4:120,2:90", "Party sizes must go up from one step to the next; 2 comes after 4"],
    ["2:90,2:120", "Party sizes must go up from one step to the next; 2 comes after 2"],
    ["0:90", "A party size is a whole number from 1 to 100; got 0"],
    ["101:90", "A party size is a whole number from 1 to 100; got 101"],
    ["2:0", "A stay lasts a whole number of minutes from 1 to 720; got 0 for parties up to 2"],
    ["2:721", "A stay lasts a whole number of minutes from 1 to 720; got 721 for parties up to 2"],
  ])("refuses %s with a message an owner understands", (text, message) => {
    expect(parseDwellSteps(text)).toEqual({ ok: false, message });
  });

  it("refuses more than 20 steps", () => {
    const many = Array.from({ length: 21 }, (_, i) => `${i + 1}:90`).join(",");
    expect(parseDwellSteps(many)).toEqual({ ok: false, message: "At most 20 party sizes may have a stay of their own" });
  });
});

describe("DwellStepsSchema", () => {
  it("takes the list the API sends or the text the command line types", () => {
    expect(DwellStepsSchema.parse(steps)).toEqual(steps);
    expect(DwellStepsSchema.parse("2:90,4:120,8:150")).toEqual(steps);
  });

  it("refuses either with the rule that failed as its one message", () => {
    const fromList = DwellStepsSchema.safeParse([steps[1], steps[0]]);
    expect(fromList.error?.issues.map((i) => i.message)).toEqual(["Party sizes must go up from one step to the next; 2 comes after 4"]);
    const notWhole = DwellStepsSchema.safeParse([{ partySize: 2.5, minutes: 90 }]);
    expect(notWhole.error?.issues.map((i) => i.message)).toEqual(["A party size is a whole number from 1 to 100; got 2.5"]);
    expect(DwellStepsSchema.safeParse(5).error?.issues.map((i) => i.message)).toEqual([
      "Expected party size:minutes pairs, e.g. 2:90,4:120,8:150",
    ]);
  });
});

describe("stayMinutesFor", () => {
  const settings = { defaultDwellMinutes: 180, dwellMinutesByPartySize: steps };

  it("gives a party the stay of the first step that takes its size", () => {
    expect([1, 2, 3, 4, 5, 8].map((size) => stayMinutesFor(size, settings))).toEqual([90, 90, 120, 120, 150, 150]);
  });

  it("falls back to the default beyond the last step, and without steps", () => {
    expect(stayMinutesFor(9, settings)).toBe(180);
    expect(stayMinutesFor(2, { defaultDwellMinutes: 120, dwellMinutesByPartySize: null })).toBe(120);
    expect(stayMinutesFor(2, { defaultDwellMinutes: 120, dwellMinutesByPartySize: [] })).toBe(120);
  });
});

describe("stayEndFor", () => {
  const settings = { defaultDwellMinutes: 180, dwellMinutesByPartySize: steps };

  it("ends the stay after the party's minutes, as the server does without ends_at", () => {
    expect(stayEndFor("2026-06-01T18:00:00.000Z", 2, settings)).toBe("2026-06-01T19:30:00.000Z");
    expect(stayEndFor("2026-06-01T18:00:00.000Z", 9, settings)).toBe("2026-06-01T21:00:00.000Z");
  });

  it("ends after the default when the party is not known yet, or the server sends no steps", () => {
    expect(stayEndFor("2026-06-01T18:00:00.000Z", null, settings)).toBe("2026-06-01T21:00:00.000Z");
    expect(stayEndFor("2026-06-01T18:00:00.000Z", 2, { defaultDwellMinutes: 60 })).toBe("2026-06-01T19:00:00.000Z");
  });
});
