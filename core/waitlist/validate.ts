import { fail, ok, type Result } from "../errors.ts";
import { isEmailAddress } from "../formats.ts";
import { langOf, type Lang } from "../locale.ts";
import type { PhoneReader } from "../reservation/phone.ts";
import { periodsOn, scheduleOf, type HoursWithServices } from "../bookability/service-periods.ts";
import { addDays } from "../time.ts";
import { listingDateAt } from "../bookability/slots.ts";
import { WaitlistJoinSchema } from "./schemas.ts";

/** A join request that passed every rule, normalised as it is stored. */
export interface WaitlistJoin {
  date: string;
  partySize: number;
  windowStart: string;
  windowEnd: string;
  firstName: string | null;
  lastName: string;
  email: string;
  phone: string | null;
  lang: Lang;
}

/** What the rules need of the restaurant. */
export interface WaitlistRules extends HoursWithServices {
  timezone: string;
  minPartySize: number;
  maxPartySize: number;
  bookingHorizonDays: number;
}

/**
 * The rules of joining a waitlist (docs/api.md §13.4b), in the booking's order: `invalid_request`
 * (types, bounds, a date whose list has ended), `last_name_required`, `contact_required` (the e-mail
 * address the offer goes to), `booking_horizon` (a date past the horizon).
 */
export function validateWaitlistJoin(body: unknown, rules: WaitlistRules, now: Date, readPhone: PhoneReader): Result<WaitlistJoin> {
  const parsed = WaitlistJoinSchema.safeParse(body);
  if (!parsed.success) return fail("invalid_request", String(parsed.error.issues[0]?.path[0] ?? "body"));
  const input = parsed.data;
  if (input.party_size < rules.minPartySize || input.party_size > rules.maxPartySize) {
    return fail("invalid_request", "party_size", `party_size must be a whole number from ${rules.minPartySize} to ${rules.maxPartySize}.`);
  }
  // After midnight a night still running is its evening's list, which guests may still join.
  const today = listingDateAt(now, rules);
  if (input.date < today) return fail("invalid_request", "date", "date must not be in the past.");
  if (input.window_end < input.window_start && !runsPastMidnight(input, rules)) {
    return fail(
      "invalid_request",
      "window_end",
      "window_end must not be before window_start, save on a night running past midnight: window_start from the day's opening, window_end by the night's close.",
    );
  }
  if (input.guest_email && !isEmailAddress(input.guest_email)) return fail("invalid_request", "guest_email");
  const phone = input.guest_phone ? readPhone(input.guest_phone) : null;
  if (input.guest_phone && !phone) return fail("invalid_request", "guest_phone");
  if (!input.guest_last_name) return fail("last_name_required", "guest_last_name");
  if (!input.guest_email) return fail("contact_required", "guest_email", "An e-mail address is required: the offer goes there.");
  if (input.date > addDays(today, rules.bookingHorizonDays)) return fail("booking_horizon", "date");
  return ok({
    date: input.date,
    partySize: input.party_size,
    windowStart: input.window_start,
    windowEnd: input.window_end,
    firstName: input.guest_first_name || null,
    lastName: input.guest_last_name,
    email: input.guest_email,
    phone,
    lang: langOf(input.guest_locale ?? "en"),
  });
}

/**
 * Whether a window that ends before it starts is one night's, past midnight: the date's last period
 * runs into the next day, and the window starts once the date has opened and ends by that night's
 * close (the small hours the date lists, which `inWindow` reads so). Anything else ("21:00–19:00",
 * "21:00–17:00") is a slip that would match nearly every time.
 */
function runsPastMidnight(input: { date: string; window_start: string; window_end: string }, rules: HoursWithServices): boolean {
  const periods = periodsOn(input.date, scheduleOf(rules));
  const [first, last] = [periods[0], periods.at(-1)];
  return !!first && !!last?.overnight && input.window_start >= first.open && input.window_end <= last.close;
}
