import type { Lang } from "../../core/locale.ts";

/** The English texts of the after-visit e-mails and page; every other language is typed as `FeedbackCatalog`. */
const en = {
  email: {
    subject: (restaurant: string) => `How was your visit to ${restaurant}?`,
    title: "How was it?",
    greeting: (name: string) => `Hello ${name},`,
    lead: (restaurant: string, day: string) =>
      `Thank you for visiting ${restaurant} on ${day}. The restaurant would love to hear how it was: it takes less than a minute.`,
    link: "Rate your visit",
    hint: (days: number) => `The link works once, for ${days} days.`,
    footer: (restaurant: string) => `You are receiving this e-mail because of your visit to ${restaurant}.`,
    dayPattern: "cccc, d LLLL",
  },
  owner: {
    subject: (rating: number, guest: string) => `Low rating (${rating}/5) from ${guest}`,
    title: "A guest was not happy",
    lead: (guest: string, rating: number) => `${guest} rated their visit ${rating} out of 5.`,
    comment: "Comment",
    noComment: "(no comment)",
    booking: (number: number) => `Reservation ${number}`,
    console: "Open feedback in the console",
    footer: (restaurant: string) => `You are receiving this e-mail as a notification address of ${restaurant}.`,
  },
  page: {
    title: (restaurant: string) => `How was your visit to ${restaurant}?`,
    intro: (day: string) => `Your visit on ${day}.`,
    rating: "Your rating",
    stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    comment: "Comment (optional)",
    send: "Send",
    thanks: "Thank you!",
    thanksText: "Your answer has reached the restaurant.",
    answered: "Already answered",
    answeredText: "This link has been used: each visit can be rated once. Thank you!",
    expired: "This link has expired",
    expiredText: (days: number) => `Links to rate a visit work for ${days} days.`,
    unknown: "Link not found",
    unknownText: "This link is not valid. Please check that you copied it whole.",
    invalid: "Please choose from 1 to 5 stars.",
    refused: "This form must be sent from its own page.",
  },
};

export type FeedbackCatalog = typeof en;

const de: FeedbackCatalog = {
  email: {
    subject: (restaurant) => `Wie war Ihr Besuch im ${restaurant}?`,
    title: "Wie war es?",
    greeting: (name) => `Hallo ${name},`,
    lead: (restaurant, day) =>
      `Danke für Ihren Besuch im ${restaurant} am ${day}. Das Restaurant würde gern wissen, wie es Ihnen gefallen hat: Es dauert keine Minute.`,
    link: "Besuch bewerten",
    hint: (days) => `Der Link funktioniert einmal, ${days} Tage lang.`,
    footer: (restaurant) => `Sie erhalten diese E-Mail wegen Ihres Besuchs im ${restaurant}.`,
    dayPattern: "cccc, d. LLLL",
  },
  owner: {
    subject: (rating, guest) => `Schlechte Bewertung (${rating}/5) von ${guest}`,
    title: "Ein Gast war nicht zufrieden",
    lead: (guest, rating) => `${guest} hat den Besuch mit ${rating} von 5 bewertet.`,
    comment: "Kommentar",
    noComment: "(kein Kommentar)",
    booking: (number) => `Reservierung ${number}`,
    console: "Bewertungen in der Konsole öffnen",
    footer: (restaurant) => `Sie erhalten diese E-Mail als Benachrichtigungsadresse von ${restaurant}.`,
  },
  page: {
    title: (restaurant) => `Wie war Ihr Besuch im ${restaurant}?`,
    intro: (day) => `Ihr Besuch am ${day}.`,
    rating: "Ihre Bewertung",
    stars: (n) => (n === 1 ? "1 Stern" : `${n} Sterne`),
    comment: "Kommentar (freiwillig)",
    send: "Senden",
    thanks: "Vielen Dank!",
    thanksText: "Ihre Antwort ist beim Restaurant angekommen.",
    answered: "Bereits beantwortet",
    answeredText: "Dieser Link wurde schon benutzt: Jeder Besuch kann einmal bewertet werden. Vielen Dank!",
    expired: "Dieser Link ist abgelaufen",
    expiredText: (days) => `Links zum Bewerten eines Besuchs gelten ${days} Tage.`,
    unknown: "Link nicht gefunden",
    unknownText: "Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.",
    invalid: "Bitte wählen Sie 1 bis 5 Sterne.",
    refused: "Dieses Formular muss von seiner eigenen Seite gesendet werden.",
  },
};

/** Add a language here (typed as FeedbackCatalog); one without texts yet falls back to English. */
const catalogs: Partial<Record<Lang, FeedbackCatalog>> = { en, de };

export const feedbackCatalog = (lang: Lang): FeedbackCatalog => catalogs[lang] ?? en;
