import type { GettingStartedMessages } from "./getting-started-view.i18n.ts";

/** The walkthrough in Dutch ("u"): part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: GettingStartedMessages = {
  nav: "Aan de slag",
  title: "Aan de slag",
  intro: "Zeven stappen, en gasten kunnen een tafel reserveren op uw eigen website. Alles is later te wijzigen onder Instellingen.",
  progressLabel: "Stappen",
  done: "klaar",
  notDone: "te doen",
  stepOf: (n, of) => `Stap ${n} van ${of}`,
  back: "Terug",
  next: "Volgende",
  steps: {
    details: {
      title: "Uw restaurant",
      why: "Gasten zien de naam in de reserveringswidget en vinden uw adres en telefoonnummer in elke bevestigingsmail.",
    },
    hours: {
      title: "Openingstijden",
      why: "Gasten kunnen alleen tijden kiezen waarop u open bent. Voeg feestdagen en bijzondere dagen nu toe of wanneer ze zich aandienen.",
    },
    capacity: {
      title: "Capaciteit en reserveringsregels",
      why: "Hoeveel couverts u tegelijk kunt bedienen: zonder dit zou de widget onbeperkt reserveringen voor een tijd aannemen. De andere regels hebben verstandige standaardwaarden.",
    },
    notifications: {
      title: "Wie hoort van reserveringen",
      why: "Minstens één e-mailadres dat van elke nieuwe reservering en wijziging hoort. Zonder adres merkt niemand in het restaurant dat een gast heeft gereserveerd.",
    },
    website: {
      title: "Uw website",
      why: "Maak een sleutel aan en plak het codefragment in uw website, waar het reserveringsformulier moet komen. De voorvertoning toont wat gasten zien.",
    },
    manage: {
      title: "Pagina om te wijzigen of annuleren",
      why: "De pagina van uw website met de beheerwidget (het codefragment zet die onder het reserveringsformulier): de knop ‘Reservering wijzigen of annuleren’ in elke e-mail aan gasten leidt daarheen. Zolang u er geen opgeeft, leidt die naar uw reserveringspagina op Couvert.",
    },
    publish: {
      title: "Live gaan",
      why: "Zolang u niet publiceert, nemen de widgets op uw website geen reserveringen aan.",
    },
  },
  checklist: "Voordat u publiceert",
  live: "U bent live: gasten kunnen reserveren op uw website. Nieuwe reserveringen verschijnen meteen in de dagweergave.",
  toDay: "Naar de reserveringen van vandaag",
};
