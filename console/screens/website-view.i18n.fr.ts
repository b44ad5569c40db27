import { plural } from "../../core/plural.ts";
import type { WebsiteMessages } from "./website-view.i18n.ts";

/** The Website screen in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: WebsiteMessages = {
  nav: "Site web",
  title: "Site web",
  intro:
    "Mettez le formulaire de réservation, la consultation des réservations et vos événements sur votre propre site : créez une clé, puis collez son extrait de code dans la page.",
  modules: {
    reservation: "Réservation de table",
    events: "Événements",
    menu: "Carte",
    reviews: "Avis",
    news: "Actualités",
    gallery: "Galerie",
    opening_hours: "Horaires d’ouverture",
  },
  keys: {
    title: "Clés",
    none: "Aucune clé pour l’instant. Créez-en une ci-dessous pour mettre les widgets sur votre site.",
    unnamed: "Clé sans nom",
    modules: "Peut lire",
    origins: "Sites web",
    anyOrigin: "N’importe quel site",
    created: "Créée le",
    lastUsed: "Dernière utilisation",
    never: "Jamais",
    revoked: "Révoquée",
    active: "Active",
    test: "Clé de test",
    editOrigins: "Modifier les sites",
    editOriginsOf: (prefix) => `Modifier les sites de la clé ${prefix}`,
    originsOf: (prefix) => `Sites de la clé ${prefix}`,
    save: "Enregistrer les sites",
    cancel: "Annuler",
    saved: "Enregistré : les nouveaux sites s’appliquent dès la prochaine requête.",
    revoke: "Révoquer",
    revokeOf: (prefix) => `Révoquer la clé ${prefix}`,
    confirmRevoke: (prefix) =>
      `Révoquer la clé ${prefix} ? Les sites qui l’utilisent cessent aussitôt de fonctionner ; c’est irréversible.`,
    yesRevoke: "Oui, révoquer",
    keep: "La garder",
    revokedNow: "Révoquée : la clé ne fonctionne plus nulle part.",
  },
  create: {
    title: "Nouvelle clé",
    intro: "Mieux vaut une clé par site : si l’une fuite, vous la révoquez sans toucher aux autres.",
    label: "Nom",
    optional: "facultatif",
    labelHint: "Pour vous seul, par ex. « Site principal ».",
    modules: "Ce que la clé peut lire",
    modulesHint:
      "Les widgets de réservation et de consultation ont besoin de la réservation de table ; le widget d’événements, des événements.",
    noModule: "Choisissez-en au moins un.",
    origins: "Sites web",
    originsHint:
      "L’adresse de chaque site qui affiche les widgets, par ex. https://bistro.example, une par ligne. Laissez vide pour autoriser n’importe quel site : quiconque copie la clé pourra alors l’utiliser sur le sien.",
    test: "Clé de test",
    testHint:
      "Pour tester votre site : ses réservations n’occupent jamais de table, ne parviennent à aucun client ni propriétaire et restent hors de votre journée et de l’export ; elles sont supprimées au bout de 7 jours.",
    submit: "Créer la clé",
    busy: "Création…",
  },
  origins: {
    problems: {
      wildcard: (entry) =>
        `« ${entry} » contient un *. Indiquez chaque site séparément, par ex. https://bistro.example et https://www.bistro.example.`,
      not_an_origin: (entry) =>
        `« ${entry} » n’est pas une adresse de site comme https://bistro.example (sans chemin tel que /reservation).`,
    },
    tooMany: (max) => `Indiquez ${max} sites au plus.`,
  },
  createdKey: {
    title: "Votre nouvelle clé : copiez-la maintenant",
    shownOnce: "Affichée une seule fois.",
    warning:
      "Couvert ne garde aucune copie de la clé : une fois cette page quittée, elle ne peut plus être affichée. Si vous la perdez, créez une nouvelle clé et révoquez celle-ci.",
    snippet: "Extrait de code pour votre site",
    snippetHint: "Collez-le dans la page de votre site où les widgets doivent apparaître.",
    wordpress: "Sur WordPress ?",
    wordpressHelp:
      "WordPress retire sans prévenir les <script> des articles des utilisateurs qui n’ont pas le droit de publier du HTML non filtré (auteurs, contributeurs, et tous sauf les super-administrateurs sur un réseau multisite). Collez l’extrait dans un bloc HTML personnalisé en tant qu’administrateur, ou placez une fois la ligne <script> dans l’en-tête du site (avec une extension d’en-tête) et seulement les éléments <couvert-…> dans les pages.",
    noSnippet: "Cette clé ne sert aucun widget : elle est destinée à d’autres programmes qui lisent l’API.",
    key: "La clé seule",
    copySnippet: "Copier l’extrait",
    copyKey: "Copier la clé",
    copied: "Copié dans le presse-papiers.",
    copyFailed: "Copie impossible : sélectionnez le texte et copiez-le.",
    done: "C’est fait, je l’ai copiée",
  },
  preview: {
    title: "Aperçu",
    intro:
      "Ce que voient les clients sur votre site, dans votre couleur d’accent, avec vos vrais horaires et événements. Rien n’est réservé d’ici.",
    unpublished: "Les clients ne peuvent pas encore réserver : le restaurant n’est pas publié.",
    booking: "Formulaire de réservation",
    manage: "Consulter une réservation",
    events: "Événements",
    loading: "Chargement de l’aperçu…",
    failed: "L’aperçu n’a pas pu être chargé.",
  },
  testSpace: {
    title: "Réservations de test",
    intro:
      "Ce qu’auraient envoyé les réservations faites avec vos clés de test, les plus récentes d’abord : enregistré ici, jamais envoyé. Les réservations de test sont supprimées au bout de 7 jours.",
    none: "Aucun message de test pour l’instant.",
    channels: { email: "E-mail", messaging: "WhatsApp", webhook: "Webhook" },
    to: (recipient) => `à ${recipient}`,
    purge: "Supprimer toutes les réservations de test",
    purged: (count) => plural("fr", count, { one: "# réservation de test supprimée.", other: "# réservations de test supprimées." }),
  },
};
