import type { ManagePageMessages } from "./manage-page-card.i18n.ts";

/** The manage page card in Italian: part of console/i18n/packs/it.ts, loaded with the language. */
export const it: ManagePageMessages = {
  title: "Pagina di gestione",
  label: "Indirizzo della pagina con il widget di gestione",
  hint: "Dove i clienti modificano o annullano: la pagina del Suo sito in cui ha incollato lo snippet. Ogni e-mail ai clienti rimanda lì.",
  fallback: "Finché non ne indica una, le e-mail ai clienti rimandano alla Sua pagina di prenotazione:",
  save: "Salva",
  saving: "Salvataggio…",
  saved: "Salvato.",
  invalid: "Inserisca un indirizzo web completo, che inizi con https://.",
};
