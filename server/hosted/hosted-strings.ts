import type { AnyErrorCode } from "../../core/errors.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import type { Weekday } from "../../core/time.ts";

/**
 * Every word of the hosted booking page (docs/api.md §18), one typed object per language of
 * core/locale.ts `LANGS`: a language added there does not typecheck until it is added here.
 */
export interface HostedStrings {
  /** `<title>` and the Open Graph title. */
  pageTitle: (restaurant: string) => string;
  /** The social preview's description. */
  description: (restaurant: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  backToPage: string;
  address: string;
  hours: string;
  closed: string;
  weekdays: Record<Weekday, string>;
  bookHeading: string;
  manageHeading: string;
  eventsHeading: string;
  /** Shown above the plain forms: scripts are off, so the page's own forms are in use. */
  noScriptNote: string;
  date: string;
  partySize: string;
  showTimes: string;
  time: string;
  noTimes: string;
  changeDateOrParty: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  notes: string;
  notifyEmail: string;
  termsAccepted: string;
  termsLink: string;
  book: string;
  bookedTitle: string;
  bookedPending: string;
  bookedConfirmed: string;
  reservationNumber: string;
  pin: string;
  pinOnce: string;
  reservationNumberField: string;
  pinField: string;
  showReservation: string;
  reservationFor: (party: number) => string;
  status: Record<ReservationStatus, string>;
  cancel: string;
  cancelConfirm: string;
  cancelled: string;
  cannotCancel: string;
  /** A message per error code; a code without one shows `fallbackError`. */
  errors: Partial<Record<AnyErrorCode, string>>;
  fallbackError: string;
  /** The form's token or its cookie is missing or stale, or it came from another site. */
  formExpired: string;
  poweredBy: string;
}

const en: HostedStrings = {
  pageTitle: (restaurant) => `Book a table at ${restaurant}`,
  description: (restaurant) => `Reserve a table at ${restaurant} online, see the opening hours, and change or cancel a booking.`,
  notFoundTitle: "Page not found",
  notFoundText: "There is no booking page at this address. Check the link, or ask the restaurant for its booking page.",
  errorTitle: "That did not work",
  backToPage: "Back to the booking page",
  address: "Address",
  hours: "Opening hours",
  closed: "closed",
  weekdays: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  bookHeading: "Book a table",
  manageHeading: "Your reservation",
  eventsHeading: "Events",
  noScriptNote: "Scripts are off in this browser: the forms below work without them.",
  date: "Date",
  partySize: "Guests",
  showTimes: "Show times",
  time: "Time",
  noTimes: "No free times on this date for this party. Try another date or party size.",
  changeDateOrParty: "Change date or guests",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "E-mail",
  notes: "Notes for the restaurant",
  notifyEmail: "Notify me by e-mail",
  termsAccepted: "I accept the terms and conditions",
  termsLink: "Terms and conditions",
  book: "Book table",
  bookedTitle: "Thank you!",
  bookedPending: "Your request has reached the restaurant. You will hear from them once it is confirmed.",
  bookedConfirmed: "Your table is booked.",
  reservationNumber: "Reservation number",
  pin: "PIN",
  pinOnce: "Write down the number and PIN now: this page shows the PIN only once. You need both to change or cancel.",
  reservationNumberField: "Reservation number",
  pinField: "PIN",
  showReservation: "Show reservation",
  reservationFor: (party) => (party === 1 ? "1 guest" : `${party} guests`),
  status: {
    pending: "Waiting for the restaurant's confirmation",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    rejected: "Declined by the restaurant",
    seated: "Seated",
    completed: "Completed",
    no_show: "No-show",
  },
  cancel: "Cancel reservation",
  cancelConfirm: "Yes, cancel it",
  cancelled: "Your reservation is cancelled.",
  cannotCancel: "This reservation can no longer be cancelled online. Please call the restaurant.",
  errors: {
    invalid_request: "Please check this field.",
    terms_required: "Please accept the terms and conditions.",
    last_name_required: "Please enter your last name.",
    contact_required: "Please enter a phone number or an e-mail address.",
    notify_channel_required: "Please choose how you want to be notified.",
    booking_lead_time: "This time is too soon to book online.",
    booking_horizon: "This date is too far ahead to book.",
    outside_opening_hours: "The restaurant does not take bookings at this time.",
    slot_full: "This time has just been booked up. Please choose another.",
    invalid_credentials: "The reservation number or PIN is wrong.",
    not_editable: "This reservation can no longer be changed online.",
    rate_limit_exceeded: "Too many attempts. Please wait a while and try again.",
  },
  fallbackError: "Something went wrong. Please try again.",
  formExpired: "This form has expired or was sent from another page. We have loaded it again: please send it once more.",
  poweredBy: "Bookings by Couvert",
};

const de: HostedStrings = {
  pageTitle: (restaurant) => `Tisch reservieren bei ${restaurant}`,
  description: (restaurant) =>
    `Reservieren Sie online einen Tisch bei ${restaurant}, sehen Sie die Öffnungszeiten und ändern oder stornieren Sie eine Reservierung.`,
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Unter dieser Adresse gibt es keine Reservierungsseite. Prüfen Sie den Link oder fragen Sie das Restaurant.",
  errorTitle: "Das hat nicht geklappt",
  backToPage: "Zurück zur Reservierungsseite",
  address: "Adresse",
  hours: "Öffnungszeiten",
  closed: "geschlossen",
  weekdays: {
    monday: "Montag",
    tuesday: "Dienstag",
    wednesday: "Mittwoch",
    thursday: "Donnerstag",
    friday: "Freitag",
    saturday: "Samstag",
    sunday: "Sonntag",
  },
  bookHeading: "Tisch reservieren",
  manageHeading: "Ihre Reservierung",
  eventsHeading: "Veranstaltungen",
  noScriptNote: "In diesem Browser sind Skripte ausgeschaltet: Die Formulare unten funktionieren auch ohne.",
  date: "Datum",
  partySize: "Personen",
  showTimes: "Zeiten anzeigen",
  time: "Uhrzeit",
  noTimes: "An diesem Tag ist für diese Personenzahl nichts mehr frei. Versuchen Sie ein anderes Datum oder eine andere Personenzahl.",
  changeDateOrParty: "Datum oder Personen ändern",
  firstName: "Vorname",
  lastName: "Nachname",
  phone: "Telefon",
  email: "E-Mail",
  notes: "Hinweise für das Restaurant",
  notifyEmail: "Per E-Mail benachrichtigen",
  termsAccepted: "Ich akzeptiere die Geschäftsbedingungen",
  termsLink: "Geschäftsbedingungen",
  book: "Tisch reservieren",
  bookedTitle: "Vielen Dank!",
  bookedPending: "Ihre Anfrage ist beim Restaurant angekommen. Sie hören von ihm, sobald sie bestätigt ist.",
  bookedConfirmed: "Ihr Tisch ist reserviert.",
  reservationNumber: "Reservierungsnummer",
  pin: "PIN",
  pinOnce: "Notieren Sie Nummer und PIN jetzt: Die PIN wird nur einmal angezeigt. Sie brauchen beide, um zu ändern oder zu stornieren.",
  reservationNumberField: "Reservierungsnummer",
  pinField: "PIN",
  showReservation: "Reservierung anzeigen",
  reservationFor: (party) => (party === 1 ? "1 Person" : `${party} Personen`),
  status: {
    pending: "Wartet auf die Bestätigung des Restaurants",
    confirmed: "Bestätigt",
    cancelled: "Storniert",
    rejected: "Vom Restaurant abgelehnt",
    seated: "Platziert",
    completed: "Abgeschlossen",
    no_show: "Nicht erschienen",
  },
  cancel: "Reservierung stornieren",
  cancelConfirm: "Ja, stornieren",
  cancelled: "Ihre Reservierung ist storniert.",
  cannotCancel: "Diese Reservierung kann nicht mehr online storniert werden. Bitte rufen Sie das Restaurant an.",
  errors: {
    invalid_request: "Bitte prüfen Sie dieses Feld.",
    terms_required: "Bitte akzeptieren Sie die Geschäftsbedingungen.",
    last_name_required: "Bitte geben Sie Ihren Nachnamen ein.",
    contact_required: "Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an.",
    notify_channel_required: "Bitte wählen Sie, wie Sie benachrichtigt werden möchten.",
    booking_lead_time: "Für diese Uhrzeit ist es zu kurzfristig, um online zu reservieren.",
    booking_horizon: "Dieses Datum liegt zu weit in der Zukunft.",
    outside_opening_hours: "Zu dieser Zeit nimmt das Restaurant keine Reservierungen an.",
    slot_full: "Diese Uhrzeit ist gerade ausgebucht worden. Bitte wählen Sie eine andere.",
    invalid_credentials: "Reservierungsnummer oder PIN ist falsch.",
    not_editable: "Diese Reservierung kann nicht mehr online geändert werden.",
    rate_limit_exceeded: "Zu viele Versuche. Bitte warten Sie eine Weile und versuchen Sie es erneut.",
  },
  fallbackError: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  formExpired:
    "Dieses Formular ist abgelaufen oder wurde von einer anderen Seite gesendet. Wir haben es neu geladen: Bitte senden Sie es noch einmal.",
  poweredBy: "Reservierungen mit Couvert",
};

/** English and German so far: the page speaks only these (hosted-language.ts `PAGE_LANGS`). */
export const HOSTED_STRINGS: Record<"en" | "de", HostedStrings> = { en, de };

/** The message for an error code, in the page's language. */
export const errorText = (strings: HostedStrings, code: AnyErrorCode): string => strings.errors[code] ?? strings.fallbackError;
