import type { EditTexts } from "./reservation-edit.i18n.ts";

/** The edit form and Undo in Spanish: part of console/i18n/packs/es.ts, loaded with the language. */
export const es: EditTexts = {
  edit: "Modificar",
  title: (number) => `Modificar la reserva ${number}`,
  when: "Fecha y hora",
  party: "Comensales",
  firstName: "Nombre",
  lastName: "Apellidos",
  phone: "Teléfono",
  email: "Correo electrónico",
  notes: "Peticiones especiales",
  save: "Guardar y avisar al cliente",
  cancel: "Cerrar sin guardar",
  told: (number) => `Reserva ${number} modificada; se avisa al cliente.`,
  unchanged: "No se ha cambiado nada.",
  full: "Esta hora está completa. ¿Modificar la reserva de todos modos, por encima del aforo?",
  changeAnyway: "Modificar de todos modos",
  back: "Volver al formulario",
  undo: "Deshacer",
  undone: (number, status) => `Reserva ${number}: de nuevo «${status}».`,
};
