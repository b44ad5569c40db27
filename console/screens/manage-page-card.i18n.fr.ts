import type { ManagePageMessages } from "./manage-page-card.i18n.ts";

/** The manage page card in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: ManagePageMessages = {
  title: "Page de gestion",
  label: "Adresse de la page avec le widget de gestion",
  hint: "Là où les clients modifient ou annulent : la page de votre site où vous avez collé l’extrait de code. Chaque e-mail aux clients y renvoie.",
  fallback: "Tant que vous n’en indiquez pas, les e-mails aux clients renvoient à votre page de réservation :",
  save: "Enregistrer",
  saving: "Enregistrement…",
  saved: "Enregistré.",
  invalid: "Saisissez une adresse web complète, commençant par https://.",
};
