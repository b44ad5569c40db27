import { withoutCredentials } from "../../../core/reservation/manage-link.ts";
import { buildIcs } from "../../../core/calendar/ics.ts";
import type { Catalog } from "./catalog.en.ts";
import { httpUrl } from "./html.ts";
import type { MessageAttachment, MessageReservation, MessageRestaurant } from "./types.ts";

/**
 * The booking as a calendar event, or its cancellation (`cancelled`). The UID is stable per
 * reservation and the sequence is the time of the message in seconds, so a later message's file
 * updates (or removes) the event instead of adding a second one; the URL never carries the PIN.
 */
export function calendarAttachment(
  restaurant: MessageRestaurant,
  reservation: MessageReservation,
  manageLink: string | null,
  catalog: Catalog,
  now: Date,
  cancelled = false,
): MessageAttachment {
  // Through the URL parser: a setting cannot smuggle a line break, and so a property, into the file.
  const url = manageLink ? httpUrl(withoutCredentials(manageLink)) : null;
  const content = buildIcs(
    {
      uid: `reservation-${restaurant.slug}-${reservation.number}@couvert`,
      start: reservation.startsAt,
      end: reservation.endsAt,
      summary: catalog.calendar.summary(reservation.partySize, restaurant.name),
      description: catalog.calendar.description(reservation.number),
      ...(restaurant.address ? { location: restaurant.address } : {}),
      ...(url ? { url } : {}),
      cancelled,
      sequence: Math.floor(now.getTime() / 1000),
    },
    now,
  );
  return { filename: "reservation.ics", contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`, content };
}
