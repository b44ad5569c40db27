import type { ManageMessages } from "./messages.ts";

/** `<couvert-manage>` in Italian. */
export const it: ManageMessages = {
  intro: "Inserisca il numero di prenotazione e il PIN indicati nella conferma.",
  find: "Mostra la prenotazione",
  numberInvalid: "Inserisca il numero di prenotazione (da 6 a 8 cifre).",
  pinInvalid: "Inserisca il PIN di 6 caratteri indicato nella conferma.",
  title: (number) => `Prenotazione ${number}`,
  when: "Data e ora",
  contact: "Contatti",
  change: "Modifica la prenotazione",
  cancel: "Annulla la prenotazione",
  other: "Cerca un'altra prenotazione",
  editTitle: "Modifichi la Sua prenotazione",
  save: "Invia la modifica",
  sending: "Invio in corso…",
  back: "Annulla le modifiche",
  nothingChanged: "Non ha ancora modificato nulla.",
  applied: "La Sua prenotazione è stata modificata.",
  requested:
    "La Sua modifica è stata inviata al ristorante. Sarà valida non appena il ristorante la confermerà; fino ad allora la prenotazione resta com'era.",
  requestHint:
    "La Sua prenotazione è già confermata, quindi la modifica viene inviata al ristorante come richiesta. Sarà valida non appena il ristorante la accetterà; fino ad allora la prenotazione resta com'è.",
  requestOpen: (date) => `Il ${date} ha chiesto una modifica. Il ristorante non l'ha ancora confermata:`,
  requestPrefilled:
    "La modifica richiesta è già inserita qui sotto. Ciò che invia ora sostituisce quella richiesta; per ritirarla, riporti tutto com'era.",
  withdrawn: "La Sua richiesta di modifica è stata ritirata; la prenotazione resta com'è.",
  removed: "rimosso",
  requestApproved: (date) => `Il ristorante ha accettato la Sua modifica del ${date}.`,
  requestDeclined: (date) => `Il ristorante ha rifiutato la Sua modifica del ${date}; la prenotazione resta come indicato.`,
  cancelQuestion: (when) => `Vuole davvero annullare la prenotazione per ${when}?`,
  cancelYes: "Sì, annulla la prenotazione",
  cancelNo: "No, la mantengo",
  cancelled: "La Sua prenotazione è stata annullata.",
  notCancellable: "Questa prenotazione non può più essere annullata online. Contatti il ristorante.",
  closed: "Questa prenotazione non può più essere modificata o annullata online. Se ha bisogno di qualcosa, contatti il ristorante.",
  closedCancelled: "Questa prenotazione è annullata. Per un'altra visita, faccia una nuova prenotazione.",
  lostPin: "Ha perso il PIN?",
  resetStart: "Inviami un nuovo PIN via e-mail",
  resetTitle: "Ricevi un nuovo PIN",
  resetIntro:
    "Inserisca il numero di prenotazione e l'indirizzo e-mail indicato al momento della prenotazione. Le invieremo un nuovo PIN via e-mail.",
  resetEmail: "Indirizzo e-mail",
  resetSend: "Invia un nuovo PIN",
  resetBack: "Indietro",
  resetDoneTitle: "Controlli la Sua e-mail",
  resetDone: (number, email) =>
    `Se ${email} è l'indirizzo e-mail della prenotazione ${number}, un nuovo PIN è in arrivo a quell'indirizzo e il vecchio PIN non è più valido.`,
  resetNoMail: "Nessuna e-mail dopo qualche minuto? Controlli il numero e l'indirizzo, oppure contatti il ristorante.",
  resetEnterPin: "Inserisca il nuovo PIN",
};
