import { calendarSequence } from "../../core/calendar/reservation-event.ts";
import { listingDateOf } from "../../core/bookability/slots.ts";
import { consoleFragment, consoleUrl } from "../../core/owner/console-address.ts";
import { randomUUID } from "node:crypto";
import { NOTIFY_CHANNELS, type NotifyChannel } from "../../core/reservation/channels.ts";
import { manageLink } from "../../core/reservation/manage-link.ts";
import type { ReservationChanges } from "../../core/reservation/schemas.ts";
import { isEndStatus, type ReservationStatus } from "../../core/reservation/status.ts";
import { toUtcIso } from "../../core/time.ts";
import { countryLanguage, type MemberLanguages, type RecipientLanguages } from "../accounts/member-languages.ts";
import { together } from "../db/together.ts";
import { managePageOf } from "../restaurants/manage-page.ts";
import { requestFeedback } from "../feedback/feedback-request.ts";
import { phoneForDisplay } from "../modules/reservation/guest-phone.ts";
import { toOwnerView } from "../modules/reservation/guest-view.ts";
import { guestSummaries } from "../guests/summaries.ts";
import type { NewsMessage, ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Repositories } from "../store.ts";
import type { GuestMessageInput, GuestMessageKind, MessageReservation, MessageRestaurant, OwnerMessageKind } from "./messages/types.ts";
import type { NewOutboxMessage } from "./outbox-repository.ts";
import { sealPayload, type OutboxPayload, type WebhookEventType } from "./payload.ts";

/** A live booking's news as its insert writes it: the live view's event (`kind`, `at`) and the outbox rows. */
export interface CreatedNews {
  kind: string;
  at: number;
  messages: NewsMessage[];
}

/** What just happened to a reservation, as the write that did it tells the notifier. */
export type ReservationNews =
  | { type: "created"; pin: string }
  /** `previousStartsAt`: where the stay began before, whose date the change may have freed room on. */
  /** `byRestaurant`: the owner changed it (the guest is told, the owner's addresses are not). */
  | { type: "changed"; changes: ReservationChanges; previousStartsAt?: string; byRestaurant?: boolean }
  | { type: "change_requested"; changes: ReservationChanges }
  /** `automatically`: approved when the guest sent it (autoApproveChanges), so the owner is told. */
  | { type: "change_approved"; changes: ReservationChanges; automatically?: boolean; previousStartsAt?: string }
  | { type: "change_declined"; changes: ReservationChanges }
  /** `undone`: a status tap taken back (core OWNER_UNDOS); the guest hears nothing of it. */
  | { type: "status_changed"; status: ReservationStatus; undone?: boolean }
  | { type: "cancelled_by_guest" }
  | { type: "pin_reset"; pin: string; email: string };

const GUEST_CHANNELS = ["email", "messaging"] as const;

/** Where the guest wants to hear on `channel`: the address or number, if they chose that channel and left one. */
export function guestContact(reservation: ReservationRecord, channel: (typeof GUEST_CHANNELS)[number]): string | null {
  if (channel === "email") return (reservation.notify_email && reservation.guest_email) || null;
  return (reservation.notify_whatsapp && reservation.guest_phone) || null;
}

/** Where the owner console shows what an owner message is about: the Requests screen for what waits there (a change request, a changed booking request), else the day whose sheet lists the booking (a night's small hours: its evening). */
function consoleLink(publicUrl: string, restaurant: Restaurant, reservation: ReservationRecord, kind: OwnerMessageKind): string {
  const screen =
    kind === "change_request" || kind === "request_changed"
      ? consoleFragment(restaurant.slug, "requests")
      : consoleFragment(restaurant.slug, "day", listingDateOf(reservation.starts_at, restaurant));
  return consoleUrl(publicUrl, screen);
}

/** Reminders go out this long before the booking, and only for bookings made further ahead. */
export const REMINDER_LEAD_HOURS = 24;

