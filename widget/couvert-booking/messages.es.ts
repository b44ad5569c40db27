import type { BookingMessages } from "./messages.ts";

/** `<couvert-booking>` in Spanish. */
export const es: BookingMessages = {
  submit: "Reservar mesa",
  submitting: "Reservando…",
  manualHint: "El restaurante confirma cada reserva personalmente; recibirá noticias suyas.",
  doneTitle: {
    pending: "¡Gracias! Hemos recibido su solicitud de reserva.",
    confirmed: "¡Gracias! Su mesa está reservada.",
  },
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending: "Su mesa aún no está confirmada: el restaurante confirmará su solicitud y le avisará por los medios que ha elegido.",
    confirmed: "El restaurante ha confirmado su reserva. Recibirá la confirmación por los medios que ha elegido.",
  },
  keepCodes: "Guarde su número de reserva y su PIN: necesitará ambos para modificar o cancelar la reserva.",
  manage: "Gestionar su reserva",
  copyNumber: "Copiar el número de reserva",
  copyPin: "Copiar el PIN",
  addToCalendar: "Añadir al calendario",
  again: "Hacer otra reserva",
  calendarTitle: (guests, restaurant) => `Mesa para ${guests}, ${restaurant}`,
  calendarText: (number) => `Número de reserva ${number}`,
  preferredTime: "Hora preferida",
  allTimes: (n) => `Todas las horas (${n})`,
  fewerTimes: "Menos horas",
  noTimesOn: (guests, day) => `No hay horas libres para ${guests} el ${day}.`,
  nearestDays: "Los días más cercanos con horas libres:",
  noNearDays: "Tampoco hay nada libre en los días cercanos; póngase en contacto con el restaurante.",
  nothingNear: (guests, time, day) => `No hay nada libre para ${guests} hacia las ${time} el ${day}.`,
  notifyMe: "Avísenme si se libera una mesa",
  notifyIntro: "Deje sus datos: si se libera una mesa entre estas horas, le enviaremos por correo electrónico un enlace para reservarla.",
  windowFrom: "Desde",
  windowTo: "Hasta",
  notifySubmit: "Apuntarme en la lista de espera",
  notifyDone: "Está en la lista de espera. Le escribiremos si se libera una mesa.",
  callUs: "Llame al restaurante:",
};
