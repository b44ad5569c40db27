import { summaryFor } from "../../core/guests/history.ts";
import type { GuestSummary } from "../../core/guests/schemas.ts";
import type { ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { GuestRepository } from "./guest-repository.ts";

/** Each record's guest summary (core/guests/history.ts `summaryFor`), by reservation id: three reads whatever the count. */
export async function guestSummaries(guests: GuestRepository, records: readonly ReservationRecord[]): Promise<Map<number, GuestSummary>> {
  const linked = records.filter((r) => r.guestProfileId !== null);
  const summaries = new Map<number, GuestSummary>();
  if (!linked.length) return summaries;
  const ids = linked.map((r) => r.guestProfileId!);
  const [profiles, bookings] = await Promise.all([guests.profiles(linked[0]!.restaurantId, ids), guests.bookingsOf(ids)]);
  for (const r of linked) {
    const profile = profiles.find((p) => p.id === r.guestProfileId);
    if (!profile) continue;
    const own = bookings.filter((b) => b.profileId === profile.id);
    summaries.set(r.id, summaryFor(profile, own, r.reservationNumber));
  }
  return summaries;
}
