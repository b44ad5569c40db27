import type { HostedPageMessages } from "./hosted-page-card.i18n.ts";

/** The hosted page card in Dutch: part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: HostedPageMessages = {
  title: "Reserveringspagina",
  intro:
    "Geen website, of een link nodig voor uw kaartvermelding, socialemediaprofiel of tafelkaartjes? Couvert host een reserveringspagina voor u. Die werkt zodra het restaurant is gepubliceerd.",
  link: "Adres",
  open: "Reserveringspagina openen",
  qr: "QR-code",
  qrAlt: (url) => `QR-code die ${url} opent`,
  download: "QR-code (SVG) downloaden om af te drukken",
};
