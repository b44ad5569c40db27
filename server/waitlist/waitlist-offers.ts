import { randomUUID } from "node:crypto";
import { CouvertError } from "../../core/errors.ts";
import { toUtcIso } from "../../core/time.ts";
import { inWindow } from "../../core/waitlist/schemas.ts";
import { validateBooking } from "../../core/reservation/validate.ts";
import { lockNames } from "../db/transactions.ts";
import { createReservation } from "../modules/reservation/create-reservation.ts";
import { availabilityOf } from "../modules/reservation/availability.ts";
import { guestPhoneReader } from "../modules/reservation/guest-phone.ts";
import { messageRestaurant, type ReservationNotifier } from "../notifications/reservation-notifier.ts";
import { sealPayload } from "../notifications/payload.ts";
import { bookingRulesOf, type Restaurant } from "../restaurants/settings.ts";
import { digestOf, newBearerToken } from "../security/tokens.ts";
import type { Repositories, Store } from "../store.ts";
import { claimLink, leaveLink } from "./links.ts";
import type { WaitlistMessageInput } from "./messages.ts";
import type { WaitlistEntryRecord } from "./waitlist-repository.ts";

/** What a claim came to: a booking (its number and PIN, shown once), or why not. */
export type ClaimOutcome =
  | {
      kind: "booked";
      restaurant: Restaurant;
      lang: WaitlistEntryRecord["lang"];
      reservationNumber: number;
      pin: string;
      startsAt: string;
      partySize: number;
    }
  | { kind: "gone" | "expired" | "used"; restaurant: Restaurant; lang: WaitlistEntryRecord["lang"] }
  | { kind: "refused"; restaurant: Restaurant; lang: WaitlistEntryRecord["lang"]; error: CouvertError }
  | { kind: "unknown" };

/** An open offer as the claim page shows it before the guest books. */
export type OfferPreview =
  | { kind: "open"; restaurant: Restaurant; entry: WaitlistEntryRecord; startsAt: string; expiresAt: string }
  | Exclude<ClaimOutcome, { kind: "booked" } | { kind: "refused" }>;

/**
 * Offers and claims (issue 30, docs/api.md §13.4b). Room is offered inside the transaction that
 * frees it, or by the sweep once an offer ran out, always holding the restaurant's lock: however
 * many servers run, each freed stay is offered once, to the first waiting guest it fits.
 */
export class WaitlistOffers {
  private readonly store: Store;
  private readonly secret: string;
  private readonly publicUrl: string;
  private readonly notifier: ReservationNotifier;
  /** Whether this server has a messaging channel (COUVERT_MESSAGING_WEBHOOK_URL): offers then go there too. */
  private readonly messaging: boolean;

  constructor(store: Store, secret: string, publicUrl: string, notifier: ReservationNotifier, messaging = false) {
    this.store = store;
    this.secret = secret;
    this.publicUrl = publicUrl;
    this.notifier = notifier;
    this.messaging = messaging;
  }

  /**
   * Offers a free start on `date` to the first waiting guest whose party and window it fits (a
   * start a guest let run out before is not offered to them again, and they stand behind guests
   * offered fewer times). One open offer per date at a
   * time: a freed table goes to one guest, the next hears of it only when that offer ends. Call
   * it inside a write transaction holding the restaurant's lock.
   */
  async offerRoom(tx: Repositories, restaurant: Restaurant, date: string, now: Date): Promise<void> {
    const open = await tx.waitlist.openOffersOn(restaurant.id, date);
    if (open.some((offer) => Date.parse(offer.expiresAt) > now.getTime())) return;
    const listed = (await tx.waitlist.entriesOn(restaurant.id, date)).filter((e) => e.status === "waiting");
    if (listed.length === 0) return;
    const offered = await tx.waitlist.offeredStarts(listed.map((e) => e.id));
    // In the order guests joined, save that one who let offers run out waits behind those offered fewer.
    const lapsed = (entry: WaitlistEntryRecord) => offered.get(entry.id)?.size ?? 0;
    const waiting = listed.sort((a, b) => lapsed(a) - lapsed(b) || a.id - b.id);
    const freeByParty = new Map<number, { startsAt: string; time: string }[]>();
    for (const entry of waiting) {
      let free = freeByParty.get(entry.partySize);
      if (!free) {
        const availability = await availabilityOf(tx, restaurant, { date, partySize: entry.partySize, days: 1 }, now, "live");
        free = availability.days[0]!.slots.filter((s) => s.available);
        freeByParty.set(entry.partySize, free);
      }
      const slot = free.find((s) => inWindow(s.time, entry.windowStart, entry.windowEnd) && !offered.get(entry.id)?.has(s.startsAt));
      if (slot) return this.makeOffer(tx, restaurant, entry, slot.startsAt, now);
    }
  }

