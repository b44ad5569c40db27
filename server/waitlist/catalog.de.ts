import type { WaitlistCatalog } from "./catalog.en.ts";

/** Die Texte der Warteliste auf Deutsch. */
export const de: WaitlistCatalog = {
  formats: {
    when: "cccc, d. LLLL yyyy 'um' HH:mm 'Uhr'",
    day: "cccc, d. LLLL yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 Person" : `${n} Personen`),
  labels: {
    restaurant: "Restaurant",
    when: "Datum und Uhrzeit",
    day: "Datum",
    window: "Zwischen",
    party: "Personen",
    details: "Details",
    number: "Reservierungsnummer",
    pin: "PIN",
  },
  joined: {
    subject: (restaurant: string) => `Sie stehen auf der Warteliste von ${restaurant}`,
    title: "Sie stehen auf der Warteliste",
    intro: (name: string, restaurant: string) =>
      `Hallo ${name}, ${restaurant} hat Sie auf die Warteliste gesetzt. Wird ein passender Tisch frei, schicken wir Ihnen ein Angebot per E-Mail; wer es zuerst annimmt, bekommt den Tisch.`,
  },
  offer: {
    subject: (restaurant: string) => `Ein Tisch ist frei bei ${restaurant}`,
    title: "Ein Tisch ist für Sie frei",
    intro: (name: string, minutes: number) =>
      `Hallo ${name}, ein Tisch ist frei geworden. Er gehört Ihnen, wenn Sie ihn innerhalb von ${minutes} Minuten buchen; danach geht er an den nächsten Gast auf der Liste.`,
    claim: "Diesen Tisch buchen",
    claimHint: "War ein anderer Gast schneller, sagt Ihnen der Link das sofort.",
  },
  leave: {
    link: "Warteliste verlassen",
    hint: "Brauchen Sie keinen Tisch mehr, nimmt Sie dieser Link von der Liste.",
  },
  footer: (restaurant: string) => `Sie erhalten diese E-Mail, weil Sie sich auf die Warteliste von ${restaurant} gesetzt haben.`,
  page: {
    claimTitle: "Angebotenen Tisch buchen",
    claimIntro: (restaurant: string) => `${restaurant} bietet Ihnen diesen Tisch an. Mit dem Buchen ist die Reservierung sofort gemacht.`,
    claimButton: "Diesen Tisch buchen",
    acceptTerms: "Ich akzeptiere die AGB",
    bookedTitle: "Ihr Tisch ist gebucht",
    bookedIntro:
      "Bewahren Sie Reservierungsnummer und PIN auf: Zum Ändern oder Stornieren brauchen Sie beides. Sie stehen nur hier und in Ihrer E-Mail.",
    goneTitle: "Dieser Tisch ist vergeben",
    goneIntro:
      "Ein anderer Gast war schneller, oder der Tisch ist nicht mehr frei. Sie bleiben auf der Warteliste für den nächsten freien Tisch.",
    expiredTitle: "Dieses Angebot ist abgelaufen",
    expiredIntro: "Die Zeit zum Buchen ist vorbei; der Tisch ging an den nächsten Gast. Sie bleiben auf der Warteliste.",
    usedTitle: "Dieses Angebot wurde schon genutzt",
    usedIntro: "Mit diesem Link wurde bereits gebucht; Nummer und PIN stehen in Ihrer Bestätigungs-E-Mail.",
    unknownTitle: "Link nicht gefunden",
    unknownIntro: "Dieser Link ist ungültig. Kopieren Sie den ganzen Link aus der E-Mail, oder fragen Sie das Restaurant.",
    leaveTitle: "Warteliste verlassen",
    leaveIntro: (restaurant: string) =>
      `Möchten Sie die Warteliste von ${restaurant} verlassen? Sie bekommen dann keine Angebote mehr für dieses Datum.`,
    leaveButton: "Warteliste verlassen",
    leftTitle: "Sie haben die Warteliste verlassen",
    leftIntro: "Sie bekommen keine Angebote mehr für dieses Datum.",
  },
};
