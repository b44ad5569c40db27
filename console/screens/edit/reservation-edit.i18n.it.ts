import type { EditTexts } from "./reservation-edit.i18n.ts";

/** The edit form and Undo in Italian: part of console/i18n/packs/it.ts, loaded with the language. */
export const it: EditTexts = {
  edit: "Modifica",
  title: (number) => `Modifica la prenotazione ${number}`,
  when: "Data e ora",
  party: "Coperti",
  firstName: "Nome",
  lastName: "Cognome",
  phone: "Telefono",
  email: "E-mail",
  notes: "Richieste particolari",
  save: "Salva e avvisa il cliente",
  cancel: "Chiudi senza salvare",
  told: (number) => `Prenotazione ${number} modificata; il cliente viene avvisato.`,
  unchanged: "Nessuna modifica.",
  full: "Questo orario è al completo. Modificare comunque la prenotazione, oltre la capienza?",
  changeAnyway: "Modifica comunque",
  back: "Torna al modulo",
  undo: "Annulla l’azione",
  undone: (number, status) => `Prenotazione ${number}: di nuovo «${status}».`,
};
