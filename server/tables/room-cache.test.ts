import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { localWriteGeneration } from "../db/local-writes.ts";
import { berlin, book, bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * The room a server keeps for seating (room-cache.ts): a change this process makes is used by the
 * very next booking; one another process makes, once the change watch has heard of it (migration 027).
 */
let server: TestServer;
let watcher: Db;

beforeAll(async () => {
  server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
  // The watch of another process's writes, as `couvert serve` runs it: it notes them process-wide.
  watcher = await openDatabase(loadConfig({ COUVERT_DB: server.database.url }).database);
  watcher.watchChanges(() => {});
});

afterAll(async () => {
  await watcher?.close();
  await server?.close();
});

const twoTop = (id: string) => ({ id, name: id, area: null, minSeats: 1, maxSeats: 2, bookableOnline: true });
const at19 = berlin("2026-06-02", "19:00");

describe("the room kept for seating", () => {
  it("follows a change made here at once, and one made by another process once watched", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const saveRoom = (tables: ReturnType<typeof twoTop>[]) =>
      consolePost(server, owner, restaurant, "/room", { areas: [], tables, combinations: [], capacityMode: "tables" });
    const tablesOf = async (number: number) =>
      (await consoleGet(server, owner, restaurant, `/reservations/${number}`)).json.data.reservation.tables.map(
        (t: { id: string }) => t.id,
      );

    expect((await saveRoom([twoTop("T1")])).status).toBe(200);
    expect(await tablesOf((await book(server, key, { starts_at: at19 })).reservation_number)).toEqual(["T1"]);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: at19 })))).toBe("slot_full");

    // Here: the next booking sees the new table.
    expect((await saveRoom([twoTop("T1"), twoTop("T2")])).status).toBe(200);
    expect(await tablesOf((await book(server, key, { starts_at: at19 })).reservation_number)).toEqual(["T2"]);

    // Another process (a connection whose writes this process does not note) adds a third table.
    const before = localWriteGeneration(["room_tables"]);
    await server.ctx.store.db.kysely
      .withoutPlugins()
      .insertInto("room_tables")
      .values({
        ...{ restaurant_id: restaurant.id, id: "T3", name: "T3", area_id: null },
        position: 2,
        min_seats: 1,
        max_seats: 2,
        bookable_online: 1,
      })
      .execute();
    await vi.waitFor(() => expect(localWriteGeneration(["room_tables"])).toBeGreaterThan(before), { timeout: 5_000, interval: 20 });
    expect(await tablesOf((await book(server, key, { starts_at: at19 })).reservation_number)).toEqual(["T3"]);
  });
});
