import { withoutCredentials } from "../../../core/reservation/manage-link.ts";
import { buildIcs } from "../../../core/calendar/ics.ts";
import { reservationUid } from "../../../core/calendar/reservation-event.ts";
import type { Catalog } from "./catalog.en.ts";
import { httpUrl } from "./html.ts";
import type { MessageAttachment, MessageReservation, MessageRestaurant } from "./types.ts";

/** Where the calendar file comes from: the restaurant, as the sender of its guests' mail (RFC 5546). */
export interface CalendarOrigin {
  /** The sender's address (COUVERT_MAIL_FROM), named after the restaurant; none: no ORGANIZER. */
  organizerAddress: string | null;
  /** `calendarSequence` of the write the message tells of; left out by messages queued before it existed. */
  sequence: number | undefined;
}

/**
 * The booking as a calendar event, or its cancellation (`cancelled`): one event with the booking
 * widget's file (core/calendar/reservation-event.ts), so a later message's file updates (or removes)
 * it instead of adding a second one; the URL never carries the PIN.
 */
export function calendarAttachment(
  restaurant: MessageRestaurant,
  reservation: MessageReservation,
  manageLink: string | null,
  catalog: Catalog,
  now: Date,
  origin: CalendarOrigin,
  cancelled = false,
): MessageAttachment {
  // Through the URL parser: a setting cannot smuggle a line break, and so a property, into the file.
  const url = manageLink ? httpUrl(withoutCredentials(manageLink)) : null;
  const content = buildIcs(
    {
      uid: reservationUid(restaurant.slug, reservation.number),
      start: reservation.startsAt,
      end: reservation.endsAt,
      summary: catalog.calendar.summary(reservation.partySize, restaurant.name),
      description: catalog.calendar.description(reservation.number),
      ...(restaurant.address ? { location: restaurant.address } : {}),
      ...(url ? { url } : {}),
      cancelled,
      tentative: reservation.status === "pending",
      ...(origin.organizerAddress ? { organizer: { name: restaurant.name, address: origin.organizerAddress } } : {}),
      ...(origin.sequence === undefined ? {} : { sequence: origin.sequence }),
    },
    now,
  );
  return { filename: "reservation.ics", contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`, content };
}
