import { plural } from "../../../core/plural.ts";
import type { ConsoleLang } from "../../i18n/index.ts";

const en = {
  title: "Guests' privacy",
  retention: (months: number) =>
    `Guest details of a stay are anonymised ${months} months after it: names, contacts and notes go; dates, party sizes and statuses stay.`,
  retentionChange: "Change it in Settings",
  findTitle: "One guest's data",
  findIntro: "Find a guest by the e-mail address or phone number of their bookings, to give them their data or erase it.",
  email: "E-mail",
  phone: "Phone",
  kind: "Find by",
  contact: "E-mail address or phone number",
  exportButton: "Export",
  exported: (bookings: number, messages: number) => `${bookings} booking(s) and ${messages} message(s) found.`,
  save: "Save the export (JSON)",
  eraseButton: "Erase…",
  confirmTitle: "Erase this guest's data for good?",
  confirmText:
    "Every booking, change request and message of this guest loses its name, contacts and notes. Future bookings are cancelled and the guest is told first. This cannot be undone.",
  confirm: "Erase for good",
  cancel: "Keep",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Nothing to erase: no booking holds these details."
      : `Erased from ${found} booking(s); ${cancelled} future booking(s) cancelled.`,
  auditTitle: "Latest erasures and retention runs",
  auditNone: "None yet.",
  action: { erasure: "Erasure", retention: "Retention" },
  when: "When",
  what: "What",
  rows: "Rows changed",
};

const de: typeof en = {
  title: "Datenschutz der Gäste",
  retention: (months: number) =>
    `Gästedaten eines Besuchs werden ${months} Monate danach anonymisiert: Namen, Kontakte und Notizen fallen weg; Datum, Personenzahl und Status bleiben.`,
  retentionChange: "In den Einstellungen ändern",
  findTitle: "Daten eines Gastes",
  findIntro:
    "Finden Sie einen Gast über E-Mail-Adresse oder Telefonnummer seiner Buchungen, um ihm seine Daten zu geben oder sie zu löschen.",
  email: "E-Mail",
  phone: "Telefon",
  kind: "Suchen nach",
  contact: "E-Mail-Adresse oder Telefonnummer",
  exportButton: "Exportieren",
  exported: (bookings: number, messages: number) => `${bookings} Buchung(en) und ${messages} Nachricht(en) gefunden.`,
  save: "Export speichern (JSON)",
  eraseButton: "Löschen…",
  confirmTitle: "Daten dieses Gastes endgültig löschen?",
  confirmText:
    "Jede Buchung, Änderungsanfrage und Nachricht dieses Gastes verliert Namen, Kontakte und Notizen. Künftige Buchungen werden storniert, der Gast wird vorher benachrichtigt. Das lässt sich nicht rückgängig machen.",
  confirm: "Endgültig löschen",
  cancel: "Behalten",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Nichts zu löschen: keine Buchung enthält diese Angaben."
      : `Aus ${found} Buchung(en) gelöscht; ${cancelled} künftige Buchung(en) storniert.`,
  auditTitle: "Letzte Löschungen und Aufbewahrungsläufe",
  auditNone: "Noch keine.",
  action: { erasure: "Löschung", retention: "Aufbewahrung" },
  when: "Wann",
  what: "Was",
  rows: "Geänderte Zeilen",
};

const fr: typeof en = {
  title: "Confidentialité des clients",
  retention: (months: number) =>
    `Les données des clients d’une visite sont anonymisées ${months} mois après : noms, coordonnées et notes disparaissent ; dates, nombre de personnes et statuts restent.`,
  retentionChange: "Modifier dans les Paramètres",
  findTitle: "Les données d’un client",
  findIntro:
    "Retrouvez un client par l’adresse e-mail ou le numéro de téléphone de ses réservations, pour lui remettre ses données ou les effacer.",
  email: "E-mail",
  phone: "Téléphone",
  kind: "Rechercher par",
  contact: "Adresse e-mail ou numéro de téléphone",
  exportButton: "Exporter",
  exported: (bookings: number, messages: number) =>
    `${plural("fr", bookings, { one: "# réservation", other: "# réservations" })} et ${plural("fr", messages, { one: "# message", other: "# messages" })} trouvés.`,
  save: "Enregistrer l’export (JSON)",
  eraseButton: "Effacer…",
  confirmTitle: "Effacer définitivement les données de ce client ?",
  confirmText:
    "Chaque réservation, demande de modification et message de ce client perd son nom, ses coordonnées et ses notes. Les réservations à venir sont annulées et le client en est d’abord informé. Cette action est irréversible.",
  confirm: "Effacer définitivement",
  cancel: "Conserver",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Rien à effacer : aucune réservation ne contient ces coordonnées."
      : `Effacé de ${plural("fr", found, { one: "# réservation", other: "# réservations" })} ; ${plural("fr", cancelled, { one: "# réservation à venir annulée", other: "# réservations à venir annulées" })}.`,
  auditTitle: "Derniers effacements et purges",
  auditNone: "Aucun pour l’instant.",
  action: { erasure: "Effacement", retention: "Conservation" },
  when: "Quand",
  what: "Quoi",
  rows: "Lignes modifiées",
};

