import { plural } from "../../core/plural.ts";
import type { EventsMessages } from "./messages.ts";

/** `<couvert-events>` in Spanish. */
export const es: EventsMessages = {
  loadFailed: "No se han podido cargar los eventos. Compruebe su conexión y vuelva a intentarlo.",
  unavailable: "Los eventos no se pueden mostrar aquí en este momento.",
  empty: "No hay próximos eventos",
  emptyFiltered: "No hay próximos eventos de esta fuente",
  pinned: "Destacado",
  filterLabel: "Mostrar eventos de",
  all: "Todos",
  platforms: {
    native: "Nuestra web",
    social_network: "Red social",
    photo_sharing: "Plataforma de fotos",
    business_listing: "Ficha del negocio",
    messaging_channel: "Canal de mensajería",
  },
  viewOn: {
    native: "Ver en nuestra web",
    social_network: "Ver en la red social",
    photo_sharing: "Ver en la plataforma de fotos",
    business_listing: "Ver en la ficha del negocio",
    messaging_channel: "Ver en el canal de mensajería",
  },
  tickets: "Entradas",
  location: "Lugar:",
  results: (upcoming, past) =>
    `${plural("es", upcoming, { one: "# evento próximo", other: "# eventos próximos" })}, ${plural("es", past, { one: "# evento pasado", other: "# eventos pasados" })}`,
  past: (n) => `Eventos pasados (${n})`,
};
