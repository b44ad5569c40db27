import type { ManagePageMessages } from "./manage-page-card.i18n.ts";

/** The manage page card in Spanish: part of console/i18n/packs/es.ts, loaded with the language. */
export const es: ManagePageMessages = {
  title: "Página de gestión",
  label: "Dirección de la página con el widget de gestión",
  hint: "Donde los clientes modifican o cancelan: la página de su web en la que pegó el fragmento de código. Todos los correos a los clientes enlazan allí.",
  fallback: "Mientras no indique ninguna, los correos a los clientes enlazan a su página de reservas:",
  save: "Guardar",
  saving: "Guardando…",
  saved: "Guardado.",
  invalid: "Escriba una dirección web completa, que empiece por https://.",
};
