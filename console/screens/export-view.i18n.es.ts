import type { ExportTexts } from "./export-view.i18n.ts";

/** The export screen in Spanish ("usted"): part of console/i18n/packs/es.ts, loaded with the language. */
export const es: ExportTexts = {
  nav: "Exportar",
  title: "Exportar reservas",
  intro: "Todas las reservas que empiezan en estos días, sea cual sea su estado, en un archivo CSV para una hoja de cálculo.",
  from: "Desde",
  to: "Hasta",
  downloadExcel: "Descargar para Excel",
  download: "Descargar CSV",
  hint: "El archivo de Excel se abre con las tildes y los teléfonos intactos; el CSV es sencillo, para Numbers, LibreOffice y otros programas. Las fechas y horas son las locales del restaurante.",
  order: "La fecha final no puede ser anterior a la inicial.",
  tooLong: (days) => `Elija como máximo ${days} días de una vez.`,
};
