import type { ConsoleLang } from "../../i18n/index.ts";

const ordinalEn = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
};

const en = {
  nav: "Guests",
  title: "Guests",
  search: "Search guests",
  searchHint: "Name, e-mail or phone",
  none: "No guests yet: every booking with an e-mail address or phone number makes one.",
  noMatch: "No guest matches.",
  /** The card's history line (issue 29): "3rd visit", "first visit". */
  visit: (n: number) => (n === 1 ? "first visit" : `${ordinalEn(n)} visit`),
  noShows: (n: number) => (n === 1 ? "1 no-show" : `${n} no-shows`),
  lateCancellations: (n: number) => (n === 1 ? "1 late cancellation" : `${n} late cancellations`),
  allergy: (tags: string) => `allergy: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Open ${name}'s profile`,
  history: "Guest history",
  visits: (n: number) => (n === 1 ? "1 visit" : `${n} visits`),
  lastVisit: "Last visit",
  firstVisit: "First visit",
  cancellations: "Cancellations",
  contacts: "Contacts",
  language: "Language",
  tags: "Tags",
  tagsHint: "Separated by commas: vip, regular, nuts, gluten, shellfish… or your own",
  ownerNotes: "Notes for the team",
  guestNotes: "What the guest wrote",
  bookings: "Bookings",
  save: "Save",
  saved: "Saved.",
  back: "All guests",
  mergeTitle: "Merge with another profile of this guest",
  mergeHint: "Search for the other profile; its bookings, contacts, tags and notes move here.",
  mergeInto: "Merge into this profile",
  mergeSure: (name: string) => `Merge ${name} into this profile? This cannot be undone.`,
  merged: "Profiles merged.",
  yes: "Yes, merge",
  no: "Cancel",
};

const de: typeof en = {
  nav: "Gäste",
  title: "Gäste",
  search: "Gäste suchen",
  searchHint: "Name, E-Mail oder Telefon",
  none: "Noch keine Gäste: Jede Buchung mit E-Mail-Adresse oder Telefonnummer legt einen an.",
  noMatch: "Kein Gast gefunden.",
  visit: (n: number) => (n === 1 ? "erster Besuch" : `${n}. Besuch`),
  noShows: (n: number) => (n === 1 ? "1 No-Show" : `${n} No-Shows`),
  lateCancellations: (n: number) => (n === 1 ? "1 kurzfristige Absage" : `${n} kurzfristige Absagen`),
  allergy: (tags: string) => `Allergie: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Profil von ${name} öffnen`,
  history: "Gästehistorie",
  visits: (n: number) => (n === 1 ? "1 Besuch" : `${n} Besuche`),
  lastVisit: "Letzter Besuch",
  firstVisit: "Erster Besuch",
  cancellations: "Absagen",
  contacts: "Kontakt",
  language: "Sprache",
  tags: "Merkmale",
  tagsHint: "Durch Kommas getrennt: vip, regular, nuts, gluten, shellfish… oder eigene",
  ownerNotes: "Notizen fürs Team",
  guestNotes: "Was der Gast schrieb",
  bookings: "Buchungen",
  save: "Speichern",
  saved: "Gespeichert.",
  back: "Alle Gäste",
  mergeTitle: "Mit einem anderen Profil dieses Gastes zusammenführen",
  mergeHint: "Suchen Sie das andere Profil; seine Buchungen, Kontakte, Merkmale und Notizen kommen hierher.",
  mergeInto: "In dieses Profil übernehmen",
  mergeSure: (name: string) => `${name} in dieses Profil übernehmen? Das lässt sich nicht rückgängig machen.`,
  merged: "Profile zusammengeführt.",
  yes: "Ja, zusammenführen",
  no: "Abbrechen",
};

/** The Guests screen's and the card's history texts; German is typed as English's shape. */
export const guestsTexts: Record<ConsoleLang, typeof en> = { en, de };
