import type { ConsoleLang } from "../../i18n/index.ts";

const en = {
  nav: "Waitlist",
  title: "Waitlist",
  empty: "Nobody is waiting for this day.",
  guests: (n: number) => (n === 1 ? "1 guest" : `${n} guests`),
  window: (from: string, to: string) => `between ${from} and ${to}`,
  status: { waiting: "Waiting", offered: "Offered", booked: "Booked", left: "Left the list" } as Record<string, string>,
  offerUntil: (time: string, until: string) => `Offered ${time}, until ${until}`,
  booked: (n: number) => `Booked: reservation ${n}`,
  offerTime: "Time to offer",
  chooseTime: "Choose a time",
  noFreeStart: "No free time on this day for this party.",
  offer: "Offer this time",
  remove: "Remove",
  offered: "The guest has been e-mailed the offer.",
  removed: "The guest is off the list.",
};
export type WaitlistTexts = typeof en;

const de: WaitlistTexts = {
  nav: "Warteliste",
  title: "Warteliste",
  empty: "Für diesen Tag wartet niemand.",
  guests: (n) => (n === 1 ? "1 Person" : `${n} Personen`),
  window: (from, to) => `zwischen ${from} und ${to}`,
  status: { waiting: "Wartet", offered: "Angeboten", booked: "Gebucht", left: "Abgemeldet" },
  offerUntil: (time, until) => `Angeboten: ${time}, bis ${until}`,
  booked: (n) => `Gebucht: Reservierung ${n}`,
  offerTime: "Angebotene Uhrzeit",
  chooseTime: "Uhrzeit wählen",
  noFreeStart: "An diesem Tag ist für diese Personenzahl keine Uhrzeit frei.",
  offer: "Diese Uhrzeit anbieten",
  remove: "Entfernen",
  offered: "Das Angebot ist per E-Mail an den Gast unterwegs.",
  removed: "Der Gast steht nicht mehr auf der Liste.",
};

const fr: WaitlistTexts = {
  nav: "Liste d’attente",
  title: "Liste d’attente",
  empty: "Personne n’attend pour ce jour.",
  guests: (n) => (n <= 1 ? `${n} personne` : `${n} personnes`),
  window: (from, to) => `entre ${from} et ${to}`,
  status: { waiting: "En attente", offered: "Offre envoyée", booked: "Réservé", left: "A quitté la liste" },
  offerUntil: (time, until) => `Offre : ${time}, jusqu’à ${until}`,
  booked: (n) => `Réservé : réservation ${n}`,
  offerTime: "Horaire à proposer",
  chooseTime: "Choisir un horaire",
  noFreeStart: "Aucun horaire libre ce jour-là pour ce nombre de personnes.",
  offer: "Proposer cet horaire",
  remove: "Retirer",
  offered: "L’offre a été envoyée au client par e-mail.",
  removed: "Le client n’est plus sur la liste.",
};

const it: WaitlistTexts = {
  nav: "Lista d'attesa",
  title: "Lista d'attesa",
  empty: "Nessuno è in attesa per questo giorno.",
  guests: (n) => (n === 1 ? "1 persona" : `${n} persone`),
  window: (from, to) => `tra le ${from} e le ${to}`,
  status: { waiting: "In attesa", offered: "Offerta inviata", booked: "Prenotato", left: "Uscito dalla lista" },
  offerUntil: (time, until) => `Offerta: ${time}, fino alle ${until}`,
  booked: (n) => `Prenotato: prenotazione ${n}`,
  offerTime: "Orario da offrire",
  chooseTime: "Scegli un orario",
  noFreeStart: "Nessun orario libero in questo giorno per questo numero di persone.",
  offer: "Offri quest'orario",
  remove: "Rimuovi",
  offered: "L'offerta è stata inviata al cliente per e-mail.",
  removed: "Il cliente non è più in lista.",
};

const es: WaitlistTexts = {
  nav: "Lista de espera",
  title: "Lista de espera",
  empty: "Nadie espera para este día.",
  guests: (n) => (n === 1 ? "1 persona" : `${n} personas`),
  window: (from, to) => `entre las ${from} y las ${to}`,
  status: { waiting: "Esperando", offered: "Oferta enviada", booked: "Reservado", left: "Salió de la lista" },
  offerUntil: (time, until) => `Oferta: ${time}, hasta las ${until}`,
  booked: (n) => `Reservado: reserva ${n}`,
  offerTime: "Hora que ofrecer",
  chooseTime: "Elija una hora",
  noFreeStart: "No hay ninguna hora libre este día para este número de personas.",
  offer: "Ofrecer esta hora",
  remove: "Quitar",
  offered: "Se ha enviado la oferta al cliente por correo electrónico.",
  removed: "El cliente ya no está en la lista.",
};

const nl: WaitlistTexts = {
  nav: "Wachtlijst",
  title: "Wachtlijst",
  empty: "Niemand wacht voor deze dag.",
  guests: (n) => (n === 1 ? "1 persoon" : `${n} personen`),
  window: (from, to) => `tussen ${from} en ${to}`,
  status: { waiting: "Wacht", offered: "Aangeboden", booked: "Gereserveerd", left: "Van de lijst af" },
  offerUntil: (time, until) => `Aangeboden: ${time}, tot ${until}`,
  booked: (n) => `Gereserveerd: reservering ${n}`,
  offerTime: "Aan te bieden tijd",
  chooseTime: "Kies een tijd",
  noFreeStart: "Op deze dag is er geen tijd vrij voor dit aantal personen.",
  offer: "Deze tijd aanbieden",
  remove: "Verwijderen",
  offered: "Het aanbod is per e-mail naar de gast gestuurd.",
  removed: "De gast staat niet meer op de lijst.",
};

const TEXTS: Record<ConsoleLang, WaitlistTexts> = { en, de, fr, it, es, nl };

export const waitlistTexts = (lang: ConsoleLang): WaitlistTexts => TEXTS[lang];
