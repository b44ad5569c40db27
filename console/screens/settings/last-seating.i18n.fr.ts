import { plural } from "../../../core/plural.ts";
import type { LastSeatingTexts } from "./last-seating.i18n.ts";

/** The hours editor's last seating and preview in French: part of console/i18n/packs/fr.ts. */
export const fr: LastSeatingTexts = {
  lastSeating: "Dernière arrivée",
  lastSeatingOn: (day, n) => `${day}, plage ${n} : dernière arrivée (facultatif)`,
  staysPastClosing: "Le repas peut se prolonger après la fermeture",
  staysPastClosingOf: (n) => `Service ${n} : le repas peut se prolonger après la fermeture`,
  arrivals: (first, last, count) =>
    count === 1
      ? `Réservable à ${first}`
      : `Réservable de ${first} à ${last} (${plural("fr", count, { one: "# horaire", other: "# horaires" })})`,
  noTimes: "Aucun horaire réservable : un repas ne tient pas avant la fermeture.",
};
