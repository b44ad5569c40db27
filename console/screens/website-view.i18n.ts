import { catalog, textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { OriginProblem } from "../../core/keys/origins.ts";
import type { TestMessageView } from "../../core/keys/schemas.ts";
import type { ModuleId } from "../../core/modules.ts";
import type { ConsoleLang } from "../i18n/index.ts";

/** The Website screen's English texts; German is typed as `WebsiteMessages`, so a missing key does not compile. */
const en = {
  nav: "Website",
  title: "Website",
  intro:
    "Put the booking form, the booking look-up and your events on your own website: create a key, then paste its snippet into the page.",
  modules: {
    reservation: "Table booking",
    events: "Events",
    menu: "Menu",
    reviews: "Reviews",
    news: "News",
    gallery: "Gallery",
    opening_hours: "Opening hours",
  } satisfies Record<ModuleId, string>,
  keys: {
    title: "Keys",
    none: "No keys yet. Create one below to put the widgets on your website.",
    unnamed: "Key without a name",
    modules: "May read",
    origins: "Websites",
    anyOrigin: "Any website",
    created: "Created",
    lastUsed: "Last used",
    never: "Never",
    revoked: "Revoked",
    active: "Active",
    test: "Test key",
    editOrigins: "Change websites",
    editOriginsOf: (prefix: string) => `Change websites of key ${prefix}`,
    originsOf: (prefix: string) => `Websites for key ${prefix}`,
    save: "Save websites",
    cancel: "Cancel",
    saved: "Saved: the new websites apply from the next request.",
    revoke: "Revoke",
    revokeOf: (prefix: string) => `Revoke key ${prefix}`,
    confirmRevoke: (prefix: string) => `Revoke key ${prefix}? Websites that use it stop working at once; this cannot be undone.`,
    yesRevoke: "Yes, revoke",
    keep: "Keep it",
    revokedNow: "Revoked: the key no longer works anywhere.",
  },
  create: {
    title: "New key",
    intro: "One key per website is best: a key that leaks can then be revoked without touching the others.",
    label: "Name",
    optional: "optional",
    labelHint: "For you alone, e.g. “Main website”.",
    modules: "What the key may read",
    modulesHint: "The booking and look-up widgets need table booking; the events widget needs events.",
    noModule: "Choose at least one.",
    origins: "Websites",
    originsHint:
      "The address of each site that shows the widgets, e.g. https://bistro.example, one per line. Leave empty to allow any website: then anyone who copies the key can use it on theirs.",
    test: "Test key",
    testHint:
      "For testing your website: its bookings never take a table, reach no guest or owner and stay out of your day and export; they are deleted after 7 days.",
    submit: "Create key",
    busy: "Creating…",
  },
  origins: {
    problems: {
      wildcard: (entry: string) =>
        `“${entry}” has a *. List each website on its own, e.g. https://bistro.example and https://www.bistro.example.`,
      not_an_origin: (entry: string) => `“${entry}” is not a website address like https://bistro.example (no path such as /booking).`,
    } satisfies Record<OriginProblem, (entry: string) => string>,
    tooMany: (max: number) => `List at most ${max} websites.`,
  },
  createdKey: {
    title: "Your new key: copy it now",
    shownOnce: "Shown only now.",
    warning:
      "Couvert keeps no copy of the key, so it cannot be shown again once you leave. If it gets lost, create a new key and revoke this one.",
    snippet: "Snippet for your website",
    snippetHint: "Paste it into your website's page where the widgets should appear.",
    wordpress: "On WordPress?",
    wordpressHelp:
      "WordPress silently removes <script> from posts of users who may not post unfiltered HTML (Authors, Contributors, and everyone but super admins on a multisite network). Paste the snippet into a Custom HTML block as an administrator, or put the <script> line once into the site's header (a header-scripts plugin) and only the <couvert-…> elements into the pages.",
    noSnippet: "This key serves none of the widgets: it is for other programs that read the API.",
    key: "The key alone",
    copySnippet: "Copy snippet",
    copyKey: "Copy key",
    copied: "Copied to the clipboard.",
    copyFailed: "Could not copy: select the text and copy it.",
    done: "Done, I have copied it",
  },
  preview: {
    title: "Preview",
    intro: "What guests see on your website, in your accent colour, with your real times and events. Nothing is booked from here.",
    unpublished: "Guests cannot book yet: the restaurant is not published.",
    booking: "Booking form",
    manage: "Look up a booking",
    events: "Events",
    loading: "Loading the preview…",
    failed: "The preview could not be loaded.",
  },
  testSpace: {
    title: "Test bookings",
    intro:
      "What the bookings made with your test keys would have sent, newest first: recorded here, never sent. Test bookings are deleted after 7 days.",
    none: "No test messages yet.",
    channels: { email: "E-mail", messaging: "WhatsApp", webhook: "Webhook" } satisfies Record<TestMessageView["channel"], string>,
    to: (recipient: string) => `to ${recipient}`,
    purge: "Delete all test bookings",
    purged: (count: number) => (count === 1 ? "Deleted 1 test booking." : `Deleted ${count} test bookings.`),
  },
};

export type WebsiteMessages = typeof en;

const de: WebsiteMessages = {
  nav: "Website",
  title: "Website",
  intro:
    "Bringen Sie das Reservierungsformular, die Reservierungsabfrage und Ihre Veranstaltungen auf Ihre eigene Website: Schlüssel anlegen, dann seinen Codeschnipsel in die Seite einfügen.",
  modules: {
    reservation: "Tischreservierung",
    events: "Veranstaltungen",
    menu: "Speisekarte",
    reviews: "Bewertungen",
    news: "Neuigkeiten",
    gallery: "Galerie",
    opening_hours: "Öffnungszeiten",
  },
  keys: {
    title: "Schlüssel",
    none: "Noch keine Schlüssel. Legen Sie unten einen an, um die Widgets auf Ihre Website zu bringen.",
    unnamed: "Schlüssel ohne Namen",
    modules: "Darf lesen",
    origins: "Websites",
    anyOrigin: "Jede Website",
    created: "Angelegt",
    lastUsed: "Zuletzt benutzt",
    never: "Nie",
    revoked: "Widerrufen",
    active: "Aktiv",
    test: "Testschlüssel",
    editOrigins: "Websites ändern",
    editOriginsOf: (prefix) => `Websites von Schlüssel ${prefix} ändern`,
    originsOf: (prefix) => `Websites für Schlüssel ${prefix}`,
    save: "Websites speichern",
    cancel: "Abbrechen",
    saved: "Gespeichert: Die neuen Websites gelten ab der nächsten Anfrage.",
    revoke: "Widerrufen",
    revokeOf: (prefix) => `Schlüssel ${prefix} widerrufen`,
    confirmRevoke: (prefix) =>
      `Schlüssel ${prefix} widerrufen? Websites, die ihn benutzen, funktionieren sofort nicht mehr; das lässt sich nicht rückgängig machen.`,
    yesRevoke: "Ja, widerrufen",
    keep: "Behalten",
    revokedNow: "Widerrufen: Der Schlüssel funktioniert nirgends mehr.",
  },
  create: {
    title: "Neuer Schlüssel",
    intro: "Am besten ein Schlüssel pro Website: Gerät einer in falsche Hände, lässt er sich widerrufen, ohne die anderen zu berühren.",
    label: "Name",
    optional: "optional",
    labelHint: "Nur für Sie, z. B. „Hauptwebsite“.",
    modules: "Was der Schlüssel lesen darf",
    modulesHint: "Reservierungsformular und -abfrage brauchen die Tischreservierung, das Veranstaltungs-Widget die Veranstaltungen.",
    noModule: "Bitte mindestens eines wählen.",
    origins: "Websites",
    originsHint:
      "Die Adresse jeder Website, die die Widgets zeigt, z. B. https://bistro.example, eine pro Zeile. Leer lassen erlaubt jede Website: Dann kann jeder, der den Schlüssel kopiert, ihn auf seiner Seite benutzen.",
    test: "Testschlüssel",
    testHint:
      "Zum Testen Ihrer Website: Seine Buchungen belegen keinen Tisch, erreichen weder Gäste noch Sie und erscheinen nicht in Tagesansicht und Export; sie werden nach 7 Tagen gelöscht.",
    submit: "Schlüssel anlegen",
    busy: "Wird angelegt …",
  },
  origins: {
    problems: {
      wildcard: (entry) =>
        `„${entry}“ enthält ein *. Bitte jede Website einzeln angeben, z. B. https://bistro.example und https://www.bistro.example.`,
      not_an_origin: (entry) => `„${entry}“ ist keine Website-Adresse wie https://bistro.example (ohne Pfad wie /reservierung).`,
    },
    tooMany: (max) => `Bitte höchstens ${max} Websites angeben.`,
  },
  createdKey: {
    title: "Ihr neuer Schlüssel: jetzt kopieren",
    shownOnce: "Nur jetzt sichtbar.",
    warning:
      "Couvert bewahrt keine Kopie des Schlüssels auf, er lässt sich also nicht noch einmal anzeigen. Geht er verloren, legen Sie einen neuen an und widerrufen diesen.",
    snippet: "Codeschnipsel für Ihre Website",
    snippetHint: "Fügen Sie ihn dort in die Seite Ihrer Website ein, wo die Widgets erscheinen sollen.",
    wordpress: "WordPress?",
    wordpressHelp:
      "WordPress entfernt <script> ohne Hinweis aus Beiträgen von Nutzern, die kein ungefiltertes HTML veröffentlichen dürfen (Autoren, Mitarbeiter und in Multisite-Netzwerken alle außer Super-Admins). Fügen Sie den Codeschnipsel als Administrator in einen „Individuelles HTML“-Block ein, oder setzen Sie die <script>-Zeile einmal in den Kopf der Website (ein Plugin für Header-Skripte) und nur die <couvert-…>-Elemente in die Seiten.",
    noSnippet: "Dieser Schlüssel dient keinem der Widgets: Er ist für andere Programme, die die API lesen.",
    key: "Nur der Schlüssel",
    copySnippet: "Codeschnipsel kopieren",
    copyKey: "Schlüssel kopieren",
    copied: "In die Zwischenablage kopiert.",
    copyFailed: "Kopieren ging nicht: Bitte den Text markieren und kopieren.",
    done: "Fertig, ich habe ihn kopiert",
  },
  preview: {
    title: "Vorschau",
    intro:
      "So sehen Gäste die Widgets auf Ihrer Website, in Ihrer Akzentfarbe, mit Ihren echten Zeiten und Veranstaltungen. Von hier aus wird nichts reserviert.",
    unpublished: "Gäste können noch nicht reservieren: Das Restaurant ist nicht veröffentlicht.",
    booking: "Reservierungsformular",
    manage: "Reservierung abfragen",
    events: "Veranstaltungen",
    loading: "Vorschau wird geladen …",
    failed: "Die Vorschau konnte nicht geladen werden.",
  },
  testSpace: {
    title: "Testbuchungen",
    intro:
      "Was die Buchungen Ihrer Testschlüssel verschickt hätten, die neuesten zuerst: hier festgehalten, nie verschickt. Testbuchungen werden nach 7 Tagen gelöscht.",
    none: "Noch keine Testnachrichten.",
    channels: { email: "E-Mail", messaging: "WhatsApp", webhook: "Webhook" },
    to: (recipient) => `an ${recipient}`,
    purge: "Alle Testbuchungen löschen",
    purged: (count) => (count === 1 ? "1 Testbuchung gelöscht." : `${count} Testbuchungen gelöscht.`),
  },
};

const CATALOG = catalog("website", { en, de });

export const websiteMessages = (lang: ConsoleLang): WebsiteMessages => textsIn(CATALOG, lang);
