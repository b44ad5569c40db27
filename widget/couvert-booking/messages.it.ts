import type { BookingMessages } from "./messages.ts";

/** `<couvert-booking>` in Italian. */
export const it: BookingMessages = {
  submit: "Prenota un tavolo",
  submitting: "Prenotazione in corso…",
  manualHint: "Il ristorante conferma personalmente ogni prenotazione; riceverà una sua risposta.",
  doneTitle: {
    pending: "Grazie! Abbiamo ricevuto la Sua richiesta di prenotazione.",
    confirmed: "Grazie! Il Suo tavolo è prenotato.",
  },
  doneWhat: (when, guests, restaurant) => `${when}, ${guests}, ${restaurant}`,
  doneNext: {
    pending:
      "Il Suo tavolo non è ancora confermato: il ristorante confermerà la richiesta e La contatterà attraverso i canali che ha scelto.",
    confirmed: "Il ristorante ha confermato la Sua prenotazione. Riceverà una conferma attraverso i canali che ha scelto.",
  },
  keepCodes: "Conservi il numero di prenotazione e il PIN: Le servono entrambi per modificare o annullare la prenotazione.",
  manage: "Gestisci la prenotazione",
  copyNumber: "Copia il numero di prenotazione",
  copyPin: "Copia il PIN",
  addToCalendar: "Aggiungi al calendario",
  again: "Fai un'altra prenotazione",
  calendarTitle: (guests, restaurant) => `Tavolo per ${guests}, ${restaurant}`,
  calendarText: (number) => `Numero di prenotazione ${number}`,
  preferredTime: "Orario preferito",
  allTimes: (n) => `Tutti gli orari (${n})`,
  fewerTimes: "Meno orari",
  noTimesOn: (guests, day) => `Nessun orario libero per ${guests} ${day}.`,
  nearestDays: "I giorni più vicini con orari liberi:",
  noNearDays: "Non c'è posto nemmeno nei giorni vicini; contatti il ristorante.",
  nothingNear: (guests, time, day) => `Nessun posto libero per ${guests} intorno alle ${time} ${day}.`,
  notifyMe: "Avvisatemi se si libera un tavolo",
  notifyIntro: "Lasci i Suoi dati: se tra questi orari si libera un tavolo, Le inviamo per e-mail un link per prenotarlo.",
  windowFrom: "Dalle",
  windowTo: "Alle",
  notifySubmit: "Mettetemi in lista d'attesa",
  notifyDone: "È in lista d'attesa. Le scriveremo se si libera un tavolo.",
  callUs: "Chiami il ristorante:",
};
