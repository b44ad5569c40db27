import { slotAvailability, AVAILABILITY_MAX_DAYS, type Availability } from "../../../core/bookability/availability.ts";
import { AVAILABILITY_FORMATS, type AvailabilityFormat } from "../../../core/bookability/compact-availability.ts";
import { startWindow } from "../../../core/bookability/check-stay.ts";
import { serviceCoverLimit } from "../../../core/bookability/cover-limit.ts";
import { scheduleOf } from "../../../core/bookability/service-periods.ts";
import { listSlots, type Slot } from "../../../core/bookability/slots.ts";
import { CouvertError } from "../../../core/errors.ts";
import type { Space } from "../../../core/keys/space.ts";
import { addDays, LOCAL_DATE_PATTERN, localDateOf, toUtcIso } from "../../../core/time.ts";
import { bookingRulesOf, type Restaurant } from "../../restaurants/settings.ts";
import type { Repositories } from "../../store.ts";
import { stayMinutesFor } from "../../../core/tables/dwell.ts";
import { bookableStarts, occupancy } from "../../../core/tables/availability.ts";
import { roomPlan } from "../../tables/room-cache.ts";

export interface AvailabilityQuery {
  date: string;
  partySize: number;
  days: number;
  format: AvailabilityFormat;
}

/** The query of GET /reservation/availability, or `invalid_request` naming the first bad parameter (docs/api.md §13.2a). */
export function parseAvailabilityQuery(
  query: Record<string, unknown>,
  restaurant: Pick<Restaurant, "minPartySize" | "maxPartySize">,
): AvailabilityQuery {
  const { date, party_size: partySize, days = "1", format = "slots" } = query;
  if (typeof date !== "string" || !isCalendarDate(date)) throw refusal("date", "date must be a calendar date, YYYY-MM-DD.");
  const party = wholeNumber(partySize);
  if (party === null || party < restaurant.minPartySize || party > restaurant.maxPartySize) {
    throw refusal("party_size", `party_size must be a whole number from ${restaurant.minPartySize} to ${restaurant.maxPartySize}.`);
  }
  const count = wholeNumber(days);
  if (count === null || count < 1 || count > AVAILABILITY_MAX_DAYS || !isCalendarDate(addDays(date, count - 1))) {
    throw refusal("days", `days must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}.`);
  }
  if (!AVAILABILITY_FORMATS.includes(format as AvailabilityFormat)) {
    throw refusal("format", `format must be one of: ${AVAILABILITY_FORMATS.join(", ")}.`);
  }
  return { date, partySize: party, days: count, format: format as AvailabilityFormat };
}

/**
 * The slots of `query.days` local dates from `query.date` (core's slot listing: lead time,
 * horizon, hours), each marked available when the party fits its service's capacity. The stays
 * that take covers come from one query over the whole range, not one per slot.
 */
export async function availabilityOf(
  repositories: Pick<Repositories, "reservations" | "room">,
  restaurant: Restaurant,
  query: Omit<AvailabilityQuery, "format">,
  now: Date,
  space: Space,
): Promise<Availability> {
  const { reservations } = repositories;
  const stayMinutes = stayMinutesFor(query.partySize, {
    defaultDwellMinutes: restaurant.defaultDwellMinutes,
    dwellMinutesByPartySize: restaurant.dwellMinutesByPartySize,
  });
  // Each slot's stay is the party's (docs/api.md §5.1), as a booking without ends_at gets.
  const rules = { ...bookingRulesOf(restaurant), defaultDwellMinutes: stayMinutes };
  const window = startWindow(rules, now);
  // A date's list may start the evening before (no) and end the next morning: outside this range it is empty.
  const first = addDays(localDateOf(new Date(window.earliestMs), rules.timezone), -1);
  const last = localDateOf(new Date(window.latestMs), rules.timezone);
  const listed: { date: string; slots: Slot[] }[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = addDays(query.date, offset);
    listed.push({ date, slots: date < first || date > last ? [] : listSlots(date, rules, now, window) });
  }
  const all = listed.flatMap((day) => day.slots);
  if (restaurant.capacityMode === "tables") return tablesAvailability(repositories, restaurant, query, listed, all, space);
  const stays =
    all.length === 0
      ? []
      : await reservations.occupyingStays(
          restaurant.id,
          space,
          all[0]!.startsAt,
          toUtcIso(new Date(Math.max(...all.map((s) => Date.parse(s.endsAt))))),
        );
  const occupied = stays.map((s) => ({ startMs: Date.parse(s.starts_at), endMs: Date.parse(s.ends_at), partySize: s.party_size }));
  const schedule = scheduleOf(rules);
  return {
    timezone: restaurant.timezone,
    partySize: query.partySize,
    days: listed.map(({ date, slots }) => ({
      date,
      slots: slotAvailability(slots, occupied, query.partySize, schedule, restaurant.maxCoversPerSlot),
    })),
  };
}

/**
 * Tables mode: a slot is available when a table or combination that seats the party is free for its
 * whole stay and pacing allows its start, by the same rules as the booking (`seatFor`): one read of
 * the room (kept per server, tables/room-cache.ts) and one of the range's stays.
 */
async function tablesAvailability(
  repositories: Pick<Repositories, "reservations" | "room">,
  restaurant: Restaurant,
  query: Omit<AvailabilityQuery, "format">,
  listed: { date: string; slots: Slot[] }[],
  all: Slot[],
  space: Space,
): Promise<Availability> {
  const days = (answer: (slot: Slot) => boolean) =>
    listed.map(({ date, slots }) => ({
      date,
      slots: slots.map((s) => ({ startsAt: s.startsAt, time: s.time, service: s.service, available: answer(s) })),
    }));
  if (all.length === 0) return { timezone: restaurant.timezone, partySize: query.partySize, days: days(() => false) };
  const [plan, held] = await Promise.all([
    roomPlan(repositories, restaurant.id),
    repositories.reservations.heldStays(
      restaurant.id,
      space,
      all[0]!.startsAt,
      toUtcIso(new Date(Math.max(...all.map((s) => Date.parse(s.endsAt))))),
    ),
  ]);
  const starts = all.map((s) => Date.parse(s.startsAt));
  const free = bookableStarts(occupancy(plan, held), {
    startsMs: starts,
    partySize: query.partySize,
    stayMs: Date.parse(all[0]!.endsAt) - starts[0]!,
    online: true,
    pacing: pacingOf(restaurant, all),
  });
  const freeAt = new Map(all.map((s, i) => [s.startsAt, free[i]!]));
  return { timezone: restaurant.timezone, partySize: query.partySize, days: days((s) => freeAt.get(s.startsAt)!) };
}

/** Each slot's pacing limit (its service's, else the restaurant's, docs/api.md §5.8); null when none has one. */
function pacingOf(restaurant: Restaurant, slots: Slot[]): { limits: (number | null)[]; slotMs: number } | null {
  const schedule = scheduleOf(restaurant);
  const limits = slots.map((s) => serviceCoverLimit(schedule, s.service, restaurant.maxCoversStartingPerSlot, "maxCoversStartingPerSlot"));
  return limits.every((limit) => limit === null) ? null : { limits, slotMs: restaurant.slotIntervalMinutes * 60_000 };
}

function isCalendarDate(text: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

const wholeNumber = (value: unknown): number | null => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : null);

const refusal = (field: string, message: string) => new CouvertError("invalid_request", { field, message });
