import { DateTime } from "../../../core/time.ts";
import type { StartWindow } from "../../../core/bookability/check-stay.ts";
import { serviceCoverLimit } from "../../../core/bookability/cover-limit.ts";
import type { BookingRules } from "../../../core/bookability/rules.ts";
import { listingRange, listSlots } from "../../../core/bookability/slots.ts";
import { CouvertError, type Result } from "../../../core/errors.ts";
import { EXPORT_MAX_DAYS, EXPORT_MAX_ROWS, MAX_STAY_MINUTES, SETTING_BOUNDS } from "../../../core/limits.ts";
import { reservationNumberIn } from "../../../core/reservation/number.ts";
import type { ReservationDetails } from "../../../core/reservation/schemas.ts";
import type { PhoneReader } from "../../../core/reservation/phone.ts";
import { OCCUPYING_STATUSES } from "../../../core/reservation/status.ts";
import { parseFields, validateBooking, type ValidationRules } from "../../../core/reservation/validate.ts";
import { LOCAL_DATE_PATTERN, parseInstant, toUtcIso, type LocalDate } from "../../../core/time.ts";
import type { Clock } from "../../clock.ts";
import { lockNames } from "../../db/transactions.ts";
import type { ReservationNotifier } from "../../notifications/reservation-notifier.ts";
import { bookingRulesOf, type Restaurant } from "../../restaurants/settings.ts";
import type { Store } from "../../store.ts";
import { csvHeader, csvRows, type CsvDialect } from "./export-csv.ts";
import { guestSummaries } from "../../guests/summaries.ts";
import { createReservation, guestLangOf } from "./create-reservation.ts";
import { guestPhoneReader, phoneSearchDigits } from "./guest-phone.ts";
import { ownerViewOf, ownerViews, type OwnerView } from "./guest-view.ts";
import type { DaySheet, DaySlot } from "../../../core/owner/views.ts";

export type { DaySheet, DaySlot };
import { localDayRange } from "./owner.ts";
import { pagesStarting } from "./keyset-pages.ts";
import type { ReservationRecord } from "./reservation-repository.ts";

/** The rules an owner may knowingly break when booking for a guest; each breach is refused without it. */
export interface BookingOverrides {
  /** Book sooner than the lead time guests must keep (a walk-in, a call for tonight). */
  insideLeadTime?: boolean;
  /** Book past `maxCoversPerSlot`. */
  overCapacity?: boolean;
  /** Book a party outside `minPartySize`–`maxPartySize` (a party of 12 that called), up to the largest any restaurant may allow. */
  outsidePartySize?: boolean;
}

export const SEARCH_LIMIT_MAX = 200;

/** Reservations the export reads, turns into CSV and hands on at a time. */
export const EXPORT_BATCH_ROWS = 500;

/** The CSV export's columns, in order (the reservations have no notes field to export). */

/** The owner sees the whole day: no start is too soon or too far ahead to be shown. */
const WHOLE_DAY: StartWindow = { earliestMs: -Infinity, latestMs: Infinity };

/**
 * The owner's console at the desk (docs/api.md §16.6): the day at a glance, finding a guest, the export for
 * the books, and a booking taken on the phone or at the door. Reads are single statements; the
 * booking is one transaction holding the restaurant's lock, like a guest's.
 */
