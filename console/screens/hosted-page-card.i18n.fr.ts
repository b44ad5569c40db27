import type { HostedPageMessages } from "./hosted-page-card.i18n.ts";

/** The hosted page card in French: part of console/i18n/packs/fr.ts, loaded with the language. */
export const fr: HostedPageMessages = {
  title: "Page de réservation",
  intro:
    "Pas de site web, ou besoin d’un lien pour votre fiche sur une carte, votre profil sur les réseaux sociaux ou vos chevalets de table ? Couvert héberge une page de réservation pour vous. Elle fonctionne dès que le restaurant est publié.",
  link: "Adresse",
  open: "Ouvrir la page de réservation",
  qr: "Code QR",
  qrAlt: (url) => `Code QR qui ouvre ${url}`,
  download: "Télécharger le code QR (SVG) à imprimer",
};
