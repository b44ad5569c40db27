import type { WaitlistCatalog } from "./catalog.en.ts";

/** I testi della lista d'attesa in italiano (forma di cortesia, «Lei»). */
export const it: WaitlistCatalog = {
  formats: {
    when: "cccc d LLLL yyyy 'alle' HH:mm",
    day: "cccc d LLLL yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 persona" : `${n} persone`),
  labels: {
    restaurant: "Ristorante",
    when: "Data e ora",
    day: "Data",
    window: "Tra",
    party: "Persone",
    details: "Dettagli",
    number: "Numero di prenotazione",
    pin: "PIN",
  },
  joined: {
    subject: (restaurant: string) => `È in lista d'attesa da ${restaurant}`,
    title: "È in lista d'attesa",
    intro: (name: string, restaurant: string) =>
      `Gentile ${name}, ${restaurant} L'ha inserita nella sua lista d'attesa. Quando si libera un tavolo adatto, Le inviamo un'offerta per e-mail; il tavolo va al primo cliente che la accetta.`,
  },
  offer: {
    subject: (restaurant: string) => `Un tavolo si è liberato da ${restaurant}`,
    title: "C'è un tavolo libero per Lei",
    intro: (name: string, minutes: number) =>
      `Gentile ${name}, si è liberato un tavolo. È Suo se lo prenota entro ${minutes} minuti; dopo passa al cliente successivo in lista.`,
    claim: "Prenota questo tavolo",
    claimHint: "Un altro cliente potrebbe essere stato più veloce: il link glielo dirà subito.",
  },
  leave: {
    link: "Esci dalla lista d'attesa",
    hint: "Se non Le serve più un tavolo, questo link La toglie dalla lista.",
  },
  footer: (restaurant: string) => `Riceve questa e-mail perché ha chiesto di entrare nella lista d'attesa di ${restaurant}.`,
  page: {
    claimTitle: "Prenoti il tavolo offerto",
    claimIntro: (restaurant: string) => `${restaurant} Le offre questo tavolo. Prenotandolo, la prenotazione è subito fatta.`,
    claimButton: "Prenota questo tavolo",
    acceptTerms: "Accetto i termini e condizioni",
    bookedTitle: "Il Suo tavolo è prenotato",
    bookedIntro:
      "Conservi il numero di prenotazione e il PIN: servono entrambi per modificare o cancellare. Compaiono solo qui e nella Sua e-mail.",
    goneTitle: "Questo tavolo non è più disponibile",
    goneIntro:
      "Un altro cliente l'ha prenotato prima, oppure non è più libero. Lei resta in lista d'attesa per il prossimo tavolo che si libera.",
    expiredTitle: "Questa offerta è scaduta",
    expiredIntro: "Il tempo per prenotare questo tavolo è finito; è passato al cliente successivo. Lei resta in lista d'attesa.",
    usedTitle: "Questa offerta è già stata usata",
    usedIntro: "Con questo link è già stato prenotato un tavolo; la Sua e-mail di conferma ne contiene il numero e il PIN.",
    unknownTitle: "Link non trovato",
    unknownIntro: "Questo link non è valido. Copi il link completo dall'e-mail o si rivolga al ristorante.",
    leaveTitle: "Esci dalla lista d'attesa",
    leaveIntro: (restaurant: string) => `Uscire dalla lista d'attesa di ${restaurant}? Non riceverà più offerte per questa data.`,
    leaveButton: "Esci dalla lista d'attesa",
    leftTitle: "È uscito dalla lista d'attesa",
    leftIntro: "Non riceverà più offerte per questa data.",
  },
};
