import type { Lang } from "../../../core/locale.ts";
import type { Catalog } from "./catalog.en.ts";
import { formatInstant, fullName } from "./format.ts";
import type { Fact } from "./layout.ts";
import type { GuestMessageInput, MessageReservation } from "./types.ts";

type Changes = NonNullable<GuestMessageInput["changes"]>;

/**
 * The reservation once `changes` take effect. A new start without a new end keeps the stay's
 * length. Harmless when the caller already passes the changed reservation: the changes then
 * equal what it holds.
 */
export function withChanges(reservation: MessageReservation, changes: Changes | null): MessageReservation {
  if (!changes) return reservation;
  // A key present but undefined changes nothing.
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const changed: MessageReservation = { ...reservation, ...given };
  if (changes.startsAt && !changes.endsAt) {
    const stay = Date.parse(reservation.endsAt) - Date.parse(reservation.startsAt);
    changed.endsAt = new Date(Date.parse(changes.startsAt) + stay).toISOString();
  }
  return changed;
}

/** The new values of what changes, one fact each; a change of either name shows the whole new name. */
export function changeFacts(reservation: MessageReservation, changes: Changes, zone: string, lang: Lang, catalog: Catalog): Fact[] {
  const { labels, formats } = catalog;
  const facts: Fact[] = [];
  if (changes.startsAt) facts.push({ label: labels.time, value: formatInstant(changes.startsAt, zone, lang, formats.when) });
  else if (changes.endsAt) facts.push({ label: labels.until, value: formatInstant(changes.endsAt, zone, lang, formats.time) });
  if (changes.partySize !== undefined) facts.push({ label: labels.partySize, value: String(changes.partySize) });
  if (changes.firstName !== undefined || changes.lastName !== undefined)
    facts.push({ label: labels.name, value: fullName(withChanges(reservation, changes)) });
  if (changes.email !== undefined) facts.push({ label: labels.email, value: changes.email ?? labels.removed });
  if (changes.phone !== undefined) facts.push({ label: labels.phone, value: changes.phone ?? labels.removed });
  if (changes.occasion !== undefined)
    facts.push({ label: labels.occasion, value: changes.occasion ? catalog.occasions[changes.occasion] : labels.removed });
  if (changes.notes !== undefined) facts.push({ label: labels.notes, value: changes.notes ?? labels.removed });
  return facts;
}

/** The occasion and the notes of a booking, when the guest gave them (docs/api.md §6.1). */
export function specialRequestFacts(reservation: MessageReservation, catalog: Catalog): Fact[] {
  const { labels } = catalog;
  return [
    ...(reservation.occasion ? [{ label: labels.occasion, value: catalog.occasions[reservation.occasion] }] : []),
    ...(reservation.notes ? [{ label: labels.notes, value: reservation.notes }] : []),
  ];
}
