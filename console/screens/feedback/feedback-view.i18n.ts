import type { ConsoleLang } from "../../i18n/index.ts";

/** The Feedback screen's English texts; German is typed as `FeedbackTexts`, so a missing key does not compile. */
const en = {
  title: "Feedback",
  intro:
    "The morning after a completed visit, guests who gave an e-mail address are asked how it was. Their answers appear here. Nothing is shown on your website unless you publish it: then with the guest's first name and last initial only.",
  none: "No answers yet.",
  average: (rating: string, count: number) => `Average ${rating} of 5 over ${count} ${count === 1 ? "answer" : "answers"}`,
  stars: (n: number) => `${n} of 5 stars`,
  noComment: "No comment.",
  visit: (when: string, number: number) => `Visit ${when} · reservation ${number}`,
  publishedAs: (author: string) => `Published on your reviews as “${author}”`,
  publish: "Publish to reviews",
  unpublish: "Take off reviews",
  published: (author: string) => `Published as “${author}”.`,
  unpublished: "Taken off your reviews.",
  ownersPublish: "Only owners can publish an answer.",
};

export type FeedbackTexts = typeof en;

const de: FeedbackTexts = {
  title: "Bewertungen",
  intro:
    "Am Morgen nach einem abgeschlossenen Besuch werden Gäste mit E-Mail-Adresse gefragt, wie es war. Ihre Antworten erscheinen hier. Auf Ihrer Website erscheint nichts, solange Sie es nicht veröffentlichen: dann nur mit Vorname und Initial des Nachnamens.",
  none: "Noch keine Antworten.",
  average: (rating, count) => `Durchschnitt ${rating} von 5 aus ${count} ${count === 1 ? "Antwort" : "Antworten"}`,
  stars: (n) => `${n} von 5 Sternen`,
  noComment: "Kein Kommentar.",
  visit: (when, number) => `Besuch ${when} · Reservierung ${number}`,
  publishedAs: (author) => `Als „${author}“ in Ihren Bewertungen veröffentlicht`,
  publish: "In Bewertungen veröffentlichen",
  unpublish: "Aus Bewertungen entfernen",
  published: (author) => `Als „${author}“ veröffentlicht.`,
  unpublished: "Aus Ihren Bewertungen entfernt.",
  ownersPublish: "Nur Inhaber können eine Antwort veröffentlichen.",
};

export const feedbackTexts = (lang: ConsoleLang): FeedbackTexts => (lang === "de" ? de : en);
