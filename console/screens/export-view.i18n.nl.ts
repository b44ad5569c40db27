import type { ExportTexts } from "./export-view.i18n.ts";

/** The export screen in Dutch ("u"): part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: ExportTexts = {
  nav: "Exporteren",
  title: "Reserveringen exporteren",
  intro: "Alle reserveringen die op deze dagen beginnen, met welke status ook, als CSV-bestand voor een spreadsheet.",
  from: "Van",
  to: "Tot en met",
  downloadExcel: "Downloaden voor Excel",
  download: "CSV downloaden",
  hint: "Het Excel-bestand opent met accenten en telefoonnummers zoals ze zijn; de CSV is kaal, voor Numbers, LibreOffice en andere programma's. Datums en tijden zijn die van het restaurant ter plaatse.",
  order: "De einddatum mag niet vóór de begindatum liggen.",
  tooLong: (days) => `Kies hoogstens ${days} dagen tegelijk.`,
};
