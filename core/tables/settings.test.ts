import { describe, expect, it } from "vitest";
import { seatingPlan } from "./seating.ts";
import { CapacityModeSchema, PacingLimitSchema, tablesPublishProblem, TablesSettingsSchema } from "./settings.ts";

describe("the settings' schemas", () => {
  it("knows the two capacity modes", () => {
    expect(CapacityModeSchema.safeParse("tables").success).toBe(true);
    expect(CapacityModeSchema.safeParse("seats").success).toBe(false);
  });

  it("takes a pacing limit from 1, or none", () => {
    expect(PacingLimitSchema.parse(null)).toBeNull();
    expect(PacingLimitSchema.parse(20)).toBe(20);
    expect(PacingLimitSchema.safeParse(0).error?.issues[0]?.message).toBe("At least 1 cover must be able to start per slot");
  });

  it("leaves an existing restaurant in covers mode, without stays by party size or pacing", () => {
    expect(TablesSettingsSchema.parse({})).toEqual({
      capacityMode: "covers",
      dwellMinutesByPartySize: null,
      maxCoversStartingPerSlot: null,
    });
  });

  it("reads the stays by party size as the command line types them", () => {
    const settings = TablesSettingsSchema.parse({
      capacityMode: "tables",
      dwellMinutesByPartySize: "2:90,6:150",
      maxCoversStartingPerSlot: 24,
    });
    expect(settings.dwellMinutesByPartySize).toEqual([
      { partySize: 2, minutes: 90 },
      { partySize: 6, minutes: 150 },
    ]);
    const wrong = TablesSettingsSchema.safeParse({ dwellMinutesByPartySize: "6:150,2:90" });
    expect(wrong.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["dwellMinutesByPartySize", "Party sizes must go up from one step to the next; 2 comes after 6"],
    ]);
  });
});

describe("tablesPublishProblem", () => {
  const table = (bookableOnline: boolean) => ({ id: "t1", name: "T1", area: null, minSeats: 1, maxSeats: 2, bookableOnline });

  it("asks for a table guests may book online", () => {
    expect(tablesPublishProblem(seatingPlan({ areas: [], tables: [], combinations: [] }))).toBe(
      "Add at least one table guests may book online before publishing",
    );
    expect(tablesPublishProblem(seatingPlan({ areas: [], tables: [table(false)], combinations: [] }))).not.toBeNull();
    const offlineArea = {
      areas: [{ id: "bar", name: "Bar", bookableOnline: false }],
      tables: [{ ...table(true), area: "bar" }],
      combinations: [],
    };
    expect(tablesPublishProblem(seatingPlan(offlineArea))).not.toBeNull();
    expect(tablesPublishProblem(seatingPlan({ areas: [], tables: [table(true)], combinations: [] }))).toBeNull();
  });
});