/**
 * Who hears what about a reservation (README "Notifications"), written into the outbox inside
 * the transaction of the write it reports: a message goes out with its write or not at all.
 */
export class ReservationNotifier {
  private readonly secret: string;
  /** The server's public address, whose owner console owner e-mails link to; without one they name the command line instead. */
  private readonly publicUrl: string | null;
  /**
   * Told, inside the transaction, of every write that frees room in the live book (a cancellation,
   * an end state, a change of time or party): the waitlist offers it there (issue 30).
   */
  onRoomFreed: ((tx: Repositories, restaurant: Restaurant, freedAt: string, now: Date) => Promise<void>) | null = null;

  /** The guest channels this server delivers (deliverable-channels.ts): a booking asking for another is refused. */
  readonly notifyChannels: readonly NotifyChannel[];
  /** Each owner address's language (its user's choice); without it, the restaurant's country's. */
  private readonly languages: MemberLanguages | null;

  constructor(
    secret: string,
    publicUrl: string | null = null,
    notifyChannels: readonly NotifyChannel[] = NOTIFY_CHANNELS,
    languages: MemberLanguages | null = null,
  ) {
    this.secret = secret;
    this.publicUrl = publicUrl;
    this.notifyChannels = notifyChannels;
    this.languages = languages;
  }

  async announce(
    tx: Repositories,
    restaurant: Restaurant,
    reservation: ReservationRecord,
    news: ReservationNews,
    now: Date,
  ): Promise<void> {
    await together(await this.issueAnnouncement(tx, restaurant, reservation, news, now));
  }

  /**
   * `announce` up to its last writes: what it reads is read and done, its two last writes (the
   * live view's event, the messages) issued and returned unanswered, for a write transaction that
   * leaves them to its commit (db/together.ts `leaveToCommit`).
   */
  async issueAnnouncement(
    tx: Repositories,
    restaurant: Restaurant,
    reservation: ReservationRecord,
    news: ReservationNews,
    now: Date,
  ): Promise<Promise<void>[]> {
    const messages = [
      ...this.guestMessages(restaurant, reservation, news, now),
      ...(news.type === "status_changed" && news.status === "completed"
        ? await requestFeedback(tx, { secret: this.secret, publicUrl: this.publicUrl }, restaurant, reservation, now)
        : []),
      ...(await this.ownerMessages(tx, restaurant, reservation, news, now)),
      ...(await this.webhookMessages(tx, restaurant, reservation, news, now)),
    ];
    if (this.onRoomFreed && reservation.space === "live" && freesRoom(news)) {
      // A change frees room where the stay was: a booking moved to another day frees the old one.
      const freedAt = ("previousStartsAt" in news && news.previousStartsAt) || reservation.starts_at;
      await this.onRoomFreed(tx, restaurant, freedAt, now);
    }
    const voided = voidsReminders(news);
    // Before the new messages go in: they include the reminder for the new time.
    if (voided) await tx.outbox.skipQueuedReminders(reservation.id, voided);
    // Two writes no answer of which is needed, issued together: on PostgreSQL's pipelined write
    // connection they cost one round trip at most (db/held-connection.ts); elsewhere they run in turn.
    return [
      // The open consoles' live view hears of every write to the live book, whether or not anyone gets a message.
      reservation.space === "live"
        ? tx.liveEvents.append({
            restaurantId: restaurant.id,
            reservationNumber: reservation.reservationNumber,
            kind: news.type,
            at: now.getTime(),
          })
        : Promise.resolve(),
      tx.outbox.enqueue(messages, toUtcIso(now)),
    ];
  }

