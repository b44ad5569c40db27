import { plural } from "../../../core/plural.ts";
import type { Catalog } from "./catalog.en.ts";

/** Italian, with "Lei": typed as the English catalog, so every key must be here. */
export const it: Catalog = {
  formats: {
    when: "cccc d LLLL yyyy 'alle' HH:mm",
    whenShort: "EEE d MMM, HH:mm",
    day: "cccc d LLLL",
    time: "HH:mm",
  },
  guests: (n) => plural("it", n, { one: "# persona", other: "# persone" }),
  labels: {
    restaurant: "Ristorante",
    address: "Indirizzo",
    phone: "Telefono",
    website: "Sito web",
    when: "Data e ora",
    time: "Orario",
    until: "Fino alle",
    partySize: "Numero di persone",
    number: "Numero di prenotazione",
    name: "Nome",
    email: "E-mail",
    status: "Stato",
    removed: "(rimosso)",
    notes: "Richieste particolari",
    occasion: "Occasione",
  },
  occasions: {
    birthday: "Compleanno",
    anniversary: "Anniversario",
    business: "Pranzo o cena di lavoro",
    other: "Altro",
  },

  guest: {
    greeting: (name) => `Gentile ${name},`,
    booking: "La Sua prenotazione",
    pin: "PIN",
    keepPin: "Conservi questo PIN: insieme al numero di prenotazione Le permette di modificare o annullare la prenotazione.",
    manage: "Modifica o annulla la prenotazione",
    view: "Visualizza la prenotazione",
    signInHint: "Le serviranno il numero di prenotazione e il PIN.",
    callRestaurant: (phone) => `Può contattare il ristorante al numero ${phone}.`,
    footer: (restaurant) => `Riceve questa e-mail per la Sua prenotazione presso ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t) => `Richiesta ricevuta: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Richiesta ricevuta – non ancora confermata",
        lead: (t) =>
          `Grazie per la Sua richiesta di prenotazione presso ${t.restaurant}. Si tratta di una richiesta: il ristorante deve ` +
          "ancora confermarla e Lei riceverà un'altra e-mail non appena lo avrà fatto.",
      },
      booking_confirmed: {
        subject: (t) => `Prenotazione confermata: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione è confermata",
        lead: (t) =>
          `Grazie per la Sua prenotazione. Il Suo tavolo presso ${t.restaurant} è confermato; il ristorante La aspetta con piacere.`,
      },
      change_applied: {
        subject: (t) => `Prenotazione modificata: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione è stata modificata",
        lead: (t) => `La modifica alla Sua prenotazione presso ${t.restaurant} è stata registrata.`,
        changes: "Che cosa è cambiato",
      },
      changed_by_restaurant: {
        subject: (t) => `Modificata dal ristorante: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione è stata modificata",
        lead: (t) =>
          `${t.restaurant} ha modificato la Sua prenotazione. Controlli i dettagli qui sotto; se non Le vanno bene, la modifichi o la annulli con il link qui sotto, oppure chiami il ristorante.`,
        changes: "Che cosa è cambiato",
      },
      change_requested: {
        subject: (t) => `Richiesta di modifica: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua richiesta di modifica è stata inviata",
        lead: (t) => `${t.restaurant} accetterà o rifiuterà la modifica richiesta. Nel frattempo la Sua prenotazione resta invariata.`,
        changes: "La modifica richiesta",
      },
      change_approved: {
        subject: (t) => `Modifica accettata: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua modifica è stata accettata",
        lead: (t) => `${t.restaurant} ha accettato la modifica da Lei richiesta.`,
        changes: "Che cosa è cambiato",
      },
      change_declined: {
        subject: (t) => `Modifica non possibile: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua modifica non è stata accettata",
        lead: (t) => `Purtroppo ${t.restaurant} non ha potuto accettare la modifica richiesta. La Sua prenotazione resta com'era.`,
        changes: "La modifica richiesta",
      },
      confirmed: {
        subject: (t) => `Prenotazione confermata: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione è confermata",
        lead: (t) => `Buone notizie: ${t.restaurant} ha confermato la Sua prenotazione e La aspetta con piacere.`,
      },
      rejected: {
        subject: (t) => `Prenotazione non possibile: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione non è stata accettata",
        lead: (t) => `Ci dispiace: ${t.restaurant} non può accettare la Sua richiesta di prenotazione per ${t.when}.`,
        tryAgain: "Può richiedere volentieri un altro giorno o un altro orario.",
        call: (phone) => `Il ristorante La aiuterà volentieri a trovare un altro orario: chiami il ${phone}.`,
      },
      cancelled: {
        subject: (t) => `Prenotazione annullata: ${t.restaurant}, ${t.whenShort}`,
        title: () => "La Sua prenotazione è stata annullata",
        lead: (t) => {
          if (t.cancelledBy === "guest")
            return `Ha annullato la Sua prenotazione presso ${t.restaurant} per ${t.when}. Grazie per aver avvisato il ristorante.`;
          if (t.cancelledBy === "owner")
            return `${t.restaurant} ha annullato la Sua prenotazione per ${t.when}. Ci scusiamo per l'inconveniente.`;
          return `La Sua prenotazione presso ${t.restaurant} per ${t.when} è stata annullata.`;
        },
      },
      reminder: {
        subject: (t) => `Promemoria: ${t.restaurant}, ${t.whenShort}`,
        title: (t) => {
          if (t.relativeDay === "today") return `A più tardi, alle ${t.time}`;
          if (t.relativeDay === "tomorrow") return `A domani, alle ${t.time}`;
          return `A presto: ${t.day} alle ${t.time}`;
        },
        lead: (t) =>
          `Le ricordiamo la Sua prenotazione presso ${t.restaurant}. Se i Suoi programmi sono cambiati, La preghiamo di avvisare il ristorante per tempo.`,
      },
      pin_reset: {
        subject: (t) => `Il Suo nuovo PIN: ${t.restaurant}, prenotazione ${t.number}`,
        title: () => "Il Suo nuovo PIN",
        lead: (t) => `Come richiesto, ecco un nuovo PIN per la Sua prenotazione presso ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "La prenotazione",
    guest: "Cliente",
    openReservation: "Apri nella console",
    onCommandLine: "Dalla riga di comando:",
    statuses: {
      pending: "in attesa della Sua conferma",
      confirmed: "confermata",
      seated: "al tavolo",
      completed: "conclusa",
      cancelled: "annullata",
      rejected: "rifiutata",
      no_show: "non presentato",
    },
    footer: (restaurant) => `Riceve questa e-mail perché questo indirizzo è avvisato delle prenotazioni presso ${restaurant}.`,
    newRequest: {
      subject: (t) => `Nuova richiesta di prenotazione: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nuova richiesta di prenotazione",
      lead: (t) => `${t.guest} desidera un tavolo per ${t.guests} ${t.when}.`,
      next: "La confermi o la rifiuti: il cliente attende la Sua risposta.",
    },
    newBooking: {
      subject: (t) => `Nuova prenotazione: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nuova prenotazione",
      lead: (t) => `${t.guest} ha prenotato un tavolo per ${t.guests} ${t.when}.`,
      next: "È stata confermata automaticamente: non serve fare nulla.",
    },
    requestChanged: {
      subject: (t) => `Richiesta di prenotazione modificata: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Richiesta di prenotazione modificata",
      lead: (t) => `${t.guest} ha modificato la richiesta di prenotazione, ora per ${t.guests} ${t.when}.`,
      changes: "Che cosa è cambiato",
      next: "Attende ancora la Sua risposta: la confermi o la rifiuti così com'è ora.",
    },
    guestChanged: {
      subject: (t) => `Prenotazione modificata: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Prenotazione modificata dal cliente",
      lead: (t) => `${t.guest} ha modificato la prenotazione, ora per ${t.guests} ${t.when}.`,
      changes: "Che cosa è cambiato",
      next: "Rispettava tutte le regole ed è stata quindi accettata subito; il cliente è stato informato. Non serve fare nulla.",
    },
    changeRequest: {
      subject: (t) => `Richiesta di modifica: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Richiesta di modifica",
      lead: (t) => `${t.guest} desidera modificare la prenotazione per ${t.guests} di ${t.when}.`,
      changes: "Modifiche richieste",
      next: "La accetti o la rifiuti: fino ad allora la prenotazione resta invariata.",
    },
    guestCancelled: {
      subject: (t) => `Annullata dal cliente: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Prenotazione annullata dal cliente",
      lead: (t) => `${t.guest} ha annullato la prenotazione per ${t.guests} di ${t.when}.`,
      next: "Non serve fare nulla: il tavolo è di nuovo libero.",
    },
  },

  invitation: {
    subject: (restaurant) => `Invito a ${restaurant} su Couvert`,
    title: (restaurant) => `Unisciti a ${restaurant}`,
    lead: (restaurant, role) =>
      `È stato invitato a lavorare nella console delle prenotazioni di ${restaurant} come ${role}. Scelga la Sua password per iniziare.`,
    roles: { owner: "titolare", staff: "membro del personale" },
    button: "Scegli la password",
    expires: (when) => `Il link funziona una sola volta, fino a ${when}. Se è scaduto, chieda un nuovo invito.`,
    ignore: "Non si aspettava questa e-mail? La ignori: senza il link non succede nulla.",
  },

  calendar: {
    summary: (partySize, restaurant) => `Tavolo per ${plural("it", partySize, { one: "# persona", other: "# persone" })}, ${restaurant}`,
    description: (number) => `Numero di prenotazione ${number}`,
  },
};
