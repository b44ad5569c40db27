import type { ErrorBody } from "./api.ts";
import type { Availability } from "./bookability/availability.ts";
import type { CompactAvailability } from "./bookability/compact-availability.ts";
import { ERROR_CODES } from "./errors.ts";
import { NOTIFY_CHANNELS } from "./reservation/channels.ts";
import type { EventsEnvelope } from "./events/schemas.ts";
import { EVENT_STATUSES, PLATFORMS, VIEW_MODES } from "./events/names.ts";
import { ACCENT_HEX_PATTERN, isHttpUrl, isIsoInstant } from "./formats.ts";
import {
  arrayOf,
  isBoolean,
  isInt,
  isString,
  literal,
  matching,
  nullable,
  oneOf,
  optional,
  shape,
  stringWhere,
  type Guard,
  type Guarded,
  type SameType,
} from "./guards.ts";
import { SERVICE_ID_PATTERN } from "./main-service.ts";
import { OCCASIONS } from "./reservation/fields.ts";
import type {
  BookingConfig,
  BookingCreated,
  CancelResult,
  ChangeResult,
  GuestView,
  LoadResult,
  PinResetResult,
  ReservationDetails,
} from "./reservation/schemas.ts";
import { RESERVATION_STATUSES } from "./reservation/status.ts";
import { LOCAL_DATE_PATTERN, LOCAL_DATE_TIME_PATTERN, LOCAL_TIME_PATTERN, WEEKDAYS } from "./time.ts";

/**
 * The API's answers as the widget checks them (docs/api.md §1, §4, §6, §8, §13.2a): the types the
 * server's zod schemas describe, without zod in the widget's bundle. Each guard is proven at compile
 * time to check exactly its schema's type (`SameType`), and answers.test.ts that it refuses what the
 * schema refuses. Cross-field rules the server enforces when it stores (sorted periods, known
 * services) are not checked again here.
 */

const byWeekday = <T>(guard: Guard<T>) =>
  shape(Object.fromEntries(WEEKDAYS.map((day) => [day, guard])) as Record<(typeof WEEKDAYS)[number], Guard<T>>);

const localTime = matching(LOCAL_TIME_PATTERN);
const localDate = matching(LOCAL_DATE_PATTERN);
const isoInstant = stringWhere(isIsoInstant);
const httpUrl = stringWhere(isHttpUrl);
const accentHex = matching(ACCENT_HEX_PATTERN);

/** docs/api.md §1: every error body. */
export const isErrorBody = shape({
  error: shape({ code: oneOf(ERROR_CODES), message: isString, field: optional(isString) }),
});

const servicePeriods = arrayOf(shape({ service: isString, open: localTime, close: localTime }));

/** `data` of GET /reservation (docs/api.md §4). */
export const isBookingConfig = shape({
  id: isString,
  name: isString,
  slug: isString,
  accentHex,
  timezone: isString,
  defaultDwellMinutes: isInt,
  bookingLeadTimeHours: isInt,
  minMinutesBeforeClosing: isInt,
  embedFormFooterText: nullable(isString),
  weeklyHours: byWeekday(shape({ closed: isBoolean, open: localTime, close: localTime })),
  dateExceptions: arrayOf(
    shape({ date: localDate, closed: isBoolean, open: nullable(localTime), close: nullable(localTime), note: nullable(isString) }),
  ),
  minPartySize: isInt,
  maxPartySize: isInt,
  slotIntervalMinutes: isInt,
  bookingHorizonDays: isInt,
  termsUrl: nullable(isString),
  maxCoversPerSlot: nullable(isInt),
  dwellMinutesByPartySize: optional(nullable(arrayOf(shape({ partySize: isInt, minutes: isInt })))),
  services: shape({
    definitions: arrayOf(shape({ id: matching(SERVICE_ID_PATTERN), name: nullable(isString), maxCoversPerSlot: nullable(isInt) })),
    weekly: byWeekday(servicePeriods),
    exceptions: arrayOf(shape({ date: localDate, closed: isBoolean, note: nullable(isString), periods: servicePeriods })),
  }),
  address: optional(isString),
  phone: optional(isString),
  country: optional(isString),
  website: optional(isString),
  manageUrl: optional(isString),
  notifyChannels: optional(arrayOf(oneOf(NOTIFY_CHANNELS))),
  calendarOrganizer: optional(isString),
  confirmationMode: optional(oneOf(["auto", "manual"])),
});

const bookingCreated = { reservation_number: isInt, guest_pin: isString, status: oneOf(["pending", "confirmed"]) };
/** `data` of POST /reservation (docs/api.md §6.1). */
export const isBookingCreated = shape(bookingCreated);
/** The same as the widget reads it: a server from before `status` was added leaves it out. */
export const isBookingAnswer = shape({ ...bookingCreated, status: optional(bookingCreated.status) });

const reservationDetails = {
  guest_first_name: nullable(isString),
  guest_last_name: isString,
  guest_phone: nullable(isString),
  guest_email: nullable(isString),
  party_size: isInt,
  starts_at: isString,
  ends_at: isString,
  notify_email: isBoolean,
  notify_whatsapp: isBoolean,
  guest_notes: nullable(isString),
  occasion: nullable(oneOf(OCCASIONS)),
};
/** The fields of a reservation's details (ReservationDetails), in the API's order. */
export const RESERVATION_DETAIL_FIELDS = Object.keys(reservationDetails) as (keyof ReservationDetails)[];
const detailChanges = Object.fromEntries(
  Object.entries(reservationDetails).map(([key, guard]) => [key, optional(guard as Guard<unknown>)]),
) as {
  [K in keyof typeof reservationDetails]: ReturnType<typeof optional<Guarded<(typeof reservationDetails)[K]>>>;
};

