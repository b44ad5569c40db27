import { plural } from "../../core/plural.ts";
import type { EventsMessages } from "./messages.ts";

/** `<couvert-events>` in Italian. */
export const it: EventsMessages = {
  loadFailed: "Non è stato possibile caricare gli eventi. Controlli la connessione e riprovi.",
  unavailable: "Al momento gli eventi non possono essere mostrati qui.",
  empty: "Nessun evento in programma",
  emptyFiltered: "Nessun evento in programma da questa fonte",
  pinned: "In evidenza",
  filterLabel: "Mostra eventi da",
  all: "Tutti",
  platforms: {
    native: "Il nostro sito",
    social_network: "Social network",
    photo_sharing: "Condivisione di foto",
    business_listing: "Scheda dell'attività",
    messaging_channel: "Canale di messaggistica",
  },
  viewOn: {
    native: "Vedi sul nostro sito",
    social_network: "Vedi sul social network",
    photo_sharing: "Vedi sulla piattaforma di foto",
    business_listing: "Vedi sulla scheda dell'attività",
    messaging_channel: "Vedi nel canale di messaggistica",
  },
  tickets: "Biglietti",
  location: "Luogo:",
  results: (upcoming, past) =>
    `${plural("it", upcoming, { one: "# evento in programma", other: "# eventi in programma" })}, ${plural("it", past, { one: "# evento passato", other: "# eventi passati" })}`,
  past: (n) => `Eventi passati (${n})`,
};
