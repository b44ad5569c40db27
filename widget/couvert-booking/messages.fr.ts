import type { BookingMessages } from "./messages.ts";

/** `<couvert-booking>` in French. */
export const fr: BookingMessages = {
  submit: "Réserver une table",
  submitting: "Réservation…",
  manualHint: "Le restaurant confirme lui-même chaque réservation ; il reviendra vers vous.",
  doneTitle: {
    pending: "Merci ! Nous avons bien reçu votre demande de réservation.",
    confirmed: "Merci ! Votre table est réservée.",
  },
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending:
      "Votre table n’est pas encore confirmée : le restaurant va confirmer votre demande et vous répondra par les moyens que vous avez choisis.",
    confirmed: "Le restaurant a confirmé votre réservation. Une confirmation vous est envoyée par les moyens que vous avez choisis.",
  },
  keepCodes:
    "Conservez votre numéro de réservation et votre code PIN : ils vous seront demandés pour modifier ou annuler votre réservation.",
  manage: "Gérer votre réservation",
  copyNumber: "Copier le numéro de réservation",
  copyPin: "Copier le code PIN",
  addToCalendar: "Ajouter au calendrier",
  again: "Faire une autre réservation",
  calendarTitle: (guests, restaurant) => `Table pour ${guests}, ${restaurant}`,
  calendarText: (number) => `Numéro de réservation ${number}`,
  preferredTime: "Heure souhaitée",
  allTimes: (n) => `Tous les horaires (${n})`,
  fewerTimes: "Moins d’horaires",
  noTimesOn: (guests, day) => `Aucun horaire libre pour ${guests} le ${day}.`,
  nearestDays: "Les jours les plus proches avec des horaires libres :",
  noNearDays: "Rien n’est libre non plus aux alentours ; veuillez contacter le restaurant.",
  nothingNear: (guests, time, day) => `Rien de libre pour ${guests} vers ${time} le ${day}.`,
  notifyMe: "Me prévenir si une table se libère",
  notifyIntro:
    "Laissez vos coordonnées : si une table se libère entre ces horaires, nous vous envoyons par e-mail un lien pour la réserver.",
  windowFrom: "De",
  windowTo: "À",
  notifySubmit: "M’inscrire sur la liste d’attente",
  notifyDone: "Vous êtes sur la liste d’attente. Nous vous écrirons si une table se libère.",
  callUs: "Appelez le restaurant :",
};
