import { MAX_STAY_MINUTES } from "../limits.ts";

/**
 * How long a party stays by its size (issue 27 `dwellMinutesByPartySize`): steps in ascending
 * party size, each "parties up to `partySize` stay `minutes`". A party larger than the last step,
 * or a restaurant without steps, stays `defaultDwellMinutes`. Written on the command line as
 * `2:90,4:120,8:150`.
 */
export interface DwellStep {
  partySize: number;
  minutes: number;
}

export const DWELL_STEPS_MAX = 20;
const PARTY_SIZE_MAX = 100;
const EXAMPLE = "e.g. 2:90,4:120,8:150";

/** Why steps cannot stand, in words an owner understands; null when they can. */
export function dwellStepsProblem(steps: readonly DwellStep[]): string | null {
  if (steps.length > DWELL_STEPS_MAX) return `At most ${DWELL_STEPS_MAX} party sizes may have a stay of their own`;
  for (let i = 0; i < steps.length; i += 1) {
    const { partySize, minutes } = steps[i]!;
    if (!Number.isInteger(partySize) || partySize < 1 || partySize > PARTY_SIZE_MAX) {
      return `A party size is a whole number from 1 to ${PARTY_SIZE_MAX}; got ${partySize}`;
    }
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_STAY_MINUTES) {
      return `A stay lasts a whole number of minutes from 1 to ${MAX_STAY_MINUTES}; got ${minutes} for parties up to ${partySize}`;
    }
    const previous = steps[i - 1];
    if (previous && partySize <= previous.partySize) {
      return `Party sizes must go up from one step to the next; ${partySize} comes after ${previous.partySize}`;
    }
  }
  return null;
}

export type DwellParse = { ok: true; steps: DwellStep[] } | { ok: false; message: string };

/** `2:90,4:120,8:150` → steps; spaces around the parts are ignored, an empty text means no steps. */
export function parseDwellSteps(text: string): DwellParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, steps: [] };
  const steps: DwellStep[] = [];
  for (const part of trimmed.split(",")) {
    const match = /^\s*(\d{1,4})\s*:\s*(\d{1,5})\s*$/.exec(part);
    if (!match) return { ok: false, message: `"${part.trim()}" is not party size:minutes; expected pairs separated by commas, ${EXAMPLE}` };
    steps.push({ partySize: Number(match[1]), minutes: Number(match[2]) });
  }
  return checkedSteps(steps);
}

/** Steps as given (a list from the API), checked and copied field by field. */
export function checkedSteps(steps: DwellStep[]): DwellParse {
  const problem = dwellStepsProblem(steps);
  return problem
    ? { ok: false, message: problem }
    : { ok: true, steps: steps.map((s) => ({ partySize: s.partySize, minutes: s.minutes })) };
}

/** Steps → their canonical text (`2:90,4:120,8:150`); no steps → `""`. */
export const formatDwellSteps = (steps: readonly DwellStep[]): string => steps.map((s) => `${s.partySize}:${s.minutes}`).join(",");

/** The settings a stay's length comes from; servers from before issue 27 send no steps. */
export interface StaySettings {
  defaultDwellMinutes: number;
  dwellMinutesByPartySize?: readonly DwellStep[] | null | undefined;
}

/** The minutes a party of `partySize` stays: its step's, else the restaurant's default. */
export function stayMinutesFor(partySize: number, settings: StaySettings): number {
  const step = settings.dwellMinutesByPartySize?.find((s) => partySize <= s.partySize);
  return step?.minutes ?? settings.defaultDwellMinutes;
}

/**
 * The end of a stay starting at the instant `startsAt`: the one the server gives a booking without
 * `ends_at` (docs/api.md §5.1), so the widget shows and files the same. No party yet: the default.
 */
export function stayEndFor(startsAt: string, partySize: number | null, settings: StaySettings): string {
  const minutes = partySize === null ? settings.defaultDwellMinutes : stayMinutesFor(partySize, settings);
  return new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
}
