import type { HostedPageMessages } from "./hosted-page-card.i18n.ts";

/** The hosted page card in Italian: part of console/i18n/packs/it.ts, loaded with the language. */
export const it: HostedPageMessages = {
  title: "Pagina di prenotazione",
  intro:
    "Nessun sito web, o serve un link per la scheda sulla mappa, il profilo social o i segnatavolo? Couvert ospita per Lei una pagina di prenotazione. Funziona non appena il ristorante è pubblicato.",
  link: "Indirizzo",
  open: "Apri la pagina di prenotazione",
  qr: "Codice QR",
  qrAlt: (url) => `Codice QR che apre ${url}`,
  download: "Scarica il codice QR (SVG) da stampare",
};
