import type { GettingStartedMessages } from "./getting-started-view.i18n.ts";

/** The walkthrough in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: GettingStartedMessages = {
  nav: "Premiers pas",
  title: "Premiers pas",
  intro: "Sept étapes, et vos clients peuvent réserver une table sur votre propre site. Tout reste modifiable ensuite dans les Paramètres.",
  progressLabel: "Étapes",
  done: "fait",
  notDone: "à faire",
  stepOf: (n, of) => `Étape ${n} sur ${of}`,
  back: "Retour",
  next: "Suivant",
  steps: {
    details: {
      title: "Votre restaurant",
      why: "Les clients voient son nom dans le widget de réservation, et retrouvent votre adresse et votre téléphone dans chaque e-mail de confirmation.",
    },
    hours: {
      title: "Horaires d’ouverture",
      why: "Les clients ne peuvent choisir que des heures où vous êtes ouvert. Ajoutez jours fériés et dates particulières maintenant ou au fil de l’eau.",
    },
    capacity: {
      title: "Capacité et règles de réservation",
      why: "Combien de couverts vous pouvez servir en même temps : sans cela, le widget accepterait un nombre illimité de réservations pour un même horaire. Les autres règles ont des valeurs par défaut raisonnables.",
    },
    notifications: {
      title: "Qui est prévenu des réservations",
      why: "Au moins une adresse e-mail prévenue de chaque nouvelle réservation et de chaque modification. Sans elle, personne au restaurant ne sait qu’un client a réservé.",
    },
    website: {
      title: "Votre site web",
      why: "Créez une clé et collez l’extrait de code dans votre site, là où le formulaire de réservation doit apparaître. L’aperçu montre ce que verront les clients.",
    },
    manage: {
      title: "Page de modification et d’annulation",
      why: "La page de votre site avec le widget de gestion (l’extrait de code le place sous le formulaire de réservation) : le bouton « Modifier ou annuler votre réservation » de chaque e-mail aux clients y mène. Tant que vous ne l’avez pas indiquée, il mène à votre page de réservation sur Couvert.",
    },
    publish: {
      title: "Mise en ligne",
      why: "Tant que vous n’avez pas publié, les widgets de votre site n’acceptent aucune réservation.",
    },
  },
  checklist: "Avant de publier",
  live: "Vous êtes en ligne : les clients peuvent réserver sur votre site. Les nouvelles réservations apparaissent dans la vue Jour dès leur arrivée.",
  toDay: "Voir les réservations du jour",
};
