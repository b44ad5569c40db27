import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoomSchema, type Room } from "../../core/tables/room.ts";
import { berlin, bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * Issue 27 over HTTP, against the real app and database: for random rooms and booking sequences,
 * whenever GET /reservation/availability says a start is free for a party, booking it succeeds,
 * and whenever it says full, booking fails with 409 `slot_full`. Seeded, and bounded: a few
 * dozen rooms of a few tables, eight bookings each.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { bookingsPerHour: 100_000, writesPerMinute: 100_000, readsPerMinute: 100_000 } });
});
afterAll(async () => {
  await server?.close();
});

const DATE = "2026-06-02";
const STARTS = ["18:00", "18:30", "19:00", "19:30", "20:00"];

const roomArb: fc.Arbitrary<Room> = fc
  .record({
    tables: fc.array(fc.record({ minSeats: fc.integer({ min: 1, max: 4 }), extra: fc.nat(3), online: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    }),
    pairs: fc.array(fc.record({ first: fc.nat(3), minSeats: fc.integer({ min: 3, max: 6 }), extra: fc.nat(3) }), { maxLength: 2 }),
  })
  .map(({ tables, pairs }) => {
    const combinable =
      tables.length > 1
        ? pairs.filter((p, i) => pairs.findIndex((q) => q.first % (tables.length - 1) === p.first % (tables.length - 1)) === i)
        : [];
    return RoomSchema.parse({
      areas: [],
      tables: tables.map((t, i) => ({
        id: `t${i}`,
        name: `T${i}`,
        area: null,
        minSeats: t.minSeats,
        maxSeats: t.minSeats + t.extra,
        bookableOnline: t.online,
      })),
      combinations: combinable.map((p, i) => {
        const first = p.first % (tables.length - 1);
        return { id: `c${i}`, tables: [`t${first}`, `t${first + 1}`], minSeats: p.minSeats, maxSeats: p.minSeats + p.extra };
      }),
    });
  });

const bookingArb = fc.record({ start: fc.constantFrom(...STARTS), partySize: fc.integer({ min: 1, max: 8 }) });

async function availableAt(key: string, partySize: number, startsAt: string): Promise<boolean> {
  const res = await server.request(`/api/v1/reservation/availability?date=${DATE}&party_size=${partySize}`, { key });
  expect(res.status).toBe(200);
  const slot = res.json.data.days[0].slots.find((s: { startsAt: string }) => Date.parse(s.startsAt) === Date.parse(startsAt));
  expect(slot, `${startsAt} is listed`).toBeDefined();
  return slot.available as boolean;
}

describe("tables mode over HTTP against availability", () => {
  it("books exactly the starts availability calls free, and refuses the others with slot_full", async () => {
    let guest = 0;
    const seen = { booked: 0, full: 0 };
    await fc.assert(
      fc.asyncProperty(roomArb, fc.array(bookingArb, { minLength: 1, maxLength: 8 }), async (room, bookings) => {
        const { restaurant, key } = await seedRestaurant(server.ctx, {
          settings: { confirmationMode: "auto", maxPartySize: 8, dwellMinutesByPartySize: [{ partySize: 2, minutes: 90 }] },
        });
        await server.ctx.store.transaction([], async (store) => {
          await store.read.room.replace(restaurant.id, room);
          await store.read.restaurants.updateSettings(restaurant.id, { capacityMode: "tables" }, server.ctx.clock.now());
        });
        for (const { start, partySize } of bookings) {
          const startsAt = berlin(DATE, start);
          const free = await availableAt(key, partySize, startsAt);
          guest += 1;
          const answer = await postBooking(
            server,
            key,
            bookingBody({ starts_at: startsAt, party_size: partySize, guest_last_name: `Guest ${guest}` }),
          );
          if (free) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          else expect([answer.status, codeOf(answer)]).toEqual([409, "slot_full"]);
          seen[free ? "booked" : "full"] += 1;
        }
      }),
      { seed: 20261130, numRuns: 25 },
    );
    // The runs met both answers often: neither side of the property went untested.
    expect(seen.booked).toBeGreaterThan(20);
    expect(seen.full).toBeGreaterThan(20);
  }, 120_000);
});
