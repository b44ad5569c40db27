import { plural } from "../../../core/plural.ts";
import type { Catalog } from "./catalog.en.ts";

/** Spanish, with "usted": typed as the English catalog, so every key must be here. */
export const es: Catalog = {
  formats: {
    when: "cccc d 'de' LLLL 'de' yyyy, 'a las' HH:mm",
    whenShort: "EEE d MMM, HH:mm",
    day: "cccc d 'de' LLLL",
    time: "HH:mm",
  },
  guests: (n) => plural("es", n, { one: "# persona", other: "# personas" }),
  labels: {
    restaurant: "Restaurante",
    address: "Dirección",
    phone: "Teléfono",
    website: "Sitio web",
    when: "Fecha y hora",
    time: "Hora",
    until: "Hasta",
    partySize: "Número de personas",
    number: "Número de reserva",
    name: "Nombre",
    email: "Correo electrónico",
    status: "Estado",
    removed: "(eliminado)",
    notes: "Peticiones especiales",
    occasion: "Ocasión",
  },
  occasions: {
    birthday: "Cumpleaños",
    anniversary: "Aniversario",
    business: "Comida de negocios",
    other: "Otra",
  },

  guest: {
    greeting: (name) => `Hola, ${name}:`,
    booking: "Su reserva",
    pin: "PIN",
    keepPin: "Guarde este PIN: junto con el número de reserva, le permite modificar o cancelar su reserva.",
    manage: "Modificar o cancelar su reserva",
    view: "Ver su reserva",
    signInHint: "Necesitará su número de reserva y su PIN.",
    callRestaurant: (phone) => `Puede llamar al restaurante al ${phone}.`,
    footer: (restaurant) => `Recibe este correo por su reserva en ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t) => `Solicitud recibida: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Solicitud recibida – aún sin confirmar",
        lead: (t) =>
          `Gracias por su solicitud de reserva en ${t.restaurant}. Tenga en cuenta que es una solicitud: el restaurante aún ` +
          "tiene que confirmarla, y recibirá otro correo en cuanto lo haga.",
      },
      booking_confirmed: {
        subject: (t) => `Reserva confirmada: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su reserva está confirmada",
        lead: (t) => `Gracias por su reserva. Su mesa en ${t.restaurant} está confirmada; el restaurante le espera con mucho gusto.`,
      },
      change_applied: {
        subject: (t) => `Reserva modificada: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su reserva ha sido modificada",
        lead: (t) => `Hemos registrado el cambio en su reserva en ${t.restaurant}.`,
        changes: "Qué ha cambiado",
      },
      changed_by_restaurant: {
        subject: (t) => `Modificada por el restaurante: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su reserva ha sido modificada",
        lead: (t) =>
          `${t.restaurant} ha modificado su reserva. Compruebe los datos a continuación; si no le convienen, modifíquela o anúlela con el enlace de abajo, o llame al restaurante.`,
        changes: "Qué ha cambiado",
      },
      change_requested: {
        subject: (t) => `Cambio solicitado: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su solicitud de cambio ha sido enviada",
        lead: (t) => `${t.restaurant} aceptará o rechazará el cambio que ha pedido. Mientras tanto, su reserva sigue igual.`,
        changes: "El cambio solicitado",
      },
      change_approved: {
        subject: (t) => `Cambio aceptado: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su cambio ha sido aceptado",
        lead: (t) => `${t.restaurant} ha aceptado el cambio que pidió.`,
        changes: "Qué ha cambiado",
      },
      change_declined: {
        subject: (t) => `Cambio no posible: ${t.restaurant}, ${t.whenShort}`,
        title: () => "No se ha podido aceptar su cambio",
        lead: (t) => `Lamentablemente, ${t.restaurant} no ha podido aceptar el cambio que pidió. Su reserva sigue como estaba.`,
        changes: "El cambio solicitado",
      },
      confirmed: {
        subject: (t) => `Reserva confirmada: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su reserva está confirmada",
        lead: (t) => `Buenas noticias: ${t.restaurant} ha confirmado su reserva y le espera con mucho gusto.`,
      },
      rejected: {
        subject: (t) => `Reserva no posible: ${t.restaurant}, ${t.whenShort}`,
        title: () => "No se ha podido aceptar su reserva",
        lead: (t) => `Lo sentimos: ${t.restaurant} no puede aceptar su solicitud de reserva para el ${t.when}.`,
        tryAgain: "Puede solicitar otro día u otra hora cuando quiera.",
        call: (phone) => `El restaurante le ayudará con gusto a encontrar otra hora: llame al ${phone}.`,
      },
      cancelled: {
        subject: (t) => `Reserva cancelada: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Su reserva ha sido cancelada",
        lead: (t) => {
          if (t.cancelledBy === "guest")
            return `Ha cancelado su reserva en ${t.restaurant} para el ${t.when}. Gracias por avisar al restaurante.`;
          if (t.cancelledBy === "owner") return `${t.restaurant} ha cancelado su reserva para el ${t.when}. Disculpe las molestias.`;
          return `Su reserva en ${t.restaurant} para el ${t.when} ha sido cancelada.`;
        },
      },
      reminder: {
        subject: (t) => `Recordatorio: ${t.restaurant}, ${t.whenShort}`,
        title: (t) => {
          if (t.relativeDay === "today") return `Le esperamos hoy a las ${t.time}`;
          if (t.relativeDay === "tomorrow") return `Le esperamos mañana a las ${t.time}`;
          return `Le esperamos el ${t.day} a las ${t.time}`;
        },
        lead: (t) => `Le recordamos su reserva en ${t.restaurant}. Si sus planes han cambiado, avise al restaurante con tiempo, por favor.`,
      },
      pin_reset: {
        subject: (t) => `Su nuevo PIN: ${t.restaurant}, reserva ${t.number}`,
        title: () => "Su nuevo PIN",
        lead: (t) => `Como ha pedido, aquí tiene un nuevo PIN para su reserva en ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "La reserva",
    guest: "Cliente",
    openReservation: "Abrir en la consola",
    onCommandLine: "En la línea de comandos:",
    statuses: {
      pending: "pendiente de su confirmación",
      confirmed: "confirmada",
      seated: "en la mesa",
      completed: "completada",
      cancelled: "cancelada",
      rejected: "rechazada",
      no_show: "no presentado",
    },
    footer: (restaurant) => `Recibe este correo porque esta dirección recibe avisos de las reservas en ${restaurant}.`,
    newRequest: {
      subject: (t) => `Nueva solicitud de reserva: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nueva solicitud de reserva",
      lead: (t) => `${t.guest} quiere una mesa para ${t.guests} el ${t.when}.`,
      next: "Confírmela o rechácela: el cliente espera su respuesta.",
    },
    newBooking: {
      subject: (t) => `Nueva reserva: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nueva reserva",
      lead: (t) => `${t.guest} ha reservado una mesa para ${t.guests} el ${t.when}.`,
      next: "Se confirmó automáticamente: no hace falta hacer nada.",
    },
    requestChanged: {
      subject: (t) => `Solicitud de reserva modificada: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Solicitud de reserva modificada",
      lead: (t) => `${t.guest} ha modificado la solicitud de reserva, ahora para ${t.guests} el ${t.when}.`,
      changes: "Qué ha cambiado",
      next: "Sigue esperando su respuesta: confírmela o rechácela tal como está ahora.",
    },
    guestChanged: {
      subject: (t) => `Reserva modificada: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reserva modificada por el cliente",
      lead: (t) => `${t.guest} ha modificado su reserva, ahora para ${t.guests} el ${t.when}.`,
      changes: "Qué ha cambiado",
      next: "Cumplía todas las reglas, así que se aceptó al instante; el cliente ya está avisado. No hace falta hacer nada.",
    },
    changeRequest: {
      subject: (t) => `Solicitud de cambio: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Solicitud de cambio",
      lead: (t) => `${t.guest} quiere cambiar la reserva para ${t.guests} del ${t.when}.`,
      changes: "Cambios solicitados",
      next: "Acéptela o rechácela: la reserva sigue igual hasta que lo haga.",
    },
    guestCancelled: {
      subject: (t) => `Cancelada por el cliente: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reserva cancelada por el cliente",
      lead: (t) => `${t.guest} ha cancelado la reserva para ${t.guests} del ${t.when}.`,
      next: "No hace falta hacer nada: la mesa vuelve a estar libre.",
    },
  },

  invitation: {
    subject: (restaurant) => `Invitación a ${restaurant} en Couvert`,
    title: (restaurant) => `Únase a ${restaurant}`,
    lead: (restaurant, role) =>
      `Le han invitado a trabajar en la consola de reservas de ${restaurant} como ${role}. Elija su contraseña para empezar.`,
    roles: { owner: "propietario", staff: "personal" },
    button: "Elegir contraseña",
    expires: (when) => `El enlace funciona una sola vez, hasta el ${when}. Si ha caducado, pida una nueva invitación.`,
    ignore: "¿No esperaba este correo? Ignórelo: sin el enlace no ocurre nada.",
  },

  calendar: {
    summary: (partySize, restaurant) => `Mesa para ${plural("es", partySize, { one: "# persona", other: "# personas" })}, ${restaurant}`,
    description: (number) => `Número de reserva ${number}`,
  },
};
