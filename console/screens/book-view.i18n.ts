import type { ConsoleLang } from "../i18n/index.ts";

const en = {
  nav: "Book for a guest",
  title: "Book for a guest",
  intro: "For a guest on the phone or at the door: the booking is confirmed at once.",
  date: "Date",
  time: "Time",
  timeHint: "Guests booked / capacity at each time.",
  slot: (time: string, covers: number, capacity: number | null) =>
    capacity === null ? `${time} — ${covers}` : `${time} — ${covers}/${capacity}`,
  closed: "Closed on this day: choose another date.",
  party: "Guests",
  firstName: "First name (optional)",
  lastName: "Last name",
  phone: "Phone",
  phoneHint: "As dialled in the restaurant's country, or with the country code, e.g. +49 30 1234567.",
  email: "E-mail",
  contactHint: "A phone number, an e-mail address, or both.",
  notify: "Send the confirmation by",
  notifyEmail: "E-mail",
  notifyWhatsapp: "WhatsApp",
  occasion: "Occasion (optional)",
  noOccasion: "None",
  notes: "Special requests (optional)",
  submit: "Book and confirm",
  leadTime: "This time is inside the lead time guests must keep. Book anyway?",
  begun: "This time has already begun. Book it anyway, for guests already seated?",
  full: (taken: number, capacity: number) => `This slot is full (${taken} of ${capacity} guests). Book over capacity anyway?`,
  bookAnyway: "Book anyway",
  back: "Change the booking",
  done: "Booked and confirmed",
  tell: "Tell the guest:",
  number: "Reservation number",
  pin: "PIN",
  /** Where the guest gets number and PIN besides: the channels ticked (WhatsApp carries the PIN too). */
  sentToo: (to: { email: boolean; whatsapp: boolean }): string =>
    to.email && to.whatsapp
      ? "They get both by e-mail and on WhatsApp too."
      : to.email
        ? "They get both by e-mail too."
        : to.whatsapp
          ? "They get both on WhatsApp too."
          : "They get no message: this is the only place the PIN shows, so note it for them.",
  summary: (name: string, party: number, when: string) => `${name}, ${party} ${party === 1 ? "guest" : "guests"}, ${when}.`,
  showDay: "Show on the day",
  another: "Book another",
  fieldErrors: {
    last_name_required: "Enter the guest's last name.",
    contact_required: "Enter a phone number or an e-mail address.",
    notify_channel_required: "Choose at least one way to send the confirmation.",
    outside_opening_hours: "The restaurant is closed at this time.",
    booking_horizon: "This date is further ahead than bookings are taken.",
    stay_over: "This stay is already over. Choose a time whose stay has not ended yet.",
    guest_phone: "Enter a phone number as dialled in the restaurant's country, or with the country code, such as +49 30 1234567.",
    guest_email: "Enter an e-mail address such as name@example.com.",
    party_size: "Enter a party size the restaurant takes.",
    starts_at: "Choose a time.",
    guest_notes: "Keep the special requests to 500 characters, without control characters.",
    occasion: "Choose an occasion from the list.",
  } as Record<string, string>,
};

const de: typeof en = {
  nav: "Für Gast buchen",
  title: "Für Gast buchen",
  intro: "Für Gäste am Telefon oder an der Tür: die Reservierung ist sofort bestätigt.",
  date: "Datum",
  time: "Uhrzeit",
  timeHint: "Gebuchte Gäste / Kapazität je Uhrzeit.",
  slot: (time: string, covers: number, capacity: number | null) =>
    capacity === null ? `${time} — ${covers}` : `${time} — ${covers}/${capacity}`,
  closed: "An diesem Tag geschlossen: bitte ein anderes Datum wählen.",
  party: "Gäste",
  firstName: "Vorname (optional)",
  lastName: "Nachname",
  phone: "Telefon",
  phoneHint: "Wie im Land des Restaurants gewählt, oder mit Ländervorwahl, z. B. +49 30 1234567.",
  email: "E-Mail",
  contactHint: "Telefonnummer, E-Mail-Adresse oder beides.",
  notify: "Bestätigung senden per",
  notifyEmail: "E-Mail",
  notifyWhatsapp: "WhatsApp",
  occasion: "Anlass (optional)",
  noOccasion: "Keiner",
  notes: "Besondere Wünsche (optional)",
  submit: "Buchen und bestätigen",
  leadTime: "Diese Uhrzeit liegt innerhalb der Vorlaufzeit, die Gäste einhalten müssen. Trotzdem buchen?",
  begun: "Diese Uhrzeit hat schon begonnen. Trotzdem buchen, für Gäste, die schon da sind?",
  full: (taken: number, capacity: number) =>
    `Diese Uhrzeit ist ausgebucht (${taken} von ${capacity} Gästen). Trotzdem über die Kapazität hinaus buchen?`,
  bookAnyway: "Trotzdem buchen",
  back: "Buchung ändern",
  done: "Gebucht und bestätigt",
  tell: "Sagen Sie dem Gast:",
  number: "Reservierungsnummer",
  pin: "PIN",
  sentToo: (to: { email: boolean; whatsapp: boolean }): string =>
    to.email && to.whatsapp
      ? "Beides kommt auch per E-Mail und WhatsApp."
      : to.email
        ? "Beides kommt auch per E-Mail."
        : to.whatsapp
          ? "Beides kommt auch per WhatsApp."
          : "Der Gast bekommt keine Nachricht: Die PIN steht nur hier, bitte für den Gast notieren.",
  summary: (name: string, party: number, when: string) => `${name}, ${party} ${party === 1 ? "Gast" : "Gäste"}, ${when}.`,
  showDay: "Am Tag anzeigen",
  another: "Weitere Buchung",
  fieldErrors: {
    last_name_required: "Bitte den Nachnamen des Gastes eingeben.",
    contact_required: "Bitte Telefonnummer oder E-Mail-Adresse eingeben.",
    notify_channel_required: "Bitte mindestens einen Weg für die Bestätigung wählen.",
    outside_opening_hours: "Zu dieser Zeit ist das Restaurant geschlossen.",
    booking_horizon: "So weit im Voraus werden keine Buchungen angenommen.",
    stay_over: "Dieser Aufenthalt ist schon vorbei. Bitte eine Uhrzeit wählen, deren Aufenthalt noch nicht zu Ende ist.",
    guest_phone: "Bitte eine Telefonnummer eingeben, wie im Land des Restaurants gewählt oder mit Ländervorwahl, z. B. +49 30 1234567.",
    guest_email: "Bitte eine E-Mail-Adresse wie name@example.com eingeben.",
    party_size: "Bitte eine Gästezahl eingeben, die das Restaurant annimmt.",
    starts_at: "Bitte eine Uhrzeit wählen.",
    guest_notes: "Besondere Wünsche bitte in höchstens 500 Zeichen, ohne Steuerzeichen.",
    occasion: "Bitte einen Anlass aus der Liste wählen.",
  },
};

/** The booking screen's texts; German is typed as English's shape, so a missing key does not compile. */
export const bookTexts: Record<ConsoleLang, typeof en> = { en, de };
export type BookTexts = typeof en;
