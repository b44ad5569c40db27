import type { Platform } from "../../core/events/schemas.ts";
import { catalog } from "../lazy-catalog.ts";

const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

/** English texts of `<couvert-events>`; every other language must have exactly these keys. */
export const en = {
  loadFailed: "The events could not be loaded. Please check your connection and try again.",
  unavailable: "The events cannot be shown here at the moment.",
  empty: "No upcoming events",
  emptyFiltered: "No upcoming events from this source",
  pinned: "Pinned",
  filterLabel: "Show events from",
  all: "All",
  platforms: {
    native: "Our website",
    social_network: "Social network",
    photo_sharing: "Photo sharing",
    business_listing: "Business listing",
    messaging_channel: "Messaging channel",
  } satisfies Record<Platform, string> as Record<Platform, string>,
  viewOn: {
    native: "View on our website",
    social_network: "View on the social network",
    photo_sharing: "View on the photo platform",
    business_listing: "View on the business listing",
    messaging_channel: "View in the messaging channel",
  } satisfies Record<Platform, string> as Record<Platform, string>,
  tickets: "Tickets",
  location: "Location:",
  /** Announced politely after the filter changes. */
  results: (upcoming: number, past: number): string =>
    `${plural(upcoming, "1 upcoming event", `${upcoming} upcoming events`)}, ${plural(past, "1 past event", `${past} past events`)}`,
  past: (n: number): string => `Past events (${n})`,
};

export type EventsMessages = typeof en;

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

export const messages = catalog("events", { en, de });
