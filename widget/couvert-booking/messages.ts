import { catalog } from "../../ui-shared/lazy-catalog.ts";
import type { BookingCreated } from "../../core/reservation/schemas.ts";

type Outcome = Record<BookingCreated["status"], string>;

/** Texts of `<couvert-booking>` only; the shared ones live in widget/i18n. */
export const en = {
  submit: "Book table",
  submitting: "Booking…",
  /** Under the form when the restaurant confirms each booking itself (`confirmationMode: "manual"`). */
  manualHint: "The restaurant confirms each reservation itself; you will hear from them.",
  /** The confirmation, by the booking's status: `pending` is a request the restaurant still confirms. */
  doneTitle: {
    pending: "Thank you! We have received your reservation request.",
    confirmed: "Thank you! Your table is booked.",
  } as Outcome,
  doneWhat: (when: string, guests: string, restaurant: string) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending:
      "Your table is not confirmed yet: the restaurant will confirm your request, and you will hear from them on the channels you chose.",
    confirmed: "The restaurant has confirmed your reservation. A confirmation is on its way to you on the channels you chose.",
  } as Outcome,
  keepCodes: "Keep your reservation number and PIN: you need both to change or cancel your reservation.",
  manage: "Manage your reservation",
  copyNumber: "Copy reservation number",
  copyPin: "Copy PIN",
  addToCalendar: "Add to calendar",
  again: "Make another reservation",
  calendarTitle: (guests: string, restaurant: string) => `Table for ${guests}, ${restaurant}`,
  calendarText: (number: number) => `Reservation number ${number}`,
  // The time choice
  preferredTime: "Preferred time",
  allTimes: (n: number) => `All times (${n})`,
  fewerTimes: "Fewer times",
  noTimesOn: (guests: string, day: string) => `No free times for ${guests} on ${day}.`,
  nearestDays: "The nearest days with free times:",
  noNearDays: "Nothing is free nearby either; please contact the restaurant.",
  /** The day has free times, but none near the one the guest would like. */
  nothingNear: (guests: string, time: string, day: string) => `Nothing free for ${guests} around ${time} on ${day}.`,
  // The waitlist ("Notify me")
  notifyMe: "Notify me if a table frees up",
  notifyIntro: "Leave your details: if a table frees up between these times, we e-mail you a link to book it.",
  windowFrom: "From",
  windowTo: "Until",
  notifySubmit: "Put me on the waitlist",
  notifyDone: "You are on the waitlist. We will e-mail you if a table frees up.",
  /** With "more than the maximum" guests chosen, before the restaurant's number (instead of times and contact fields). */
  callUs: "Call the restaurant:",
};

export const de: typeof en = {
  submit: "Tisch reservieren",
  submitting: "Wird reserviert …",
  manualHint: "Das Restaurant bestätigt jede Reservierung selbst; Sie hören von ihm.",
  doneTitle: {
    pending: "Vielen Dank! Wir haben Ihre Reservierungsanfrage erhalten.",
    confirmed: "Vielen Dank! Ihr Tisch ist reserviert.",
  },
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending:
      "Ihr Tisch ist noch nicht bestätigt: Das Restaurant bestätigt Ihre Anfrage und meldet sich über die von Ihnen gewählten Wege bei Ihnen.",
    confirmed: "Das Restaurant hat Ihre Reservierung bestätigt. Eine Bestätigung erhalten Sie über die von Ihnen gewählten Wege.",
  },
  keepCodes: "Bewahren Sie Reservierungsnummer und PIN auf: Sie brauchen beide, um Ihre Reservierung zu ändern oder zu stornieren.",
  manage: "Reservierung verwalten",
  copyNumber: "Reservierungsnummer kopieren",
  copyPin: "PIN kopieren",
  addToCalendar: "Zum Kalender hinzufügen",
  again: "Weitere Reservierung",
  calendarTitle: (guests, restaurant) => `Tisch für ${guests}, ${restaurant}`,
  calendarText: (number) => `Reservierungsnummer ${number}`,
  preferredTime: "Gewünschte Uhrzeit",
  allTimes: (n) => `Alle Uhrzeiten (${n})`,
  fewerTimes: "Weniger Uhrzeiten",
  noTimesOn: (guests, day) => `Keine freien Uhrzeiten für ${guests} am ${day}.`,
  nearestDays: "Die nächsten Tage mit freien Uhrzeiten:",
  noNearDays: "Auch in der Nähe ist nichts frei; bitte wenden Sie sich an das Restaurant.",
  nothingNear: (guests, time, day) => `Um ${time} ist am ${day} nichts frei für ${guests}.`,
  notifyMe: "Benachrichtigen, wenn ein Tisch frei wird",
  notifyIntro: "Hinterlassen Sie Ihre Daten: Wird zwischen diesen Uhrzeiten ein Tisch frei, schicken wir Ihnen einen Link zum Buchen.",
  windowFrom: "Von",
  windowTo: "Bis",
  notifySubmit: "Auf die Warteliste",
  notifyDone: "Sie stehen auf der Warteliste. Wird ein Tisch frei, schreiben wir Ihnen.",
  callUs: "Rufen Sie das Restaurant an:",
};

export type BookingMessages = typeof en;

/** German comes in its pack (widget/i18n/packs/de.ts), like every language but English. */
export const messages = catalog("booking", { en });
