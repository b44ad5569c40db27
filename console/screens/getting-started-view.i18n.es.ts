import type { GettingStartedMessages } from "./getting-started-view.i18n.ts";

/** The walkthrough in Spanish ("usted"): part of console/i18n/packs/es.ts, loaded with the language. */
export const es: GettingStartedMessages = {
  nav: "Primeros pasos",
  title: "Primeros pasos",
  intro: "Siete pasos, y sus clientes podrán reservar mesa en su propia web. Todo se puede cambiar después en Ajustes.",
  progressLabel: "Pasos",
  done: "hecho",
  notDone: "pendiente",
  stepOf: (n, of) => `Paso ${n} de ${of}`,
  back: "Atrás",
  next: "Siguiente",
  steps: {
    details: {
      title: "Su restaurante",
      why: "Los clientes ven el nombre en el widget de reservas y encuentran su dirección y teléfono en cada correo de confirmación.",
    },
    hours: {
      title: "Horario de apertura",
      why: "Los clientes solo pueden elegir horas en las que usted abre. Añada festivos y fechas especiales ahora o cuando surjan.",
    },
    capacity: {
      title: "Capacidad y normas de reserva",
      why: "Cuántos comensales puede atender a la vez: sin este dato, el widget aceptaría reservas sin límite para una misma hora. Las demás normas tienen valores predeterminados razonables.",
    },
    notifications: {
      title: "Quién se entera de las reservas",
      why: "Al menos un correo electrónico que recibe cada reserva nueva y cada cambio. Sin él, nadie en el restaurante se entera de que un cliente ha reservado.",
    },
    website: {
      title: "Su web",
      why: "Cree una clave y pegue el fragmento de código en su web, donde deba aparecer el formulario de reserva. La vista previa muestra lo que verán los clientes.",
    },
    manage: {
      title: "Página para modificar o cancelar",
      why: "La página de su web con el widget de gestión (el fragmento de código lo coloca debajo del formulario de reserva): allí lleva el botón «Modificar o cancelar su reserva» de cada correo a los clientes. Mientras no la indique, lleva a su página de reservas en Couvert.",
    },
    publish: {
      title: "Publicar",
      why: "Mientras no publique, los widgets de su web no aceptan reservas.",
    },
  },
  checklist: "Antes de publicar",
  live: "Ya está en línea: los clientes pueden reservar en su web. Las reservas nuevas aparecen en la vista Día en cuanto llegan.",
  toDay: "Ir a las reservas de hoy",
};
