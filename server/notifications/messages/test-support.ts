import type {
  GuestMessageInput,
  GuestMessageKind,
  MessageReservation,
  MessageRestaurant,
  OwnerMessageInput,
  OwnerMessageKind,
} from "./types.ts";

/** Fixtures for this folder's tests (not used by the server itself). */

export const restaurant: MessageRestaurant = {
  name: "Bistro Lumen",
  slug: "lumen",
  timezone: "Europe/Berlin",
  address: "Torstraße 1, 10119 Berlin",
  phone: "+49 30 1234567",
  website: "https://lumen.example/",
};

/** Saturday 24 October 2026, 19:30 in Berlin (CEST, UTC+2), the day before the clocks go back. */
export const BEFORE_DST_END = { startsAt: "2026-10-24T17:30:00Z", endsAt: "2026-10-24T19:30:00Z" };
/** Sunday 25 October 2026, 19:30 in Berlin (CET, UTC+1). */
export const AFTER_DST_END = { startsAt: "2026-10-25T18:30:00Z", endsAt: "2026-10-25T20:30:00Z" };

export const reservation: MessageReservation = {
  number: 4242,
  status: "confirmed",
  firstName: "Anna",
  lastName: "Weber",
  email: "anna@example.org",
  phone: "+49 170 5550123",
  partySize: 4,
  ...BEFORE_DST_END,
  notes: null,
  occasion: null,
};

export const PIN = "7319-58";
export const MANAGE_PAGE = "https://lumen.example/reservation";
export const MANAGE_LINK = `${MANAGE_PAGE}#couvert=4242.${PIN}`;
/** Three days before the visit. */
export const NOW = new Date("2026-10-21T08:00:00Z");

export function guestInput(kind: GuestMessageKind, overrides: Partial<GuestMessageInput> = {}): GuestMessageInput {
  return {
    kind,
    lang: "en",
    restaurant,
    reservation,
    pin: PIN,
    manageLink: MANAGE_LINK,
    changes: null,
    cancelledBy: null,
    ...overrides,
  };
}

export function ownerInput(kind: OwnerMessageKind, overrides: Partial<OwnerMessageInput> = {}): OwnerMessageInput {
  return { kind, lang: "en", restaurant, reservation, changes: null, consoleLink: null, ...overrides };
}

/** The unfolded content lines of an .ics file. */
export const icsLines = (ics: string): string[] => ics.replace(/\r\n /g, "").split("\r\n");
