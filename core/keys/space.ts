/**
 * Where a booking lives (docs/api.md §2.5): `live`, the restaurant's real book, or `test`, where a
 * test key's bookings go. The two never meet: neither counts against the other's capacity, nor is
 * listed, counted, exported or notified with it.
 */
export const SPACES = ["live", "test"] as const;
export type Space = (typeof SPACES)[number];

/** A test key reads `ck_test_…`, so it is told from a live key at a glance (and by secret scanners). */
export const TEST_KEY_PREFIX = "ck_test_";

/** Test bookings, and the messages they recorded, are deleted this long after they were made. */
export const TEST_BOOKING_TTL_DAYS = 7;
