import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../core/time.ts";
import { cliContext } from "../testing/cli-context.ts";
import { CLOSED_WEEK } from "./repository.ts";
import type { RestaurantSettings } from "./settings.ts";

let t: ReturnType<typeof cliContext>;
beforeEach(() => {
  t = cliContext();
});
afterEach(() => t.dispose());

describe("RestaurantRepository", () => {
  it("opens a new restaurant nowhere: every weekday closed", () => {
    expect(Object.keys(CLOSED_WEEK)).toEqual([...WEEKDAYS]);
    const created = t.ctx.restaurants.create({ slug: "b", name: "B", timezone: "Europe/Berlin" }, t.clock.now());
    expect(Object.values(created.weeklyHours).every((day) => day.closed)).toBe(true);
  });

  it("refuses to write a key that is not a setting, inherited names included, and writes nothing", () => {
    const { id } = t.ctx.restaurants.create({ slug: "b", name: "B", timezone: "Europe/Berlin" }, t.clock.now());
    for (const key of ["constructor", "toString", "name = 'x', slug", "__proto__"]) {
      const settings = JSON.parse(`{${JSON.stringify(key)}: 1, "maxPartySize": 4}`) as Partial<RestaurantSettings>;
      expect(() => t.ctx.restaurants.updateSettings(id, settings, t.clock.now()), key).toThrow("Not a restaurant setting");
    }
    expect(t.ctx.restaurants.findById(id)!.maxPartySize).toBe(12);
    t.ctx.restaurants.updateSettings(id, { maxPartySize: 4 }, t.clock.now());
    expect(t.ctx.restaurants.findById(id)!.maxPartySize).toBe(4);
  });
});
