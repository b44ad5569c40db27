import { catalog } from "../../ui-shared/lazy-catalog.ts";

const en = {
  nav: "Export",
  title: "Export reservations",
  intro: "Every reservation starting on these days, whatever its status, as a CSV file for a spreadsheet.",
  from: "From",
  to: "To",
  downloadExcel: "Download for Excel",
  download: "Download CSV",
  hint: "The Excel file opens with accents and phone numbers intact; the CSV is plain, for Numbers, LibreOffice and other programs. Dates and times are the restaurant's local ones.",
  order: "The end date must be on or after the start date.",
  tooLong: (days: number) => `Choose at most ${days} days at once.`,
};

export type ExportTexts = typeof en;

const de: ExportTexts = {
  nav: "Export",
  title: "Reservierungen exportieren",
  intro: "Alle Reservierungen, die an diesen Tagen beginnen, gleich welcher Status, als CSV-Datei für eine Tabellenkalkulation.",
  from: "Von",
  to: "Bis",
  downloadExcel: "Für Excel herunterladen",
  download: "CSV herunterladen",
  hint: "Die Excel-Datei öffnet sich mit Umlauten und Telefonnummern, wie sie sind; die CSV-Datei ist schlicht, für Numbers, LibreOffice und andere Programme. Datum und Uhrzeit sind die Ortszeit des Restaurants.",
  order: "Das Enddatum darf nicht vor dem Anfangsdatum liegen.",
  tooLong: (days: number) => `Bitte höchstens ${days} Tage auf einmal wählen.`,
};

/** The export screen's texts; German is typed as English's shape, so a missing key does not compile. */
export const exportTexts = catalog("export", { en, de });
