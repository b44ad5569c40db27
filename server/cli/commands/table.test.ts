import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliContext } from "../../testing/cli-context.ts";
import { storeReservations } from "../../testing/fixtures.ts";

const R = ["--restaurant", "b"];

let t: Awaited<ReturnType<typeof cliContext>>;
beforeEach(async () => {
  t = await cliContext("2026-06-10T18:00:00Z");
  await t.json("restaurant", "create", "--name", "Bistro", "--slug", "b", "--timezone", "Europe/Berlin");
});
afterEach(async () => {
  await t.dispose();
});

describe("table add|combine|list|remove", () => {
  it("builds a room, lists it, and refuses what does not exist", async () => {
    expect(await t.json("table", "add", ...R, "--name", "T1", "--seats", "2", "--area", "Terrace")).toEqual({
      table: { id: "T1", name: "T1", area: "Terrace", minSeats: 1, maxSeats: 2, bookableOnline: true },
    });
    await t.json("table", "add", ...R, "--name", "T2", "--seats", "2", "--min", "2", "--online", "false");
    expect(await t.json("table", "combine", ...R, "--tables", "T1,T2", "--seats", "4", "--min", "3")).toEqual({
      combination: { id: "T1+T2", name: "T1+T2", tables: ["T1", "T2"], minSeats: 3, maxSeats: 4 },
    });
    const listed = await t.json("table", "list", ...R);
    expect(listed).toMatchObject({ capacityMode: "covers", areas: [{ id: "Terrace", name: "Terrace" }] });
    expect(listed.tables.map((x: { name: string }) => x.name)).toEqual(["T1", "T2"]);

    await t.json("restaurant", "update", "b", "--set", "capacityMode=tables", "--set", "dwellMinutesByPartySize=2:90,4:120,8:150");
    expect((await t.json("table", "list", ...R)).dwellMinutesByPartySize).toEqual({
      text: "2:90,4:120,8:150",
      steps: [
        { partySize: 2, minutes: 90 },
        { partySize: 4, minutes: 120 },
        { partySize: 8, minutes: 150 },
      ],
    });

    await t.json("table", "remove", ...R, "--name", "T2");
    const after = await t.json("table", "list", ...R);
    expect(after.tables.map((x: { name: string }) => x.name)).toEqual(["T1"]);
    expect(after.combinations).toEqual([]);
    const missing = await t.cli("table", "remove", ...R, "--name", "T9");
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/No table "T9"/);
  });
});

describe("restaurant update --set capacityMode", () => {
  it("seats the bookings to come when switching to tables, lists those no table takes, and switches back", async () => {
    await t.json("table", "add", ...R, "--name", "T1", "--seats", "2");
    const restaurant = (await t.ctx.restaurants.findBySlug("b"))!;
    await storeReservations(t.ctx, restaurant, ["2026-06-12T17:00:00Z", "2026-06-12T17:30:00Z"]);
    const switched = await t.json("restaurant", "update", "b", "--set", "capacityMode=tables");
    expect(switched.unseated).toMatchObject([{ reservationNumber: 1001, partySize: 2, tables: [] }]);
    const text = await t.cli("restaurant", "update", "b", "--set", "capacityMode=covers");
    expect(text.exitCode).toBe(0);
    const again = await t.cli("restaurant", "update", "b", "--set", "capacityMode=tables");
    expect(again.stdout).toContain("1 booking(s) to come fit no table; move them or the room:");
    expect(again.stdout).toMatch(/#1001 {2}2026-06-12T17:30:00Z {2}party of 2/);
    const kept = await t.ctx.store.read.reservations.list(restaurant.id, {});
    expect(kept.map((r) => [r.reservationNumber, r.tableIds])).toEqual([
      [1000, ["T1"]],
      [1001, []],
    ]);
  });
});
