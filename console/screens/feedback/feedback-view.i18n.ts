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

const fr: FeedbackTexts = {
  title: "Avis",
  intro:
    "Le matin suivant une visite terminée, les clients ayant indiqué une adresse e-mail sont invités à dire comment elle s’est passée. Leurs réponses apparaissent ici. Rien n’apparaît sur votre site tant que vous ne le publiez pas : et alors uniquement avec le prénom et l’initiale du nom du client.",
  none: "Pas encore de réponses.",
  average: (rating, count) => `Moyenne de ${rating} sur 5 sur ${count} ${count <= 1 ? "réponse" : "réponses"}`,
  stars: (n) => `${n} étoiles sur 5`,
  noComment: "Aucun commentaire.",
  visit: (when, number) => `Visite du ${when} · réservation ${number}`,
  publishedAs: (author) => `Publié dans vos avis sous le nom « ${author} »`,
  publish: "Publier dans les avis",
  unpublish: "Retirer des avis",
  published: (author) => `Publié sous le nom « ${author} ».`,
  unpublished: "Retiré de vos avis.",
  ownersPublish: "Seuls les propriétaires peuvent publier une réponse.",
};

const it: FeedbackTexts = {
  title: "Recensioni",
  intro:
    "La mattina dopo una visita conclusa, ai clienti che hanno lasciato un indirizzo e-mail viene chiesto com'è andata. Le loro risposte compaiono qui. Sul Suo sito non compare nulla finché non lo pubblica: e in quel caso solo con il nome e l'iniziale del cognome del cliente.",
  none: "Ancora nessuna risposta.",
  average: (rating, count) => `Media ${rating} su 5 da ${count} ${count === 1 ? "risposta" : "risposte"}`,
  stars: (n) => `${n} stelle su 5`,
  noComment: "Nessun commento.",
  visit: (when, number) => `Visita ${when} · prenotazione ${number}`,
  publishedAs: (author) => `Pubblicata nelle Sue recensioni come «${author}»`,
  publish: "Pubblica nelle recensioni",
  unpublish: "Togli dalle recensioni",
  published: (author) => `Pubblicata come «${author}».`,
  unpublished: "Tolta dalle Sue recensioni.",
  ownersPublish: "Solo i titolari possono pubblicare una risposta.",
};

const es: FeedbackTexts = {
  title: "Valoraciones",
  intro:
    "La mañana siguiente a una visita finalizada, se pregunta a los clientes que dejaron un correo electrónico qué tal fue. Sus respuestas aparecen aquí. En su sitio web no se muestra nada hasta que usted lo publique: y entonces solo con el nombre y la inicial del apellido del cliente.",
  none: "Aún no hay respuestas.",
  average: (rating, count) => `Media de ${rating} sobre 5 en ${count} ${count === 1 ? "respuesta" : "respuestas"}`,
  stars: (n) => `${n} de 5 estrellas`,
  noComment: "Sin comentario.",
  visit: (when, number) => `Visita ${when} · reserva ${number}`,
  publishedAs: (author) => `Publicada en sus reseñas como «${author}»`,
  publish: "Publicar en las reseñas",
  unpublish: "Retirar de las reseñas",
  published: (author) => `Publicada como «${author}».`,
  unpublished: "Retirada de sus reseñas.",
  ownersPublish: "Solo los propietarios pueden publicar una respuesta.",
};

const nl: FeedbackTexts = {
  title: "Beoordelingen",
  intro:
    "De ochtend na een afgerond bezoek wordt gasten met een e-mailadres gevraagd hoe het was. Hun antwoorden verschijnen hier. Op uw website verschijnt niets zolang u het niet publiceert: en dan alleen met de voornaam en de eerste letter van de achternaam van de gast.",
  none: "Nog geen antwoorden.",
  average: (rating, count) => `Gemiddeld ${rating} van 5 uit ${count} ${count === 1 ? "antwoord" : "antwoorden"}`,
  stars: (n) => `${n} van 5 sterren`,
  noComment: "Geen opmerking.",
  visit: (when, number) => `Bezoek ${when} · reservering ${number}`,
  publishedAs: (author) => `Gepubliceerd in uw beoordelingen als ‘${author}’`,
  publish: "Publiceren bij beoordelingen",
  unpublish: "Verwijderen uit beoordelingen",
  published: (author) => `Gepubliceerd als ‘${author}’.`,
  unpublished: "Verwijderd uit uw beoordelingen.",
  ownersPublish: "Alleen eigenaren kunnen een antwoord publiceren.",
};

const TEXTS: Record<ConsoleLang, FeedbackTexts> = { en, de, fr, it, es, nl };

export const feedbackTexts = (lang: ConsoleLang): FeedbackTexts => TEXTS[lang];
