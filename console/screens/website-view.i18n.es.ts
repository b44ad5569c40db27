import { plural } from "../../core/plural.ts";
import type { WebsiteMessages } from "./website-view.i18n.ts";

/** The Website screen in Spanish ("usted"): part of console/i18n/packs/es.ts, loaded with the language. */
export const es: WebsiteMessages = {
  nav: "Sitio web",
  title: "Sitio web",
  intro:
    "Ponga el formulario de reserva, la consulta de reservas y sus eventos en su propia web: cree una clave y pegue su fragmento de código en la página.",
  modules: {
    reservation: "Reserva de mesa",
    events: "Eventos",
    menu: "Carta",
    reviews: "Reseñas",
    news: "Novedades",
    gallery: "Galería",
    opening_hours: "Horario de apertura",
  },
  keys: {
    title: "Claves",
    none: "Aún no hay claves. Cree una aquí abajo para poner los widgets en su web.",
    unnamed: "Clave sin nombre",
    modules: "Puede leer",
    origins: "Sitios web",
    anyOrigin: "Cualquier sitio",
    created: "Creada",
    lastUsed: "Último uso",
    never: "Nunca",
    revoked: "Revocada",
    active: "Activa",
    test: "Clave de prueba",
    editOrigins: "Cambiar los sitios",
    editOriginsOf: (prefix) => `Cambiar los sitios de la clave ${prefix}`,
    originsOf: (prefix) => `Sitios de la clave ${prefix}`,
    save: "Guardar los sitios",
    cancel: "Cancelar",
    saved: "Guardado: los nuevos sitios valen desde la próxima petición.",
    revoke: "Revocar",
    revokeOf: (prefix) => `Revocar la clave ${prefix}`,
    confirmRevoke: (prefix) => `¿Revocar la clave ${prefix}? Los sitios que la usan dejan de funcionar al momento; no se puede deshacer.`,
    yesRevoke: "Sí, revocar",
    keep: "Conservarla",
    revokedNow: "Revocada: la clave ya no funciona en ningún sitio.",
  },
  create: {
    title: "Nueva clave",
    intro: "Lo mejor es una clave por sitio: si una se filtra, se puede revocar sin tocar las demás.",
    label: "Nombre",
    optional: "opcional",
    labelHint: "Solo para usted, p. ej. «Web principal».",
    modules: "Qué puede leer la clave",
    modulesHint: "Los widgets de reserva y de consulta necesitan la reserva de mesa; el widget de eventos, los eventos.",
    noModule: "Elija al menos uno.",
    origins: "Sitios web",
    originsHint:
      "La dirección de cada sitio que muestra los widgets, p. ej. https://bistro.example, una por línea. Déjelo vacío para permitir cualquier sitio: entonces quien copie la clave podrá usarla en el suyo.",
    test: "Clave de prueba",
    testHint:
      "Para probar su web: sus reservas nunca ocupan mesa, no llegan a ningún cliente ni propietario y quedan fuera de su día y de la exportación; se eliminan a los 7 días.",
    submit: "Crear clave",
    busy: "Creando…",
  },
  origins: {
    problems: {
      wildcard: (entry) =>
        `«${entry}» tiene un *. Indique cada sitio por separado, p. ej. https://bistro.example y https://www.bistro.example.`,
      not_an_origin: (entry) => `«${entry}» no es una dirección de sitio como https://bistro.example (sin ruta como /reservas).`,
    },
    tooMany: (max) => `Indique como máximo ${max} sitios.`,
  },
  createdKey: {
    title: "Su nueva clave: cópiela ahora",
    shownOnce: "Solo se muestra ahora.",
    warning:
      "Couvert no guarda ninguna copia de la clave, así que no se puede volver a mostrar cuando salga de aquí. Si se pierde, cree una clave nueva y revoque esta.",
    snippet: "Fragmento de código para su web",
    snippetHint: "Péguelo en la página de su web donde deban aparecer los widgets.",
    wordpress: "¿Usa WordPress?",
    wordpressHelp:
      "WordPress quita sin avisar los <script> de las entradas de usuarios que no pueden publicar HTML sin filtrar (autores, colaboradores y, en una red multisitio, todos salvo los superadministradores). Pegue el fragmento en un bloque HTML personalizado como administrador, o ponga una vez la línea <script> en la cabecera del sitio (con un plugin de scripts de cabecera) y en las páginas solo los elementos <couvert-…>.",
    noSnippet: "Esta clave no sirve a ningún widget: es para otros programas que leen la API.",
    key: "Solo la clave",
    copySnippet: "Copiar fragmento",
    copyKey: "Copiar clave",
    copied: "Copiado al portapapeles.",
    copyFailed: "No se pudo copiar: seleccione el texto y cópielo.",
    done: "Hecho, ya la he copiado",
  },
  preview: {
    title: "Vista previa",
    intro: "Lo que ven los clientes en su web, con su color de acento y sus horas y eventos reales. Desde aquí no se reserva nada.",
    unpublished: "Los clientes aún no pueden reservar: el restaurante no está publicado.",
    booking: "Formulario de reserva",
    manage: "Consultar una reserva",
    events: "Eventos",
    loading: "Cargando la vista previa…",
    failed: "No se pudo cargar la vista previa.",
  },
  testSpace: {
    title: "Reservas de prueba",
    intro:
      "Lo que habrían enviado las reservas hechas con sus claves de prueba, las más recientes primero: registrado aquí, nunca enviado. Las reservas de prueba se eliminan a los 7 días.",
    none: "Aún no hay mensajes de prueba.",
    channels: { email: "Correo electrónico", messaging: "WhatsApp", webhook: "Webhook" },
    to: (recipient) => `a ${recipient}`,
    purge: "Eliminar todas las reservas de prueba",
    purged: (count) =>
      plural("es", count, { one: "Se ha eliminado # reserva de prueba.", other: "Se han eliminado # reservas de prueba." }),
  },
};
