import { CouvertError } from "../../core/errors.ts";
import { listingDateOf } from "../../core/bookability/slots.ts";
import { toUtcIso } from "../../core/time.ts";
import type { OwnerWaitlist, OwnerWaitlistEntry, WaitlistJoined } from "../../core/waitlist/schemas.ts";
import { validateWaitlistJoin } from "../../core/waitlist/validate.ts";
import { lockNames } from "../db/transactions.ts";
import { availabilityOf } from "../modules/reservation/availability.ts";
import { guestPhoneReader } from "../modules/reservation/guest-phone.ts";
import type { ReservationNotifier } from "../notifications/reservation-notifier.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Repositories, Store } from "../store.ts";
import { entryOfLeaveCode } from "./links.ts";
import { announceToConsoles, WaitlistOffers } from "./waitlist-offers.ts";
import type { WaitlistEntryRecord } from "./waitlist-repository.ts";

/** The waitlist (issue 30): guests join and leave, owners see and steer it; offers and claims are `offers`'. */
export class WaitlistService {
  readonly offers: WaitlistOffers;
  private readonly store: Store;
  private readonly secret: string;

  /** `messaging`: whether this server has a messaging channel, for offers to guests who left a phone. */
  constructor(store: Store, secret: string, publicUrl: string, notifier: ReservationNotifier, messaging = false) {
    this.store = store;
    this.secret = secret;
    this.offers = new WaitlistOffers(store, secret, publicUrl, notifier, messaging);
    // Every write that frees room is announced: the offer is made in its transaction.
    notifier.onRoomFreed = (tx, restaurant, freedAt, now) => this.roomFreed(tx, restaurant, freedAt, now);
  }

