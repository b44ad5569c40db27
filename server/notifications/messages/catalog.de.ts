import type { Catalog } from "./catalog.en.ts";

/** German, formal ("Sie"): typed as the English catalog, so every key must be here. */
export const de: Catalog = {
  formats: {
    when: "cccc, d. LLLL yyyy 'um' HH:mm 'Uhr'",
    whenShort: "EEE, d. MMM, HH:mm",
    day: "cccc, d. LLLL",
    time: "HH:mm",
  },
  guests: (n) => (n === 1 ? "1 Person" : `${n} Personen`),
  labels: {
    restaurant: "Restaurant",
    address: "Adresse",
    phone: "Telefon",
    website: "Website",
    when: "Datum und Uhrzeit",
    time: "Termin",
    until: "Bis",
    partySize: "Personenzahl",
    number: "Reservierungsnummer",
    name: "Name",
    email: "E-Mail",
    status: "Status",
    removed: "(entfernt)",
    notes: "Besondere Wünsche",
    occasion: "Anlass",
  },
  occasions: {
    birthday: "Geburtstag",
    anniversary: "Jahrestag",
    business: "Geschäftlich",
    other: "Sonstiges",
  },

  guest: {
    greeting: (name) => `Guten Tag, ${name},`,
    booking: "Ihre Reservierung",
    pin: "PIN",
    keepPin:
      "Bewahren Sie diese PIN gut auf: Zusammen mit der Reservierungsnummer können Sie damit Ihre Reservierung ändern oder stornieren.",
    manage: "Reservierung ändern oder stornieren",
    view: "Reservierung ansehen",
    signInHint: "Sie benötigen dazu Ihre Reservierungsnummer und Ihre PIN.",
    callRestaurant: (phone) => `Sie erreichen das Restaurant telefonisch unter ${phone}.`,
    footer: (restaurant) => `Sie erhalten diese E-Mail aufgrund Ihrer Reservierung bei ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t) => `Anfrage erhalten: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Anfrage erhalten – noch nicht bestätigt",
        lead: (t) =>
          `Vielen Dank für Ihre Reservierungsanfrage bei ${t.restaurant}. Bitte beachten Sie: Es handelt sich um eine Anfrage, ` +
          "die das Restaurant noch bestätigen muss. Sobald dies geschehen ist, erhalten Sie eine weitere E-Mail.",
      },
      booking_confirmed: {
        subject: (t) => `Reservierung bestätigt: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung ist bestätigt",
        lead: (t) =>
          `Vielen Dank für Ihre Reservierung. Ihr Tisch bei ${t.restaurant} ist bestätigt; das Restaurant freut sich auf Ihren Besuch.`,
      },
      change_applied: {
        subject: (t) => `Reservierung geändert: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung wurde geändert",
        lead: (t) => `Ihre Änderung an der Reservierung bei ${t.restaurant} wurde übernommen.`,
        changes: "Was sich geändert hat",
      },
      changed_by_restaurant: {
        subject: (t) => `Vom Restaurant geändert: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung wurde geändert",
        lead: (t) =>
          `${t.restaurant} hat Ihre Reservierung geändert. Bitte prüfen Sie die Angaben unten; passen sie nicht, ändern oder stornieren Sie die Reservierung über den Link unten, oder rufen Sie das Restaurant an.`,
        changes: "Was sich geändert hat",
      },
      change_requested: {
        subject: (t) => `Änderung angefragt: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihr Änderungswunsch wurde übermittelt",
        lead: (t) =>
          `${t.restaurant} wird Ihren Änderungswunsch prüfen und annehmen oder ablehnen. Bis dahin bleibt Ihre Reservierung unverändert.`,
        changes: "Ihr Änderungswunsch",
      },
      change_approved: {
        subject: (t) => `Änderung bestätigt: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Änderung wurde angenommen",
        lead: (t) => `${t.restaurant} hat Ihren Änderungswunsch angenommen.`,
        changes: "Was sich geändert hat",
      },
      change_declined: {
        subject: (t) => `Änderung nicht möglich: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Änderung konnte nicht angenommen werden",
        lead: (t) => `Leider konnte ${t.restaurant} Ihren Änderungswunsch nicht annehmen. Ihre Reservierung bleibt unverändert bestehen.`,
        changes: "Ihr Änderungswunsch",
      },
      confirmed: {
        subject: (t) => `Reservierung bestätigt: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung ist bestätigt",
        lead: (t) => `Gute Nachricht: ${t.restaurant} hat Ihre Reservierung bestätigt und freut sich auf Ihren Besuch.`,
      },
      rejected: {
        subject: (t) => `Reservierung nicht möglich: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung konnte nicht angenommen werden",
        lead: (t) => `Es tut uns leid: ${t.restaurant} kann Ihre Reservierungsanfrage für ${t.when} nicht annehmen.`,
        tryAgain: "Gerne können Sie einen anderen Tag oder eine andere Uhrzeit anfragen.",
        call: (phone) => `Das Restaurant hilft Ihnen gern, einen anderen Termin zu finden: Rufen Sie einfach unter ${phone} an.`,
      },
      cancelled: {
        subject: (t) => `Reservierung storniert: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Ihre Reservierung wurde storniert",
        lead: (t) => {
          if (t.cancelledBy === "guest")
            return `Sie haben Ihre Reservierung bei ${t.restaurant} für ${t.when} storniert. Vielen Dank, dass Sie dem Restaurant Bescheid gegeben haben.`;
          if (t.cancelledBy === "owner")
            return `${t.restaurant} hat Ihre Reservierung für ${t.when} storniert. Wir bitten um Ihr Verständnis.`;
          return `Ihre Reservierung bei ${t.restaurant} für ${t.when} wurde storniert.`;
        },
      },
      reminder: {
        subject: (t) => `Erinnerung: ${t.restaurant}, ${t.whenShort}`,
        title: (t) => {
          if (t.relativeDay === "today") return `Wir sehen uns heute um ${t.time} Uhr`;
          if (t.relativeDay === "tomorrow") return `Bis morgen um ${t.time} Uhr`;
          return `Bis ${t.day}, um ${t.time} Uhr`;
        },
        lead: (t) =>
          `Wir erinnern Sie an Ihre Reservierung bei ${t.restaurant}. Falls sich Ihre Pläne geändert haben, geben Sie dem Restaurant bitte rechtzeitig Bescheid.`,
      },
      pin_reset: {
        subject: (t) => `Ihre neue PIN: ${t.restaurant}, Reservierung ${t.number}`,
        title: () => "Ihre neue PIN",
        lead: (t) => `Wie gewünscht erhalten Sie hier eine neue PIN für Ihre Reservierung bei ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "Die Reservierung",
    guest: "Gast",
    openReservation: "In der Konsole öffnen",
    onCommandLine: "Über die Kommandozeile:",
    statuses: {
      pending: "wartet auf Ihre Bestätigung",
      confirmed: "bestätigt",
      seated: "platziert",
      completed: "abgeschlossen",
      cancelled: "storniert",
      rejected: "abgelehnt",
      no_show: "nicht erschienen",
    },
    footer: (restaurant) => `Sie erhalten diese E-Mail, weil diese Adresse über Reservierungen bei ${restaurant} benachrichtigt wird.`,
    newRequest: {
      subject: (t) => `Neue Reservierungsanfrage: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Neue Reservierungsanfrage",
      lead: (t) => `${t.guest} möchte einen Tisch für ${t.guests} am ${t.when} reservieren.`,
      next: "Bitte bestätigen Sie die Anfrage oder lehnen Sie sie ab: Der Gast wartet auf Ihre Antwort.",
    },
    newBooking: {
      subject: (t) => `Neue Reservierung: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Neue Reservierung",
      lead: (t) => `${t.guest} hat einen Tisch für ${t.guests} am ${t.when} reserviert.`,
      next: "Die Reservierung wurde automatisch bestätigt; Sie müssen nichts weiter tun.",
    },
    requestChanged: {
      subject: (t) => `Reservierungsanfrage geändert: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reservierungsanfrage geändert",
      lead: (t) => `${t.guest} hat die Reservierungsanfrage geändert, jetzt für ${t.guests} am ${t.when}.`,
      changes: "Geändert",
      next: "Sie wartet weiter auf Ihre Antwort: Bitte bestätigen Sie sie in dieser Form oder lehnen Sie sie ab.",
    },
    guestChanged: {
      subject: (t) => `Reservierung geändert: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reservierung vom Gast geändert",
      lead: (t) => `${t.guest} hat die Reservierung geändert, jetzt für ${t.guests} am ${t.when}.`,
      changes: "Geändert",
      next: "Die Änderung hielt alle Regeln ein und wurde sofort angenommen; der Gast ist informiert. Sie müssen nichts tun.",
    },
    changeRequest: {
      subject: (t) => `Änderungswunsch: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Änderungswunsch",
      lead: (t) => `${t.guest} möchte die Reservierung für ${t.guests} am ${t.when} ändern.`,
      changes: "Gewünschte Änderungen",
      next: "Bitte nehmen Sie die Änderung an oder lehnen Sie sie ab: Bis dahin bleibt die Reservierung unverändert.",
    },
    guestCancelled: {
      subject: (t) => `Vom Gast storniert: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Reservierung vom Gast storniert",
      lead: (t) => `${t.guest} hat die Reservierung für ${t.guests} am ${t.when} storniert.`,
      next: "Sie müssen nichts tun: Der Tisch ist wieder frei.",
    },
  },

  invitation: {
    subject: (restaurant) => `Einladung zu ${restaurant} bei Couvert`,
    title: (restaurant) => `Willkommen bei ${restaurant}`,
    lead: (restaurant, role) =>
      `Sie wurden eingeladen, in der Reservierungskonsole von ${restaurant} als ${role} mitzuarbeiten. Wählen Sie Ihr Passwort, um zu beginnen.`,
    roles: { owner: "Inhaber/in", staff: "Mitarbeiter/in" },
    button: "Passwort wählen",
    expires: (when) => `Der Link funktioniert einmal, bis ${when}. Ist er abgelaufen, bitten Sie um eine neue Einladung.`,
    ignore: "Sie erwarten diese E-Mail nicht? Dann ignorieren Sie sie: Ohne den Link geschieht nichts.",
  },

  calendar: {
    summary: (partySize, restaurant) => `Tisch für ${partySize} ${partySize === 1 ? "Person" : "Personen"}, ${restaurant}`,
    description: (number) => `Reservierungsnummer ${number}`,
  },
};
