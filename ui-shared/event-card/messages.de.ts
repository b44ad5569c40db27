import type { EventsMessages } from "./messages.ts";

const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

/** `<couvert-events>` in German. */
export const de: EventsMessages = {
  loadFailed: "Die Veranstaltungen konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  unavailable: "Die Veranstaltungen können hier zurzeit nicht angezeigt werden.",
  empty: "Keine bevorstehenden Veranstaltungen",
  emptyFiltered: "Keine bevorstehenden Veranstaltungen aus dieser Quelle",
  pinned: "Angeheftet",
  filterLabel: "Veranstaltungen anzeigen von",
  all: "Alle",
  platforms: {
    native: "Unsere Website",
    social_network: "Soziales Netzwerk",
    photo_sharing: "Foto-Plattform",
    business_listing: "Unternehmensprofil",
    messaging_channel: "Messenger-Kanal",
  },
  viewOn: {
    native: "Auf unserer Website ansehen",
    social_network: "Im sozialen Netzwerk ansehen",
    photo_sharing: "Auf der Foto-Plattform ansehen",
    business_listing: "Im Unternehmensprofil ansehen",
    messaging_channel: "Im Messenger-Kanal ansehen",
  },
  tickets: "Tickets",
  location: "Ort:",
  results: (upcoming, past) =>
    `${plural(upcoming, "1 bevorstehende Veranstaltung", `${upcoming} bevorstehende Veranstaltungen`)}, ${plural(past, "1 vergangene Veranstaltung", `${past} vergangene Veranstaltungen`)}`,
  past: (n) => `Vergangene Veranstaltungen (${n})`,
};
