import { plural } from "../../core/plural.ts";
import type { EventsMessages } from "./messages.ts";

/** `<couvert-events>` in Dutch. */
export const nl: EventsMessages = {
  loadFailed: "De evenementen konden niet worden geladen. Controleer uw verbinding en probeer het opnieuw.",
  unavailable: "De evenementen kunnen hier op dit moment niet worden getoond.",
  empty: "Geen komende evenementen",
  emptyFiltered: "Geen komende evenementen uit deze bron",
  pinned: "Vastgezet",
  filterLabel: "Evenementen tonen van",
  all: "Alle",
  platforms: {
    native: "Onze website",
    social_network: "Sociaal netwerk",
    photo_sharing: "Fotoplatform",
    business_listing: "Bedrijfsvermelding",
    messaging_channel: "Berichtenkanaal",
  },
  viewOn: {
    native: "Bekijken op onze website",
    social_network: "Bekijken op het sociale netwerk",
    photo_sharing: "Bekijken op het fotoplatform",
    business_listing: "Bekijken in de bedrijfsvermelding",
    messaging_channel: "Bekijken in het berichtenkanaal",
  },
  tickets: "Kaartjes",
  location: "Locatie:",
  results: (upcoming, past) =>
    `${plural("nl", upcoming, { one: "# komend evenement", other: "# komende evenementen" })}, ${plural("nl", past, { one: "# voorbij evenement", other: "# voorbije evenementen" })}`,
  past: (n) => `Voorbije evenementen (${n})`,
};
