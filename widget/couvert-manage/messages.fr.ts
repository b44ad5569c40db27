import type { ManageMessages } from "./messages.ts";

/** `<couvert-manage>` in French. */
export const fr: ManageMessages = {
  intro: "Saisissez le numéro de réservation et le code PIN figurant dans votre confirmation.",
  find: "Afficher la réservation",
  numberInvalid: "Veuillez saisir le numéro de réservation (6 à 8 chiffres).",
  pinInvalid: "Veuillez saisir le code PIN à 6 caractères de votre confirmation.",
  title: (number) => `Réservation ${number}`,
  when: "Date et heure",
  contact: "Coordonnées",
  change: "Modifier la réservation",
  cancel: "Annuler la réservation",
  other: "Consulter une autre réservation",
  editTitle: "Modifier votre réservation",
  save: "Envoyer la modification",
  sending: "Envoi…",
  back: "Abandonner les modifications",
  nothingChanged: "Vous n’avez encore rien modifié.",
  applied: "Votre réservation a été modifiée.",
  requested:
    "Votre modification a été transmise au restaurant. Elle s’appliquera dès qu’il l’aura confirmée ; d’ici là, votre réservation reste inchangée.",
  requestHint:
    "Votre réservation est déjà confirmée : votre modification sera donc transmise au restaurant sous forme de demande. Elle s’appliquera dès qu’il l’aura acceptée ; d’ici là, votre réservation reste inchangée.",
  requestOpen: (date) => `Vous avez demandé une modification le ${date}. Le restaurant ne l’a pas encore confirmée :`,
  requestPrefilled:
    "La modification demandée figure ci-dessous. Ce que vous envoyez maintenant remplace cette demande ; rétablissez tout comme avant pour la retirer.",
  withdrawn: "Votre demande de modification a été retirée ; votre réservation reste inchangée.",
  removed: "supprimé",
  requestApproved: (date) => `Le restaurant a accepté votre modification du ${date}.`,
  requestDeclined: (date) => `Le restaurant a refusé votre modification du ${date} ; votre réservation reste telle qu’affichée.`,
  cancelQuestion: (when) => `Voulez-vous vraiment annuler votre réservation du ${when} ?`,
  cancelYes: "Oui, annuler la réservation",
  cancelNo: "Non, la conserver",
  cancelled: "Votre réservation a été annulée.",
  notCancellable: "Cette réservation ne peut plus être annulée en ligne. Veuillez contacter le restaurant.",
  closed:
    "Cette réservation ne peut plus être modifiée ni annulée en ligne. Contactez le restaurant si vous avez besoin de quoi que ce soit.",
  closedCancelled: "Cette réservation est annulée. Pour une autre visite, veuillez faire une nouvelle réservation.",
  lostPin: "Code PIN perdu ?",
  resetStart: "Recevoir un nouveau code PIN par e-mail",
  resetTitle: "Obtenir un nouveau code PIN",
  resetIntro:
    "Saisissez votre numéro de réservation et l’adresse e-mail indiquée lors de la réservation. Nous vous enverrons un nouveau code PIN par e-mail.",
  resetEmail: "Adresse e-mail",
  resetSend: "Envoyer un nouveau code PIN",
  resetBack: "Retour",
  resetDoneTitle: "Veuillez consulter vos e-mails",
  resetDone: (number, email) =>
    `Si ${email} est bien l’adresse e-mail de la réservation ${number}, un nouveau code PIN vous y est envoyé, et l’ancien ne fonctionne plus.`,
  resetNoMail: "Pas d’e-mail au bout de quelques minutes ? Vérifiez le numéro et l’adresse, ou contactez le restaurant.",
  resetEnterPin: "Saisir le nouveau code PIN",
};
