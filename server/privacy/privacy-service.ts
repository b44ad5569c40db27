import type { Logger } from "pino";
import type { ErasureResult, GuestContact, GuestExport, PrivacyView } from "../../core/privacy/schemas.ts";
import { CouvertError } from "../../core/errors.ts";
import { listingDateAt } from "../../core/bookability/slots.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import { lockNames } from "../db/transactions.ts";
import { forgetPhoneNumbers, guestPhoneReader } from "../modules/reservation/guest-phone.ts";
import { moveToStatus } from "../modules/reservation/rules.ts";
import type { ReservationNotifier } from "../notifications/reservation-notifier.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { Store } from "../store.ts";
import { scrubDatabaseFiles } from "./database-files.ts";
import { WAITLIST_MESSAGES } from "./personal-data.ts";
import type { GuestLookup } from "./privacy-repository.ts";

/** Who erased: the command line, the retention job, or a console user by id (never a guest's data). */
export const CLI_ACTOR = "command line";
export const RETENTION_ACTOR = "retention";
const ERASED_NOTE = "guest data erased";
const AUDIT_SHOWN = 20;

/** What one retention run of one restaurant changed. */
export interface RetentionRun {
  restaurantId: string;
  bookings: number;
  rowsChanged: number;
}

/**
 * Privacy (docs/api.md §20): a guest's erasure and export, and the retention that anonymises old
 * stays, all driven by the registry of where personal data lives (personal-data.ts).
 */
