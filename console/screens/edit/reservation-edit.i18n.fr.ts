import type { EditTexts } from "./reservation-edit.i18n.ts";

/** The edit form and Undo in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: EditTexts = {
  edit: "Modifier",
  title: (number) => `Modifier la réservation ${number}`,
  when: "Date et heure",
  party: "Couverts",
  firstName: "Prénom",
  lastName: "Nom",
  phone: "Téléphone",
  email: "E-mail",
  notes: "Demandes particulières",
  save: "Enregistrer et prévenir le client",
  cancel: "Fermer sans enregistrer",
  told: (number) => `Réservation ${number} modifiée ; le client est prévenu.`,
  unchanged: "Aucune modification.",
  full: "Cet horaire est complet. Modifier quand même la réservation, au-delà de la capacité ?",
  changeAnyway: "Modifier quand même",
  back: "Retour au formulaire",
  undo: "Annuler l’action",
  undone: (number, status) => `Réservation ${number} : de nouveau « ${status} ».`,
};
