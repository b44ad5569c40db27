import { plural } from "../../core/plural.ts";
import type { WebsiteMessages } from "./website-view.i18n.ts";

/** The Website screen in Italian ("Lei"): part of console/i18n/packs/it.ts, loaded with the language. */
export const it: WebsiteMessages = {
  nav: "Sito web",
  title: "Sito web",
  intro:
    "Porti il modulo di prenotazione, la consultazione delle prenotazioni e i Suoi eventi sul Suo sito: crei una chiave, poi incolli il suo snippet nella pagina.",
  modules: {
    reservation: "Prenotazione tavoli",
    events: "Eventi",
    menu: "Menù",
    reviews: "Recensioni",
    news: "Novità",
    gallery: "Galleria",
    opening_hours: "Orari di apertura",
  },
  keys: {
    title: "Chiavi",
    none: "Ancora nessuna chiave. Ne crei una qui sotto per mettere i widget sul Suo sito.",
    unnamed: "Chiave senza nome",
    modules: "Può leggere",
    origins: "Siti web",
    anyOrigin: "Qualsiasi sito",
    created: "Creata",
    lastUsed: "Ultimo uso",
    never: "Mai",
    revoked: "Revocata",
    active: "Attiva",
    test: "Chiave di prova",
    editOrigins: "Modifica i siti",
    editOriginsOf: (prefix) => `Modifica i siti della chiave ${prefix}`,
    originsOf: (prefix) => `Siti della chiave ${prefix}`,
    save: "Salva i siti",
    cancel: "Annulla",
    saved: "Salvato: i nuovi siti valgono dalla prossima richiesta.",
    revoke: "Revoca",
    revokeOf: (prefix) => `Revoca la chiave ${prefix}`,
    confirmRevoke: (prefix) => `Revocare la chiave ${prefix}? I siti che la usano smettono subito di funzionare; non si può annullare.`,
    yesRevoke: "Sì, revoca",
    keep: "Conservala",
    revokedNow: "Revocata: la chiave non funziona più da nessuna parte.",
  },
  create: {
    title: "Nuova chiave",
    intro: "Meglio una chiave per sito: se una finisce in mani sbagliate, la si revoca senza toccare le altre.",
    label: "Nome",
    optional: "facoltativo",
    labelHint: "Solo per Lei, ad es. «Sito principale».",
    modules: "Cosa può leggere la chiave",
    modulesHint: "I widget di prenotazione e di consultazione richiedono la prenotazione tavoli; il widget degli eventi, gli eventi.",
    noModule: "Ne scelga almeno uno.",
    origins: "Siti web",
    originsHint:
      "L'indirizzo di ogni sito che mostra i widget, ad es. https://bistro.example, uno per riga. Lasci vuoto per consentire qualsiasi sito: così chiunque copi la chiave può usarla sul proprio.",
    test: "Chiave di prova",
    testHint:
      "Per provare il Suo sito: le sue prenotazioni non occupano mai un tavolo, non raggiungono né clienti né titolari e restano fuori dalla Sua giornata e dall'esportazione; vengono eliminate dopo 7 giorni.",
    submit: "Crea la chiave",
    busy: "Creazione…",
  },
  origins: {
    problems: {
      wildcard: (entry) =>
        `«${entry}» contiene un *. Indichi ogni sito a parte, ad es. https://bistro.example e https://www.bistro.example.`,
      not_an_origin: (entry) => `«${entry}» non è un indirizzo di sito come https://bistro.example (senza percorso come /prenota).`,
    },
    tooMany: (max) => `Indichi al massimo ${max} siti.`,
  },
  createdKey: {
    title: "La Sua nuova chiave: la copi ora",
    shownOnce: "Mostrata solo ora.",
    warning:
      "Couvert non conserva alcuna copia della chiave, quindi una volta usciti non si può più mostrare. Se va persa, crei una nuova chiave e revochi questa.",
    snippet: "Snippet per il Suo sito",
    snippetHint: "Lo incolli nella pagina del Suo sito in cui devono comparire i widget.",
    wordpress: "Usa WordPress?",
    wordpressHelp:
      "WordPress toglie senza avvisare i <script> dagli articoli degli utenti che non possono pubblicare HTML non filtrato (autori, collaboratori e, in una rete multisito, tutti tranne i super amministratori). Incolli lo snippet in un blocco HTML personalizzato come amministratore, oppure metta una volta la riga <script> nell'intestazione del sito (con un plugin per gli script di intestazione) e nelle pagine solo gli elementi <couvert-…>.",
    noSnippet: "Questa chiave non serve nessun widget: è per altri programmi che leggono l'API.",
    key: "Solo la chiave",
    copySnippet: "Copia lo snippet",
    copyKey: "Copia la chiave",
    copied: "Copiato negli appunti.",
    copyFailed: "Impossibile copiare: selezioni il testo e lo copi.",
    done: "Fatto, l'ho copiata",
  },
  preview: {
    title: "Anteprima",
    intro:
      "Ciò che vedono i clienti sul Suo sito, nel Suo colore d'accento, con i Suoi orari ed eventi reali. Da qui non si prenota nulla.",
    unpublished: "I clienti non possono ancora prenotare: il ristorante non è pubblicato.",
    booking: "Modulo di prenotazione",
    manage: "Consulta una prenotazione",
    events: "Eventi",
    loading: "Caricamento dell'anteprima…",
    failed: "Impossibile caricare l'anteprima.",
  },
  testSpace: {
    title: "Prenotazioni di prova",
    intro:
      "Ciò che avrebbero inviato le prenotazioni fatte con le Sue chiavi di prova, le più recenti prima: registrato qui, mai inviato. Le prenotazioni di prova vengono eliminate dopo 7 giorni.",
    none: "Ancora nessun messaggio di prova.",
    channels: { email: "E-mail", messaging: "WhatsApp", webhook: "Webhook" },
    to: (recipient) => `a ${recipient}`,
    purge: "Elimina tutte le prenotazioni di prova",
    purged: (count) => plural("it", count, { one: "# prenotazione di prova eliminata.", other: "# prenotazioni di prova eliminate." }),
  },
};