const it: typeof en = {
  title: "Privacy dei clienti",
  retention: (months: number) =>
    `I dati dei clienti di una visita vengono anonimizzati ${months} mesi dopo: nomi, contatti e note vengono rimossi; date, numero di persone e stati restano.`,
  retentionChange: "Modifichi nelle Impostazioni",
  findTitle: "I dati di un cliente",
  findIntro:
    "Trovi un cliente tramite l'indirizzo e-mail o il numero di telefono delle sue prenotazioni, per consegnargli i suoi dati o cancellarli.",
  email: "E-mail",
  phone: "Telefono",
  kind: "Cerca per",
  contact: "Indirizzo e-mail o numero di telefono",
  exportButton: "Esporta",
  exported: (bookings: number, messages: number) =>
    `Trovati ${plural("it", bookings, { one: "# prenotazione", other: "# prenotazioni" })} e ${plural("it", messages, { one: "# messaggio", other: "# messaggi" })}.`,
  save: "Salva l'esportazione (JSON)",
  eraseButton: "Cancella…",
  confirmTitle: "Cancellare definitivamente i dati di questo cliente?",
  confirmText:
    "Ogni prenotazione, richiesta di modifica e messaggio di questo cliente perde nome, contatti e note. Le prenotazioni future vengono cancellate e il cliente viene prima avvisato. L'operazione non può essere annullata.",
  confirm: "Cancella definitivamente",
  cancel: "Conserva",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Niente da cancellare: nessuna prenotazione contiene questi dati."
      : `Cancellato da ${plural("it", found, { one: "# prenotazione", other: "# prenotazioni" })}; ${plural("it", cancelled, { one: "# prenotazione futura annullata", other: "# prenotazioni future annullate" })}.`,
  auditTitle: "Ultime cancellazioni e anonimizzazioni",
  auditNone: "Ancora nessuna.",
  action: { erasure: "Cancellazione", retention: "Conservazione" },
  when: "Quando",
  what: "Cosa",
  rows: "Righe modificate",
};

const es: typeof en = {
  title: "Privacidad de los clientes",
  retention: (months: number) =>
    `Los datos de los clientes de una visita se anonimizan ${months} meses después: se eliminan nombres, contactos y notas; se conservan fechas, número de personas y estados.`,
  retentionChange: "Cámbielo en Ajustes",
  findTitle: "Los datos de un cliente",
  findIntro:
    "Busque a un cliente por el correo electrónico o el número de teléfono de sus reservas, para entregarle sus datos o borrarlos.",
  email: "Correo electrónico",
  phone: "Teléfono",
  kind: "Buscar por",
  contact: "Correo electrónico o número de teléfono",
  exportButton: "Exportar",
  exported: (bookings: number, messages: number) =>
    `Se encontraron ${plural("es", bookings, { one: "# reserva", other: "# reservas" })} y ${plural("es", messages, { one: "# mensaje", other: "# mensajes" })}.`,
  save: "Guardar la exportación (JSON)",
  eraseButton: "Borrar…",
  confirmTitle: "¿Borrar definitivamente los datos de este cliente?",
  confirmText:
    "Cada reserva, solicitud de cambio y mensaje de este cliente pierde su nombre, contactos y notas. Las reservas futuras se cancelan y se avisa antes al cliente. No se puede deshacer.",
  confirm: "Borrar definitivamente",
  cancel: "Conservar",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Nada que borrar: ninguna reserva contiene estos datos."
      : `Borrado de ${plural("es", found, { one: "# reserva", other: "# reservas" })}; ${plural("es", cancelled, { one: "# reserva futura cancelada", other: "# reservas futuras canceladas" })}.`,
  auditTitle: "Últimos borrados y anonimizaciones",
  auditNone: "Ninguno todavía.",
  action: { erasure: "Borrado", retention: "Conservación" },
  when: "Cuándo",
  what: "Qué",
  rows: "Filas modificadas",
};

const nl: typeof en = {
  title: "Privacy van gasten",
  retention: (months: number) =>
    `Gastgegevens van een bezoek worden ${months} maanden erna geanonimiseerd: namen, contactgegevens en notities verdwijnen; datums, aantal personen en statussen blijven.`,
  retentionChange: "Wijzigen in Instellingen",
  findTitle: "De gegevens van één gast",
  findIntro: "Zoek een gast op het e-mailadres of telefoonnummer van diens reserveringen, om de gegevens te verstrekken of te wissen.",
  email: "E-mail",
  phone: "Telefoon",
  kind: "Zoeken op",
  contact: "E-mailadres of telefoonnummer",
  exportButton: "Exporteren",
  exported: (bookings: number, messages: number) =>
    `${plural("nl", bookings, { one: "# reservering", other: "# reserveringen" })} en ${plural("nl", messages, { one: "# bericht", other: "# berichten" })} gevonden.`,
  save: "Export opslaan (JSON)",
  eraseButton: "Wissen…",
  confirmTitle: "De gegevens van deze gast definitief wissen?",
  confirmText:
    "Elke reservering, elk wijzigingsverzoek en elk bericht van deze gast verliest naam, contactgegevens en notities. Toekomstige reserveringen worden geannuleerd en de gast krijgt eerst bericht. Dit kan niet ongedaan worden gemaakt.",
  confirm: "Definitief wissen",
  cancel: "Behouden",
  erased: (found: number, cancelled: number) =>
    found === 0
      ? "Niets te wissen: geen enkele reservering bevat deze gegevens."
      : `Gewist uit ${plural("nl", found, { one: "# reservering", other: "# reserveringen" })}; ${plural("nl", cancelled, { one: "# toekomstige reservering", other: "# toekomstige reserveringen" })} geannuleerd.`,
  auditTitle: "Laatste verwijderingen en bewaartermijnrondes",
  auditNone: "Nog geen.",
  action: { erasure: "Verwijdering", retention: "Bewaartermijn" },
  when: "Wanneer",
  what: "Wat",
  rows: "Gewijzigde rijen",
};

/** The Privacy screen's texts; German is typed as English's shape, so a missing key does not compile. */
export const privacyTexts: Record<ConsoleLang, typeof en> = { en, de, fr, it, es, nl };