export class OwnerDeskService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly notifier: ReservationNotifier;
  private readonly secret: string;

  constructor(store: Store, clock: Clock, notifier: ReservationNotifier, secret: string) {
    this.store = store;
    this.clock = clock;
    this.notifier = notifier;
    this.secret = secret;
  }

  /**
   * The date's reservations (those its list holds: a night's small hours with the evening, core's
   * `listingRange`) and its slots (core's list for the opening hours, lead time and horizon set
   * aside), each with the covers taken at it. One query fetches the date's
   * reservations together with any stay from around it that reaches into a slot (the small hours
   * of an overnight interval, a long stay from the evening before); covers are counted from it.
   */
  async daySheet(restaurant: Restaurant, date: LocalDate): Promise<DaySheet> {
    const day = listingRange(checkedDate(date, "date"), restaurant);
    const slots = listSlots(date, bookingRulesOf(restaurant), this.clock.now(), WHOLE_DAY);
    const [first, last] = [slots.at(0), slots.at(-1)];
    const range = first && last ? { from: earlier(longestStayBefore(first.startsAt), day.from), to: later(last.endsAt, day.to) } : day;
    const found = await this.store.read.reservations.list(restaurant.id, range);
    const occupying = found.filter((r) => OCCUPYING_STATUSES.includes(r.status));
    const capacity = restaurant.maxCoversPerSlot;
    return {
      date,
      timezone: restaurant.timezone,
      capacity,
      reservations: await ownerViews(
        this.store.read,
        found.filter((r) => r.starts_at >= day.from && r.starts_at < day.to),
        restaurant.country,
      ),
      slots: slots.map((slot) => ({
        time: slot.time,
        starts_at: slot.startsAt,
        covers: coversOverlapping(occupying, slot.startsAt, slot.endsAt),
        capacity: serviceCoverLimit(restaurant.services, slot.service, capacity),
      })),
    };
  }

  /**
   * Reservations matching `query`, newest start first: by reservation number (exact), by first or
   * last name or e-mail (case-insensitive substring), and, when the query looks like a phone
   * number, by its digits within the stored phone, as typed or read in the restaurant's country
   * (phoneSearchDigits). A blank query finds nothing.
   */
  async search(restaurant: Restaurant, query: string, limit = 50): Promise<OwnerView[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT_MAX) {
      throw new CouvertError("invalid_request", { field: "limit", message: `limit must be an integer from 1 to ${SEARCH_LIMIT_MAX}.` });
    }
    const text = query.trim();
    if (!text) return [];
    const found = await this.store.read.reservations.search(
      restaurant.id,
      {
        number: reservationNumberIn(text),
        text,
        phoneDigits: phoneSearchDigits(text, restaurant.country),
      },
      limit,
    );
    return ownerViews(this.store.read, found, restaurant.country);
  }

  /**
   * CSV (server/csv.ts: RFC 4180, formulas disarmed; a header row) of the reservations starting on
   * the local dates `from` through `to` (at most EXPORT_MAX_DAYS, EXPORT_MAX_ROWS reservations),
   * every status, by start; dates and times in the restaurant's zone. The range is checked now; the
   * text comes as it is consumed, a batch of `exportBatchRows` reservations at a time, read by
   * keyset with a turn of the event loop between batches, so a large export neither holds the whole
   * file nor the server (better-sqlite3 reads synchronously). Stopping early stops the reads.
   */
  async exportCsv(
    restaurant: Restaurant,
    from: LocalDate,
    to: LocalDate,
    dialect: Pick<CsvDialect, "format" | "separator"> = { format: "csv", separator: "," },
  ): Promise<AsyncGenerator<string>> {
    const zone = restaurant.timezone;
    const days = daysFrom(checkedDate(from, "from"), checkedDate(to, "to")) + 1;
    if (days < 1 || days > EXPORT_MAX_DAYS) {
      throw new CouvertError("invalid_request", {
        field: "to",
        message: `to must be on or after from, and at most ${EXPORT_MAX_DAYS} days later counting both.`,
      });
    }
    const range = { from: localDayRange(from, zone).from, to: localDayRange(to, zone).to };
    const rows = await this.store.read.reservations.countStarting(restaurant.id, range);
    if (rows > this.exportMaxRows) {
      throw new CouvertError("invalid_request", {
        field: "to",
        message: `These dates hold ${rows} reservations; an export holds at most ${this.exportMaxRows}. Export fewer days at a time.`,
      });
    }
    const tableNames = new Map((await this.store.read.room.room(restaurant.id)).tables.map((t) => [t.id, t.name]));
    return this.csvLines(restaurant, range, { ...dialect, country: restaurant.country, tableNames });
  }

  /**
   * Reservations per read of the export, the most one export holds, and how long it waits on a
   * client that takes nothing (one that stopped reading would hold the restaurant's one export for
   * good); tests make them small.
   */
  exportBatchRows = EXPORT_BATCH_ROWS;
  exportMaxRows = EXPORT_MAX_ROWS;
  exportIdleMs = 60_000;

  private async *csvLines(restaurant: Restaurant, range: { from: string; to: string }, dialect: CsvDialect): AsyncGenerator<string> {
    yield csvHeader(dialect);
    // Bookings made since the count cannot take an export past its bound either.
    let left = this.exportMaxRows;
    for await (const page of pagesStarting(this.store.read.reservations, restaurant.id, range, this.exportBatchRows)) {
      const rows = page.slice(0, left);
      yield csvRows(rows, restaurant.timezone, dialect, await guestSummaries(this.store.read.guests, rows));
      left -= rows.length;
      if (left <= 0) return;
    }
  }

  /**
   * A booking the owner takes for a guest: a guest booking's field rules, opening hours and party
   * size (terms are the guest's to accept, not the owner's), confirmed at once whatever the
   * confirmation mode, announced like a guest's (the guest gets the PIN if they chose e-mail). A
   * start inside the lead time (`booking_lead_time`, a stay already begun included) or a full slot
   * (`slot_full`) is refused unless its override is given, so the console can warn and ask again;
   * a stay already over (`stay_over`) is refused whatever the overrides.
   */
  async bookForGuest(
    restaurant: Restaurant,
    input: unknown,
    overrides: BookingOverrides = {},
    /** Asked once the booking is valid, before anything is written: may refuse it by throwing (the console's limits). */
    admit: (details: ReservationDetails) => void = () => {},
  ): Promise<{ reservation: OwnerView; pin: string }> {
    const now = this.clock.now();
    const rules = staffPartyRules(
      input,
      { ...bookingRulesOf(restaurant), termsUrl: null, notifyChannels: this.notifier.notifyChannels, byStaff: true },
      overrides.outsidePartySize === true,
    );
    const validated = validateOwnerBooking(input, rules, now, overrides.insideLeadTime === true, guestPhoneReader(restaurant.country));
    if (!validated.ok) throw CouvertError.from(validated.error);
    const details = validated.value;
    admit(details);
    const guestLang = guestLangOf(input);
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const { reservation, pin } = await createReservation(
        tx,
        { secret: this.secret, notifier: this.notifier },
        {
          restaurant,
          details,
          status: "confirmed",
          guestLang,
          space: "live",
          enforceCapacity: overrides.overCapacity !== true,
          now,
          source: "staff",
        },
      );
      return { reservation: await ownerViewOf(tx, reservation, restaurant.country), pin };
    });
  }
}

