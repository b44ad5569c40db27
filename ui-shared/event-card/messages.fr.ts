import { plural } from "../../core/plural.ts";
import type { EventsMessages } from "./messages.ts";

/** `<couvert-events>` in French. */
export const fr: EventsMessages = {
  loadFailed: "Les événements n’ont pas pu être chargés. Veuillez vérifier votre connexion et réessayer.",
  unavailable: "Les événements ne peuvent pas être affichés ici pour le moment.",
  empty: "Aucun événement à venir",
  emptyFiltered: "Aucun événement à venir de cette source",
  pinned: "Épinglé",
  filterLabel: "Afficher les événements de",
  all: "Tous",
  platforms: {
    native: "Notre site",
    social_network: "Réseau social",
    photo_sharing: "Partage de photos",
    business_listing: "Fiche d’établissement",
    messaging_channel: "Canal de messagerie",
  },
  viewOn: {
    native: "Voir sur notre site",
    social_network: "Voir sur le réseau social",
    photo_sharing: "Voir sur la plateforme de photos",
    business_listing: "Voir sur la fiche d’établissement",
    messaging_channel: "Voir dans le canal de messagerie",
  },
  tickets: "Billets",
  location: "Lieu :",
  results: (upcoming, past) =>
    `${plural("fr", upcoming, { one: "# événement à venir", other: "# événements à venir" })}, ${plural("fr", past, { one: "# événement passé", other: "# événements passés" })}`,
  past: (n) => `Événements passés (${n})`,
};
