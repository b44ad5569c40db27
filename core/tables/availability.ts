import { pacingAllows, startLedger, type StartLedger } from "./pacing.ts";
import { tableCalendar, type HeldStay, type TableCalendar } from "./calendar.ts";
import { seatableStays, type SeatingPlan } from "./seating.ts";

/** A stay already booked, with its party (for pacing). */
export interface BookedStay extends HeldStay {
  partySize: number;
}

/** What the held stays of a range look like to availability, built once per request. */
export interface Occupancy {
  plan: SeatingPlan;
  calendar: TableCalendar;
  starts: StartLedger;
}

export const occupancy = (plan: SeatingPlan, booked: readonly BookedStay[]): Occupancy => ({
  plan,
  calendar: tableCalendar(plan, booked),
  starts: startLedger(booked),
});

export interface StartsQuery {
  /** The candidate slots' starts, in epoch milliseconds. */
  startsMs: readonly number[];
  partySize: number;
  /** The party's stay (`stayMinutesFor`), in milliseconds. */
  stayMs: number;
  online: boolean;
  /** Covers that may start per slot of `slotMs` from each start (`limits[i]` for `startsMs[i]`, null = none); null = no pacing. */
  pacing: { limits: readonly (number | null)[]; slotMs: number } | null;
}

/**
 * In `tables` mode, whether a party may book each start: a table or combination that seats it is
 * free for its whole stay, and the covers starting in that slot stay within the pacing limit.
 */
export function bookableStarts(occupied: Occupancy, query: StartsQuery): boolean[] {
  const { startsMs, partySize, stayMs, online, pacing } = query;
  const seatable = seatableStays(
    occupied.plan,
    occupied.calendar,
    partySize,
    online,
    startsMs.map((startMs) => ({ startMs, endMs: startMs + stayMs })),
  );
  if (pacing === null) return seatable;
  return seatable.map((free, i) => free && pacingAllows(occupied.starts, pacing.limits[i] ?? null, startsMs[i]!, pacing.slotMs, partySize));
}
