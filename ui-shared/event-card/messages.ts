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

/** English here; German (messages.de.ts) is bundled by the console and comes with the widget's German pack. */
export const messages = catalog("events", { en });
