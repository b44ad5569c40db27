import { plural } from "../../core/plural.ts";
import type { WebsiteMessages } from "./website-view.i18n.ts";

/** The Website screen in Dutch ("u"): part of console/i18n/packs/nl.ts, loaded with the language. */
export const nl: WebsiteMessages = {
  nav: "Website",
  title: "Website",
  intro:
    "Zet het reserveringsformulier, het opzoeken van reserveringen en uw evenementen op uw eigen website: maak een sleutel aan en plak het codefragment ervan in de pagina.",
  modules: {
    reservation: "Tafelreservering",
    events: "Evenementen",
    menu: "Menukaart",
    reviews: "Beoordelingen",
    news: "Nieuws",
    gallery: "Galerij",
    opening_hours: "Openingstijden",
  },
  keys: {
    title: "Sleutels",
    none: "Nog geen sleutels. Maak er hieronder een aan om de widgets op uw website te zetten.",
    unnamed: "Sleutel zonder naam",
    modules: "Mag lezen",
    origins: "Websites",
    anyOrigin: "Elke website",
    created: "Aangemaakt",
    lastUsed: "Laatst gebruikt",
    never: "Nooit",
    revoked: "Ingetrokken",
    active: "Actief",
    test: "Testsleutel",
    editOrigins: "Websites wijzigen",
    editOriginsOf: (prefix) => `Websites van sleutel ${prefix} wijzigen`,
    originsOf: (prefix) => `Websites voor sleutel ${prefix}`,
    save: "Websites opslaan",
    cancel: "Annuleren",
    saved: "Opgeslagen: de nieuwe websites gelden vanaf het volgende verzoek.",
    revoke: "Intrekken",
    revokeOf: (prefix) => `Sleutel ${prefix} intrekken`,
    confirmRevoke: (prefix) =>
      `Sleutel ${prefix} intrekken? Websites die hem gebruiken, werken meteen niet meer; dit kan niet ongedaan worden gemaakt.`,
    yesRevoke: "Ja, intrekken",
    keep: "Houden",
    revokedNow: "Ingetrokken: de sleutel werkt nergens meer.",
  },
  create: {
    title: "Nieuwe sleutel",
    intro: "Eén sleutel per website is het beste: een sleutel die uitlekt, kunt u dan intrekken zonder de andere te raken.",
    label: "Naam",
    optional: "optioneel",
    labelHint: "Alleen voor uzelf, bijv. ‘Hoofdwebsite’.",
    modules: "Wat de sleutel mag lezen",
    modulesHint: "De reserverings- en opzoekwidgets hebben tafelreservering nodig; de evenementenwidget evenementen.",
    noModule: "Kies er minstens één.",
    origins: "Websites",
    originsHint:
      "Het adres van elke site die de widgets toont, bijv. https://bistro.example, één per regel. Laat leeg om elke website toe te staan: dan kan iedereen die de sleutel kopieert, hem op zijn eigen site gebruiken.",
    test: "Testsleutel",
    testHint:
      "Om uw website te testen: de reserveringen ervan nemen nooit een tafel in, bereiken geen gast of eigenaar en blijven buiten uw dag en export; ze worden na 7 dagen verwijderd.",
    submit: "Sleutel aanmaken",
    busy: "Aanmaken…",
  },
  origins: {
    problems: {
      wildcard: (entry) => `‘${entry}’ bevat een *. Noem elke website apart, bijv. https://bistro.example en https://www.bistro.example.`,
      not_an_origin: (entry) => `‘${entry}’ is geen websiteadres zoals https://bistro.example (zonder pad zoals /reserveren).`,
    },
    tooMany: (max) => `Noem hoogstens ${max} websites.`,
  },
  createdKey: {
    title: "Uw nieuwe sleutel: kopieer hem nu",
    shownOnce: "Alleen nu te zien.",
    warning:
      "Couvert bewaart geen kopie van de sleutel, dus hij is niet meer te tonen zodra u deze pagina verlaat. Raakt hij kwijt, maak dan een nieuwe sleutel aan en trek deze in.",
    snippet: "Codefragment voor uw website",
    snippetHint: "Plak het in de pagina van uw website waar de widgets moeten verschijnen.",
    wordpress: "Werkt u met WordPress?",
    wordpressHelp:
      "WordPress haalt <script> stilletjes weg uit berichten van gebruikers die geen ongefilterde HTML mogen plaatsen (auteurs, schrijvers, en op een multisite-netwerk iedereen behalve superbeheerders). Plak het fragment als beheerder in een blok ‘Aangepaste HTML’, of zet de <script>-regel één keer in de header van de site (met een plug-in voor headerscripts) en alleen de <couvert-…>-elementen in de pagina's.",
    noSnippet: "Deze sleutel dient geen enkele widget: hij is voor andere programma's die de API lezen.",
    key: "Alleen de sleutel",
    copySnippet: "Fragment kopiëren",
    copyKey: "Sleutel kopiëren",
    copied: "Gekopieerd naar het klembord.",
    copyFailed: "Kopiëren lukte niet: selecteer de tekst en kopieer hem.",
    done: "Klaar, ik heb hem gekopieerd",
  },
  preview: {
    title: "Voorvertoning",
    intro: "Wat gasten op uw website zien, in uw accentkleur, met uw echte tijden en evenementen. Hier wordt niets gereserveerd.",
    unpublished: "Gasten kunnen nog niet reserveren: het restaurant is niet gepubliceerd.",
    booking: "Reserveringsformulier",
    manage: "Reservering opzoeken",
    events: "Evenementen",
    loading: "Voorvertoning laden…",
    failed: "De voorvertoning kon niet worden geladen.",
  },
  testSpace: {
    title: "Testreserveringen",
    intro:
      "Wat de reserveringen met uw testsleutels zouden hebben verstuurd, nieuwste eerst: hier vastgelegd, nooit verstuurd. Testreserveringen worden na 7 dagen verwijderd.",
    none: "Nog geen testberichten.",
    channels: { email: "E-mail", messaging: "WhatsApp", webhook: "Webhook" },
    to: (recipient) => `aan ${recipient}`,
    purge: "Alle testreserveringen verwijderen",
    purged: (count) => plural("nl", count, { one: "# testreservering verwijderd.", other: "# testreserveringen verwijderd." }),
  },
};
