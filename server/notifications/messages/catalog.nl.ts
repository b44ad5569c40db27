import { plural } from "../../../core/plural.ts";
import type { Catalog } from "./catalog.en.ts";

/** Dutch, with "u": typed as the English catalog, so every key must be here. */
export const nl: Catalog = {
  formats: {
    when: "cccc d LLLL yyyy 'om' HH:mm",
    whenShort: "EEE d MMM, HH:mm",
    day: "cccc d LLLL",
    time: "HH:mm",
  },
  guests: (n) => plural("nl", n, { one: "# persoon", other: "# personen" }),
  labels: {
    restaurant: "Restaurant",
    address: "Adres",
    phone: "Telefoon",
    website: "Website",
    when: "Datum en tijd",
    time: "Tijd",
    until: "Tot",
    partySize: "Aantal personen",
    number: "Reserveringsnummer",
    name: "Naam",
    email: "E-mail",
    status: "Status",
    removed: "(verwijderd)",
    notes: "Bijzondere wensen",
    occasion: "Gelegenheid",
  },
  occasions: {
    birthday: "Verjaardag",
    anniversary: "Jubileum",
    business: "Zakelijk",
    other: "Anders",
  },

  guest: {
    greeting: (name) => `Beste ${name},`,
    booking: "Uw reservering",
    pin: "Pincode",
    keepPin: "Bewaar deze pincode goed: samen met het reserveringsnummer kunt u hiermee uw reservering wijzigen of annuleren.",
    manage: "Reservering wijzigen of annuleren",
    view: "Reservering bekijken",
    signInHint: "U hebt hiervoor uw reserveringsnummer en pincode nodig.",
    callRestaurant: (phone) => `U kunt het restaurant bellen op ${phone}.`,
    footer: (restaurant) => `U ontvangt deze e-mail vanwege uw reservering bij ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t) => `Aanvraag ontvangen: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Aanvraag ontvangen – nog niet bevestigd",
        lead: (t) =>
          `Bedankt voor uw reserveringsaanvraag bij ${t.restaurant}. Let op: dit is een aanvraag. Het restaurant moet ` +
          "die nog bevestigen; zodra dat is gebeurd, ontvangt u opnieuw een e-mail.",
      },
      booking_confirmed: {
        subject: (t) => `Reservering bevestigd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering is bevestigd",
        lead: (t) => `Bedankt voor uw reservering. Uw tafel bij ${t.restaurant} is bevestigd; het restaurant kijkt uit naar uw bezoek.`,
      },
      change_applied: {
        subject: (t) => `Reservering gewijzigd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering is gewijzigd",
        lead: (t) => `De wijziging van uw reservering bij ${t.restaurant} is doorgevoerd.`,
        changes: "Wat er is gewijzigd",
      },
      changed_by_restaurant: {
        subject: (t) => `Gewijzigd door het restaurant: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering is gewijzigd",
        lead: (t) =>
          `${t.restaurant} heeft uw reservering gewijzigd. Controleer de gegevens hieronder; passen ze u niet, wijzig of annuleer de reservering dan via de link hieronder, of bel het restaurant.`,
        changes: "Wat er is gewijzigd",
      },
      change_requested: {
        subject: (t) => `Wijziging aangevraagd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw wijzigingsverzoek is verstuurd",
        lead: (t) => `${t.restaurant} keurt de gevraagde wijziging goed of af. Tot die tijd blijft uw reservering zoals ze is.`,
        changes: "De gevraagde wijziging",
      },
      change_approved: {
        subject: (t) => `Wijziging goedgekeurd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw wijziging is goedgekeurd",
        lead: (t) => `${t.restaurant} heeft de door u gevraagde wijziging goedgekeurd.`,
        changes: "Wat er is gewijzigd",
      },
      change_declined: {
        subject: (t) => `Wijziging niet mogelijk: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw wijziging kon niet worden geaccepteerd",
        lead: (t) => `Helaas kon ${t.restaurant} de gevraagde wijziging niet accepteren. Uw reservering blijft zoals ze was.`,
        changes: "De gevraagde wijziging",
      },
      confirmed: {
        subject: (t) => `Reservering bevestigd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering is bevestigd",
        lead: (t) => `Goed nieuws: ${t.restaurant} heeft uw reservering bevestigd en kijkt uit naar uw bezoek.`,
      },
      rejected: {
        subject: (t) => `Reservering niet mogelijk: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering kon niet worden geaccepteerd",
        lead: (t) => `Het spijt ons: ${t.restaurant} kan uw reserveringsaanvraag voor ${t.when} niet accepteren.`,
        tryAgain: "U kunt gerust een andere dag of tijd aanvragen.",
        call: (phone) => `Het restaurant helpt u graag een andere tijd te vinden: bel ${phone}.`,
      },
      cancelled: {
        subject: (t) => `Reservering geannuleerd: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Uw reservering is geannuleerd",
        lead: (t) => {
          if (t.cancelledBy === "guest")
            return `U hebt uw reservering bij ${t.restaurant} voor ${t.when} geannuleerd. Bedankt dat u het restaurant op de hoogte hebt gebracht.`;
          if (t.cancelledBy === "owner")
            return `${t.restaurant} heeft uw reservering voor ${t.when} geannuleerd. Onze excuses voor het ongemak.`;
          return `Uw reservering bij ${t.restaurant} voor ${t.when} is geannuleerd.`;
        },
      },
      reminder: {
        subject: (t) => `Herinnering: ${t.restaurant}, ${t.whenShort}`,
        title: (t) => {
          if (t.relativeDay === "today") return `Tot vandaag om ${t.time}`;
          if (t.relativeDay === "tomorrow") return `Tot morgen om ${t.time}`;
          return `Tot ${t.day} om ${t.time}`;
        },
        lead: (t) =>
          `Dit is een herinnering aan uw reservering bij ${t.restaurant}. Zijn uw plannen veranderd? Laat het het restaurant dan tijdig weten.`,
      },
      pin_reset: {
        subject: (t) => `Uw nieuwe pincode: ${t.restaurant}, reservering ${t.number}`,
        title: () => "Uw nieuwe pincode",
        lead: (t) => `Zoals gevraagd vindt u hier een nieuwe pincode voor uw reservering bij ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "De reservering",
    guest: "Gast",
    openReservation: "Openen in de console",
    onCommandLine: "Via de opdrachtregel:",
    statuses: {
      pending: "wacht op uw bevestiging",
      confirmed: "bevestigd",
      seated: "aan tafel",
      completed: "afgerond",
      cancelled: "geannuleerd",
      rejected: "afgewezen",
      no_show: "niet verschenen",
    },
    footer: (restaurant) => `U ontvangt deze e-mail omdat dit adres meldingen krijgt over reserveringen bij ${restaurant}.`,
    newRequest: {
      subject: (t) => `Nieuwe reserveringsaanvraag: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nieuwe reserveringsaanvraag",
      lead: (t) => `${t.guest} wil graag een tafel voor ${t.guests} op ${t.when}.`,
      next: "Bevestig of wijs de aanvraag af: de gast wacht op uw antwoord.",
    },
    newBooking: {
      subject: (t) => `Nieuwe reservering: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nieuwe reservering",
      lead: (t) => `${t.guest} heeft een tafel gereserveerd voor ${t.guests} op ${t.when}.`,
      next: "Ze is automatisch bevestigd: u hoeft niets te doen.",
    },
    requestChanged: {
      subject: (t) => `Reserveringsaanvraag gewijzigd: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reserveringsaanvraag gewijzigd",
      lead: (t) => `${t.guest} heeft de reserveringsaanvraag gewijzigd, nu voor ${t.guests} op ${t.when}.`,
      changes: "Wat er is gewijzigd",
      next: "Ze wacht nog op u: bevestig of wijs ze af zoals ze nu is.",
    },
    guestChanged: {
      subject: (t) => `Reservering gewijzigd: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reservering gewijzigd door de gast",
      lead: (t) => `${t.guest} heeft de reservering gewijzigd, nu voor ${t.guests} op ${t.when}.`,
      changes: "Wat er is gewijzigd",
      next: "De wijziging voldeed aan alle regels en is dus meteen goedgekeurd; de gast is op de hoogte. U hoeft niets te doen.",
    },
    changeRequest: {
      subject: (t) => `Wijzigingsverzoek: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Wijzigingsverzoek",
      lead: (t) => `${t.guest} wil de reservering voor ${t.guests} op ${t.when} wijzigen.`,
      changes: "Gevraagde wijzigingen",
      next: "Keur het verzoek goed of af: tot dan blijft de reservering zoals ze is.",
    },
    guestCancelled: {
      subject: (t) => `Geannuleerd door de gast: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reservering geannuleerd door de gast",
      lead: (t) => `${t.guest} heeft de reservering voor ${t.guests} op ${t.when} geannuleerd.`,
      next: "U hoeft niets te doen: de tafel is weer vrij.",
    },
  },

  invitation: {
    subject: (restaurant) => `Uitnodiging voor ${restaurant} op Couvert`,
    title: (restaurant) => `Word lid van ${restaurant}`,
    lead: (restaurant, role) =>
      `U bent uitgenodigd om in de reserveringsconsole van ${restaurant} te werken als ${role}. Kies uw wachtwoord om te beginnen.`,
    roles: { owner: "eigenaar", staff: "personeel" },
    button: "Wachtwoord kiezen",
    expires: (when) => `De link werkt één keer, tot ${when}. Is hij verlopen? Vraag dan een nieuwe uitnodiging.`,
    ignore: "Verwachtte u deze e-mail niet? Negeer hem dan: zonder de link gebeurt er niets.",
  },

  calendar: {
    summary: (partySize, restaurant) => `Tafel voor ${plural("nl", partySize, { one: "# persoon", other: "# personen" })}, ${restaurant}`,
    description: (number) => `Reserveringsnummer ${number}`,
  },
};
