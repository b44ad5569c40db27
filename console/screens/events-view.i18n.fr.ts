import type { EventsTexts } from "./events-view.i18n.ts";

/** The Events screen, its form and preview in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: EventsTexts = {
  title: "Événements",
  intro:
    "Ce qu’affiche le widget d’événements sur votre site. Un nouvel événement commence en brouillon : les clients le voient une fois publié.",
  newEvent: "Nouvel événement",
  lists: {
    upcoming: "À venir",
    drafts: "Brouillons",
    past: "Passés et archivés",
  },
  empty: {
    upcoming: "Aucun événement publié à venir.",
    drafts: "Aucun brouillon.",
    past: "Aucun événement passé ou archivé.",
  },
  status: { draft: "Brouillon", published: "Publié", archived: "Archivé" },
  pinned: "Épinglé",
  imported: (platform) => `Depuis ${platform}`,
  importedHint:
    "Les événements importés (« Depuis … ») se modifient à leur source ; ici, vous pouvez les épingler, les publier, les archiver ou les supprimer.",
  actions: {
    edit: "Modifier",
    pin: "Épingler",
    unpin: "Désépingler",
    publish: "Publier",
    archive: "Archiver",
    delete: "Supprimer",
  },
  confirmDelete: (title) =>
    `Supprimer définitivement « ${title} » ? Impossible de le récupérer ensuite. Pour le garder sans que les clients le voient, archivez-le plutôt.`,
  deleteForGood: "Supprimer définitivement",
  keep: "Le garder",
  done: {
    created: (title) => `« ${title} » est enregistré en brouillon.`,
    saved: (title) => `Les modifications de « ${title} » sont enregistrées.`,
    pinned: (title) => `« ${title} » est épinglé : il passe en tête des événements à venir.`,
    unpinned: (title) => `« ${title} » n’est plus épinglé.`,
    published: (title) => `« ${title} » est publié : les clients le voient désormais.`,
    archived: (title) => `« ${title} » est archivé : les clients ne le voient plus.`,
    deleted: (title) => `« ${title} » est supprimé.`,
  },
  form: {
    newTitle: "Nouvel événement",
    editTitle: (title) => `Modifier « ${title} »`,
    title: "Titre",
    description: "Description",
    start: "Début",
    end: "Fin",
    location: "Lieu",
    ticketUrl: "Lien de billetterie",
    coverUrl: "Image de couverture (adresse web)",
    optional: "facultatif",
    zone: (zone) => `Heures de ${zone}, le fuseau horaire du restaurant.`,
    urlHint: "Une adresse web comme https://bistro.example/billets",
    coverHint: "Une adresse web d'image comme https://bistro.example/photos/degustation.jpg",
    saveDraft: "Enregistrer le brouillon",
    save: "Enregistrer les modifications",
    cancel: "Annuler",
    saving: "Enregistrement…",
    fixFields: "Corrigez les champs signalés.",
  },
  preview: {
    title: "Aperçu",
    hint: "Tel que l’affiche le widget d’événements sur votre site.",
    incomplete: "L’aperçu apparaît dès que l’événement a un titre et un début.",
  },
  invalid: {
    title: "Saisissez un titre.",
    start: "Saisissez la date et l’heure de début.",
    gap: (zone) => `Cette heure n’existe pas en ${zone} : on avance les horloges à ce moment-là.`,
    end: "La fin doit être après le début.",
    url: "Saisissez une adresse web commençant par https://",
    tooLong: "Ce texte est trop long.",
    notEditable: "Cet événement est importé : modifiez son texte à sa source.",
  },
};
