import { formatMinutesOfDay, minutesOfDay, toUtcIso } from "../time.ts";
import type { Availability, AvailableSlot } from "./availability.ts";

/** The answer's shapes (docs/api.md §13.2a): every slot written out (the default), or runs of slots. */
export const AVAILABILITY_FORMATS = ["slots", "compact"] as const;
export type AvailabilityFormat = (typeof AVAILABILITY_FORMATS)[number];

/**
 * Slots of one service that follow each other `stepMinutes` apart, both in UTC and on the wall
 * clock: the n-th (from 0) starts `n × stepMinutes` after `startsAt`, at `time` plus as much (past
 * midnight the clock starts again at 00:00). `available` holds one character per slot, `1` when the
 * party fits, `0` when it does not (docs/api.md §13.2a, `format=compact`). Zod's schemas, for the
 * server, are in compact-availability-schema.ts: the widget's bundle stays zod-free.
 */
export interface SlotRun {
  service: string;
  startsAt: string;
  time: string;
  /** 0 in a run of one slot. */
  stepMinutes: number;
  available: string;
}

/** `data` of GET /reservation/availability?format=compact: the same slots as runs. */
export interface CompactAvailability {
  timezone: string;
  partySize: number;
  days: { date: string; runs: SlotRun[] }[];
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * The answer as runs. A run ends where the next slot has another service or another distance, in
 * UTC or on the wall clock (a change to or from summer time, a gap between opening periods), so
 * that `expandAvailability` gives back exactly what it was made from, with arithmetic alone.
 */
export function compactAvailability(answer: Availability): CompactAvailability {
  return {
    timezone: answer.timezone,
    partySize: answer.partySize,
    days: answer.days.map(({ date, slots }) => ({ date, runs: runsOf(slots) })),
  };
}

function runsOf(slots: readonly AvailableSlot[]): SlotRun[] {
  const runs: SlotRun[] = [];
  let run: SlotRun | undefined;
  let lastMs = 0;
  let lastMinute = 0;
  for (const slot of slots) {
    const ms = Date.parse(slot.startsAt);
    const minute = minutesOfDay(slot.time);
    const step = (ms - lastMs) / MINUTE_MS;
    const follows =
      run !== undefined &&
      run.service === slot.service &&
      step > 0 &&
      Number.isInteger(step) &&
      (run.stepMinutes === 0 || run.stepMinutes === step) &&
      (lastMinute + step) % DAY_MINUTES === minute;
    if (follows) {
      run!.stepMinutes = step;
      run!.available += slot.available ? "1" : "0";
    } else {
      run = { service: slot.service, startsAt: slot.startsAt, time: slot.time, stepMinutes: 0, available: slot.available ? "1" : "0" };
      runs.push(run);
    }
    lastMs = ms;
    lastMinute = minute;
  }
  return runs;
}

/** The compact answer written out slot by slot, as the default format lists them. */
export function expandAvailability(compact: CompactAvailability): Availability {
  return {
    timezone: compact.timezone,
    partySize: compact.partySize,
    days: compact.days.map(({ date, runs }) => ({ date, slots: runs.flatMap(slotsOf) })),
  };
}

function slotsOf(run: SlotRun): AvailableSlot[] {
  const firstMs = Date.parse(run.startsAt);
  const firstMinute = minutesOfDay(run.time);
  return Array.from(run.available, (flag, n) => {
    const offset = n * run.stepMinutes;
    return {
      startsAt: n === 0 ? run.startsAt : toUtcIso(new Date(firstMs + offset * MINUTE_MS)),
      time: n === 0 ? run.time : formatMinutesOfDay((firstMinute + offset) % DAY_MINUTES),
      service: run.service,
      available: flag === "1",
    };
  });
}
