import { contactsOf } from "../../core/guests/identity.ts";
import type { ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import { leaveToCommit } from "../db/together.ts";
import type { Repositories } from "../store.ts";

/**
 * Links a new live booking to its guest's profile (docs/api.md §16.12), inside the booking's
 * transaction: the profile its e-mail names, else the one its phone names, else a new one. Its
 * contacts not yet known are added to that profile; one naming another profile keeps naming it
 * (two profiles of one person are the owner's to merge). Test bookings and bookings without a
 * contact get none. Returns the profile's id, or null.
 *
 * On PostgreSQL it is one statement; unless the caller needs the id (`needsId`: a webhook carries
 * the guest's summary), it is left to the commit and costs the booking no round trip of its own.
 */
export async function recogniseGuest(
  tx: Repositories,
  reservation: ReservationRecord,
  now: string,
  needsId: boolean,
): Promise<number | null> {
  if (reservation.space !== "live") return null;
  const contacts = contactsOf(reservation);
  if (!contacts.length) return null;
  if (!tx.guests.inOneStatement) return recogniseAtOnce(tx, reservation, contacts, now);
  const statement = tx.guests.recogniseInOne(reservation.restaurantId, reservation.id, contacts, now);
  if (needsId) return statement;
  leaveToCommit([statement]);
  return null;
}

async function recogniseAtOnce(
  tx: Repositories,
  reservation: ReservationRecord,
  contacts: ReturnType<typeof contactsOf>,
  now: string,
): Promise<number> {
  const known = await tx.guests.contactsNamed(reservation.restaurantId, contacts);
  const profileOf = (kind: string) => known.find((c) => c.kind === kind)?.profileId;
  const profileId = profileOf("email") ?? profileOf("phone") ?? (await tx.guests.create(reservation.restaurantId, now));
  const unknown = contacts.filter((c) => !known.some((k) => k.kind === c.kind && k.value === c.value));
  await tx.guests.addContacts(reservation.restaurantId, profileId, unknown);
  await tx.guests.link(reservation.id, profileId, now);
  return profileId;
}
