import { GUEST_TAGS_MAX, OWNER_NOTES_MAX_LENGTH } from "../../core/guests/tags.ts";
import { CouvertError } from "../../core/errors.ts";
import { allergiesOf, historyOf } from "../../core/guests/history.ts";
import type { GuestAnswer, GuestListItem, GuestProfile } from "../../core/guests/schemas.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import { lockNames } from "../db/transactions.ts";
import { phoneSearchDigits } from "../modules/reservation/guest-phone.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Repositories, Store } from "../store.ts";
import type { ContactRecord, GuestProfileRecord, GuestRepository, ProfileBookingRecord } from "./guest-repository.ts";

const DEFAULT_LIST_LIMIT = 50;

/**
 * Guest profiles as the owner and staff work with them (docs/api.md §16.12): listing and
 * searching, one profile with its bookings, tags and notes, and merging two profiles of one
 * person. Writes hold the restaurant's lock, the one bookings take, so a booking never links to a
 * profile a merge is deleting.
 */
export class GuestsService {
  private readonly store: Store;
  private readonly clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  async list(restaurant: Restaurant, query: { q?: string; limit?: number }): Promise<GuestListItem[]> {
    const { guests } = this.store.read;
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const text = query.q?.trim() ?? "";
    const ids = text
      ? await guests.search(restaurant.id, text, phoneSearchDigits(text, restaurant.country), limit)
      : await guests.latest(restaurant.id, limit);
    const profiles = await profilesIn(guests, restaurant, ids);
    return profiles.map(({ guest }) => listItemOf(guest));
  }

  show(restaurant: Restaurant, id: number): Promise<GuestAnswer> {
    return answerIn(this.store.read, restaurant, id);
  }

  edit(restaurant: Restaurant, id: number, changes: { tags?: string[]; ownerNotes?: string | null }): Promise<GuestAnswer> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      await existing(tx, restaurant, id);
      const now = this.clock.now();
      await tx.guests.update(id, changes, toUtcIso(now));
      await announce(tx, restaurant, now);
      return answerIn(tx, restaurant, id);
    });
  }

  /**
   * `from`'s bookings and contacts move to `into`; tags are joined, notes kept one after the other;
   * `from` ends. All or nothing.
   */
  merge(restaurant: Restaurant, into: number, from: number): Promise<GuestAnswer> {
    if (into === from) throw new CouvertError("invalid_request", { field: "from", message: "A profile cannot be merged into itself." });
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const [target, source] = [await existing(tx, restaurant, into), await existing(tx, restaurant, from)];
      const now = this.clock.now();
      const ownerNotes = [target.ownerNotes, source.ownerNotes].filter((n): n is string => !!n).join("\n\n") || null;
      const tags = [...new Set([...target.tags, ...source.tags])];
      if (tags.length > GUEST_TAGS_MAX || (ownerNotes?.length ?? 0) > OWNER_NOTES_MAX_LENGTH) {
        throw new CouvertError("invalid_request", {
          field: "from",
          message: `Together the two profiles hold more than ${GUEST_TAGS_MAX} tags or ${OWNER_NOTES_MAX_LENGTH} characters of notes: shorten one first.`,
        });
      }
      await tx.guests.moveAndDelete(from, into);
      await tx.guests.update(into, { tags, ownerNotes }, toUtcIso(now));
      await announce(tx, restaurant, now);
      return answerIn(tx, restaurant, into);
    });
  }
}

async function existing(tx: Repositories, restaurant: Restaurant, id: number): Promise<GuestProfileRecord> {
  const [profile] = await tx.guests.profiles(restaurant.id, [id]);
  if (!profile) throw new CouvertError("not_found", { message: `${restaurant.slug} has no guest ${id}.` });
  return profile;
}

/** Open consoles load their screens again: the cards show the profile's summary. */
const announce = (tx: Repositories, restaurant: Restaurant, now: Date) =>
  tx.liveEvents.append({ restaurantId: restaurant.id, reservationNumber: 0, kind: "guest_changed", at: now.getTime() });

async function answerIn(repositories: Repositories, restaurant: Restaurant, id: number): Promise<GuestAnswer> {
  const [found] = await profilesIn(repositories.guests, restaurant, [id]);
  if (!found) throw new CouvertError("not_found", { message: `${restaurant.slug} has no guest ${id}.` });
  return {
    guest: found.guest,
    bookings: found.bookings.map((b) => ({
      reservationNumber: b.reservationNumber,
      status: b.status,
      startsAt: b.startsAt,
      partySize: b.partySize,
    })),
  };
}

/** The profiles `ids` of the restaurant, in that order, each with its bookings. */
async function profilesIn(
  guests: GuestRepository,
  restaurant: Restaurant,
  ids: readonly number[],
): Promise<{ guest: GuestProfile; bookings: ProfileBookingRecord[] }[]> {
  const [profiles, contacts, bookings] = await Promise.all([
    guests.profiles(restaurant.id, ids),
    guests.contactsOf(ids),
    guests.bookingsOf(ids),
  ]);
  return ids.flatMap((id) => {
    const profile = profiles.find((p) => p.id === id);
    if (!profile) return [];
    const own = bookings.filter((b) => b.profileId === id);
    return [
      {
        guest: profileOf(
          profile,
          contacts.filter((c) => c.profileId === id),
          own,
        ),
        bookings: own,
      },
    ];
  });
}

function profileOf(profile: GuestProfileRecord, contacts: ContactRecord[], bookings: ProfileBookingRecord[]): GuestProfile {
  const latest = bookings[0];
  const history = historyOf(bookings);
  return {
    id: profile.id,
    name: latest ? [latest.firstName, latest.lastName].filter(Boolean).join(" ") : "",
    emails: contacts.filter((c) => c.kind === "email").map((c) => c.value),
    phones: contacts.filter((c) => c.kind === "phone").map((c) => c.value),
    visits: history.visits,
    noShows: history.noShows,
    lastVisit: history.lastVisit,
    tags: profile.tags,
    allergies: allergiesOf(profile.tags, bookings),
    lang: latest?.lang ?? "en",
    cancellations: history.cancellations,
    lateCancellations: history.lateCancellations,
    firstVisit: history.firstVisit,
    ownerNotes: profile.ownerNotes,
    guestNotes: bookings.flatMap((b) =>
      b.guestNotes ? [{ reservationNumber: b.reservationNumber, startsAt: b.startsAt, text: b.guestNotes }] : [],
    ),
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

const listItemOf = (g: GuestProfile): GuestListItem => ({
  id: g.id,
  name: g.name,
  emails: g.emails,
  phones: g.phones,
  visits: g.visits,
  noShows: g.noShows,
  lastVisit: g.lastVisit,
  tags: g.tags,
  allergies: g.allergies,
});
