import { plural } from "../../../core/plural.ts";
import type { LastSeatingTexts } from "./last-seating.i18n.ts";

/** The hours editor's last seating and preview in Dutch: part of console/i18n/packs/nl.ts. */
export const nl: LastSeatingTexts = {
  lastSeating: "Laatste aankomst",
  lastSeatingOn: (day, n) => `${day}, periode ${n}: laatste aankomst (optioneel)`,
  staysPastClosing: "Het verblijf mag na sluitingstijd doorlopen",
  staysPastClosingOf: (n) => `Service ${n}: het verblijf mag na sluitingstijd doorlopen`,
  arrivals: (first, last, count) =>
    count === 1
      ? `Te reserveren om ${first}`
      : `Te reserveren van ${first} tot ${last} (${plural("nl", count, { one: "# tijdstip", other: "# tijdstippen" })})`,
  noTimes: "Geen tijd te reserveren: een verblijf past niet vóór sluitingstijd.",
};