  /** An offer of `startsAt` to `entry`: a new claim link, valid `waitlistOfferMinutes`, e-mailed through the outbox. */
  async makeOffer(tx: Repositories, restaurant: Restaurant, entry: WaitlistEntryRecord, startsAt: string, now: Date): Promise<void> {
    const token = newBearerToken();
    const minutes = restaurant.waitlistOfferMinutes;
    const expiresAt = toUtcIso(new Date(now.getTime() + minutes * 60_000));
    const at = toUtcIso(now);
    await tx.waitlist.insertOffer({ entryId: entry.id, restaurantId: restaurant.id, tokenHash: digestOf(token), startsAt, expiresAt }, at);
    await tx.waitlist.setStatus(entry.id, "offered", at);
    await announceToConsoles(tx, restaurant.id, now);
    await this.sendMessage(tx, restaurant, entry, now, { startsAt, expiresAt, minutes, claimLink: claimLink(this.publicUrl, token) });
  }

  /**
   * A waitlist e-mail to the guest, in the outbox with the write it reports; an offer also goes by
   * messaging when the guest left a phone and this server has a messaging channel.
   */
  async sendMessage(
    tx: Repositories,
    restaurant: Restaurant,
    entry: WaitlistEntryRecord,
    now: Date,
    offer: WaitlistMessageInput["offer"],
  ): Promise<void> {
    const message: WaitlistMessageInput = {
      kind: offer ? "offer" : "joined",
      lang: entry.lang,
      restaurant: messageRestaurant(restaurant),
      guestName: [entry.firstName, entry.lastName].filter(Boolean).join(" "),
      partySize: entry.partySize,
      date: entry.date,
      windowStart: entry.windowStart,
      windowEnd: entry.windowEnd,
      leaveLink: leaveLink(this.publicUrl, this.secret, entry.id),
      offer,
    };
    const row = {
      restaurantId: restaurant.id,
      reservationId: null,
      topic: `waitlist.${message.kind}`,
      notBefore: toUtcIso(now),
      space: "live",
    } as const;
    const messaged = offer && entry.phone && this.messaging;
    await tx.outbox.enqueue(
      [
        {
          ...row,
          channel: "email",
          recipient: entry.email,
          payloadSealed: sealPayload(this.secret, { channel: "email", audience: "waitlist", message }),
        },
        ...(messaged
          ? [
              {
                ...row,
                channel: "messaging" as const,
                recipient: entry.phone!,
                payloadSealed: sealPayload(this.secret, { channel: "messaging", id: `msg_${randomUUID()}`, audience: "waitlist", message }),
              },
            ]
          : []),
      ],
      toUtcIso(now),
    );
  }

  /**
   * The job that makes offers once across servers: each restaurant whose open offers ran out by
   * `now` has them closed (their guests wait again) and the next guest offered, in one
   * transaction under its lock. Idempotent: a second server finds nothing left to close.
   */
  async sweep(now: Date): Promise<number> {
    const restaurantIds = await this.store.read.waitlist.restaurantsWithExpiredOffers(toUtcIso(now));
    for (const id of restaurantIds) {
      await this.store.write([lockNames.restaurant(id)], async (tx) => {
        const restaurant = await tx.restaurants.findById(id);
        if (restaurant) await this.expireAndOffer(tx, restaurant, now);
      });
    }
    return restaurantIds.length;
  }

  /** Closes the restaurant's offers that ran out and offers their dates again. */
  async expireAndOffer(tx: Repositories, restaurant: Restaurant, now: Date): Promise<void> {
    const at = toUtcIso(now);
    const entryIds = await tx.waitlist.expireOffers(restaurant.id, at);
    const dates = new Set<string>();
    for (const id of entryIds) {
      const entry = await tx.waitlist.findEntry(id);
      if (entry?.status !== "offered") continue;
      await tx.waitlist.setStatus(id, "waiting", at);
      dates.add(entry.date);
    }
    if (dates.size) await announceToConsoles(tx, restaurant.id, now);
    for (const date of dates) await this.offerRoom(tx, restaurant, date, now);
  }

  /** What the claim page shows for a token, without booking anything (a mail scanner may open links). */
  async preview(token: string, now: Date): Promise<OfferPreview> {
    const offer = await this.store.read.waitlist.findOfferByTokenHash(digestOf(token));
    if (!offer) return { kind: "unknown" };
    const [restaurant, entry] = await Promise.all([
      this.store.read.restaurants.findById(offer.restaurantId),
      this.store.read.waitlist.findEntry(offer.entryId),
    ]);
    if (!restaurant || !entry) return { kind: "unknown" };
    const ended = endedKind(offer.state, offer.expiresAt, now);
    if (ended) return { kind: ended, restaurant, lang: entry.lang };
    return { kind: "open", restaurant, entry, startsAt: offer.startsAt, expiresAt: offer.expiresAt };
  }

