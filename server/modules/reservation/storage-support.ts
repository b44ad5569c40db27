import { sql } from "kysely";
import { expect } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, book, bookingBody, manage, ownerJson, postBooking } from "./test-support.ts";

/**
 * Starts a server and puts every kind of write through it: bookings and their replays, loads
 * with right and wrong PINs, changes, an approved change request, cancellations and a new key.
 * Answers the server and the secrets that must never be stored in clear.
 */
export async function writeEverything(): Promise<{ server: TestServer; pins: string[]; keys: string[]; clientAddress: string }> {
  const server = await startTestServer({ env: { TRUST_PROXY: "1" }, limits: { writesPerMinute: 1000, bookingsPerHour: 1000 } });
  const clientAddress = "203.0.113.77";
  const seeded = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 40 } });
  const slug = seeded.restaurant.slug;
  const created = await ownerJson(
    server,
    "key",
    "create",
    "--restaurant",
    slug,
    "--modules",
    "reservation",
    "--origins",
    "https://bistro.example",
  );
  const keys = [seeded.key, created.key];
  const pins: string[] = [];

  for (const [i, key] of keys.entries()) {
    for (let n = 0; n < 3; n += 1) {
      const body = bookingBody({ party_size: n + 1, guest_first_name: `Guest ${i}-${n}` });
      const first = await postBooking(server, key, body, { "idempotency-key": `booking-${i}-${n}` });
      const replay = await postBooking(server, key, body, { "idempotency-key": `booking-${i}-${n}` });
      expect(replay.json).toEqual(first.json);
      pins.push(first.json.data.guest_pin);
      const creds = { reservation_number: first.json.data.reservation_number, pin: first.json.data.guest_pin };
      await manage(server, key, { action: "load", ...creds });
      await manage(server, key, { action: "load", ...creds, pin: "WRONG2" }, { "x-forwarded-for": clientAddress });
      await manage(server, key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "18:00") });
      if (n === 1) {
        await ownerJson(server, "reservation", "set-status", "--restaurant", slug, String(creds.reservation_number), "confirmed");
        await manage(server, key, { ...creds, terms_accepted: true, guest_email: "changed@example.org" });
        await ownerJson(server, "change-request", "approve", "--restaurant", slug, String(creds.reservation_number));
      }
      if (n === 2) await manage(server, key, { action: "cancel", ...creds });
    }
    pins.push((await book(server, key)).guest_pin);
  }

  // Failures on numbers nobody holds stay on record (a right PIN clears its number's failures).
  for (const number of [999_991, 999_992]) {
    await manage(server, keys[0]!, { action: "load", reservation_number: number, pin: "ABC234" }, { "x-forwarded-for": clientAddress });
  }
  return { server, pins, keys, clientAddress };
}

/** The test proves something: the rows it looked through are there. */
export async function expectEverythingStored(server: TestServer): Promise<void> {
  const [count] = await server.rows(sql`
    SELECT (SELECT COUNT(*) FROM reservations) AS reservations,
           (SELECT COUNT(*) FROM idempotency_keys WHERE state = 'done') AS replayable,
           (SELECT COUNT(DISTINCT client_tag) FROM manage_failures) AS clients,
           (SELECT COUNT(*) FROM manage_failures) AS failures`);
  // 8 reservations, 6 of them with an Idempotency-Key, and the failures counted for the one client
  expect(count).toEqual({ reservations: 8, replayable: 6, clients: 1, failures: 2 });
}
