import type { ExportTexts } from "./export-view.i18n.ts";

/** The export screen in Italian ("Lei"): part of console/i18n/packs/it.ts, loaded with the language. */
export const it: ExportTexts = {
  nav: "Esporta",
  title: "Esporta le prenotazioni",
  intro: "Tutte le prenotazioni che iniziano in questi giorni, in qualunque stato, in un file CSV per un foglio di calcolo.",
  from: "Dal",
  to: "Al",
  downloadExcel: "Scarica per Excel",
  download: "Scarica CSV",
  hint: "Il file per Excel si apre con accenti e numeri di telefono intatti; il CSV è semplice, per Numbers, LibreOffice e altri programmi. Date e orari sono quelli locali del ristorante.",
  order: "La data di fine non può precedere quella di inizio.",
  tooLong: (days) => `Scelga al massimo ${days} giorni alla volta.`,
};