  /**
   * What `issueAnnouncement` writes for a live booking just made, known before its row is written
   * (no read needed): the live view's event and the messages, for an insert that writes them
   * itself, linked to the row (ReservationRepository.insertWithNews). Null when the news needs a
   * read (a webhook's event carries the guest's summary): then `issueAnnouncement`.
   */
  createdNews(restaurant: Restaurant, reservation: ReservationRecord, pin: string, now: Date): CreatedNews | null {
    if (restaurant.webhookUrl || reservation.space !== "live") return null;
    const news: ReservationNews = { type: "created", pin };
    // Only while the owners' languages are kept in memory: reading them is the other path's.
    const languages = this.knownLanguages(restaurant);
    if (!languages) return null;
    const messages = [
      ...this.guestMessages(restaurant, reservation, news, now),
      ...this.ownerRows(restaurant, reservation, news, now, languages),
    ];
    return {
      kind: news.type,
      at: now.getTime(),
      messages: messages.map((m) => ({
        channel: m.channel,
        topic: m.topic,
        recipient: m.recipient,
        payloadSealed: m.payloadSealed,
        notBefore: m.notBefore,
      })),
    };
  }

  private guestMessages(restaurant: Restaurant, reservation: ReservationRecord, news: ReservationNews, now: Date): NewOutboxMessage[] {
    const kind = guestKindOf(reservation, news);
    if (!kind) return [];
    const pin = news.type === "created" || news.type === "pin_reset" ? news.pin : null;
    // A notifier without a public address (built for a test) knows only the owner's page.
    const managePage = this.publicUrl === null ? restaurant.manageUrl : managePageOf(restaurant, this.publicUrl);
    const input: GuestMessageInput = {
      kind,
      lang: reservation.guestLang,
      restaurant: messageRestaurant(restaurant),
      reservation: messageReservation(reservation, restaurant.country),
      pin,
      manageLink: managePage && (pin ? manageLink(managePage, reservation.reservationNumber, pin) : managePage),
      changes: "changes" in news ? messageChanges(news.changes, restaurant.country) : null,
      cancelledBy: news.type === "cancelled_by_guest" ? "guest" : kind === "cancelled" ? "owner" : null,
      calendarSequence: calendarSequence(reservation.createdAt, now),
    };
    const at = toUtcIso(now);
    if (news.type === "pin_reset") return [this.guestRow(restaurant, reservation, "email", news.email, input, at)];
    const rows = this.toGuestChannels(restaurant, reservation, input, at);
    const reminder = this.reminder(restaurant, reservation, news, now);
    return reminder
      ? [
          ...rows,
          ...this.toGuestChannels(
            restaurant,
            reservation,
            { ...input, kind: "reminder", pin: null, manageLink: managePage, changes: null },
            reminder,
          ),
        ]
      : rows;
  }

  /** A reminder 24 hours ahead, for a booking made (or moved to) more than 24 hours ahead. */
  private reminder(restaurant: Restaurant, reservation: ReservationRecord, news: ReservationNews, now: Date): string | null {
    const timeSet =
      news.type === "created" || ((news.type === "changed" || news.type === "change_approved") && news.changes.starts_at !== undefined);
    if (!timeSet || !restaurant.remindersEnabled) return null;
    // Hours as elapsed time, whatever the restaurant's zone: plain instant arithmetic.
    const due = Date.parse(reservation.starts_at) - REMINDER_LEAD_HOURS * 3_600_000;
    return due >= now.getTime() ? toUtcIso(new Date(due)) : null;
  }

  private toGuestChannels(
    restaurant: Restaurant,
    reservation: ReservationRecord,
    input: GuestMessageInput,
    notBefore: string,
  ): NewOutboxMessage[] {
    return GUEST_CHANNELS.flatMap((channel) => {
      const contact = guestContact(reservation, channel);
      return contact ? [this.guestRow(restaurant, reservation, channel, contact, input, notBefore)] : [];
    });
  }

