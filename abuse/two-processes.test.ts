import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { checkLastCovers, raceForLastCovers } from "./last-covers.ts";
import { DEFAULTS, tally, wrongPins } from "./pin-guesses.ts";
import { reportRow, runSeed } from "./report.ts";
import { bookingBody, OPEN_DAILY, seededRandom, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";
import { twoServers, type TwoServers } from "./two-servers.ts";

/**
 * Two real `couvert serve` processes sharing one database, as behind a load balancer: whatever one
 * process knows, the other must respect. The last covers (last-covers.ts) and PIN guessing
 * (pin-guesses.ts), sent to both processes at once.
 */
const SECRET = "abuse-two-processes-secret-0123456789abcdef01";

describe.each(["sqlite", "postgres"] as const)("two server processes on one %s database", (engine) => {
  let pair: TwoServers;
  beforeAll(async () => {
    pair = await twoServers(engine, SECRET);
  }, SIZES.timeoutMs);
  afterAll(() => pair?.close());

  it(
    "accept exactly the capacity between them",
    async () => {
      checkLastCovers(
        `2 last covers, ${engine}, 2 processes`,
        await raceForLastCovers(
          pair.seeder,
          pair.servers.map((s) => s.url),
        ),
      );
    },
    SIZES.timeoutMs,
  );

  it(
    "checks at most 5 guesses on one number when two server processes receive them at once",
    async () => {
      const { key } = await seedRestaurant(pair.seeder.ctx, { hours: OPEN_DAILY });
      /** POSTs to the i-th process, taking turns. */
      const post = (i: number, path: string, body: unknown) =>
        fetch(`${pair.servers[i % 2]!.url}/api/v1${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const booking = await post(0, "/reservation", bookingBody(1, slotAt(new Date(), 3)));
      expect(booking.status).toBe(200);
      const booked = (await booking.json()) as { data: { reservation_number: number; guest_pin: string } };
      const { reservation_number: number, guest_pin: pin } = booked.data;
      const sent = SIZES.pinGuesses.onOneNumber;
      const guesses = wrongPins(sent, pin, seededRandom(runSeed() + 2));
      const result = tally(
        (
          await Promise.all(guesses.map((g, i) => post(i, "/reservation/manage", { action: "load", reservation_number: number, pin: g })))
        ).map((r) => r.status),
      );
      const locked = await Promise.all(
        [0, 1].map((i) => post(i, "/reservation/manage", { action: "load", reservation_number: number, pin })),
      );

      const limit = DEFAULTS.pinFailuresPerReservation;
      reportRow({
        scenario: `3 PIN guesses, ${engine}, one number, 2 processes`,
        sent: `${sent} wrong PINs at once, half to each process, then the right one to both`,
        seen: `${result.checked} checked, ${result.refused} refused; right PIN ${locked.map((r) => r.status).join(" and ")}`,
        bound: `checked = ${limit}; right PIN 429 on both`,
        pass: result.checked === limit && result.other.length === 0 && locked.every((r) => r.status === 429),
      });
      expect(result.other).toEqual([]);
      expect(result.checked, "guesses checked").toBe(limit);
      expect(locked.map((r) => r.status)).toEqual([429, 429]);
    },
    SIZES.timeoutMs,
  );
});
