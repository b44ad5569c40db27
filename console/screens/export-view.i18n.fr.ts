import type { ExportTexts } from "./export-view.i18n.ts";

/** The export screen in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: ExportTexts = {
  nav: "Export",
  title: "Exporter les réservations",
  intro: "Toutes les réservations qui commencent ces jours-là, quel que soit leur statut, dans un fichier CSV pour un tableur.",
  from: "Du",
  to: "Au",
  downloadExcel: "Télécharger pour Excel",
  download: "Télécharger le CSV",
  hint: "Le fichier Excel s’ouvre avec les accents et les numéros de téléphone intacts ; le CSV est brut, pour Numbers, LibreOffice et les autres logiciels. Dates et heures sont celles du restaurant.",
  order: "La date de fin ne peut pas précéder la date de début.",
  tooLong: (days) => `Choisissez ${days} jours au plus à la fois.`,
};
