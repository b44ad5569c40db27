import { describe, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import type { TestServer } from "../server/testing/test-server.ts";
import { DEFAULTS, tally, WINDOW_MS, wrongPins } from "./pin-guesses.ts";
import { serversForThisFile } from "./servers.ts";
import { reportRow, runSeed } from "./report.ts";
import { bookingBody, OPEN_DAILY, seededRandom, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/** PIN guessing (pin-guesses.ts) on one server process, whose clock the test moves past the window. */
const serverOn = serversForThisFile();

interface Booked {
  key: string;
  number: number;
  pin: string;
}

async function bookOne(server: TestServer): Promise<Booked> {
  const { key } = await seedRestaurant(server.ctx, { hours: OPEN_DAILY });
  const res = await server.request("/api/v1/reservation", { key, body: bookingBody(1, slotAt(server.clock.now(), 3)) });
  expect(res.status, res.text).toBe(200);
  return { key, number: res.json.data.reservation_number, pin: res.json.data.guest_pin };
}

const manage = (server: TestServer, key: string, number: number, pin: string) =>
  server.request("/api/v1/reservation/manage", { key, body: { action: "load", reservation_number: number, pin } });

describe.each(["sqlite", "postgres"] as const)("PIN guessing on %s", (engine) => {
  it(
    "checks at most 5 guesses on one number of many sent at once, then refuses even the right PIN until the window ends",
    async () => {
      const server = await serverOn(engine);
      const { key, number, pin } = await bookOne(server);
      const sent = SIZES.pinGuesses.onOneNumber;
      const guesses = wrongPins(sent, pin, seededRandom(runSeed()));
      const result = tally((await Promise.all(guesses.map((g) => manage(server, key, number, g)))).map((r) => r.status));
      const locked = await manage(server, key, number, pin);
      server.clock.advance(WINDOW_MS - 1000);
      const stillLocked = await manage(server, key, number, pin);
      server.clock.advance(1000);
      const after = await manage(server, key, number, pin);

      const limit = DEFAULTS.pinFailuresPerReservation;
      reportRow({
        scenario: `3 PIN guesses, ${engine}, one number`,
        sent: `${sent} wrong PINs at once, then the right one`,
        seen: `${result.checked} checked, ${result.refused} refused; right PIN ${locked.status}, at window end ${after.status}`,
        bound: `checked = ${limit}; right PIN 429 until the window ends, then 200`,
        pass:
          result.checked === limit &&
          result.other.length === 0 &&
          locked.status === 429 &&
          stillLocked.status === 429 &&
          after.status === 200,
      });
      expect(result.other).toEqual([]);
      expect(result.checked, "guesses checked").toBe(limit);
      expect(locked.status, "the right PIN during the lockout").toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(stillLocked.status, "the right PIN a second before the window ends").toBe(429);
      expect(after.status, "the right PIN once the window has ended").toBe(200);
    },
    SIZES.timeoutMs,
  );

  it(
    "checks at most 20 guesses from one client spread over many numbers, then refuses its right PIN until the window ends",
    async () => {
      const server = await serverOn(engine);
      const { key, number, pin } = await bookOne(server);
      const sent = SIZES.pinGuesses.fromOneClient;
      const random = seededRandom(runSeed() + 1);
      // Numbers nobody holds: each guess is on another number, so only the client's lockout can stop them.
      const numbers = Array.from({ length: sent }, (_, i) => 10_000_000 + i * 7 + Math.floor(random() * 7));
      const result = tally((await Promise.all(numbers.map((n) => manage(server, key, n, pin)))).map((r) => r.status));
      const locked = await manage(server, key, number, pin);
      server.clock.advance(WINDOW_MS);
      const after = await manage(server, key, number, pin);

      const limit = DEFAULTS.pinFailuresPerIp;
      reportRow({
        scenario: `3 PIN guesses, ${engine}, one client`,
        sent: `${sent} guesses on ${sent} numbers at once, then a right PIN`,
        seen: `${result.checked} checked, ${result.refused} refused; right PIN ${locked.status}, at window end ${after.status}`,
        bound: `checked = ${limit}; right PIN 429 until the window ends, then 200`,
        pass: result.checked === limit && result.other.length === 0 && locked.status === 429 && after.status === 200,
      });
      expect(result.other).toEqual([]);
      expect(result.checked, "guesses checked").toBe(limit);
      expect(locked.status, "the client's right PIN during its lockout").toBe(429);
      expect(after.status, "the right PIN once the window has ended").toBe(200);
    },
    SIZES.timeoutMs,
  );
});