  /**
   * POST /reservation/waitlist: the guest joins the list of a date, gets an e-mail with the link
   * to leave it, and, should the date have room in the window already, an offer at once.
   */
  async join(restaurant: Restaurant, body: unknown, now: Date): Promise<WaitlistJoined> {
    const validated = validateWaitlistJoin(body, restaurant, now, guestPhoneReader(restaurant.country));
    if (!validated.ok) throw CouvertError.from(validated.error);
    const join = validated.value;
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const id = await tx.waitlist.insert(restaurant.id, join, toUtcIso(now));
      const entry = (await tx.waitlist.findEntry(id))!;
      await this.offers.sendMessage(tx, restaurant, entry, now, null);
      await announceToConsoles(tx, restaurant.id, now);
      await this.offers.offerRoom(tx, restaurant, join.date, now);
      return { ok: true, status: "waiting", position: await tx.waitlist.waitingAhead(restaurant.id, join.date, id) } as const;
    });
  }

  /** The entry a leave link names, for its page; null when the link is not valid. */
  async entryOfLeaveLink(code: string): Promise<{ entry: WaitlistEntryRecord; restaurant: Restaurant } | null> {
    const id = entryOfLeaveCode(this.secret, code);
    const entry = id === null ? null : await this.store.read.waitlist.findEntry(id);
    const restaurant = entry && (await this.store.read.restaurants.findById(entry.restaurantId));
    return entry && restaurant ? { entry, restaurant } : null;
  }

  /** The guest leaves (idempotently): an open offer is withdrawn, and the room it held offered to the next guest. */
  async leave(code: string, now: Date): Promise<{ entry: WaitlistEntryRecord; restaurant: Restaurant } | null> {
    const found = await this.entryOfLeaveLink(code);
    if (!found) return null;
    await this.remove(found.restaurant, found.entry.id, now);
    return found;
  }

  /** The owner's list of a date, in order (GET /owner/api/r/SLUG/waitlist?date=). */
  async listFor(restaurant: Restaurant, date: string, now: Date): Promise<OwnerWaitlist> {
    const read = this.store.read;
    const entries = await read.waitlist.entriesOn(restaurant.id, date);
    const offers = await read.waitlist.openOfferOf(entries.map((e) => e.id));
    const numbers = new Map<number, number>();
    // What the owner may offer by hand: once per party size, for the guests still on the list.
    const freeByParty = new Map<number, OwnerWaitlistEntry["free_starts"]>();
    const open = (e: WaitlistEntryRecord) => e.status !== "booked" && e.status !== "left";
    for (const e of entries) {
      if (e.reservationId !== null) numbers.set(e.id, (await read.reservations.findById(e.reservationId))?.reservationNumber ?? 0);
      if (!open(e) || freeByParty.has(e.partySize)) continue;
      const { slots } = (await availabilityOf(read, restaurant, { date, partySize: e.partySize, days: 1 }, now, "live")).days[0]!;
      freeByParty.set(
        e.partySize,
        slots.filter((s) => s.available).map((s) => ({ starts_at: s.startsAt, time: s.time })),
      );
    }
    return {
      date,
      entries: entries.map((e) =>
        ownerView(e, offers.get(e.id) ?? null, numbers.get(e.id) ?? null, open(e) ? freeByParty.get(e.partySize)! : []),
      ),
    };
  }

  /**
   * The owner offers a start by hand to one guest (ahead of the list's order): it must be a free
   * start of the entry's date for its party, else `slot_full`. Any open offer of theirs is replaced.
   */
  async offerByHand(restaurant: Restaurant, entryId: number, startsAt: string, now: Date): Promise<void> {
    await this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const entry = await this.entryOf(tx, restaurant, entryId);
      if (entry.status === "booked" || entry.status === "left") throw new CouvertError("not_editable");
      const availability = await availabilityOf(tx, restaurant, { date: entry.date, partySize: entry.partySize, days: 1 }, now, "live");
      const slot = availability.days[0]!.slots.find((s) => s.available && Date.parse(s.startsAt) === Date.parse(startsAt));
      if (!slot) throw new CouvertError("slot_full", { field: "starts_at" });
      await tx.waitlist.withdrawOffersOf(entry.id);
      await this.offers.makeOffer(tx, restaurant, entry, slot.startsAt, now);
    });
  }

  /** Takes a guest off the list (the owner, or the guest's own leave link). */
  async remove(restaurant: Restaurant, entryId: number, now: Date): Promise<void> {
    await this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const entry = await this.entryOf(tx, restaurant, entryId);
      if (entry.status === "left" || entry.status === "booked") return;
      await tx.waitlist.withdrawOffersOf(entry.id);
      await tx.waitlist.setStatus(entry.id, "left", toUtcIso(now));
      await announceToConsoles(tx, restaurant.id, now);
      if (entry.status === "offered") await this.offers.offerRoom(tx, restaurant, entry.date, now);
    });
  }

  /** A restaurant's own entry, else `not_found`: one restaurant never reaches another's list. */
  private async entryOf(tx: Repositories, restaurant: Restaurant, entryId: number): Promise<WaitlistEntryRecord> {
    const entry = await tx.waitlist.findEntry(entryId);
    if (!entry || entry.restaurantId !== restaurant.id) throw new CouvertError("not_found", { message: "No such guest on the waitlist." });
    return entry;
  }

  private async roomFreed(tx: Repositories, restaurant: Restaurant, freedAt: string, now: Date): Promise<void> {
    // The list of the night a small-hours start belongs to (00:30 of a Saturday to 02:00: Saturday's).
    await this.offers.offerRoom(tx, restaurant, listingDateOf(freedAt, restaurant), now);
  }
}

const ownerView = (
  e: WaitlistEntryRecord,
  offer: { startsAt: string; expiresAt: string } | null,
  reservationNumber: number | null,
  freeStarts: OwnerWaitlistEntry["free_starts"],
): OwnerWaitlistEntry => ({
  id: e.id,
  date: e.date,
  party_size: e.partySize,
  window_start: e.windowStart,
  window_end: e.windowEnd,
  guest_first_name: e.firstName,
  guest_last_name: e.lastName,
  guest_email: e.email,
  guest_phone: e.phone,
  status: e.status,
  created_at: e.createdAt,
  offer: offer && { starts_at: offer.startsAt, expires_at: offer.expiresAt },
  reservation_number: reservationNumber,
  free_starts: freeStarts,
});
