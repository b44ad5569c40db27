import type { EditTexts } from "./reservation-edit.i18n.ts";

/** The edit form and Undo in Dutch: part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: EditTexts = {
  edit: "Wijzigen",
  title: (number) => `Reservering ${number} wijzigen`,
  when: "Datum en tijd",
  party: "Couverts",
  firstName: "Voornaam",
  lastName: "Achternaam",
  phone: "Telefoon",
  email: "E-mail",
  notes: "Speciale wensen",
  save: "Opslaan en gast informeren",
  cancel: "Sluiten zonder opslaan",
  told: (number) => `Reservering ${number} gewijzigd; de gast wordt geïnformeerd.`,
  unchanged: "Er is niets gewijzigd.",
  full: "Dit tijdstip is vol. De reservering toch wijzigen, boven de capaciteit?",
  changeAnyway: "Toch wijzigen",
  back: "Terug naar het formulier",
  undo: "Ongedaan maken",
  undone: (number, status) => `Reservering ${number} staat weer op ‘${status}’.`,
};