  private guestRow(
    restaurant: Restaurant,
    reservation: ReservationRecord,
    channel: "email" | "messaging",
    recipient: string,
    message: GuestMessageInput,
    notBefore: string,
  ): NewOutboxMessage {
    const payload: OutboxPayload =
      channel === "email" ? { channel, audience: "guest", message } : { channel, id: `msg_${randomUUID()}`, message };
    return this.row(restaurant, reservation, channel, `guest.${message.kind}`, recipient, payload, notBefore);
  }

  private async ownerMessages(
    tx: Repositories,
    restaurant: Restaurant,
    reservation: ReservationRecord,
    news: ReservationNews,
    now: Date,
  ): Promise<NewOutboxMessage[]> {
    if (!ownerKindOf(news) || restaurant.notificationEmails.length === 0) return [];
    const languages = this.languages ? await this.languages.at(restaurant, tx) : countryLanguage(restaurant);
    return this.ownerRows(restaurant, reservation, news, now, languages);
  }

  private knownLanguages(restaurant: Restaurant): RecipientLanguages | null {
    if (!this.languages || restaurant.notificationEmails.length === 0) return countryLanguage(restaurant);
    return this.languages.known(restaurant);
  }

  /** One e-mail per address, each in its reader's language (docs/api.md §16.1a). */
  private ownerRows(
    restaurant: Restaurant,
    reservation: ReservationRecord,
    news: ReservationNews,
    now: Date,
    languages: RecipientLanguages,
  ): NewOutboxMessage[] {
    const kind = ownerKindOf(news);
    if (!kind || restaurant.notificationEmails.length === 0) return [];
    const message = {
      kind,
      restaurant: messageRestaurant(restaurant),
      reservation: messageReservation(reservation, restaurant.country),
      changes: "changes" in news ? messageChanges(news.changes, restaurant.country) : null,
      consoleLink: this.publicUrl && consoleLink(this.publicUrl, restaurant, reservation, kind),
    };
    return restaurant.notificationEmails.map((address) => {
      const payload: OutboxPayload = { channel: "email", audience: "owner", message: { ...message, lang: languages.of(address) } };
      return this.row(restaurant, reservation, "email", `owner.${kind}`, address, payload, toUtcIso(now));
    });
  }

  private async webhookMessages(
    tx: Repositories,
    restaurant: Restaurant,
    reservation: ReservationRecord,
    news: ReservationNews,
    now: Date,
  ) {
    const type = webhookTypeOf(news);
    if (!type || !restaurant.webhookUrl) return [];
    const at = toUtcIso(now);
    const event = {
      id: `evt_${randomUUID()}`,
      type,
      created_at: at,
      restaurant: { id: restaurant.id, slug: restaurant.slug },
      // A reservation just made has no change request: no round trip to look for one.
      data: {
        reservation: toOwnerView(
          reservation,
          news.type === "created" ? null : await tx.reservations.findChangeRequest(reservation.id),
          restaurant.country,
          undefined,
          (await guestSummaries(tx.guests, [reservation])).get(reservation.id) ?? null,
        ),
      },
    };
    return [this.row(restaurant, reservation, "webhook", `webhook.${type}`, restaurant.webhookUrl, { channel: "webhook", event }, at)];
  }

  private row(
    restaurant: Restaurant,
    reservation: ReservationRecord,
    channel: NewOutboxMessage["channel"],
    topic: string,
    recipient: string,
    payload: OutboxPayload,
    notBefore: string,
  ): NewOutboxMessage {
    return {
      restaurantId: restaurant.id,
      reservationId: reservation.id,
      channel,
      topic,
      recipient,
      payloadSealed: sealPayload(this.secret, payload),
      notBefore,
      space: reservation.space,
    };
  }
}

/** Whether this news may leave room another party could take. */
function freesRoom(news: ReservationNews): boolean {
  if (news.type === "cancelled_by_guest") return true;
  if (news.type === "status_changed") return isEndStatus(news.status) || news.status === "completed";
  if (news.type === "changed" || news.type === "change_approved") {
    const { starts_at, ends_at, party_size } = news.changes;
    return starts_at !== undefined || ends_at !== undefined || party_size !== undefined;
  }
  return false;
}

