/** Texts of `<couvert-booking>` only; the shared ones live in widget/i18n. */
export const en = {
  submit: "Book table",
  submitting: "Booking…",
  doneTitle: "Thank you! We have received your reservation.",
  doneWhat: (when: string, guests: string, restaurant: string) => `${when}, ${guests}, ${restaurant}`,
  doneNext: "The restaurant will confirm it; you will be notified on the channels you chose.",
  keepCodes: "Keep your reservation number and PIN: you need both to change or cancel your reservation.",
  manage: "Manage your reservation",
  copyNumber: "Copy reservation number",
  copyPin: "Copy PIN",
  addToCalendar: "Add to calendar",
  again: "Make another reservation",
  calendarTitle: (guests: string, restaurant: string) => `Table for ${guests}, ${restaurant}`,
  calendarText: (number: number) => `Reservation number ${number}`,
};

export const de: typeof en = {
  submit: "Tisch reservieren",
  submitting: "Wird reserviert …",
  doneTitle: "Vielen Dank! Wir haben Ihre Reservierung erhalten.",
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: "Das Restaurant bestätigt sie; Sie werden über die gewählten Wege benachrichtigt.",
  keepCodes: "Bewahren Sie Reservierungsnummer und PIN auf: Sie brauchen beide, um Ihre Reservierung zu ändern oder zu stornieren.",
  manage: "Reservierung verwalten",
  copyNumber: "Reservierungsnummer kopieren",
  copyPin: "PIN kopieren",
  addToCalendar: "Zum Kalender hinzufügen",
  again: "Weitere Reservierung",
  calendarTitle: (guests, restaurant) => `Tisch für ${guests}, ${restaurant}`,
  calendarText: (number) => `Reservierungsnummer ${number}`,
};

export const messages = { en, de };
