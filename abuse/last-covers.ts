import { sql } from "kysely";
import { expect } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import type { TestServer } from "../server/testing/test-server.ts";
import { reportRow } from "./report.ts";
import { bookingBody, OPEN_DAILY, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/**
 * The last covers of a slot, wanted by many more guests at once than fit (docs/api.md §5.7): the
 * covers accepted never exceed the capacity, and reach it exactly, since demand exceeds it; on one
 * server process, and on two processes behind a load balancer sharing one database.
 */
const { capacity, requests } = SIZES.lastCovers;
export interface Race {
  accepted: number;
  full: number;
  other: string[];
  stored: number;
}

/** Sends `requests` single-cover bookings for one slot at once, the i-th to `urls[i % urls.length]`. */
export async function raceForLastCovers(seeder: TestServer, urls: string[]): Promise<Race> {
  const { key, restaurant } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY, settings: { maxCoversPerSlot: capacity } });
  const startsAt = slotAt(new Date(), 3);
  const answers = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const response = await fetch(`${urls[i % urls.length]}/api/v1/reservation`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(bookingBody(i, startsAt)),
      });
      const body = (await response.json()) as { error?: { code: string } };
      return `${response.status} ${body.error?.code ?? "ok"}`;
    }),
  );
  const [row] = await seeder.rows<{ covers: number | string | null }>(
    sql`SELECT SUM(party_size) AS covers FROM reservations WHERE restaurant_id = ${restaurant.id}`,
  );
  return {
    accepted: answers.filter((a) => a === "200 ok").length,
    full: answers.filter((a) => a === "409 slot_full").length,
    other: answers.filter((a) => a !== "200 ok" && a !== "409 slot_full"),
    stored: Number(row?.covers ?? 0),
  };
}

export function checkLastCovers(scenario: string, result: Race): void {
  const pass = result.accepted === capacity && result.stored === capacity && result.other.length === 0;
  reportRow({
    scenario,
    sent: `${requests} bookings of 1 cover at once, capacity ${capacity}`,
    seen: `${result.accepted} accepted, ${result.full} slot_full, ${result.other.length} other; ${result.stored} covers stored`,
    bound: `accepted = stored = ${capacity}`,
    pass,
  });
  expect(result.other, "every refusal is 409 slot_full").toEqual([]);
  expect(result.stored, "covers stored").toBe(capacity);
  expect(result.accepted, "bookings acknowledged").toBe(capacity);
}
