import type { ManagePageMessages } from "./manage-page-card.i18n.ts";

/** The manage page card in Dutch: part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: ManagePageMessages = {
  title: "Beheerpagina",
  label: "Adres van de pagina met de beheerwidget",
  hint: "Waar gasten wijzigen of annuleren: de pagina van uw website waarin u het codefragment hebt geplakt. Elke e-mail aan gasten linkt daarheen.",
  fallback: "Zolang u er geen opgeeft, linken e-mails aan gasten naar uw reserveringspagina:",
  save: "Opslaan",
  saving: "Opslaan…",
  saved: "Opgeslagen.",
  invalid: "Vul een volledig webadres in dat begint met https://.",
};
