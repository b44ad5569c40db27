import type { ReservationStatus } from "../reservation/status.ts";
import { ALLERGY_TAGS, allergiesIn, isAllergyTag, VIP_TAG, type AllergyTag } from "./tags.ts";

/**
 * A cancellation is late when it came less than this many hours before the booking's start
 * (docs/api.md §16.12). A cancelled booking is final, so its last update is its cancellation.
 */
export const LATE_CANCELLATION_HOURS = 24;

/** One of a guest's bookings, as much as their history needs. */
export interface VisitRecord {
  reservationNumber: number;
  status: ReservationStatus;
  startsAt: string;
  updatedAt: string;
  guestNotes: string | null;
}

export interface GuestHistory {
  /** Completed bookings. */
  visits: number;
  noShows: number;
  /** Every cancellation, late ones included. */
  cancellations: number;
  lateCancellations: number;
  firstVisit: string | null;
  lastVisit: string | null;
}

export const isLateCancellation = (b: Pick<VisitRecord, "status" | "startsAt" | "updatedAt">): boolean =>
  b.status === "cancelled" && Date.parse(b.startsAt) - Date.parse(b.updatedAt) < LATE_CANCELLATION_HOURS * 3_600_000;

/** Counted from the bookings themselves, never kept as counters that could drift. */
export function historyOf(bookings: readonly VisitRecord[]): GuestHistory {
  const visits = bookings
    .filter((b) => b.status === "completed")
    .map((b) => b.startsAt)
    .sort();
  const cancelled = bookings.filter((b) => b.status === "cancelled");
  return {
    visits: visits.length,
    noShows: bookings.filter((b) => b.status === "no_show").length,
    cancellations: cancelled.length,
    lateCancellations: cancelled.filter(isLateCancellation).length,
    firstVisit: visits[0] ?? null,
    lastVisit: visits.at(-1) ?? null,
  };
}

/**
 * What the guest has told the restaurant about allergies: the profile's allergy tags and the ones
 * their booking notes name, each once, in ALLERGY_TAGS order.
 */
export function allergiesOf(tags: readonly string[], bookings: readonly Pick<VisitRecord, "guestNotes">[]): AllergyTag[] {
  const found = new Set<AllergyTag>(tags.filter(isAllergyTag));
  for (const b of bookings) for (const tag of allergiesIn(b.guestNotes)) found.add(tag);
  return ALLERGY_TAGS.filter((tag) => found.has(tag));
}

/** The guest's latest own note from a booking other than `except`: staff see it on every later booking. */
export function latestNote(bookings: readonly VisitRecord[], except: number | null): string | null {
  const noted = bookings.filter((b) => b.guestNotes && b.reservationNumber !== except).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return noted[0]?.guestNotes ?? null;
}

export interface GuestSummaryValues {
  profileId: number;
  visits: number;
  noShows: number;
  lateCancellations: number;
  vip: boolean;
  allergies: AllergyTag[];
  note: string | null;
}

/**
 * The short summary on a booking (docs/api.md §16.12): the guest's history over their OTHER
 * bookings (so "visits: 2" on an upcoming booking makes it the third), allergy tags and VIP.
 */
export function summaryFor(
  profile: { id: number; tags: readonly string[] },
  bookings: readonly VisitRecord[],
  reservationNumber: number,
): GuestSummaryValues {
  const others = bookings.filter((b) => b.reservationNumber !== reservationNumber);
  const history = historyOf(others);
  return {
    profileId: profile.id,
    visits: history.visits,
    noShows: history.noShows,
    lateCancellations: history.lateCancellations,
    vip: profile.tags.includes(VIP_TAG),
    allergies: allergiesOf(profile.tags, bookings),
    note: latestNote(bookings, reservationNumber),
  };
}