/** Why the reservation's queued reminders no longer hold, when this news voids them. */
function voidsReminders(news: ReservationNews): string | null {
  if ((news.type === "changed" || news.type === "change_approved") && news.changes.starts_at !== undefined) return "the reservation moved";
  if (news.type === "cancelled_by_guest" || (news.type === "status_changed" && isEndStatus(news.status))) return "the reservation ended";
  return null;
}

/** A guest's change applies at once only while the booking waits for the owner (core changeOutcome): the owner hears of it. */
function ownerKindOf(news: ReservationNews): OwnerMessageKind | null {
  switch (news.type) {
    case "created":
      return "new_booking";
    case "changed":
      return news.byRestaurant ? null : "request_changed";
    case "change_requested":
      return "change_request";
    case "change_approved":
      return news.automatically ? "guest_changed" : null;
    case "cancelled_by_guest":
      return "guest_cancelled";
    default:
      return null;
  }
}

function guestKindOf(reservation: ReservationRecord, news: ReservationNews): GuestMessageKind | null {
  switch (news.type) {
    case "created":
      return reservation.status === "confirmed" ? "booking_confirmed" : "booking_received";
    case "changed":
      return news.byRestaurant ? "changed_by_restaurant" : "change_applied";
    case "change_requested":
    case "change_approved":
    case "change_declined":
    case "pin_reset":
      return news.type;
    case "cancelled_by_guest":
      return "cancelled";
    case "status_changed":
      if (news.undone) return null;
      return news.status === "confirmed" || news.status === "rejected" || news.status === "cancelled" ? news.status : null;
  }
}

function webhookTypeOf(news: ReservationNews): WebhookEventType | null {
  switch (news.type) {
    case "created":
      return "reservation.created";
    case "changed":
    case "change_approved":
      return "reservation.changed";
    case "change_requested":
      return "reservation.change_requested";
    case "cancelled_by_guest":
      return "reservation.cancelled";
    case "status_changed":
      return news.status === "cancelled" ? "reservation.cancelled" : "reservation.status_changed";
    default:
      return null;
  }
}

export const messageRestaurant = (r: Restaurant): MessageRestaurant => ({
  name: r.name,
  slug: r.slug,
  timezone: r.timezone,
  address: r.address,
  phone: r.phone,
  website: r.website,
});

/** The reservation as messages show it: the phone as the guest and staff read it (phoneForDisplay). */
export const messageReservation = (r: ReservationRecord, country: string | null): MessageReservation => ({
  number: r.reservationNumber,
  status: r.status,
  firstName: r.guest_first_name,
  lastName: r.guest_last_name,
  email: r.guest_email,
  phone: phoneForDisplay(r.guest_phone, country),
  partySize: r.party_size,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  notes: r.guest_notes,
  occasion: r.occasion,
});

function messageChanges(changes: ReservationChanges, country: string | null): GuestMessageInput["changes"] {
  const out: NonNullable<GuestMessageInput["changes"]> = {};
  if (changes.guest_first_name !== undefined) out.firstName = changes.guest_first_name;
  if (changes.guest_last_name !== undefined) out.lastName = changes.guest_last_name;
  if (changes.guest_email !== undefined) out.email = changes.guest_email;
  if (changes.guest_phone !== undefined) out.phone = phoneForDisplay(changes.guest_phone, country);
  if (changes.party_size !== undefined) out.partySize = changes.party_size;
  if (changes.starts_at !== undefined) out.startsAt = changes.starts_at;
  if (changes.ends_at !== undefined) out.endsAt = changes.ends_at;
  if (changes.guest_notes !== undefined) out.notes = changes.guest_notes;
  if (changes.occasion !== undefined) out.occasion = changes.occasion;
  return out;
}
