import type { WaitlistCatalog } from "./catalog.en.ts";

/** Les textes de la liste d’attente en français (« vous »). */
export const fr: WaitlistCatalog = {
  formats: {
    when: "cccc d LLLL yyyy 'à' HH:mm",
    day: "cccc d LLLL yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n <= 1 ? `${n} personne` : `${n} personnes`),
  labels: {
    restaurant: "Restaurant",
    when: "Date et heure",
    day: "Date",
    window: "Entre",
    party: "Personnes",
    details: "Détails",
    number: "Numéro de réservation",
    pin: "Code PIN",
  },
  joined: {
    subject: (restaurant: string) => `Vous êtes sur la liste d’attente de ${restaurant}`,
    title: "Vous êtes sur la liste d’attente",
    intro: (name: string, restaurant: string) =>
      `Bonjour ${name}, ${restaurant} vous a inscrit sur sa liste d’attente. Dès qu’une table qui vous convient se libère, nous vous envoyons une offre par e-mail ; le premier client qui l’accepte obtient la table.`,
  },
  offer: {
    subject: (restaurant: string) => `Une table est libre chez ${restaurant}`,
    title: "Une table est libre pour vous",
    intro: (name: string, minutes: number) =>
      `Bonjour ${name}, une table s’est libérée. Elle est à vous si vous la réservez dans les ${minutes} minutes ; ensuite, elle est proposée au client suivant sur la liste.`,
    claim: "Réserver cette table",
    claimHint: "Un autre client a peut-être été plus rapide : le lien vous le dira aussitôt.",
  },
  leave: {
    link: "Quitter la liste d’attente",
    hint: "Si vous n’avez plus besoin de table, ce lien vous retire de la liste.",
  },
  footer: (restaurant: string) =>
    `Vous recevez cet e-mail parce que vous avez demandé à être inscrit sur la liste d’attente de ${restaurant}.`,
  page: {
    claimTitle: "Réserver la table proposée",
    claimIntro: (restaurant: string) => `${restaurant} vous propose cette table. La réserver crée aussitôt une réservation.`,
    claimButton: "Réserver cette table",
    acceptTerms: "J’accepte les conditions générales",
    bookedTitle: "Votre table est réservée",
    bookedIntro:
      "Conservez le numéro de réservation et le code PIN : ils vous seront demandés pour modifier ou annuler. Ils ne figurent qu’ici et dans votre e-mail.",
    goneTitle: "Cette table n’est plus disponible",
    goneIntro:
      "Un autre client l’a réservée avant vous, ou elle n’est plus libre. Vous restez sur la liste d’attente pour la prochaine table qui se libère.",
    expiredTitle: "Cette offre a expiré",
    expiredIntro:
      "Le délai pour réserver cette table est écoulé ; elle a été proposée au client suivant. Vous restez sur la liste d’attente.",
    usedTitle: "Cette offre a déjà été utilisée",
    usedIntro: "Ce lien a déjà servi à réserver une table ; votre e-mail de confirmation contient son numéro et son code PIN.",
    unknownTitle: "Lien introuvable",
    unknownIntro: "Ce lien n’est pas valide. Copiez le lien complet depuis l’e-mail, ou contactez le restaurant.",
    leaveTitle: "Quitter la liste d’attente",
    leaveIntro: (restaurant: string) =>
      `Vous retirer de la liste d’attente de ${restaurant} ? Vous ne recevrez plus d’offres pour cette date.`,
    leaveButton: "Quitter la liste d’attente",
    leftTitle: "Vous avez quitté la liste d’attente",
    leftIntro: "Vous ne recevrez plus d’offres pour cette date.",
  },
};
