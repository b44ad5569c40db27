import type { ManageMessages } from "./messages.ts";

/** `<couvert-manage>` in Dutch. */
export const nl: ManageMessages = {
  intro: "Vul het reserveringsnummer en de pincode uit uw bevestiging in.",
  find: "Reservering tonen",
  numberInvalid: "Vul het reserveringsnummer in (6 tot 8 cijfers).",
  pinInvalid: "Vul de pincode van 6 tekens uit uw bevestiging in.",
  title: (number) => `Reservering ${number}`,
  when: "Datum en tijd",
  contact: "Contact",
  change: "Reservering wijzigen",
  cancel: "Reservering annuleren",
  other: "Een andere reservering opzoeken",
  editTitle: "Uw reservering wijzigen",
  save: "Wijziging versturen",
  sending: "Bezig met versturen…",
  back: "Wijzigingen weggooien",
  nothingChanged: "U hebt nog niets gewijzigd.",
  applied: "Uw reservering is gewijzigd.",
  requested:
    "Uw wijziging is naar het restaurant gestuurd. Ze geldt zodra het restaurant haar bevestigt; tot dan blijft uw reservering zoals ze was.",
  requestHint:
    "Uw reservering is al bevestigd, dus uw wijziging gaat als verzoek naar het restaurant. Ze geldt zodra het restaurant haar accepteert; tot dan blijft uw reservering zoals ze is.",
  requestOpen: (date) => `U hebt op ${date} een wijziging gevraagd. Het restaurant heeft die nog niet bevestigd:`,
  requestPrefilled:
    "De gevraagde wijziging staat hieronder ingevuld. Wat u nu verstuurt, vervangt dat verzoek; zet alles terug zoals het was om het in te trekken.",
  withdrawn: "Uw wijzigingsverzoek is ingetrokken; uw reservering blijft zoals ze is.",
  removed: "verwijderd",
  requestApproved: (date) => `Het restaurant heeft uw wijziging van ${date} geaccepteerd.`,
  requestDeclined: (date) => `Het restaurant heeft uw wijziging van ${date} afgewezen; uw reservering blijft zoals getoond.`,
  cancelQuestion: (when) => `Wilt u uw reservering voor ${when} echt annuleren?`,
  cancelYes: "Ja, reservering annuleren",
  cancelNo: "Nee, behouden",
  cancelled: "Uw reservering is geannuleerd.",
  notCancellable: "Deze reservering kan niet meer online worden geannuleerd. Neem contact op met het restaurant.",
  closed:
    "Deze reservering kan niet meer online worden gewijzigd of geannuleerd. Neem contact op met het restaurant als u iets nodig hebt.",
  closedCancelled: "Deze reservering is geannuleerd. Maak voor een ander bezoek een nieuwe reservering.",
  lostPin: "Pincode kwijt?",
  resetStart: "Stuur mij een nieuwe pincode",
  resetTitle: "Nieuwe pincode aanvragen",
  resetIntro: "Vul uw reserveringsnummer in en het e-mailadres dat u bij het reserveren hebt opgegeven. We mailen u een nieuwe pincode.",
  resetEmail: "E-mailadres",
  resetSend: "Nieuwe pincode versturen",
  resetBack: "Terug",
  resetDoneTitle: "Kijk in uw mailbox",
  resetDone: (number, email) =>
    `Als ${email} het e-mailadres van reservering ${number} is, is er een nieuwe pincode onderweg naar dat adres en werkt de oude pincode niet meer.`,
  resetNoMail: "Na een paar minuten nog geen e-mail? Controleer het nummer en het adres, of neem contact op met het restaurant.",
  resetEnterPin: "Nieuwe pincode invullen",
};
