import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toUtcIso } from "../../core/time.ts";
import { lockNames } from "../db/transactions.ts";
import { berlin, book, bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { consoleGet, consolePost, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { heldStayOf, heldStaysThroughStays } from "./held-stays.ts";

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
    const endsAt = toUtcIso(new Date(Date.parse(at19) + 90 * 60_000));
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
        now: toUtcIso(new Date()),
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

  it("answers as the database does, whatever was booked, moved or cancelled where (random sequences)", async () => {
    const { restaurant, key } = await tablesRestaurant(["T1", "T2", "T3"]);
    const dates = ["2026-06-02", "2026-06-03", "2026-06-04"];
    const time = fc.constantFrom("12:00", "13:30", "18:00", "19:00", "20:30");
    const step = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({ kind: fc.constant("book" as const), date: fc.constantFrom(...dates), time, party: fc.constant(2) }),
      },
      // Another process cancels a stay, or moves one, often to around UTC midnight, where the kept windows part.
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant("move" as const),
          pick: fc.nat(),
          date: fc.constantFrom(...dates),
          time: fc.constantFrom("00:30", "01:00", "01:45", "02:15", "03:00", "19:00"),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant("ask" as const),
          date: fc.constantFrom(...dates),
          time: fc.constantFrom("01:30", "02:00", "02:30", "03:30", "12:30", "19:30"),
        }),
      },
    );
    const held = () =>
      writeElsewhereRows(
        `SELECT id, starts_at, ends_at FROM reservations WHERE restaurant_id = ? AND status = 'confirmed' ORDER BY id`,
        restaurant.id,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === "book") {
            await postBooking(server, key, bookingBody({ starts_at: berlin(s.date, s.time), party_size: s.party }));
          } else if (s.kind === "cancel" || s.kind === "move") {
            const ids = held();
            if (ids.length === 0) continue;
            const id = ids[s.pick % ids.length]!.id;
            if (s.kind === "cancel") writeElsewhere(`UPDATE reservations SET status = 'cancelled' WHERE id = ?`, id);
            else {
              const { starts_at: from, ends_at: to } = ids[s.pick % ids.length]!;
              const startsAt = Date.parse(berlin(s.date, s.time));
              const endsAt = startsAt + Date.parse(to) - Date.parse(from);
              const statement = `UPDATE reservations SET starts_at = ?, ends_at = ? WHERE id = ?`;
              writeElsewhere(statement, toUtcIso(new Date(startsAt)), toUtcIso(new Date(endsAt)), id);
            }
          } else {
            const startsAt = toUtcIso(new Date(berlin(s.date, s.time)));
            const endsAt = toUtcIso(new Date(Date.parse(startsAt) + 150 * 60_000));
            const earliestStart = toUtcIso(new Date(Date.parse(startsAt) - 12 * 60 * 60_000));
            const kept = await server.ctx.store.write([lockNames.restaurant(restaurant.id)], (tx) =>
              tx.room.heldStays(restaurant.id, "live", startsAt, endsAt),
            );
            const query = { restaurantId: restaurant.id, space: "live", startsAt, endsAt, earliestStart, excludeId: 0 };
            const stored = (await heldStaysThroughStays(server.ctx.store.db.kysely, query)).rows.map(heldStayOf);
            const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
            expect([...kept].sort(byId)).toEqual(stored.sort(byId));
          }
        }
      }),
      { seed: 27, numRuns: 25 },
    );
  });
});

function writeElsewhereRows(statement: string, ...parameters: unknown[]): { id: number; starts_at: string; ends_at: string }[] {
  const other = new Database(server.database.file!);
  try {
    return other.prepare(statement).all(...parameters) as { id: number; starts_at: string; ends_at: string }[];
  } finally {
    other.close();
  }
}
