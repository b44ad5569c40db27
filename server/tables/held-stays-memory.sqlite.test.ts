import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockNames } from "../db/transactions.ts";
import { berlin, book, bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * The held stays a server keeps for seating on SQLite (held-stays-memory.ts, migration 029): a
 * booking never relies on what another connection changed since, nor on a stay rolled back.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000 } });
});

afterAll(async () => {
  await server?.close();
});

const twoTop = (id: string) => ({ id, name: id, area: null, minSeats: 1, maxSeats: 2, bookableOnline: true });
const at19 = berlin("2026-06-02", "19:00");

async function tablesRestaurant(tables: string[]): Promise<{ restaurant: Restaurant; key: string; owner: ConsoleTab }> {
  const { restaurant, key } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
  const owner = await signedInTab(server, restaurant, `owner@${restaurant.slug}.example`, "owner");
  const room = { areas: [], tables: tables.map(twoTop), combinations: [], capacityMode: "tables" };
  expect((await consolePost(server, owner, restaurant, "/room", room)).status).toBe(200);
  return { restaurant, key, owner };
}

const tablesOf = async (owner: ConsoleTab, restaurant: Restaurant, number: number): Promise<string[]> =>
  (await consoleGet(server, owner, restaurant, `/reservations/${number}`)).json.data.reservation.tables.map((t: { id: string }) => t.id);

/** Another process's write: a connection of its own on the same file, which this server hears nothing of. */
function writeElsewhere(statement: string, ...parameters: unknown[]): void {
  const other = new Database(server.database.file!);
  try {
    other.prepare(statement).run(...parameters);
  } finally {
    other.close();
  }
}

describe("the held stays kept for seating (SQLite)", () => {
  it("sees a stay another process moved or freed at the very next booking", async () => {
    const { restaurant, key, owner } = await tablesRestaurant(["T1", "T2", "T3"]);
    const first = (await book(server, key, { starts_at: at19 })).reservation_number;
    expect(await tablesOf(owner, restaurant, first)).toEqual(["T1"]);

    // Moved to T2 elsewhere: the next booking must not be given T2, though this server last saw it free.
    writeElsewhere(`UPDATE reservations SET table_ids = '["T2"]' WHERE restaurant_id = ? AND reservation_number = ?`, restaurant.id, first);
    const second = (await book(server, key, { starts_at: at19 })).reservation_number;
    expect(await tablesOf(owner, restaurant, second)).toEqual(["T1"]);
    const third = (await book(server, key, { starts_at: at19 })).reservation_number;
    expect(await tablesOf(owner, restaurant, third)).toEqual(["T3"]);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: at19 })))).toBe("slot_full");

    // Cancelled elsewhere: its table is free for the next booking.
    writeElsewhere(`UPDATE reservations SET status = 'cancelled' WHERE restaurant_id = ? AND reservation_number = ?`, restaurant.id, first);
    const fourth = (await book(server, key, { starts_at: at19 })).reservation_number;
    expect(await tablesOf(owner, restaurant, fourth)).toEqual(["T2"]);
  });

  it("forgets a stay whose transaction was rolled back", async () => {
    const { restaurant, key, owner } = await tablesRestaurant(["T1"]);
    const endsAt = new Date(Date.parse(at19) + 90 * 60_000).toISOString();
    const rolledBack = server.ctx.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      expect(await tx.room.heldStays(restaurant.id, "live", at19, endsAt)).toEqual([]);
      const inserted = await tx.reservations.insertUnlessNumberTaken({
        restaurantId: restaurant.id,
        reservationNumber: 4242,
        pinHmac: "not-a-pin",
        status: "confirmed",
        space: "live",
        details: {
          ...{ guest_first_name: null, guest_last_name: "Rolled back", guest_phone: null, guest_email: null },
          ...{ party_size: 2, starts_at: at19, ends_at: endsAt, notify_email: false, notify_whatsapp: false },
          ...{ guest_notes: null, occasion: null },
        },
        guestLang: "en",
        now: new Date().toISOString(),
        tableIds: ["T1"],
      });
      await tx.room.noteSeated(inserted!);
      expect(await tx.room.heldStays(restaurant.id, "live", at19, endsAt)).toHaveLength(1);
      throw new Error("the booking's transaction fails after its insert");
    });
    await expect(rolledBack).rejects.toThrow("fails after its insert");

    const booked = (await book(server, key, { starts_at: at19 })).reservation_number;
    expect(await tablesOf(owner, restaurant, booked)).toEqual(["T1"]);
  });
});
