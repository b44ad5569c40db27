import { CouvertError } from "../../../core/errors.ts";
import type { Space } from "../../../core/keys/space.ts";
import { langOf, type Lang } from "../../../core/locale.ts";
import type { ReservationDetails } from "../../../core/reservation/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import { leaveToCommit } from "../../db/together.ts";
import type { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import { coverLimitFor, type Restaurant } from "../../restaurants/settings.ts";
import { generatePin, hashPin } from "../../security/pins.ts";
import type { Repositories } from "../../store.ts";
import { checkCapacity } from "./capacity.ts";
import type { ReservationRecord } from "./reservation-repository.ts";
import { allocateReservationNumber, randomReservationNumber } from "./reservation-number.ts";
import { contactsOf } from "../../../core/guests/identity.ts";
import type { ReservationSource } from "../../../core/owner/views.ts";
import { insertRecognised } from "../../guests/recognition.ts";
import { seatFor, type SeatingNeed } from "../../tables/seating.ts";

/** A booking that passed core's rules, about to be stored. */
export interface NewReservation {
  restaurant: Restaurant;
  details: ReservationDetails;
  /** `seated` only for a walk-in. */
  status: "pending" | "confirmed" | "seated";
  /** `test` for a test key's booking (docs/api.md §2.5); the owner's are always live. */
  space: Space;
  guestLang: Lang;
  /** False only when the owner books past `maxCoversPerSlot` (or, in tables mode, without a free table) on purpose. */
  enforceCapacity: boolean;
  /** Who books: a guest (`online`, the default), the restaurant's staff, or a walk-in. */
  source?: ReservationSource;
  /** Tables mode: the tables the owner chose (checked by the caller); absent: the best free fit. */
  tableIds?: readonly string[];
  now: Date;
  /**
   * A write of the caller's that needs the stored reservation (an idempotent attempt's answer),
   * issued with its messages and, like them, left unanswered to the commit: it must hand its
   * statement to the connection before it first awaits (db/together.ts `leaveToCommit`).
   */
  alongside?: (reservation: ReservationRecord, pin: string) => Promise<void>;
}

/**
 * What every new booking goes through once its fields passed the rules, the guest's and the
 * owner's alike: capacity (docs/api.md §5.7), a free number, a PIN, the insert, and the news of it
 * in the outbox. Call it inside the write transaction that holds the restaurant's lock, so two
 * servers cannot both take the last table. A full slot throws `slot_full`; nothing is written then.
 * It returns once the insert is answered: the last writes' answers are the commit's to wait for.
 */
export async function createReservation(
  tx: Repositories,
  services: { secret: string; notifier: ReservationNotifier; drawNumber?: () => number },
  input: NewReservation,
): Promise<{ reservation: ReservationRecord; pin: string }> {
  const { restaurant, details, now } = input;
  const source = input.source ?? "online";
  const tablesMode = restaurant.capacityMode === "tables";
  const tableIds = tablesMode ? (input.tableIds ?? (await seatFor(tx, restaurant, seatingNeedOf(input, source)))) : [];
  if (tableIds === null && input.enforceCapacity) throw new CouvertError("slot_full", { field: "starts_at" });
  const limit = input.enforceCapacity && !tablesMode ? coverLimitFor(restaurant, details.starts_at) : null;
  const pin = generatePin();
  const at = toUtcIso(now);
  const reservation = await allocateReservationNumber(async (reservationNumber) => {
    // The capacity check and the guest's profile are part of the insert: one round trip on PostgreSQL.
    const inserted = await insertRecognised(tx, { restaurantId: restaurant.id, space: input.space, ...details }, at, (guest) =>
      tx.reservations.insertUnlessNumberTaken(
        {
          ...rowOf(input, reservationNumber, hashPin(services.secret, restaurant.id, reservationNumber, pin), at, source),
          tableIds: tableIds ?? [],
          guest,
        },
        limit,
      ),
    );
    if (inserted || limit === null) return inserted;
    // Nothing inserted: the stay does not fit, or (rarely) the number is taken and another is drawn.
    const capacity = await checkCapacity(tx.reservations, restaurant, input.space, limit, details);
    if (!capacity.ok) throw CouvertError.from(capacity.error);
    return null;
  }, services.drawNumber);
  // Seated where seatFor found room just now: the stays kept in memory take it in (SQLite).
  if (tablesMode && input.tableIds === undefined) await tx.room.noteSeated(reservation);
  // The booking's last writes, left unanswered to the commit: on PostgreSQL's pipelined write
  // connection the next booking's statements go out behind them (docs/api.md §7a).
  const announced = await services.notifier.issueAnnouncement(tx, restaurant, reservation, { type: "created", pin }, now);
  leaveToCommit([...announced, ...(input.alongside ? [input.alongside(reservation, pin)] : [])]);
  return { reservation, pin };
}

/** What the insert of an issued booking answers once its transaction committed (ReservationRepository.insertWithNews). */
export type IssuedAnswer = Awaited<ReturnType<Repositories["reservations"]["insertWithNews"]>>;

/**
 * PostgreSQL: `createReservation` of a live booking in covers mode whose guest is recognised in
 * the insert and whose news needs no read (ReservationNotifier.createdNews), as one statement
 * that writes the row, the guest's profile, the live view's event and the messages, or nothing
 * when the stay does not fit or the number is taken. Everything but the statement (number, PIN,
 * the sealed messages) is made here, before the write transaction: `issue` only sends it, so a
 * commit's units are short. Nothing waits for its answer: the write transaction's work ends at
 * once (`oneStatement`, db/transactions.ts) and the next booking's statement goes out behind it,
 * so a commit's bookings share round trips instead of taking one each. The caller reads `answer`
 * once the transaction committed: `full` is `slot_full`; `taken` (rare) is tried again with
 * `createReservation`, removing the profile made for it. Null when the booking does not qualify
 * (`read`: any executor of the database, for its engine).
 */
export function issueReservation(
  read: Repositories,
  services: { secret: string; notifier: ReservationNotifier; drawNumber?: () => number },
  input: Omit<NewReservation, "alongside" | "tableIds">,
): { pin: string; issue: (tx: Repositories) => { answer: Promise<IssuedAnswer> } } | null {
  const { restaurant, details, now } = input;
  if (!read.guests.inOneStatement || input.space !== "live" || restaurant.capacityMode === "tables") return null;
  const contacts = contactsOf(details);
  if (!contacts.length) return null;
  const pin = generatePin();
  const at = toUtcIso(now);
  const reservationNumber = (services.drawNumber ?? randomReservationNumber)();
  const pinHmac = hashPin(services.secret, restaurant.id, reservationNumber, pin);
  const source = input.source ?? "online";
  // As it will be stored; its id, which only links its rows, is the statement's to fill in.
  const stored: ReservationRecord = {
    ...details,
    id: 0,
    restaurantId: restaurant.id,
    reservationNumber,
    pinHmac,
    status: input.status,
    space: input.space,
    guestLang: input.guestLang,
    source,
    tableIds: [],
    tableLocked: false,
    guestProfileId: null,
    createdAt: at,
    updatedAt: at,
  };
  const news = services.notifier.createdNews(restaurant, stored, pin, now);
  if (!news) return null;
  const contact = (kind: string) => contacts.find((c) => c.kind === kind)?.value ?? null;
  const row = {
    ...rowOf(input, reservationNumber, pinHmac, at, source),
    guest: { recognise: { email: contact("email"), phone: contact("phone") } },
  };
  const limit = input.enforceCapacity ? coverLimitFor(restaurant, details.starts_at) : null;
  const issue = (tx: Repositories) => {
    const answer = tx.reservations.insertWithNews(row, limit, news);
    // Its failure fails the commit (db/together.ts); the caller reads the answer after it.
    leaveToCommit([answer]);
    return { answer };
  };
  return { pin, issue };
}

/** The columns of a new booking both ways of writing it share. */
const rowOf = (
  input: Omit<NewReservation, "alongside">,
  reservationNumber: number,
  pinHmac: string,
  at: string,
  source: ReservationSource,
) => ({
  restaurantId: input.restaurant.id,
  reservationNumber,
  pinHmac,
  status: input.status,
  space: input.space,
  details: input.details,
  guestLang: input.guestLang,
  now: at,
  source,
});

const seatingNeedOf = (input: NewReservation, source: ReservationSource): SeatingNeed => ({
  partySize: input.details.party_size,
  startsAt: input.details.starts_at,
  endsAt: input.details.ends_at,
  online: source === "online",
  space: input.space,
});

/**
 * The language a booking's messages speak: its `guest_locale`, English when absent. Call it once
 * the body passed validation, which checked the tag (core's field rules, as ReservationFieldsSchema).
 */
export const guestLangOf = (body: unknown): Lang => {
  const locale = (body as { guest_locale?: unknown }).guest_locale;
  return langOf(typeof locale === "string" ? locale : "en");
};
