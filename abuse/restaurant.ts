import type { OpeningHours } from "../core/hours.ts";
import { WEEKDAYS } from "../core/time.ts";

/** Open every day 10:00–23:00 Berlin time: any evening a few days ahead is bookable. */
export const OPEN_DAILY: OpeningHours = {
  weeklyHours: Object.fromEntries(
    WEEKDAYS.map((d) => [d, { closed: false, open: "10:00", close: "23:00" }]),
  ) as OpeningHours["weeklyHours"],
  dateExceptions: [],
};

/**
 * A start `days` days after `now`'s UTC date, at `hour`:`minute` UTC: 10:00–20:30 UTC is inside
 * OPEN_DAILY in Berlin in summer and winter alike (a two-hour stay ends by 23:00 at the latest).
 */
export function slotAt(now: Date, days: number, hour = 16, minute = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute));
  return day.toISOString().replace(".000Z", "Z");
}

/** A booking a guest's widget would send; `i` makes each guest different. */
export const bookingBody = (i: number, startsAt: string, partySize = 1) => ({
  guest_first_name: "Abuse",
  guest_last_name: `Guest ${i}`,
  guest_email: `guest${i}@example.org`,
  party_size: partySize,
  starts_at: startsAt,
  notify_email: true,
  terms_accepted: true,
});

/** Request limits out of the way, for scenarios about something else than the limits themselves. */
export const NO_REQUEST_LIMITS = {
  ipRequestsPerMinute: 1_000_000,
  readsPerMinute: 1_000_000,
  writesPerMinute: 1_000_000,
  bookingsPerHour: 1_000_000,
};

/** The same as environment variables of `couvert serve`. */
export const NO_REQUEST_LIMITS_ENV = {
  COUVERT_IP_REQUESTS_PER_MIN: "1000000",
  COUVERT_READS_PER_MIN: "1000000",
  COUVERT_WRITES_PER_MIN: "1000000",
  COUVERT_BOOKINGS_PER_HOUR: "1000000",
};

/** A deterministic generator of numbers in [0, 1) from a seed (mulberry32), for choices outside fast-check. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
