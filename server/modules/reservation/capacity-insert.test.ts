import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CouvertError } from "../../../core/errors.ts";
import { lockNames } from "../../db/transactions.ts";
import { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { createReservation } from "./create-reservation.ts";
import { berlin } from "./test-support.ts";

// The capacity check made in the booking's insert (docs/api.md §5.7): one statement decides both.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const details = (startsAt: string, partySize: number) => ({
  guest_first_name: "Ada",
  guest_last_name: "Lovelace",
  guest_phone: null,
  guest_email: null,
  party_size: partySize,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
  notify_email: false,
  notify_whatsapp: false,
  guest_notes: null,
  occasion: null,
});

/** Books `partySize` at `time` on 2 June 2026 with numbers drawn from `numbers`; the number booked, or the refusal's code. */
async function bookWith(
  restaurant: Restaurant,
  time: string,
  partySize: number,
  numbers: number[],
  guestEmail: string | null = null,
): Promise<number | string> {
  const draws = [...numbers];
  try {
    const { reservation } = await server.ctx.store.write([lockNames.restaurant(restaurant.id)], (tx) =>
      createReservation(
        tx,
        { secret: "test-secret", notifier: new ReservationNotifier("test-secret"), drawNumber: () => draws.shift()! },
        {
          restaurant,
          details: { ...details(berlin("2026-06-02", time), partySize), guest_email: guestEmail },
          status: "confirmed",
          guestLang: "en",
          space: "live",
          enforceCapacity: true,
          now: server.ctx.clock.now(),
        },
      ),
    );
    return reservation.reservationNumber;
  } catch (error) {
    if (error instanceof CouvertError) return error.code;
    throw error;
  }
}

const stored = async (restaurant: Restaurant) =>
  (
    await server.rows(sql`SELECT reservation_number FROM reservations WHERE restaurant_id = ${restaurant.id} ORDER BY reservation_number`)
  ).map((r) => Number(r.reservation_number));

describe("a booking's capacity check inside its insert", () => {
  it("takes the last covers exactly, refuses one more as slot_full and writes nothing for it, and counts only overlapping stays", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6 } });
    expect(await bookWith(restaurant, "19:00", 4, [1_000_001])).toBe(1_000_001);
    expect(await bookWith(restaurant, "20:30", 2, [1_000_002])).toBe(1_000_002);
    expect(await bookWith(restaurant, "19:30", 1, [1_000_003])).toBe("slot_full");
    // 21:00 no longer overlaps the 19:00 stay (until 21:00): only the 20:30 party counts.
    expect(await bookWith(restaurant, "21:00", 4, [1_000_004])).toBe(1_000_004);
    expect(await stored(restaurant)).toEqual([1_000_001, 1_000_002, 1_000_004]);
  });

  it("draws another number when the first is taken and the stay fits, rather than calling the slot full", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6 } });
    expect(await bookWith(restaurant, "19:00", 2, [2_000_001])).toBe(2_000_001);
    expect(await bookWith(restaurant, "19:00", 2, [2_000_001, 2_000_002])).toBe(2_000_002);
    // Taken and full at once: the refusal is about the slot.
    expect(await bookWith(restaurant, "19:00", 3, [2_000_001, 2_000_003])).toBe("slot_full");
    expect(await stored(restaurant)).toEqual([2_000_001, 2_000_002]);
  });

  it("makes a new guest's profile once, linked from the insert, and none for a refused booking, whatever numbers were drawn", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6 } });
    expect(await bookWith(restaurant, "19:00", 2, [3_000_001])).toBe(3_000_001);
    expect(await bookWith(restaurant, "19:00", 2, [3_000_001, 3_000_002], "grace@example.org")).toBe(3_000_002);
    expect(await bookWith(restaurant, "19:00", 3, [3_000_001, 3_000_003], "ada@example.org")).toBe("slot_full");
    const profiles = await server.rows(
      sql`SELECT p.id, c.value, r.reservation_number FROM guest_profiles p
          LEFT JOIN guest_contacts c ON c.profile_id = p.id LEFT JOIN reservations r ON r.guest_profile_id = p.id
          WHERE p.restaurant_id = ${restaurant.id}`,
    );
    expect(profiles.map((p) => [p.value, Number(p.reservation_number)])).toEqual([["grace@example.org", 3_000_002]]);
  });
});

describe("the reservation a booking's insert answers", () => {
  it("is the stored row, with or without a cover limit", async () => {
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6 } });
    for (const enforceCapacity of [true, false]) {
      const { reservation } = await server.ctx.store.write([lockNames.restaurant(restaurant.id)], (tx) =>
        createReservation(
          tx,
          { secret: "test-secret", notifier: new ReservationNotifier("test-secret") },
          {
            restaurant,
            details: {
              ...details(berlin("2026-06-02", "19:00"), 2),
              guest_email: "ada@example.com",
              notify_email: true,
              occasion: "birthday",
            },
            status: "pending",
            guestLang: "de",
            space: "live",
            enforceCapacity,
            now: server.ctx.clock.now(),
          },
        ),
      );
      const stored = (await server.ctx.store.read.reservations.findById(reservation.id))!;
      // The guest's profile is linked by the insert itself (recognition.ts).
      expect(stored.guestProfileId).not.toBeNull();
      expect(reservation).toEqual(stored);
    }
  });
});
