import { setImmediate as nextTurn } from "node:timers/promises";
import type { ReservationKey, ReservationRecord, ReservationRepository } from "./reservation-repository.ts";

/**
 * The live reservations `pageStarting` finds, `batch` at a time by keyset, with a turn of the event
 * loop between pages: a long read that holds neither the whole list nor the server (better-sqlite3
 * reads synchronously). Leaving the loop stops the reads.
 */
export async function* pagesStarting(
  reservations: ReservationRepository,
  restaurantId: string,
  range: Parameters<ReservationRepository["pageStarting"]>[1],
  batch: number,
): AsyncGenerator<ReservationRecord[]> {
  let after: ReservationKey | null = null;
  for (;;) {
    const page = await reservations.pageStarting(restaurantId, range, after, batch);
    if (page.length > 0) yield page;
    if (page.length < batch) return;
    const last = page.at(-1)!;
    after = { startsAt: last.starts_at, reservationNumber: last.reservationNumber };
    await nextTurn();
  }
}
