import { withoutCredentials } from "../../../core/reservation/manage-link.ts";
import { catalogs } from "./catalog.ts";
import type { Catalog, GuestTopic } from "./catalog.en.ts";
import { calendarAttachment } from "./calendar.ts";
import { changeFacts, specialRequestFacts, withChanges } from "./facts.ts";
import { formatInstant, fullName, relativeDay, singleLine } from "./format.ts";
import { renderHtml, renderText, type Block, type Fact, type MessageDocument } from "./layout.ts";
import type { GuestMessageInput, GuestMessageKind, MessageReservation, RenderedMessage } from "./types.ts";

/** The messages that carry the PIN: the only moments it is known (a new booking, a new PIN). */
const PIN_KINDS: readonly GuestMessageKind[] = ["booking_received", "booking_confirmed", "pin_reset"];

/** The messages after which the guest's calendar should hold the booking as it now stands. */
const CALENDAR_KINDS: readonly GuestMessageKind[] = [
  "booking_received",
  "booking_confirmed",
  "change_applied",
  "changed_by_restaurant",
  "change_approved",
  "confirmed",
  "reminder",
];

/** The messages after which the guest's calendar should no longer hold the booking. */
const CALENDAR_CANCEL_KINDS: readonly GuestMessageKind[] = ["cancelled", "rejected"];

/** The changes have taken effect: the booking is shown, and put in the calendar, with them. */
const CHANGED_KINDS: readonly GuestMessageKind[] = ["change_applied", "changed_by_restaurant", "change_approved"];

/** Nothing is left to change: the manage page is only there to look at. */
const CLOSED_KINDS: readonly GuestMessageKind[] = ["cancelled", "rejected"];

/**
 * The e-mail to a guest: subject, plain text and HTML in the guest's language, with times in the
 * restaurant's zone. `now` dates the calendar file and tells a reminder whether the visit is today
 * or tomorrow.
 */
export function renderGuestMessage(input: GuestMessageInput, now: Date, organizerAddress: string | null = null): RenderedMessage {
  const catalog = catalogs[input.lang];
  const reservation = CHANGED_KINDS.includes(input.kind) ? withChanges(input.reservation, input.changes) : input.reservation;
  const topic = guestTopic(input, reservation, now, catalog);
  const texts = catalog.guest.kinds[input.kind];
  const name = fullName(reservation);
  const content: MessageDocument = {
    lang: input.lang,
    title: texts.title(topic),
    blocks: [
      ...(name ? [paragraph(catalog.guest.greeting(name))] : []),
      paragraph(texts.lead(topic)),
      ...followUp(input, catalog),
      ...changesBlock(input, "changes" in texts ? texts.changes : null, catalog),
      { type: "facts", heading: catalog.guest.booking, facts: bookingFacts(input, reservation, topic, catalog) },
      ...pinBlock(input, catalog),
      ...manageBlock(input, catalog),
    ],
    footer: catalog.guest.footer(input.restaurant.name),
  };
  return {
    subject: singleLine(texts.subject(topic)),
    text: renderText(content),
    html: renderHtml(content),
    attachments:
      CALENDAR_KINDS.includes(input.kind) || CALENDAR_CANCEL_KINDS.includes(input.kind)
        ? [
            calendarAttachment(
              input.restaurant,
              reservation,
              input.manageLink,
              catalog,
              now,
              { organizerAddress, sequence: input.calendarSequence },
              CALENDAR_CANCEL_KINDS.includes(input.kind),
            ),
          ]
        : [],
  };
}

const paragraph = (text: string): Block => ({ type: "paragraph", text });

function guestTopic(input: GuestMessageInput, reservation: MessageReservation, now: Date, catalog: Catalog): GuestTopic {
  const { timezone: zone } = input.restaurant;
  const format = (pattern: string) => formatInstant(reservation.startsAt, zone, input.lang, pattern);
  return {
    restaurant: input.restaurant.name,
    number: reservation.number,
    when: format(catalog.formats.when),
    whenShort: format(catalog.formats.whenShort),
    day: format(catalog.formats.day),
    time: format(catalog.formats.time),
    relativeDay: relativeDay(reservation.startsAt, now, zone),
    cancelledBy: input.cancelledBy,
  };
}

/** Where the guest can turn when the restaurant said no. */
function followUp(input: GuestMessageInput, catalog: Catalog): Block[] {
  const { phone } = input.restaurant;
  switch (input.kind) {
    case "rejected":
      return [paragraph(phone ? catalog.guest.kinds.rejected.call(phone) : catalog.guest.kinds.rejected.tryAgain)];
    case "change_declined":
      return phone ? [paragraph(catalog.guest.callRestaurant(phone))] : [];
    case "cancelled":
      return input.cancelledBy === "owner" && phone ? [paragraph(catalog.guest.callRestaurant(phone))] : [];
    default:
      return [];
  }
}

function changesBlock(input: GuestMessageInput, heading: string | null, catalog: Catalog): Block[] {
  if (!heading || !input.changes) return [];
  const facts = changeFacts(input.reservation, input.changes, input.restaurant.timezone, input.lang, catalog);
  return facts.length ? [{ type: "facts", heading, facts }] : [];
}

function bookingFacts(input: GuestMessageInput, reservation: MessageReservation, topic: GuestTopic, catalog: Catalog): Fact[] {
  const { labels } = catalog;
  const { restaurant } = input;
  return [
    { label: labels.restaurant, value: restaurant.name },
    ...(restaurant.address ? [{ label: labels.address, value: restaurant.address }] : []),
    ...(restaurant.phone ? [{ label: labels.phone, value: restaurant.phone }] : []),
    ...(restaurant.website ? [{ label: labels.website, value: restaurant.website, href: restaurant.website }] : []),
    { label: labels.when, value: topic.when },
    { label: labels.partySize, value: String(reservation.partySize) },
    ...specialRequestFacts(reservation, catalog),
    { label: labels.number, value: String(reservation.number) },
  ];
}

function pinBlock(input: GuestMessageInput, catalog: Catalog): Block[] {
  if (!PIN_KINDS.includes(input.kind) || !input.pin) return [];
  return [{ type: "secret", label: catalog.guest.pin, value: input.pin, note: catalog.guest.keepPin }];
}

/** Only a PIN message may link with the PIN in it; any other gets the bare page, where the guest signs in. */
function manageBlock(input: GuestMessageInput, catalog: Catalog): Block[] {
  if (!input.manageLink) return [];
  const label = CLOSED_KINDS.includes(input.kind) ? catalog.guest.view : catalog.guest.manage;
  if (PIN_KINDS.includes(input.kind) && input.pin) return [{ type: "link", label, url: input.manageLink, hint: null }];
  return [{ type: "link", label, url: withoutCredentials(input.manageLink), hint: catalog.guest.signInHint }];
}