const changeRequest = {
  status: oneOf(["open", "approved", "declined"]),
  submitted_at: isString,
  changes: shape(detailChanges),
  guest_phone_display: nullable(isString),
};
const guestView = {
  reservation_number: isInt,
  status: oneOf(RESERVATION_STATUSES),
  ...reservationDetails,
  guest_phone_display: nullable(isString),
  created_at: isString,
  updated_at: isString,
  change_request: nullable(shape(changeRequest)),
};
/** `data` of POST /reservation/manage, action `load` (docs/api.md §6.4). */
export const isLoadResult = shape({ reservation: shape(guestView) });
/** The same as the widget reads it: a server from before the `guest_phone_display` fields were added leaves them out. */
export const isLoadAnswer = shape({
  reservation: shape({
    ...guestView,
    guest_phone_display: optional(guestView.guest_phone_display),
    change_request: nullable(shape({ ...changeRequest, guest_phone_display: optional(changeRequest.guest_phone_display) })),
  }),
});

/** The guest view of a load answer: display forms a server from before them leaves out are the stored forms. */
export function guestViewOf({ reservation }: Guarded<typeof isLoadAnswer>): GuestView {
  const request = reservation.change_request;
  return {
    ...reservation,
    guest_phone_display: reservation.guest_phone_display ?? reservation.guest_phone,
    change_request: request && { ...request, guest_phone_display: request.guest_phone_display ?? request.changes.guest_phone ?? null },
  };
}
/** `data` of a change (docs/api.md §6). */
export const isChangeResult = shape({
  ok: literal(true),
  change_request: isBoolean,
  change_request_status: optional(oneOf(["approved", "open"])),
});
/** `data` of a cancellation (docs/api.md §6). */
export const isCancelResult = shape({ ok: literal(true), status: literal("cancelled") });
/** `data` of POST /reservation/pin-reset (docs/api.md §6.7). */
export const isPinResetResult = shape({ ok: literal(true) });

/** `data` of GET /reservation/availability (docs/api.md §13.2a). */
export const isAvailability = shape({
  timezone: isString,
  partySize: isInt,
  days: arrayOf(
    shape({ date: isString, slots: arrayOf(shape({ startsAt: isString, time: isString, service: isString, available: isBoolean })) }),
  ),
});

/** `data` of GET /reservation/availability?format=compact (docs/api.md §13.2a). */
export const isCompactAvailability = shape({
  timezone: isString,
  partySize: isInt,
  days: arrayOf(
    shape({
      date: isString,
      runs: arrayOf(shape({ service: isString, startsAt: isString, time: isString, stepMinutes: isInt, available: matching(/^[01]+$/) })),
    }),
  ),
});

const event = shape({
  id: isString,
  platform: oneOf(PLATFORMS),
  source: oneOf(PLATFORMS),
  eventId: nullable(isString),
  title: isString,
  description: isString,
  coverUrl: nullable(httpUrl),
  coverStoragePath: nullable(isString),
  startAt: isoInstant,
  endAt: nullable(isoInstant),
  ticketUrl: nullable(httpUrl),
  location: nullable(isString),
  status: oneOf(EVENT_STATUSES),
  canEdit: isBoolean,
  canDelete: isBoolean,
  externalUrl: nullable(httpUrl),
  createdAt: isoInstant,
  publishedAt: nullable(isoInstant),
  isPinned: isBoolean,
  startLocal: matching(LOCAL_DATE_TIME_PATTERN),
  endLocal: nullable(matching(LOCAL_DATE_TIME_PATTERN)),
});

/** `data` of GET /events (docs/api.md §8.1). */
export const isEventsEnvelope = shape({
  restaurantId: isString,
  name: isString,
  slug: isString,
  accentHex,
  timezone: isString,
  viewMode: oneOf(VIEW_MODES),
  connectedPlatforms: arrayOf(oneOf(PLATFORMS)),
  showAllPlatformFilter: isBoolean,
  items: arrayOf(event),
  pastItems: arrayOf(event),
});

// Each guard checks exactly the type its schema describes (a compile error otherwise).
const proofs: [
  SameType<Guarded<typeof isErrorBody>, ErrorBody>,
  SameType<Guarded<typeof isBookingConfig>, BookingConfig>,
  SameType<Guarded<typeof isBookingCreated>, BookingCreated>,
  SameType<Guarded<typeof isLoadResult>, LoadResult>,
  SameType<Guarded<typeof isLoadResult>["reservation"], LoadResult["reservation"]>,
  SameType<(typeof RESERVATION_DETAIL_FIELDS)[number], keyof ReservationDetails>,
  SameType<Guarded<typeof isChangeResult>, ChangeResult>,
  SameType<Guarded<typeof isCancelResult>, CancelResult>,
  SameType<Guarded<typeof isPinResetResult>, PinResetResult>,
  SameType<Guarded<typeof isAvailability>, Availability>,
  SameType<Guarded<typeof isCompactAvailability>, CompactAvailability>,
  SameType<Guarded<typeof isEventsEnvelope>, EventsEnvelope>,
  SameType<Guarded<typeof isEventsEnvelope>["items"][number], EventsEnvelope["items"][number]>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void proofs;
