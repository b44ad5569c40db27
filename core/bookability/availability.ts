import * as z from "zod/mini";
import { MAX_STAY_MINUTES } from "../limits.ts";
import type { ServiceSchedule } from "../hours.ts";
import { serviceCoverLimit } from "./cover-limit.ts";
import type { Slot } from "./slots.ts";

/** A stored stay that takes covers (docs/api.md §5.7), in epoch milliseconds. */
export interface OccupiedStay {
  startMs: number;
  endMs: number;
  partySize: number;
}

/** One slot of GET /reservation/availability (docs/api.md §13.2a). */
export const AvailableSlotSchema = z.object({
  startsAt: z.string(),
  /** Wall time in the restaurant's zone. */
  time: z.string(),
  /** The id of the service whose period the slot lies in (docs/api.md §4 `services`). */
  service: z.string(),
  /** False when the party would not fit (the capacity of its service, else of the restaurant). */
  available: z.boolean(),
});
export type AvailableSlot = z.infer<typeof AvailableSlotSchema>;

const LONGEST_STAY_MS = MAX_STAY_MINUTES * 60_000;

/**
 * Whether a party of `partySize` fits each slot: the covers of every stay overlapping the slot's
 * stay, plus the party, within the slot's service limit (else the restaurant's). `stays` must be
 * sorted by start; each slot looks only at stays that started within the longest stay before it,
 * so a day costs its slots times the stays around each, never the whole list.
 */
export function slotAvailability(
  slots: readonly Slot[],
  stays: readonly OccupiedStay[],
  partySize: number,
  schedule: ServiceSchedule,
  restaurantMax: number | null,
): AvailableSlot[] {
  return slots.map((slot) => {
    const limit = serviceCoverLimit(schedule, slot.service, restaurantMax);
    const available = limit === null || coversOverlapping(stays, Date.parse(slot.startsAt), Date.parse(slot.endsAt)) + partySize <= limit;
    return { startsAt: slot.startsAt, time: slot.time, service: slot.service, available };
  });
}

/** Covers of the stays overlapping `[startMs, endMs)`: `start < endMs and end > startMs`. */
export function coversOverlapping(stays: readonly OccupiedStay[], startMs: number, endMs: number): number {
  let covers = 0;
  for (let i = firstStartingAtOrAfter(stays, endMs) - 1; i >= 0 && stays[i]!.startMs > startMs - LONGEST_STAY_MS; i -= 1) {
    if (stays[i]!.endMs > startMs) covers += stays[i]!.partySize;
  }
  return covers;
}

function firstStartingAtOrAfter(stays: readonly OccupiedStay[], ms: number): number {
  let low = 0;
  let high = stays.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (stays[mid]!.startMs < ms) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `data` of GET /reservation/availability (docs/api.md §13.2a). */
export const AvailabilitySchema = z.object({
  timezone: z.string(),
  partySize: z.int(),
  /** Every date asked for, in order; a closed or past day has no slots. */
  days: z.array(z.object({ date: z.string(), slots: z.array(AvailableSlotSchema) })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** The longest range one availability request may ask for, in days (docs/api.md §13.2a). */
export const AVAILABILITY_MAX_DAYS = 42;
