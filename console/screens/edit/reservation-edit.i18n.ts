import { catalog } from "../../../ui-shared/lazy-catalog.ts";

const en = {
  edit: "Edit",
  title: (number: number) => `Change reservation ${number}`,
  when: "Date and time",
  party: "Guests",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "E-mail",
  notes: "Special requests",
  save: "Save and tell the guest",
  cancel: "Close without saving",
  told: (number: number) => `Reservation ${number} changed; the guest is told.`,
  unchanged: "Nothing was changed.",
  /** The warning's own words where booking for a guest speaks of a new booking. */
  full: "This time is full. Change the booking anyway, over capacity?",
  changeAnyway: "Change anyway",
  back: "Back to the form",
  /** Undo after a status tap (docs/api.md §6.3). */
  undo: "Undo",
  undone: (number: number, status: string) => `Reservation ${number} is ${status} again.`,
};

const de: typeof en = {
  edit: "Ändern",
  title: (number: number) => `Reservierung ${number} ändern`,
  when: "Datum und Uhrzeit",
  party: "Gäste",
  firstName: "Vorname",
  lastName: "Nachname",
  phone: "Telefon",
  email: "E-Mail",
  notes: "Besondere Wünsche",
  save: "Speichern und Gast benachrichtigen",
  cancel: "Schließen ohne Speichern",
  told: (number: number) => `Reservierung ${number} geändert; der Gast wird benachrichtigt.`,
  unchanged: "Es wurde nichts geändert.",
  full: "Diese Uhrzeit ist ausgebucht. Die Reservierung trotzdem über die Kapazität hinaus ändern?",
  changeAnyway: "Trotzdem ändern",
  back: "Zurück zum Formular",
  undo: "Rückgängig",
  undone: (number: number, status: string) => `Reservierung ${number} ist wieder ${status}.`,
};

/** The texts of a reservation's edit form and of Undo; German is typed as English's shape. */
export const editTexts = catalog("reservation-edit", { en, de });
export type EditTexts = typeof en;
