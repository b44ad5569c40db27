import type { WaitlistCatalog } from "./catalog.en.ts";

/** De teksten van de wachtlijst in het Nederlands ("u"). */
export const nl: WaitlistCatalog = {
  formats: {
    when: "cccc d LLLL yyyy 'om' HH:mm",
    day: "cccc d LLLL yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 persoon" : `${n} personen`),
  labels: {
    restaurant: "Restaurant",
    when: "Datum en tijd",
    day: "Datum",
    window: "Tussen",
    party: "Personen",
    details: "Details",
    number: "Reserveringsnummer",
    pin: "PIN",
  },
  joined: {
    subject: (restaurant: string) => `U staat op de wachtlijst van ${restaurant}`,
    title: "U staat op de wachtlijst",
    intro: (name: string, restaurant: string) =>
      `Beste ${name}, ${restaurant} heeft u op de wachtlijst gezet. Komt er een passende tafel vrij, dan sturen wij u een aanbod per e-mail; de eerste gast die het aanneemt, krijgt de tafel.`,
  },
  offer: {
    subject: (restaurant: string) => `Er is een tafel vrij bij ${restaurant}`,
    title: "Er is een tafel vrij voor u",
    intro: (name: string, minutes: number) =>
      `Beste ${name}, er is een tafel vrijgekomen. Die is voor u als u binnen ${minutes} minuten reserveert; daarna gaat hij naar de volgende gast op de lijst.`,
    claim: "Deze tafel reserveren",
    claimHint: "Misschien was een andere gast sneller: de link laat het u meteen weten.",
  },
  leave: {
    link: "Van de wachtlijst af",
    hint: "Hebt u geen tafel meer nodig, dan haalt deze link u van de lijst.",
  },
  footer: (restaurant: string) => `U ontvangt deze e-mail omdat u hebt gevraagd op de wachtlijst van ${restaurant} te komen.`,
  page: {
    claimTitle: "De aangeboden tafel reserveren",
    claimIntro: (restaurant: string) => `${restaurant} biedt u deze tafel aan. Reserveren maakt de reservering meteen definitief.`,
    claimButton: "Deze tafel reserveren",
    acceptTerms: "Ik ga akkoord met de algemene voorwaarden",
    bookedTitle: "Uw tafel is gereserveerd",
    bookedIntro:
      "Bewaar het reserveringsnummer en de PIN: u hebt beide nodig om te wijzigen of te annuleren. Ze staan alleen hier en in uw e-mail.",
    goneTitle: "Deze tafel is niet meer beschikbaar",
    goneIntro:
      "Een andere gast heeft hem eerder gereserveerd, of hij is niet meer vrij. U blijft op de wachtlijst voor de volgende tafel die vrijkomt.",
    expiredTitle: "Dit aanbod is verlopen",
    expiredIntro: "De tijd om deze tafel te reserveren is voorbij; hij is naar de volgende gast gegaan. U blijft op de wachtlijst.",
    usedTitle: "Dit aanbod is al gebruikt",
    usedIntro: "Met deze link is al een tafel gereserveerd; uw bevestigingsmail bevat het nummer en de PIN.",
    unknownTitle: "Link niet gevonden",
    unknownIntro: "Deze link is niet geldig. Kopieer de volledige link uit de e-mail, of neem contact op met het restaurant.",
    leaveTitle: "Van de wachtlijst af",
    leaveIntro: (restaurant: string) =>
      `Uzelf van de wachtlijst van ${restaurant} halen? U krijgt dan geen aanbiedingen meer voor deze datum.`,
    leaveButton: "Van de wachtlijst af",
    leftTitle: "U staat niet meer op de wachtlijst",
    leftIntro: "U krijgt geen aanbiedingen meer voor deze datum.",
  },
};
