import { catalog } from "../../ui-shared/lazy-catalog.ts";

/** Texts of `<couvert-manage>` only; the shared ones live in widget/i18n. */
export const en = {
  intro: "Enter the reservation number and PIN from your confirmation.",
  find: "Show reservation",
  numberInvalid: "Please enter the reservation number (6 to 8 digits).",
  pinInvalid: "Please enter the 6-character PIN from your confirmation.",
  title: (number: number) => `Reservation ${number}`,
  when: "Date and time",
  contact: "Contact",
  change: "Change reservation",
  cancel: "Cancel reservation",
  other: "Look up another reservation",
  editTitle: "Change your reservation",
  save: "Send change",
  sending: "Sending…",
  back: "Discard changes",
  nothingChanged: "You have not changed anything yet.",
  applied: "Your reservation has been changed.",
  requested:
    "Your change has been sent to the restaurant. It applies once the restaurant confirms it; until then your reservation stays as it was.",
  /** Shown before sending, when a change will be a request (the reservation is confirmed). */
  requestHint:
    "Your reservation is already confirmed, so your change goes to the restaurant as a request. It applies once the restaurant accepts it; until then your reservation stays as it is.",
  requestOpen: (date: string) => `You asked for a change on ${date}. The restaurant has not confirmed it yet:`,
  /** In the change form, under an open request. */
  requestPrefilled:
    "The change you asked for is filled in below. What you send now replaces that request; set everything back as it was to withdraw it.",
  withdrawn: "Your change request has been withdrawn; your reservation stays as it is.",
  /** A requested change that removes an entry (a phone number, say). */
  removed: "removed",
  requestApproved: (date: string) => `The restaurant accepted your change from ${date}.`,
  requestDeclined: (date: string) => `The restaurant declined your change from ${date}; your reservation stays as shown.`,
  cancelQuestion: (when: string) => `Do you really want to cancel your reservation for ${when}?`,
  cancelYes: "Yes, cancel reservation",
  cancelNo: "No, keep it",
  cancelled: "Your reservation has been cancelled.",
  notCancellable: "This reservation can no longer be cancelled online. Please contact the restaurant.",
  closed: "This reservation can no longer be changed or cancelled online. Please contact the restaurant if you need anything.",
  closedCancelled: "This reservation is cancelled. For another visit, please make a new reservation.",
  // Lost PIN
  lostPin: "Lost your PIN?",
  resetStart: "E-mail me a new PIN",
  resetTitle: "Get a new PIN",
  resetIntro: "Enter your reservation number and the e-mail address you gave when booking. We will e-mail you a new PIN.",
  resetEmail: "E-mail address",
  resetSend: "Send new PIN",
  resetBack: "Back",
  resetDoneTitle: "Please check your e-mail",
  resetDone: (number: string, email: string) =>
    `If ${email} is the e-mail address on reservation ${number}, a new PIN is on its way to it, and the old PIN no longer works.`,
  resetNoMail: "No e-mail after a few minutes? Check the number and the address, or contact the restaurant.",
  resetEnterPin: "Enter the new PIN",
};

export const de: typeof en = {
  intro: "Geben Sie die Reservierungsnummer und die PIN aus Ihrer Bestätigung ein.",
  find: "Reservierung anzeigen",
  numberInvalid: "Bitte geben Sie die Reservierungsnummer ein (6 bis 8 Ziffern).",
  pinInvalid: "Bitte geben Sie die 6-stellige PIN aus Ihrer Bestätigung ein.",
  title: (number) => `Reservierung ${number}`,
  when: "Datum und Uhrzeit",
  contact: "Kontakt",
  change: "Reservierung ändern",
  cancel: "Reservierung stornieren",
  other: "Andere Reservierung aufrufen",
  editTitle: "Reservierung ändern",
  save: "Änderung senden",
  sending: "Wird gesendet …",
  back: "Änderungen verwerfen",
  nothingChanged: "Sie haben noch nichts geändert.",
  applied: "Ihre Reservierung wurde geändert.",
  requested:
    "Ihre Änderung wurde an das Restaurant gesendet. Sie gilt, sobald das Restaurant sie bestätigt; bis dahin bleibt Ihre Reservierung unverändert.",
  requestHint:
    "Ihre Reservierung ist bereits bestätigt, daher geht Ihre Änderung als Anfrage an das Restaurant. Sie gilt, sobald das Restaurant sie annimmt; bis dahin bleibt Ihre Reservierung unverändert.",
  requestOpen: (date) => `Sie haben am ${date} eine Änderung angefragt. Das Restaurant hat sie noch nicht bestätigt:`,
  requestPrefilled:
    "Ihre angefragte Änderung ist unten eingetragen. Was Sie jetzt senden, ersetzt diese Anfrage; stellen Sie alles wieder her wie zuvor, um sie zurückzuziehen.",
  withdrawn: "Ihre Änderungsanfrage wurde zurückgezogen; Ihre Reservierung bleibt unverändert.",
  removed: "entfernt",
  requestApproved: (date) => `Das Restaurant hat Ihre Änderung vom ${date} angenommen.`,
  requestDeclined: (date) => `Das Restaurant hat Ihre Änderung vom ${date} abgelehnt; Ihre Reservierung bleibt wie angezeigt.`,
  cancelQuestion: (when) => `Möchten Sie Ihre Reservierung für ${when} wirklich stornieren?`,
  cancelYes: "Ja, Reservierung stornieren",
  cancelNo: "Nein, behalten",
  cancelled: "Ihre Reservierung wurde storniert.",
  notCancellable: "Diese Reservierung kann online nicht mehr storniert werden. Bitte wenden Sie sich an das Restaurant.",
  closed: "Diese Reservierung kann online nicht mehr geändert oder storniert werden. Bitte wenden Sie sich bei Fragen an das Restaurant.",
  closedCancelled: "Diese Reservierung ist storniert. Für einen weiteren Besuch reservieren Sie bitte erneut.",
  lostPin: "PIN verloren?",
  resetStart: "Neue PIN per E-Mail",
  resetTitle: "Neue PIN anfordern",
  resetIntro:
    "Geben Sie Ihre Reservierungsnummer und die E-Mail-Adresse ein, die Sie bei der Reservierung angegeben haben. Wir senden Ihnen eine neue PIN per E-Mail.",
  resetEmail: "E-Mail-Adresse",
  resetSend: "Neue PIN senden",
  resetBack: "Zurück",
  resetDoneTitle: "Bitte sehen Sie in Ihre E-Mails",
  resetDone: (number, email) =>
    `Wenn ${email} die E-Mail-Adresse der Reservierung ${number} ist, ist eine neue PIN an diese Adresse unterwegs, und die alte PIN gilt nicht mehr.`,
  resetNoMail: "Nach einigen Minuten keine E-Mail erhalten? Prüfen Sie Nummer und Adresse oder wenden Sie sich an das Restaurant.",
  resetEnterPin: "Neue PIN eingeben",
};

export type ManageMessages = typeof en;

/** German comes in its pack (widget/i18n/packs/de.ts), like every language but English. */
export const messages = catalog("manage", { en });