  /**
   * The guest takes the offer: inside one transaction holding the restaurant's lock, the offer is
   * checked (open, not run out), the booking made under every rule of a guest's booking
   * (validateBooking, then capacity or a free table in createReservation) and the offer closed.
   * Of many claims at once exactly one books; the others find the offer used or the room gone.
   * A claim the room no longer fits closes the offer as gone; the guest waits again.
   */
  async claim(token: string, termsAccepted: boolean, now: Date): Promise<ClaimOutcome> {
    const found = await this.store.read.waitlist.findOfferByTokenHash(digestOf(token));
    if (!found) return { kind: "unknown" };
    return this.store.write([lockNames.restaurant(found.restaurantId)], async (tx): Promise<ClaimOutcome> => {
      // Looked up again under the lock: an erasure may have taken it (with its entry) meanwhile.
      const offer = await tx.waitlist.findOfferByTokenHash(digestOf(token));
      if (!offer) return { kind: "unknown" };
      const [restaurant, entry] = [await tx.restaurants.findById(offer.restaurantId), await tx.waitlist.findEntry(offer.entryId)];
      if (!restaurant || !entry) return { kind: "unknown" };
      const lang = entry.lang;
      const ended = endedKind(offer.state, offer.expiresAt, now);
      if (ended === "expired" && offer.state === "open") await this.expireAndOffer(tx, restaurant, now);
      if (ended) return { kind: ended, restaurant, lang };
      const body = {
        guest_first_name: entry.firstName,
        guest_last_name: entry.lastName,
        guest_email: entry.email,
        guest_phone: entry.phone,
        party_size: entry.partySize,
        starts_at: offer.startsAt,
        notify_email: true,
        terms_accepted: termsAccepted || restaurant.termsUrl === null,
      };
      const validated = validateBooking(body, bookingRulesOf(restaurant), now, guestPhoneReader(restaurant.country));
      if (!validated.ok) {
        const error = CouvertError.from(validated.error);
        if (error.code === "terms_required") return { kind: "refused", restaurant, lang, error };
        return this.gone(tx, restaurant, offer.id, entry, now);
      }
      const status = restaurant.confirmationMode === "auto" ? "confirmed" : "pending";
      let created;
      try {
        created = await createReservation(
          tx,
          { secret: this.secret, notifier: this.notifier },
          { restaurant, details: validated.value, status, space: "live", guestLang: lang, enforceCapacity: true, now },
        );
      } catch (error) {
        if (error instanceof CouvertError && error.code === "slot_full") return this.gone(tx, restaurant, offer.id, entry, now);
        throw error;
      }
      await tx.waitlist.setOfferState(offer.id, "claimed");
      await tx.waitlist.setStatus(entry.id, "booked", toUtcIso(now), created.reservation.id);
      return {
        kind: "booked",
        restaurant,
        lang,
        reservationNumber: created.reservation.reservationNumber,
        pin: created.pin,
        startsAt: offer.startsAt,
        partySize: entry.partySize,
      };
    });
  }

  /** The room went to someone else: the offer closes, the guest waits again, and whoever fits next is offered what is left. */
  private async gone(
    tx: Repositories,
    restaurant: Restaurant,
    offerId: number,
    entry: WaitlistEntryRecord,
    now: Date,
  ): Promise<ClaimOutcome> {
    await tx.waitlist.setOfferState(offerId, "gone");
    await tx.waitlist.setStatus(entry.id, "waiting", toUtcIso(now));
    await announceToConsoles(tx, restaurant.id, now);
    await this.offerRoom(tx, restaurant, entry.date, now);
    return { kind: "gone", restaurant, lang: entry.lang };
  }
}

/**
 * Tells the open consoles (docs/api.md §16.5) that a waitlist changed, so its screen loads again: a
 * `waitlist` event, about no reservation (number 0), in the transaction of the write.
 */
export const announceToConsoles = (tx: Repositories, restaurantId: string, now: Date): Promise<void> =>
  tx.liveEvents.append({ restaurantId, reservationNumber: 0, kind: "waitlist", at: now.getTime() });

function endedKind(state: string, expiresAt: string, now: Date): "gone" | "expired" | "used" | null {
  if (state === "claimed") return "used";
  if (state === "gone" || state === "withdrawn") return "gone";
  if (state === "expired" || Date.parse(expiresAt) <= now.getTime()) return "expired";
  return null;
}
