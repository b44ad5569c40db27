import { contactsOf } from "../../core/guests/identity.ts";
import type { Space } from "../../core/keys/space.ts";
import type { GuestLink, ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { Repositories } from "../store.ts";

/**
 * Writes a new booking linked to its guest's profile (docs/api.md §16.12), inside the booking's
 * transaction: the profile its e-mail names, else the one its phone names, else a new one. Its
 * contacts not yet known are added to that profile; one naming another profile keeps naming it
 * (two profiles of one person are the owner's to merge). Test bookings and bookings without a
 * contact get none. `insert` writes the row with the link it is given, or answers null when
 * nothing was written (no room, the number taken): then no profile is left behind either.
 *
 * The profile is settled before the row is written, so the row is written once, already linked
 * (an UPDATE of it afterwards cost PostgreSQL a second row version and its index entries). On
 * PostgreSQL the whole of it is part of the insert's statement: no round trip of its own.
 */
export async function insertRecognised(
  tx: Repositories,
  guest: { restaurantId: string; space: Space; guest_email: string | null; guest_phone: string | null },
  now: string,
  insert: (link: GuestLink) => Promise<ReservationRecord | null>,
): Promise<ReservationRecord | null> {
  const contacts = guest.space === "live" ? contactsOf(guest) : [];
  if (!contacts.length) return insert({ profileId: null });
  const value = (kind: string) => contacts.find((c) => c.kind === kind)?.value ?? null;
  if (tx.guests.inOneStatement) return insert({ recognise: { email: value("email"), phone: value("phone") } });

  // A guest the restaurant does not know yet, most bookings': one statement looks and makes the profile.
  const createdId = await tx.guests.createUnlessKnown(guest.restaurantId, { email: value("email"), phone: value("phone") }, now);
  const known = createdId === null ? await tx.guests.contactsNamed(guest.restaurantId, contacts) : [];
  const profileOf = (kind: string) => known.find((c) => c.kind === kind)?.profileId;
  const knownId = profileOf("email") ?? profileOf("phone") ?? null;
  const profileId = createdId ?? knownId ?? (await tx.guests.create(guest.restaurantId, now));
  const inserted = await insert({ profileId });
  if (!inserted) {
    if (knownId === null) await tx.guests.remove(profileId);
    return null;
  }
  const unknown = contacts.filter((c) => !known.some((k) => k.kind === c.kind && k.value === c.value));
  await tx.guests.addContacts(guest.restaurantId, profileId, unknown);
  if (knownId !== null) await tx.guests.touch(profileId, now);
  return inserted;
}
