import { plural } from "../../../core/plural.ts";
import type { LastSeatingTexts } from "./last-seating.i18n.ts";

/** The hours editor's last seating and preview in Italian: part of console/i18n/packs/it.ts. */
export const it: LastSeatingTexts = {
  lastSeating: "Ultimo ingresso",
  lastSeatingOn: (day, n) => `${day}, orario ${n}: ultimo ingresso (facoltativo)`,
  staysPastClosing: "Il pasto può proseguire oltre la chiusura",
  staysPastClosingOf: (n) => `Servizio ${n}: il pasto può proseguire oltre la chiusura`,
  arrivals: (first, last, count) =>
    count === 1
      ? `Prenotabile alle ${first}`
      : `Prenotabile dalle ${first} alle ${last} (${plural("it", count, { one: "# orario", other: "# orari" })})`,
  noTimes: "Nessun orario prenotabile: un pasto non finisce prima della chiusura.",
};
