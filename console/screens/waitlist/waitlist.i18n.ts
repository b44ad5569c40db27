import type { ConsoleLang } from "../../i18n/index.ts";

const en = {
  nav: "Waitlist",
  title: "Waitlist",
  empty: "Nobody is waiting for this day.",
  guests: (n: number) => (n === 1 ? "1 guest" : `${n} guests`),
  window: (from: string, to: string) => `between ${from} and ${to}`,
  status: { waiting: "Waiting", offered: "Offered", booked: "Booked", left: "Left the list" } as Record<string, string>,
  offerUntil: (time: string, until: string) => `Offered ${time}, until ${until}`,
  booked: (n: number) => `Booked: reservation ${n}`,
  offerTime: "Time to offer",
  offer: "Offer this time",
  remove: "Remove",
  offered: "The guest has been e-mailed the offer.",
  removed: "The guest is off the list.",
};
export type WaitlistTexts = typeof en;

const de: WaitlistTexts = {
  nav: "Warteliste",
  title: "Warteliste",
  empty: "Für diesen Tag wartet niemand.",
  guests: (n) => (n === 1 ? "1 Person" : `${n} Personen`),
  window: (from, to) => `zwischen ${from} und ${to}`,
  status: { waiting: "Wartet", offered: "Angeboten", booked: "Gebucht", left: "Abgemeldet" },
  offerUntil: (time, until) => `Angeboten: ${time}, bis ${until}`,
  booked: (n) => `Gebucht: Reservierung ${n}`,
  offerTime: "Angebotene Uhrzeit",
  offer: "Diese Uhrzeit anbieten",
  remove: "Entfernen",
  offered: "Das Angebot ist per E-Mail an den Gast unterwegs.",
  removed: "Der Gast steht nicht mehr auf der Liste.",
};

export const waitlistTexts = (lang: ConsoleLang): WaitlistTexts => (lang === "de" ? de : en);
