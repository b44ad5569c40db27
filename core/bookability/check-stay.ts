import { DateTime } from "luxon";
import { fail, ok, type Result } from "../errors.ts";
import { MAX_STAY_MINUTES } from "../limits.ts";
import { intervalContaining } from "./opening-interval.ts";
import type { BookingRules } from "./rules.ts";

/** A requested stay, `[startsAt, endsAt)`. */
export interface Stay {
  startsAt: DateTime;
  endsAt: DateTime;
}

/** CONTRACT §5.1: the stay a guest asks for, `ends_at` defaulting to the dwell time. */
export function resolveStay(startsAt: DateTime, endsAt: DateTime | null, rules: Pick<BookingRules, "defaultDwellMinutes">): Result<Stay> {
  const end = endsAt ?? startsAt.plus({ minutes: rules.defaultDwellMinutes });
  if (end <= startsAt) return fail("invalid_request", "ends_at", "ends_at must be after starts_at.");
  if (end.diff(startsAt, "minutes").minutes > MAX_STAY_MINUTES) {
    return fail("invalid_request", "ends_at", "A stay may last 12 hours at most.");
  }
  return ok({ startsAt, endsAt: end });
}

/**
 * CONTRACT §5.2–5.4, in that order: lead time, horizon, opening hours. Capacity (§5.7) needs the
 * stored reservations and is checked by the server inside its write transaction.
 */
export function checkStay(stay: Stay, rules: BookingRules, now: Date): Result<Stay> {
  const current = DateTime.fromJSDate(now, { zone: rules.timezone });
  if (stay.startsAt < current.plus({ hours: rules.bookingLeadTimeHours })) return fail("booking_lead_time", "starts_at");
  if (stay.startsAt > current.plus({ days: rules.bookingHorizonDays })) return fail("booking_horizon", "starts_at");

  const interval = intervalContaining(stay.startsAt, rules, rules.timezone);
  const lastStart = interval?.close.minus({ minutes: rules.minMinutesBeforeClosing });
  if (!interval || lastStart === undefined || stay.startsAt < interval.open || stay.startsAt > lastStart || stay.endsAt > interval.close) {
    return fail("outside_opening_hours", "starts_at");
  }
  return ok(stay);
}
