import type { WaitlistCatalog } from "./catalog.en.ts";

/** Los textos de la lista de espera en español («usted»). */
export const es: WaitlistCatalog = {
  formats: {
    when: "cccc d 'de' LLLL 'de' yyyy, 'a las' HH:mm",
    day: "cccc d 'de' LLLL 'de' yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 persona" : `${n} personas`),
  labels: {
    restaurant: "Restaurante",
    when: "Fecha y hora",
    day: "Fecha",
    window: "Entre",
    party: "Personas",
    details: "Detalles",
    number: "Número de reserva",
    pin: "PIN",
  },
  joined: {
    subject: (restaurant: string) => `Está en la lista de espera de ${restaurant}`,
    title: "Está en la lista de espera",
    intro: (name: string, restaurant: string) =>
      `Hola, ${name}: ${restaurant} le ha añadido a su lista de espera. Cuando se libere una mesa adecuada, le enviaremos una oferta por correo electrónico; la mesa será para el primer cliente que la acepte.`,
  },
  offer: {
    subject: (restaurant: string) => `Hay una mesa libre en ${restaurant}`,
    title: "Hay una mesa libre para usted",
    intro: (name: string, minutes: number) =>
      `Hola, ${name}: se ha liberado una mesa. Es suya si la reserva en los próximos ${minutes} minutos; después pasará al siguiente cliente de la lista.`,
    claim: "Reservar esta mesa",
    claimHint: "Puede que otro cliente haya sido más rápido: el enlace se lo indicará enseguida.",
  },
  leave: {
    link: "Salir de la lista de espera",
    hint: "Si ya no necesita mesa, este enlace le retira de la lista.",
  },
  footer: (restaurant: string) => `Recibe este correo electrónico porque pidió entrar en la lista de espera de ${restaurant}.`,
  page: {
    claimTitle: "Reservar la mesa ofrecida",
    claimIntro: (restaurant: string) => `${restaurant} le ofrece esta mesa. Al reservarla, la reserva queda hecha al instante.`,
    claimButton: "Reservar esta mesa",
    acceptTerms: "Acepto las condiciones generales",
    bookedTitle: "Su mesa está reservada",
    bookedIntro:
      "Guarde el número de reserva y el PIN: necesitará ambos para modificarla o cancelarla. Solo aparecen aquí y en su correo electrónico.",
    goneTitle: "Esta mesa ya no está disponible",
    goneIntro: "Otro cliente la reservó antes, o ya no está libre. Sigue en la lista de espera para la próxima mesa que se libere.",
    expiredTitle: "Esta oferta ha caducado",
    expiredIntro: "El plazo para reservar esta mesa ha terminado; ha pasado al siguiente cliente. Sigue en la lista de espera.",
    usedTitle: "Esta oferta ya se ha utilizado",
    usedIntro: "Con este enlace ya se reservó una mesa; su correo de confirmación contiene el número y el PIN.",
    unknownTitle: "Enlace no encontrado",
    unknownIntro: "Este enlace no es válido. Copie el enlace completo del correo electrónico o consulte al restaurante.",
    leaveTitle: "Salir de la lista de espera",
    leaveIntro: (restaurant: string) => `¿Salir de la lista de espera de ${restaurant}? No recibirá más ofertas para esta fecha.`,
    leaveButton: "Salir de la lista de espera",
    leftTitle: "Ha salido de la lista de espera",
    leftIntro: "No recibirá más ofertas para esta fecha.",
  },
};
