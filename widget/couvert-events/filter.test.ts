import { describe, expect, it } from "vitest";
import { filterChoices, filterEvents, validFilter } from "./filter.ts";

const events = [
  { id: "a", platform: "native" },
  { id: "b", platform: "social_network" },
  { id: "c", platform: "native" },
  { id: "d", platform: "business_listing" },
] as const;

describe("filterChoices", () => {
  it("offers each connected platform once, in the server's order", () => {
    expect(
      filterChoices({
        showAllPlatformFilter: true,
        connectedPlatforms: ["social_network", "native", "social_network", "business_listing"],
      }),
    ).toEqual(["social_network", "native", "business_listing"]);
  });

  it("offers nothing when the restaurant turned the filter off", () => {
    expect(filterChoices({ showAllPlatformFilter: false, connectedPlatforms: ["native", "social_network"] })).toEqual([]);
  });

  it("drops platform values it does not know", () => {
    expect(filterChoices({ showAllPlatformFilter: true, connectedPlatforms: ["native", "fax"] })).toEqual(["native"]);
  });
});

describe("filterEvents", () => {
  it("keeps everything, in order, for all", () => {
    expect(filterEvents(events, "all").map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps one platform's events in order", () => {
    expect(filterEvents(events, "native").map((e) => e.id)).toEqual(["a", "c"]);
    expect(filterEvents(events, "photo_sharing")).toEqual([]);
  });
});

describe("validFilter", () => {
  it("keeps a filter that is still offered and resets one that is not", () => {
    expect(validFilter("native", ["native", "social_network"])).toBe("native");
    expect(validFilter("photo_sharing", ["native"])).toBe("all");
    expect(validFilter("all", [])).toBe("all");
  });
});
