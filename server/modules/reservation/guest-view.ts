import type { NotifyChannel } from "../../../core/reservation/channels.ts";
import { managePageOf } from "../../restaurants/manage-page.ts";
import type { BookingConfig, ChangeRequestView, GuestView } from "../../../core/reservation/schemas.ts";
import type { OwnerReservationView } from "../../../core/owner/views.ts";
import type { GuestSummary } from "../../../core/guests/schemas.ts";
import { guestSummaries } from "../../guests/summaries.ts";
import type { Repositories } from "../../store.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { phoneForDisplay } from "./guest-phone.ts";
import { detailsOf, type ChangeRequestRecord, type ReservationRecord } from "./reservation-repository.ts";

/**
 * `data.reservation` of a load (docs/api.md §6.4): built from named parts (the guest-editable
 * details and a few more), so no internal id, restaurant id or PIN HMAC can slip in when the record
 * grows. The phone is also given as people read it in the restaurant's `country`.
 */
export function toGuestView(r: ReservationRecord, changeRequest: ChangeRequestRecord | null, country: string | null): GuestView {
  return {
    reservation_number: r.reservationNumber,
    status: r.status,
    ...detailsOf(r),
    guest_phone_display: phoneForDisplay(r.guest_phone, country),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    change_request: changeRequest ? toChangeRequestView(changeRequest, country) : null,
  };
}

const toChangeRequestView = (c: ChangeRequestRecord, country: string | null): ChangeRequestView => ({
  status: c.status,
  submitted_at: c.submittedAt,
  changes: c.changes,
  guest_phone_display: phoneForDisplay(c.changes.guest_phone ?? null, country),
});

/**
 * What the owner sees (console, command line, webhooks, CSV): the guest view, when a change request
 * was decided, who booked it and its tables, named by `tableNames` (the room's; a table no longer
 * in the room shows its id).
 */
export function toOwnerView(
  r: ReservationRecord,
  changeRequest: ChangeRequestRecord | null,
  country: string | null,
  tableNames: ReadonlyMap<string, string> = NO_TABLES,
  guest: GuestSummary | null = null,
): OwnerReservationView {
  return {
    ...toGuestView(r, null, country),
    change_request: changeRequest ? { ...toChangeRequestView(changeRequest, country), decided_at: changeRequest.decidedAt } : null,
    source: r.source,
    tables: r.tableIds.map((id) => ({ id, name: tableNames.get(id) ?? id })),
    tableLocked: r.tableLocked,
    guest,
  };
}
const NO_TABLES: ReadonlyMap<string, string> = new Map();
export type OwnerView = OwnerReservationView;

/**
 * The owner's views of `records`, each with its change request and its guest's summary, phones read
 * in `country`.
 */
export async function ownerViews(
  repositories: Pick<Repositories, "reservations" | "guests">,
  records: ReservationRecord[],
  country: string | null,
  tableNames?: ReadonlyMap<string, string>,
): Promise<OwnerView[]> {
  const summaries = await guestSummaries(repositories.guests, records);
  return Promise.all(
    records.map(async (r) =>
      toOwnerView(r, await repositories.reservations.findChangeRequest(r.id), country, tableNames, summaries.get(r.id) ?? null),
    ),
  );
}

/** One owner's view, with its change request and guest summary read through `repositories`. */
export async function ownerViewOf(
  repositories: Pick<Repositories, "reservations" | "guests">,
  record: ReservationRecord,
  country: string | null,
  tableNames?: ReadonlyMap<string, string>,
): Promise<OwnerView> {
  const [view] = await ownerViews(repositories, [record], country, tableNames);
  return view!;
}

/** What GET /reservation says of the server itself rather than of the restaurant. */
export interface ServerFacts {
  /** The address the server sends the restaurant's mail from. */
  calendarOrganizer: string;
  /** `COUVERT_PUBLIC_URL`: the hosted page there is the manage page until the owner names one. */
  publicUrl: string;
  /** The guest channels the server can deliver. */
  notifyChannels: readonly NotifyChannel[];
}

/** `data` of GET /reservation: docs/api.md §4, exactly `BookingConfigSchema`'s fields. */
export function toBookingConfig(r: Restaurant, server: ServerFacts): BookingConfig {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    accentHex: r.accentHex,
    timezone: r.timezone,
    defaultDwellMinutes: r.defaultDwellMinutes,
    bookingLeadTimeHours: r.bookingLeadTimeHours,
    minMinutesBeforeClosing: r.minMinutesBeforeClosing,
    embedFormFooterText: r.embedFormFooterText,
    weeklyHours: r.weeklyHours,
    dateExceptions: r.dateExceptions,
    services: r.services,
    minPartySize: r.minPartySize,
    maxPartySize: r.maxPartySize,
    slotIntervalMinutes: r.slotIntervalMinutes,
    bookingHorizonDays: r.bookingHorizonDays,
    termsUrl: r.termsUrl,
    maxCoversPerSlot: r.maxCoversPerSlot,
    dwellMinutesByPartySize: r.dwellMinutesByPartySize,
    confirmationMode: r.confirmationMode,
    calendarOrganizer: server.calendarOrganizer,
    notifyChannels: [...server.notifyChannels],
    manageUrl: managePageOf(r, server.publicUrl),
    ...optional({ address: r.address, phone: r.phone, country: r.country, website: r.website }),
  };
}

/** The fields that are set: GET /reservation leaves out what the owner has not filled in. */
function optional<T extends Record<string, string | null>>(fields: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as Partial<Record<keyof T, string>>;
}
