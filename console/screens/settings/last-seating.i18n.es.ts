import { plural } from "../../../core/plural.ts";
import type { LastSeatingTexts } from "./last-seating.i18n.ts";

/** The hours editor's last seating and preview in Spanish: part of console/i18n/packs/es.ts. */
export const es: LastSeatingTexts = {
  lastSeating: "Última entrada",
  lastSeatingOn: (day, n) => `${day}, horario ${n}: última entrada (opcional)`,
  staysPastClosing: "La comida puede alargarse después del cierre",
  staysPastClosingOf: (n) => `Turno ${n}: la comida puede alargarse después del cierre`,
  arrivals: (first, last, count) =>
    count === 1
      ? `Se puede reservar a las ${first}`
      : `Se puede reservar de ${first} a ${last} (${plural("es", count, { one: "# hora", other: "# horas" })})`,
  noTimes: "No se puede reservar ninguna hora: una comida no cabe antes del cierre.",
};
