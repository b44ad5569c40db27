import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../core/time.ts";
import { cliContext } from "../testing/cli-context.ts";
import { CLOSED_WEEK } from "./repository.ts";
import type { RestaurantSettings } from "./settings.ts";

let t: Awaited<ReturnType<typeof cliContext>>;
beforeEach(async () => {
  t = await cliContext();
});
afterEach(() => t.dispose());

describe("RestaurantRepository", () => {
  it("opens a new restaurant nowhere: every weekday closed", async () => {
    expect(Object.keys(CLOSED_WEEK)).toEqual([...WEEKDAYS]);
    const created = await t.ctx.restaurants.create({ slug: "b", name: "B", timezone: "Europe/Berlin" }, t.clock.now());
    expect(Object.values(created.weeklyHours).every((day) => day.closed)).toBe(true);
  });

  it("refuses to write a key that is not a setting, inherited names included, and writes nothing", async () => {
    const { id } = await t.ctx.restaurants.create({ slug: "b", name: "B", timezone: "Europe/Berlin" }, t.clock.now());
    for (const key of ["constructor", "toString", "name = 'x', slug", "__proto__"]) {
      const settings = JSON.parse(`{${JSON.stringify(key)}: 1, "maxPartySize": 4}`) as Partial<RestaurantSettings>;
      await expect(t.ctx.restaurants.updateSettings(id, settings, t.clock.now()), key).rejects.toThrow("Not a restaurant setting");
    }
    expect((await t.ctx.restaurants.findById(id))!.maxPartySize).toBe(12);
    await t.ctx.restaurants.updateSettings(id, { maxPartySize: 4 }, t.clock.now());
    expect((await t.ctx.restaurants.findById(id))!.maxPartySize).toBe(4);
  });
});
