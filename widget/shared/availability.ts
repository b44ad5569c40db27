import { isCompactAvailability } from "../../core/answers.ts";
import type { AvailableSlot } from "../../core/bookability/availability.ts";
import { expandAvailability } from "../../core/bookability/compact-availability.ts";
import type { Slot } from "../../core/bookability/slots.ts";
import { addDays, minutesOfDay, type LocalDate } from "../../core/time.ts";
import type { ApiClient } from "../api/client.ts";
import { keepsBrowserOffsets, learnOffsets } from "./browser-offsets.ts";
import { stayEndFor, type StaySettings } from "../../core/tables/dwell.ts";

export type { AvailableSlot };

/** A day's slots by date; a date missing from the map lies outside what was asked. */
export type MonthAvailability = Map<LocalDate, AvailableSlot[]>;

/** The days from `from` to the end of its month (at most 31, within the endpoint's 1–42). */
export function daysLeftInMonth(from: LocalDate): number {
  const [year, month] = from.split("-").map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return length - Number(from.slice(8, 10)) + 1;
}

/**
 * The availability a booking widget has asked for, one request per party size and month (from
 * `today` on in the current month), kept for as long as the widget lives: the guest paging back
 * and forth costs nothing. `forget` drops it all when it went stale (a slot that filled up).
 */
export class AvailabilityCache {
  /** The restaurant's zone, as the last answer gave it. */
  private zone: string | null = null;
  private readonly months = new Map<string, { answer: Promise<MonthAvailability>; signals: (AbortSignal | undefined)[] }>();

  /** `signal` aborts this request (besides `api`'s own signal); an aborted one is not kept. */
  month(api: ApiClient, partySize: number, month: string, today: LocalDate, signal?: AbortSignal): Promise<MonthAvailability> {
    const key = `${partySize}|${month}`;
    let entry = this.months.get(key);
    // Aborted but not yet rejected (that comes a microtask later): dropped now, not handed out.
    if (!entry || entry.signals.some((s) => s?.aborted)) {
      const from = month === today.slice(0, 7) ? today : `${month}-01`;
      // Compact: about an eighth of the bytes, written out here with arithmetic alone (docs/api.md §13.2a).
      const query = `?date=${from}&party_size=${partySize}&days=${daysLeftInMonth(from)}&format=compact`;
      const answer = api.get(`/reservation/availability${query}`, isCompactAvailability, { signal }).then((a) => {
        learnOffsets(a);
        this.zone = a.timezone;
        return new Map(expandAvailability(a).days.map((d) => [d.date, d.slots]));
      });
      const made = (entry = { answer, signals: [api.signal, signal] });
      // A failed or aborted request is not kept: the next look asks again.
      answer.catch(() => this.months.get(key) === made && this.months.delete(key));
      this.months.set(key, entry);
    }
    return entry.answer;
  }

  /** Whether the last answer's zone keeps the browser's offsets (browser-offsets.ts). */
  get keepsBrowserOffsets(): boolean {
    return this.zone !== null && keepsBrowserOffsets(this.zone);
  }

  forget(): void {
    this.months.clear();
  }
}

/** The month after `month` ("2026-12" → "2027-01"). */
export const nextMonth = (month: string): string => addDays(`${month}-28`, 7).slice(0, 7);

/** Whose stay a slot's end is counted for: the party's (its size's, else the default). */
export interface SlotStay {
  rules: StaySettings;
  party: number | null;
}

/**
 * A listed slot as the form keeps it: its end after the party's stay (what the server will add,
 * core's `stayEndFor`), and the date it falls on (the small hours after midnight are listed on the
 * day before).
 */
export function toSlot(slot: AvailableSlot, day: LocalDate, opens: string, stay: SlotStay): Slot {
  return {
    time: slot.time,
    service: slot.service,
    date: minutesOfDay(slot.time) < minutesOfDay(opens) ? addDays(day, 1) : day,
    startsAt: slot.startsAt,
    endsAt: stayEndFor(slot.startsAt, stay.party, stay.rules),
  };
}
