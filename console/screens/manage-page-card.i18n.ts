import { catalog, textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { ConsoleLang } from "../i18n/index.ts";

/** The manage page card's English texts; every other language is typed as `ManagePageMessages`. */
const en = {
  title: "Manage page",
  label: "Address of the page with the manage widget",
  hint: "Where guests change or cancel: the page of your website where you pasted the snippet. Every guest e-mail links there.",
  fallback: "Until you name one, guest e-mails link to your booking page:",
  save: "Save",
  saving: "Saving…",
  saved: "Saved.",
  invalid: "Enter a full web address, starting with https://.",
};

export type ManagePageMessages = typeof en;

const de: ManagePageMessages = {
  title: "Verwaltungsseite",
  label: "Adresse der Seite mit dem Verwaltungs-Widget",
  hint: "Hier ändern oder stornieren Gäste: die Seite Ihrer Website, auf der das Snippet steht. Jede E-Mail an Gäste verlinkt dorthin.",
  fallback: "Solange Sie keine nennen, verlinken E-Mails an Gäste auf Ihre Reservierungsseite:",
  save: "Speichern",
  saving: "Wird gespeichert…",
  saved: "Gespeichert.",
  invalid: "Bitte eine vollständige Webadresse eingeben, beginnend mit https://.",
};

const CATALOG = catalog("manage-page", { en, de });

export const managePageMessages = (lang: ConsoleLang): ManagePageMessages => textsIn(CATALOG, lang);
