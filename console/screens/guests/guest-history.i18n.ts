import { plural } from "../../../core/plural.ts";
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

const fr: typeof en = {
  nav: "Clients",
  visit: (n: number) => (n === 1 ? "première visite" : `${n}e visite`),
  noShows: (n: number) => plural("fr", n, { one: "# non-présentation", other: "# non-présentations" }),
  lateCancellations: (n: number) => plural("fr", n, { one: "# annulation tardive", other: "# annulations tardives" }),
  allergy: (tags: string) => `allergie : ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Ouvrir le profil de ${name}`,
};

const it: typeof en = {
  nav: "Clienti",
  visit: (n: number) => (n === 1 ? "prima visita" : `${n}ª visita`),
  noShows: (n: number) => plural("it", n, { one: "# mancata presentazione", other: "# mancate presentazioni" }),
  lateCancellations: (n: number) => plural("it", n, { one: "# cancellazione tardiva", other: "# cancellazioni tardive" }),
  allergy: (tags: string) => `allergia: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Apri il profilo di ${name}`,
};

const es: typeof en = {
  nav: "Clientes",
  visit: (n: number) => (n === 1 ? "primera visita" : `${n}.ª visita`),
  noShows: (n: number) => plural("es", n, { one: "# ausencia sin aviso", other: "# ausencias sin aviso" }),
  lateCancellations: (n: number) => plural("es", n, { one: "# cancelación tardía", other: "# cancelaciones tardías" }),
  allergy: (tags: string) => `alergia: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Abrir el perfil de ${name}`,
};

const nl: typeof en = {
  nav: "Gasten",
  visit: (n: number) => (n === 1 ? "eerste bezoek" : `${n}e bezoek`),
  noShows: (n: number) => `${n} keer niet verschenen`,
  lateCancellations: (n: number) => plural("nl", n, { one: "# late annulering", other: "# late annuleringen" }),
  allergy: (tags: string) => `allergie: ${tags}`,
  vip: "VIP",
  openProfile: (name: string) => `Profiel van ${name} openen`,
};

/** What the main chunk says of guests: the navigation's label and the card's history line. */
export const guestCardTexts: Record<ConsoleLang, typeof en> = { en, de, fr, it, es, nl };
