import type { RestaurantEvent, ViewMode } from "../events/schemas.ts";
import type { ChangeRequestView, GuestView } from "../reservation/schemas.ts";
import type { LocalDate, LocalTime } from "../time.ts";

/** A reservation as the owner sees it: the guest's view, plus when its change request was decided. */
export type OwnerReservationView = Omit<GuestView, "change_request"> & {
  change_request: (ChangeRequestView & { decided_at: string | null }) | null;
};

/** One bookable start of a day, with the guests whose stay overlaps it. */
export interface DaySlot {
  /** Wall time in the restaurant's zone. */
  time: LocalTime;
  /** The start as a UTC instant (API form). */
  starts_at: string;
  /** Guests of still-occupying reservations whose stay overlaps `[starts_at, starts_at + dwell)`. */
  covers: number;
  /** The restaurant's `maxCoversPerSlot`; null when it sets none. */
  capacity: number | null;
}

/** `data` of GET …/day (docs/api.md §16.6): what the console shows for one local date. */
export interface DaySheet {
  date: LocalDate;
  timezone: string;
  capacity: number | null;
  /** Every reservation starting on `date` (local), whatever its status, by start time. */
  reservations: OwnerReservationView[];
  slots: DaySlot[];
}

/** `data` of GET …/requests (docs/api.md §16.6): what waits for a decision. */
export interface OwnerRequests {
  /** Reservations with an open change request, the longest-waiting first. */
  reservations: OwnerReservationView[];
  /** Bookings waiting for confirmation whose stay is not over, soonest first. */
  pending: OwnerReservationView[];
}

/** `data` of POST …/reservations: the booking, and its PIN, shown to the owner once to pass on. */
export interface OwnerBooking {
  reservation: OwnerReservationView;
  pin: string;
}

/** `data` of GET …/events (docs/api.md §16.7): every event, and what the console needs to show them as guests will. */
export interface OwnerEventsView {
  /** The restaurant's zone: the console's form reads and writes wall times in it. */
  timezone: string;
  accentHex: string;
  /** How the widget lays its events out (§8.1). */
  viewMode: ViewMode;
  /** §8.3: how long after its start an event without an end stays upcoming. */
  eventsGraceMinutes: number;
  /** Newest start first, drafts and archived ones included. */
  events: RestaurantEvent[];
}

/** `data` of every write of one event. */
export interface OwnerEventView {
  event: RestaurantEvent;
}