/**
 * The rules for a staff booking: a party outside the restaurant's online sizes (but within what any
 * restaurant may allow) is refused with `party_size_outside_limits` for the console to warn, or, with
 * the override, judged by the widest sizes.
 */
function staffPartyRules(input: unknown, rules: ValidationRules, outsideAllowed: boolean): ValidationRules {
  const party = parseFields(input).value.party_size;
  const { min, max } = SETTING_BOUNDS.maxPartySize;
  if (typeof party !== "number" || party < min || party > max) return rules;
  if (party >= rules.minPartySize && party <= rules.maxPartySize) return rules;
  if (!outsideAllowed) throw new CouvertError("party_size_outside_limits", { field: "party_size" });
  return { ...rules, minPartySize: min, maxPartySize: max };
}

/**
 * Core's booking rules; a start that breaks only the lead time is judged again as if booked at
 * that start (or now, when later) with no lead time, every other rule, opening hours and horizon
 * included, still holding: booked so with `waiveLeadTime`. Throws `stay_over` (an owner's code,
 * which no `Result` of core's carries), whatever the override, when the stay has ended: no walk-in
 * to record, and the guest would be told of it now.
 */
function validateOwnerBooking(
  input: unknown,
  rules: BookingRules,
  now: Date,
  waiveLeadTime: boolean,
  readPhone: PhoneReader,
): Result<ReservationDetails> {
  const validated = validateBooking(input, rules, now, readPhone);
  if (validated.ok || validated.error.code !== "booking_lead_time") return validated;
  // The lead time is the last rule before the stay's own: the fields and the start parsed.
  const startMs = parseInstant(parseFields(input).value.starts_at!).toMillis();
  const waived = validateBooking(input, { ...rules, bookingLeadTimeHours: 0 }, new Date(Math.min(now.getTime(), startMs)), readPhone);
  if (waived.ok && Date.parse(waived.value.ends_at) <= now.getTime()) throw new CouvertError("stay_over", { field: "starts_at" });
  return waiveLeadTime ? waived : validated;
}

/** Guests of `reservations` whose stay overlaps `[startsAt, endsAt)`, as `coversOverlapping` counts them in SQL. */
function coversOverlapping(reservations: readonly ReservationRecord[], startsAt: string, endsAt: string): number {
  return reservations.reduce((sum, r) => (r.starts_at < endsAt && r.ends_at > startsAt ? sum + r.party_size : sum), 0);
}

function checkedDate(value: LocalDate, field: string): LocalDate {
  if (!LOCAL_DATE_PATTERN.test(value) || !DateTime.fromISO(value).isValid) {
    throw new CouvertError("invalid_request", { field, message: `${field} must be a date such as 2026-06-02.` });
  }
  return value;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
const daysFrom = (from: LocalDate, to: LocalDate): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const longestStayBefore = (iso: string): string => toUtcIso(new Date(Date.parse(iso) - MAX_STAY_MINUTES * 60_000));
const earlier = (a: string, b: string): string => (a < b ? a : b);
const later = (a: string, b: string): string => (a > b ? a : b);
