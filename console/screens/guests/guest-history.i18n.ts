import type { ConsoleLang } from "../../i18n/index.ts";

const ordinalEn = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

const en = {
  nav: "Guests",
  /** The card's history line (issue 29): "3rd visit", "first visit". */
  visit: (n: number) => (n === 1 ? "first visit" : `${ordinalEn(n)} visit`),
  noShows: (n: number) => (n === 1 ? "1 no-show" : `${n} no-shows`),
  lateCancellations: (n: number) => (n === 1 ? "1 late cancellation" : `${n} late cancellations`),
  allergy: (tags: string) => `allergy: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Open ${name}'s profile`,
};

const de: typeof en = {
  nav: "Gäste",
  visit: (n: number) => (n === 1 ? "erster Besuch" : `${n}. Besuch`),
  noShows: (n: number) => (n === 1 ? "1 No-Show" : `${n} No-Shows`),
  lateCancellations: (n: number) => (n === 1 ? "1 kurzfristige Absage" : `${n} kurzfristige Absagen`),
  allergy: (tags: string) => `Allergie: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Profil von ${name} öffnen`,
};

/** What the main chunk says of guests: the navigation's label and the card's history line. */
export const guestCardTexts: Record<ConsoleLang, typeof en> = { en, de };
