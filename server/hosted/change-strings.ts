import type { Lang } from "../../core/locale.ts";

/**
 * The words of the hosted page's change form without JavaScript (docs/api.md §18.2), one typed
 * object per language of core/locale.ts `LANGS`, kept apart from `hosted-strings.ts` (the page's).
 */
export interface ChangeStrings {
  heading: string;
  /** Shown when the reservation is confirmed: the change goes to the restaurant as a request. */
  requestNote: string;
  newTime: string;
  noTimes: string;
  change: string;
  changed: string;
  requested: string;
}

const en: ChangeStrings = {
  heading: "Change the reservation",
  requestNote: "The restaurant confirms a change before it applies; until then your reservation stays as it is.",
  newTime: "New time",
  noTimes: "No free times on this date for this party. Try another date or party size.",
  change: "Change reservation",
  changed: "Your reservation is changed.",
  requested: "Your change has reached the restaurant. You will hear from them once they have decided.",
};

const de: ChangeStrings = {
  heading: "Reservierung ändern",
  requestNote: "Das Restaurant bestätigt eine Änderung, bevor sie gilt; bis dahin bleibt Ihre Reservierung, wie sie ist.",
  newTime: "Neue Uhrzeit",
  noTimes: "An diesem Tag ist für diese Personenzahl nichts mehr frei. Versuchen Sie ein anderes Datum oder eine andere Personenzahl.",
  change: "Reservierung ändern",
  changed: "Ihre Reservierung ist geändert.",
  requested: "Ihre Änderung ist beim Restaurant angekommen. Sie hören von ihm, sobald es entschieden hat.",
};

const fr: ChangeStrings = {
  heading: "Modifier la réservation",
  requestNote: "Le restaurant confirme une modification avant qu'elle ne s'applique ; d'ici là, votre réservation reste inchangée.",
  newTime: "Nouvel horaire",
  noTimes: "Plus aucun horaire libre ce jour-là pour ce nombre de personnes. Essayez une autre date ou un autre nombre.",
  change: "Modifier la réservation",
  changed: "Votre réservation est modifiée.",
  requested: "Votre demande de modification a été transmise au restaurant. Il vous répondra dès qu'il aura décidé.",
};

const it: ChangeStrings = {
  heading: "Modifica la prenotazione",
  requestNote: "Il ristorante conferma una modifica prima che valga; fino ad allora la prenotazione resta com'è.",
  newTime: "Nuovo orario",
  noTimes: "In questa data non ci sono più orari liberi per questo numero di persone. Provi un'altra data o un altro numero.",
  change: "Modifica la prenotazione",
  changed: "La prenotazione è stata modificata.",
  requested: "La richiesta di modifica è arrivata al ristorante. Le risponderà appena avrà deciso.",
};

const es: ChangeStrings = {
  heading: "Cambiar la reserva",
  requestNote: "El restaurante confirma cada cambio antes de aplicarlo; hasta entonces, su reserva sigue como está.",
  newTime: "Nueva hora",
  noTimes: "Ya no quedan horas libres ese día para tantas personas. Pruebe otra fecha u otro número de personas.",
  change: "Cambiar la reserva",
  changed: "Su reserva ha cambiado.",
  requested: "Su cambio ha llegado al restaurante. Le responderán en cuanto lo hayan decidido.",
};

const nl: ChangeStrings = {
  heading: "Reservering wijzigen",
  requestNote: "Het restaurant bevestigt een wijziging voordat die geldt; tot dan blijft uw reservering zoals ze is.",
  newTime: "Nieuwe tijd",
  noTimes: "Op deze datum is er voor dit aantal personen niets meer vrij. Probeer een andere datum of een ander aantal.",
  change: "Reservering wijzigen",
  changed: "Uw reservering is gewijzigd.",
  requested: "Uw wijziging is bij het restaurant aangekomen. U hoort van hen zodra ze hebben besloten.",
};

export const CHANGE_STRINGS: Record<Lang, ChangeStrings> = { en, de, fr, it, es, nl };
