import type { HostedPageMessages } from "./hosted-page-card.i18n.ts";

/** The hosted page card in Spanish: part of console/i18n/packs/es.ts, loaded with the language. */
export const es: HostedPageMessages = {
  title: "Página de reservas",
  intro:
    "¿No tiene sitio web, o necesita un enlace para su ficha en el mapa, su perfil en redes sociales o sus tarjetas de mesa? Couvert aloja una página de reservas para usted. Funciona en cuanto el restaurante está publicado.",
  link: "Dirección",
  open: "Abrir la página de reservas",
  qr: "Código QR",
  qrAlt: (url) => `Código QR que abre ${url}`,
  download: "Descargar el código QR (SVG) para imprimir",
};
