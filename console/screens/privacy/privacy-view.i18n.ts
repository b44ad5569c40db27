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

/** The Privacy screen's texts; German is typed as English's shape, so a missing key does not compile. */
export const privacyTexts: Record<ConsoleLang, typeof en> = { en, de };
