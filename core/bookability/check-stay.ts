import { DateTime } from "../time.ts";
import { fail, ok, type ErrorCode, type Result } from "../errors.ts";
import { MAX_STAY_MINUTES } from "../limits.ts";
import type { OpeningInterval } from "./opening-interval.ts";
import { periodContaining, scheduleOf, type ServiceInterval } from "./service-periods.ts";
import type { BookingRules } from "./rules.ts";
import { stayMinutesFor } from "../tables/dwell.ts";

const MINUTE_MS = 60_000;

/** A requested stay, `[startsAt, endsAt)`. */
export interface Stay {
  startsAt: DateTime;
  endsAt: DateTime;
}

/** docs/api.md §5.1: the stay a guest asks for, `ends_at` defaulting to the party's stay (`stayMinutesFor`). */
export function resolveStay(
  startsAt: DateTime,
  endsAt: DateTime | null,
  rules: Pick<BookingRules, "defaultDwellMinutes" | "dwellMinutesByPartySize">,
  partySize: number,
): Result<Stay> {
  const minutes = stayMinutesFor(partySize, {
    defaultDwellMinutes: rules.defaultDwellMinutes,
    dwellMinutesByPartySize: rules.dwellMinutesByPartySize ?? null,
  });
  const end = endsAt ?? startsAt.plus({ minutes });
  if (end <= startsAt) return fail("invalid_request", "ends_at", "ends_at must be after starts_at.");
  if (end.diff(startsAt, "minutes").minutes > MAX_STAY_MINUTES) {
    return fail("invalid_request", "ends_at", "A stay may last 12 hours at most.");
  }
  return ok({ startsAt, endsAt: end });
}

/** The earliest and latest start `now` allows (lead time and horizon), in epoch milliseconds. */
export interface StartWindow {
  earliestMs: number;
  latestMs: number;
}

export function startWindow(rules: BookingRules, now: Date): StartWindow {
  const current = DateTime.fromJSDate(now, { zone: rules.timezone });
  return {
    earliestMs: current.plus({ hours: rules.bookingLeadTimeHours }).toMillis(),
    latestMs: current.plus({ days: rules.bookingHorizonDays }).toMillis(),
  };
}

/**
 * docs/api.md §5.2–5.4, in that order: lead time, horizon, opening hours; in plain milliseconds, so
 * the widget can run it for every slot of a 60-day horizon without luxon in the loop.
 */
export function stayProblem(
  startMs: number,
  endMs: number,
  interval: StayInterval | null,
  window: StartWindow,
  minMinutesBeforeClosing: number,
): ErrorCode | null {
  return windowProblem(startMs, window) ?? hoursProblem(startMs, endMs, interval, minMinutesBeforeClosing);
}

/** §5.2–5.3: no sooner than the lead time, no later than the horizon. */
function windowProblem(startMs: number, window: StartWindow): ErrorCode | null {
  if (startMs < window.earliestMs) return "booking_lead_time";
  if (startMs > window.latestMs) return "booking_horizon";
  return null;
}

/** An opening period as §5.4 judges a stay by: with its last seating and whether stays may run past closing, when set. */
export type StayInterval = Pick<OpeningInterval, "open" | "close"> & Pick<ServiceInterval, "lastSeating" | "staysPastClosing">;

/**
 * §5.4: the stay inside its opening period (one service's): starting from its opening until its last
 * seating (none set: `minMinutesBeforeClosing` before closing), and ending by closing unless the
 * service lets stays run past it.
 */
function hoursProblem(startMs: number, endMs: number, interval: StayInterval | null, minMinutesBeforeClosing: number): ErrorCode | null {
  if (!interval) return "outside_opening_hours";
  const closeMs = interval.close.toMillis();
  const lastStartMs = interval.lastSeating ? interval.lastSeating.toMillis() : closeMs - minMinutesBeforeClosing * MINUTE_MS;
  const inside = startMs >= interval.open.toMillis() && startMs <= lastStartMs && (interval.staysPastClosing === true || endMs <= closeMs);
  return inside ? null : "outside_opening_hours";
}

/**
 * Whether a stay may be booked now. Capacity (§5.7) needs the stored reservations and is checked
 * by the server inside its write transaction. The hours are looked up only once lead time and
 * horizon have passed: a start in the year 9999 has no next day to look up.
 */
export function checkStay(stay: Stay, rules: BookingRules, now: Date): Result<Stay> {
  const startMs = stay.startsAt.toMillis();
  const problem =
    windowProblem(startMs, startWindow(rules, now)) ??
    hoursProblem(
      startMs,
      stay.endsAt.toMillis(),
      periodContaining(stay.startsAt, scheduleOf(rules), rules.timezone),
      rules.minMinutesBeforeClosing,
    );
  return problem ? fail(problem, "starts_at") : ok(stay);
}
