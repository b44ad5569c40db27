import type { GettingStartedMessages } from "./getting-started-view.i18n.ts";

/** The walkthrough in Italian ("Lei"): part of console/i18n/packs/it.ts, loaded with the language. */
export const it: GettingStartedMessages = {
  nav: "Primi passi",
  title: "Primi passi",
  intro: "Sette passi, e i clienti possono prenotare un tavolo sul Suo sito. Tutto si può cambiare in seguito nelle Impostazioni.",
  progressLabel: "Passi",
  done: "fatto",
  notDone: "da fare",
  stepOf: (n, of) => `Passo ${n} di ${of}`,
  back: "Indietro",
  next: "Avanti",
  steps: {
    details: {
      title: "Il Suo ristorante",
      why: "I clienti vedono il nome nel widget di prenotazione e trovano indirizzo e telefono in ogni e-mail di conferma.",
    },
    hours: {
      title: "Orari di apertura",
      why: "I clienti possono scegliere solo orari in cui è aperto. Aggiunga festività e date particolari ora o quando capitano.",
    },
    capacity: {
      title: "Capienza e regole di prenotazione",
      why: "Quanti coperti può servire contemporaneamente: senza questo dato il widget accetterebbe prenotazioni senza limite per un orario. Le altre regole hanno valori predefiniti sensati.",
    },
    notifications: {
      title: "Chi viene avvisato delle prenotazioni",
      why: "Almeno un indirizzo e-mail che riceve ogni nuova prenotazione e ogni modifica. Senza, nessuno al ristorante sa che un cliente ha prenotato.",
    },
    website: {
      title: "Il Suo sito web",
      why: "Crei una chiave e incolli lo snippet nel Suo sito, dove deve comparire il modulo di prenotazione. L'anteprima mostra ciò che vedranno i clienti.",
    },
    manage: {
      title: "Pagina per modificare o annullare",
      why: "La pagina del Suo sito con il widget di gestione (lo snippet lo mette sotto il modulo di prenotazione): il pulsante «Modifica o annulla la prenotazione» di ogni e-mail ai clienti porta lì. Finché non la indica, porta alla Sua pagina di prenotazione su Couvert.",
    },
    publish: {
      title: "Andare online",
      why: "Finché non pubblica, i widget del Suo sito non accettano prenotazioni.",
    },
  },
  checklist: "Prima di pubblicare",
  live: "È online: i clienti possono prenotare sul Suo sito. Le nuove prenotazioni compaiono nella vista Giorno appena arrivano.",
  toDay: "Vai alle prenotazioni di oggi",
};
