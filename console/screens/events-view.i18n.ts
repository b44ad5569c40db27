import { catalog, textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { EventStatus } from "../../core/events/schemas.ts";
import type { ConsoleLang } from "../i18n/index.ts";

/** The Events screen's English texts (the screen, its form and preview); German is typed as `EventsTexts`, so a missing key does not compile. */
const en = {
  title: "Events",
  intro: "What the events widget on your website shows. A new event starts as a draft: guests see it once you publish it.",
  newEvent: "New event",
  lists: {
    upcoming: "Upcoming",
    drafts: "Drafts",
    past: "Past and archived",
  },
  empty: {
    upcoming: "No published events ahead.",
    drafts: "No drafts.",
    past: "No past or archived events.",
  },
  status: { draft: "Draft", published: "Published", archived: "Archived" } as Record<EventStatus, string>,
  pinned: "Pinned",
  imported: (platform: string) => `From ${platform}`,
  importedHint: "Imported events (“From …”) are edited where they come from; here you can pin, publish, archive or delete them.",
  actions: {
    edit: "Edit",
    pin: "Pin",
    unpin: "Unpin",
    publish: "Publish",
    archive: "Archive",
    delete: "Delete",
  },
  confirmDelete: (title: string) =>
    `Delete “${title}” for good? It cannot be restored. To keep it without guests seeing it, archive it instead.`,
  deleteForGood: "Delete for good",
  keep: "Keep it",
  done: {
    created: (title: string) => `“${title}” is saved as a draft.`,
    saved: (title: string) => `Changes to “${title}” are saved.`,
    pinned: (title: string) => `“${title}” is pinned: it comes first among the upcoming events.`,
    unpinned: (title: string) => `“${title}” is no longer pinned.`,
    published: (title: string) => `“${title}” is published: guests see it now.`,
    archived: (title: string) => `“${title}” is archived: guests no longer see it.`,
    deleted: (title: string) => `“${title}” is deleted.`,
  },
  form: {
    newTitle: "New event",
    editTitle: (title: string) => `Edit “${title}”`,
    title: "Title",
    description: "Description",
    start: "Starts",
    end: "Ends",
    location: "Location",
    ticketUrl: "Ticket link",
    coverUrl: "Cover image (web address)",
    optional: "optional",
    zone: (zone: string) => `Times are in ${zone}, the restaurant's time zone.`,
    urlHint: "A web address such as https://bistro.example/tickets",
    coverHint: "An image's web address such as https://bistro.example/photos/tasting.jpg",
    saveDraft: "Save draft",
    save: "Save changes",
    cancel: "Cancel",
    saving: "Saving…",
    fixFields: "Please correct the marked fields.",
  },
  preview: {
    title: "Preview",
    hint: "As the events widget on your website shows it.",
    incomplete: "The preview appears once the event has a title and a start.",
  },
  invalid: {
    title: "Enter a title.",
    start: "Enter the date and time it starts.",
    gap: (zone: string) => `This time does not exist in ${zone}: the clocks go forward then.`,
    end: "The end must be after the start.",
    url: "Enter a web address starting with https://",
    tooLong: "This text is too long.",
    notEditable: "This event is imported: change its text where it comes from.",
  },
};

export type EventsTexts = typeof en;

const de: EventsTexts = {
  title: "Veranstaltungen",
  intro:
    "Was das Veranstaltungs-Widget auf Ihrer Website zeigt. Eine neue Veranstaltung beginnt als Entwurf: Gäste sehen sie, sobald Sie sie veröffentlichen.",
  newEvent: "Neue Veranstaltung",
  lists: {
    upcoming: "Bevorstehend",
    drafts: "Entwürfe",
    past: "Vergangen und archiviert",
  },
  empty: {
    upcoming: "Keine veröffentlichten Veranstaltungen in der Zukunft.",
    drafts: "Keine Entwürfe.",
    past: "Keine vergangenen oder archivierten Veranstaltungen.",
  },
  status: { draft: "Entwurf", published: "Veröffentlicht", archived: "Archiviert" },
  pinned: "Angeheftet",
  imported: (platform) => `Von: ${platform}`,
  importedHint:
    "Importierte Veranstaltungen („Von: …“) werden dort bearbeitet, woher sie kommen; hier können Sie sie anheften, veröffentlichen, archivieren oder löschen.",
  actions: {
    edit: "Bearbeiten",
    pin: "Anheften",
    unpin: "Nicht mehr anheften",
    publish: "Veröffentlichen",
    archive: "Archivieren",
    delete: "Löschen",
  },
  confirmDelete: (title) =>
    `„${title}“ endgültig löschen? Das lässt sich nicht rückgängig machen. Um sie zu behalten, ohne dass Gäste sie sehen, archivieren Sie sie stattdessen.`,
  deleteForGood: "Endgültig löschen",
  keep: "Behalten",
  done: {
    created: (title) => `„${title}“ ist als Entwurf gespeichert.`,
    saved: (title) => `Die Änderungen an „${title}“ sind gespeichert.`,
    pinned: (title) => `„${title}“ ist angeheftet: Sie steht vor den anderen bevorstehenden Veranstaltungen.`,
    unpinned: (title) => `„${title}“ ist nicht mehr angeheftet.`,
    published: (title) => `„${title}“ ist veröffentlicht: Gäste sehen sie jetzt.`,
    archived: (title) => `„${title}“ ist archiviert: Gäste sehen sie nicht mehr.`,
    deleted: (title) => `„${title}“ ist gelöscht.`,
  },
  form: {
    newTitle: "Neue Veranstaltung",
    editTitle: (title) => `„${title}“ bearbeiten`,
    title: "Titel",
    description: "Beschreibung",
    start: "Beginn",
    end: "Ende",
    location: "Ort",
    ticketUrl: "Link zu Tickets",
    coverUrl: "Titelbild (Webadresse)",
    optional: "optional",
    zone: (zone) => `Zeiten in ${zone}, der Zeitzone des Restaurants.`,
    urlHint: "Eine Webadresse wie https://bistro.example/tickets",
    coverHint: "Die Webadresse eines Bildes wie https://bistro.example/fotos/verkostung.jpg",
    saveDraft: "Entwurf speichern",
    save: "Änderungen speichern",
    cancel: "Abbrechen",
    saving: "Wird gespeichert …",
    fixFields: "Bitte die markierten Felder korrigieren.",
  },
  preview: {
    title: "Vorschau",
    hint: "So zeigt sie das Veranstaltungs-Widget auf Ihrer Website.",
    incomplete: "Die Vorschau erscheint, sobald die Veranstaltung einen Titel und einen Beginn hat.",
  },
  invalid: {
    title: "Einen Titel eingeben.",
    start: "Datum und Uhrzeit des Beginns eingeben.",
    gap: (zone) => `Diese Uhrzeit gibt es in ${zone} nicht: Die Uhren werden dann vorgestellt.`,
    end: "Das Ende muss nach dem Beginn liegen.",
    url: "Eine Webadresse eingeben, die mit https:// beginnt.",
    tooLong: "Dieser Text ist zu lang.",
    notEditable: "Diese Veranstaltung ist importiert: Ihr Text wird dort geändert, woher sie kommt.",
  },
};

const CATALOGS = catalog("events-view", { en, de });

export const eventsTexts = (lang: ConsoleLang): EventsTexts => textsIn(CATALOGS, lang);