export class PrivacyService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly notifier: ReservationNotifier;
  private readonly logger: Logger;

  constructor(store: Store, clock: Clock, notifier: ReservationNotifier, logger: Logger) {
    this.store = store;
    this.clock = clock;
    this.notifier = notifier;
    this.logger = logger;
  }

  /**
   * Erases the guest's personal data in one transaction holding the restaurant's lock. Future
   * bookings that still stand are cancelled first, through the owner's own cancellation, so the
   * guest hears of it: that message is queued in this transaction with what it needs sealed, and
   * marked to lose its recipient once it is sent or given up (outbox-repository.ts). Every other
   * message still queued about the guest's bookings is dropped unsent. Then every place of the
   * registry is blanked, and the phone numbers this process keeps in memory are forgotten.
   * Idempotent: a second erasure finds no booking and changes 0 rows.
   */
  async erase(restaurant: Restaurant, contact: GuestContact, actor: string): Promise<ErasureResult> {
    const lookup = this.lookupOf(restaurant, contact);
    const now = this.clock.now();
    const at = toUtcIso(now);
    const result = await this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const bookings = await tx.privacy.guestBookings(lookup);
      const waitlist = await tx.waitlistData.ofGuest(lookup);
      const lastMessage = await tx.privacy.lastMessageId();
      await tx.privacy.skipQueuedMessages(bookings.ids, ERASED_NOTE);
      await tx.waitlistData.skipQueuedTo(restaurant.id, [...waitlist.emails, ...waitlist.phones], ERASED_NOTE);
      const standing = await tx.privacy.standingFrom(bookings.ids, at);
      for (const id of standing) {
        await moveToStatus(tx.reservations, id, "cancelled", at);
        const cancelled = (await tx.reservations.findById(id))!;
        await this.notifier.announce(tx, restaurant, cancelled, { type: "status_changed", status: "cancelled" }, now);
      }
      await tx.privacy.markEraseWhenDone(standing, lastMessage);
      let rowsChanged = await tx.privacy.erase(bookings, at);
      // Erased by phone, the guest's waitlist e-mails are found by the addresses their entries gave;
      // erased by address, their offers by messaging by the numbers.
      for (const email of waitlist.emails.filter((e) => e !== lookup.email?.toLowerCase())) {
        rowsChanged += await tx.privacy.erase({ ...bookings, lookup: { restaurantId: restaurant.id, email, phone: null } }, at, [
          WAITLIST_MESSAGES,
        ]);
      }
      for (const phone of waitlist.phones.filter((p) => p !== lookup.phone)) {
        rowsChanged += await tx.privacy.erase({ ...bookings, lookup: { restaurantId: restaurant.id, email: null, phone } }, at, [
          WAITLIST_MESSAGES,
        ]);
      }
      // An offer the guest held went with their entry: the start goes to the next guest waiting.
      for (const startsAt of waitlist.openOfferStarts) await this.notifier.onRoomFreed?.(tx, restaurant, startsAt, now);
      const outcome = { bookingsFound: bookings.ids.length, bookingsCancelled: standing.length, rowsChanged, erasedAt: at };
      await tx.privacy.audit({
        restaurantId: restaurant.id,
        action: "erasure",
        actor,
        at,
        rowsChanged,
        bookingsCancelled: standing.length,
      });
      return outcome;
    });
    // The numbers kept to spare parsing them again hold hers among others': all go.
    forgetPhoneNumbers();
    this.logger.info(
      {
        restaurantId: restaurant.id,
        actor,
        bookings: result.bookingsFound,
        cancelled: result.bookingsCancelled,
        rowsChanged: result.rowsChanged,
      },
      "guest data erased",
    );
    await this.scrub();
    return result;
  }

  /** Everything the registry lists of the guest, as one document. */
  async export(restaurant: Restaurant, contact: GuestContact): Promise<GuestExport> {
    const lookup = this.lookupOf(restaurant, contact);
    const { privacy } = this.store.read;
    const { bookings, changeRequests, messages, ...more } = await privacy.export(await privacy.guestBookings(lookup));
    return {
      restaurant: restaurant.slug,
      exportedAt: toUtcIso(this.clock.now()),
      guest: { email: lookup.email, phone: lookup.phone },
      bookings: bookings ?? [],
      changeRequests: changeRequests ?? [],
      messages: messages ?? [],
      more,
    };
  }

  async view(restaurant: Restaurant): Promise<PrivacyView> {
    const audit = await this.store.read.privacy.auditTrail(restaurant.id, AUDIT_SHOWN);
    return {
      guestDataRetentionMonths: restaurant.guestDataRetentionMonths,
      audit: audit.map(({ restaurantId: _, ...entry }) => entry),
    };
  }

  /** One retention run over every restaurant (retention-job.ts); each restaurant at most once a UTC day, whichever server runs it. */
  async runRetention(): Promise<RetentionRun[]> {
    const runs: RetentionRun[] = [];
    for (const restaurant of await this.store.read.restaurants.list()) {
      const run = await this.retainFor(restaurant);
      if (run) runs.push(run);
    }
    return runs;
  }

  /**
   * Anonymises the restaurant's bookings whose stay ended more than `guestDataRetentionMonths` ago
   * (calendar months, UTC): null when today's run is already recorded. The run is
   * recorded in the audit even when it changed nothing, which is also what keeps a second server
   * from running it again the same day.
   */
  async retainFor(restaurant: Restaurant): Promise<RetentionRun | null> {
    const now = this.clock.now();
    const at = toUtcIso(now);
    const today = toUtcIso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
    const cutoff = toUtcIso(monthsBefore(now, restaurant.guestDataRetentionMonths));
    const run = await this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      if (await tx.privacy.retentionRanSince(restaurant.id, today)) return null;
      const bookings = await tx.privacy.staysEndedBefore(restaurant.id, cutoff);
      await tx.privacy.skipQueuedMessages(bookings.ids, ERASED_NOTE);
      const rowsChanged =
        (await tx.privacy.erase(bookings, at)) +
        (await tx.privacy.dropProfilesWithoutDetails(restaurant.id)) +
        (await tx.waitlistData.dropPast(restaurant.id, listingDateAt(now, restaurant)));
      await tx.privacy.audit({
        restaurantId: restaurant.id,
        action: "retention",
        actor: RETENTION_ACTOR,
        at,
        rowsChanged,
        bookingsCancelled: 0,
      });
      return { restaurantId: restaurant.id, bookings: bookings.ids.length, rowsChanged };
    });
    if (!run) return null;
    this.logger.info({ ...run, retentionMonths: restaurant.guestDataRetentionMonths }, "guest data retention run");
    if (run.rowsChanged > 0) {
      forgetPhoneNumbers();
      await this.scrub();
    }
    return run;
  }

  private async scrub(): Promise<void> {
    await scrubDatabaseFiles(this.store.db).catch((error: unknown) =>
      this.logger.warn({ err: error }, "erased rows may linger in the database files until the next checkpoint or vacuum"),
    );
  }

  /** The guest as stored: e-mail as given (compared in any case), phone read in the restaurant's country as bookings store it. */
  private lookupOf(restaurant: Restaurant, contact: GuestContact): GuestLookup {
    if (contact.email !== undefined) return { restaurantId: restaurant.id, email: contact.email, phone: null };
    const phone = guestPhoneReader(restaurant.country)(contact.phone!);
    if (!phone)
      throw new CouvertError("invalid_request", {
        field: "phone",
        message: `phone: not a valid number in ${restaurant.country ?? "international form"}.`,
      });
    return { restaurantId: restaurant.id, email: null, phone };
  }
}

/** The same day and time `months` calendar months earlier (UTC), on the month's last day when it is shorter: 31 March less one month is 28 or 29 February. */
export function monthsBefore(instant: Date, months: number): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(instant);
  shifted.setUTCFullYear(year, month, Math.min(instant.getUTCDate(), lastDay));
  return shifted;
}
