import { catalog, textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { ConsoleLang } from "../i18n/index.ts";

/** The hosted page card's English texts; every other language is typed as `HostedPageMessages`. */
const en = {
  title: "Booking page",
  intro:
    "No website, or a link for your map listing, social profile or table cards? Couvert hosts a booking page for you. It works once the restaurant is published.",
  link: "Address",
  open: "Open the booking page",
  qr: "QR code",
  qrAlt: (url: string) => `QR code that opens ${url}`,
  download: "Download the QR code (SVG) to print",
};

export type HostedPageMessages = typeof en;

const de: HostedPageMessages = {
  title: "Reservierungsseite",
  intro:
    "Keine Website, oder ein Link für den Karteneintrag, das Social-Media-Profil oder Tischaufsteller? Couvert stellt Ihnen eine Reservierungsseite bereit. Sie ist erreichbar, sobald das Restaurant veröffentlicht ist.",
  link: "Adresse",
  open: "Reservierungsseite öffnen",
  qr: "QR-Code",
  qrAlt: (url: string) => `QR-Code, der ${url} öffnet`,
  download: "QR-Code (SVG) zum Drucken herunterladen",
};

const CATALOG = catalog("hosted-page", { en, de });

export const hostedPageMessages = (lang: ConsoleLang): HostedPageMessages => textsIn(CATALOG, lang);
