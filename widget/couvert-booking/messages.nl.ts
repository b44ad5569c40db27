import type { BookingMessages } from "./messages.ts";

/** `<couvert-booking>` in Dutch. */
export const nl: BookingMessages = {
  submit: "Tafel reserveren",
  submitting: "Bezig met reserveren…",
  manualHint: "Het restaurant bevestigt elke reservering zelf; u hoort van hen.",
  doneTitle: {
    pending: "Bedankt! We hebben uw reserveringsaanvraag ontvangen.",
    confirmed: "Bedankt! Uw tafel is gereserveerd.",
  },
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending:
      "Uw tafel is nog niet bevestigd: het restaurant bevestigt uw aanvraag en laat van zich horen via de kanalen die u hebt gekozen.",
    confirmed: "Het restaurant heeft uw reservering bevestigd. U ontvangt een bevestiging via de kanalen die u hebt gekozen.",
  },
  keepCodes: "Bewaar uw reserveringsnummer en pincode: u hebt ze allebei nodig om uw reservering te wijzigen of te annuleren.",
  manage: "Uw reservering beheren",
  copyNumber: "Reserveringsnummer kopiëren",
  copyPin: "Pincode kopiëren",
  addToCalendar: "Toevoegen aan agenda",
  again: "Nog een reservering maken",
  calendarTitle: (guests, restaurant) => `Tafel voor ${guests}, ${restaurant}`,
  calendarText: (number) => `Reserveringsnummer ${number}`,
  preferredTime: "Gewenste tijd",
  allTimes: (n) => `Alle tijden (${n})`,
  fewerTimes: "Minder tijden",
  noTimesOn: (guests, day) => `Geen tijden vrij voor ${guests} op ${day}.`,
  nearestDays: "De dichtstbijzijnde dagen met vrije tijden:",
  noNearDays: "Ook daaromheen is niets vrij; neem contact op met het restaurant.",
  nothingNear: (guests, time, day) => `Niets vrij voor ${guests} rond ${time} op ${day}.`,
  notifyMe: "Laat het mij weten als er een tafel vrijkomt",
  notifyIntro: "Laat uw gegevens achter: komt er tussen deze tijden een tafel vrij, dan e-mailen wij u een link om te reserveren.",
  windowFrom: "Van",
  windowTo: "Tot",
  notifySubmit: "Zet mij op de wachtlijst",
  notifyDone: "U staat op de wachtlijst. Wij e-mailen u als er een tafel vrijkomt.",
  callUs: "Bel het restaurant:",
};
