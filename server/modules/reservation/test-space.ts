import { TEST_BOOKING_TTL_DAYS } from "../../../core/keys/space.ts";
import { toUtcIso } from "../../../core/time.ts";
import { lockNames } from "../../db/transactions.ts";
import type { Store } from "../../store.ts";

const TTL_MS = TEST_BOOKING_TTL_DAYS * 24 * 60 * 60_000;
/** Expired test bookings are looked for at most this often per process; they are invisible to live work meanwhile anyway. */
const PURGE_EVERY_MS = 60_000;

/**
 * The test space's housekeeping (docs/api.md §2.5). A purge deletes test bookings with their change
 * requests and recorded messages (the foreign keys cascade) in one transaction.
 */
export class TestSpace {
  private purgedAt = Number.NEGATIVE_INFINITY;

  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  /** `couvert reservation purge-test`: every test booking of the restaurant; how many there were. */
  purge(restaurantId: string): Promise<number> {
    return this.store.write([lockNames.restaurant(restaurantId)], (tx) => tx.reservations.deleteTest({ restaurantId }));
  }

  /**
   * Deletes every restaurant's test bookings older than TEST_BOOKING_TTL_DAYS at `now` (the injected
   * clock's), at most once a minute; run on the test space's own requests, so a server whose test
   * keys are idle does no work for them.
   */
  async expire(now: Date): Promise<void> {
    if (now.getTime() - this.purgedAt < PURGE_EVERY_MS) return;
    this.purgedAt = now.getTime();
    await this.store.write([], (tx) => tx.reservations.deleteTest({ createdBefore: toUtcIso(new Date(now.getTime() - TTL_MS)) }));
  }
}
