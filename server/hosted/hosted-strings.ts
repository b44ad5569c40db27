import type { AnyErrorCode } from "../../core/errors.ts";
import type { Lang } from "../../core/locale.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import type { Weekday } from "../../core/time.ts";
import { de as widgetDe } from "../../widget/i18n/de.ts";
import { en as widgetEn, type FormField, type Messages } from "../../widget/i18n/en.ts";
import { es as widgetEs } from "../../widget/i18n/es.ts";
import { fr as widgetFr } from "../../widget/i18n/fr.ts";
import { it as widgetIt } from "../../widget/i18n/it.ts";
import { nl as widgetNl } from "../../widget/i18n/nl.ts";

/**
 * Every word of the hosted booking page (docs/api.md §18), one typed object per language of
 * core/locale.ts `LANGS`: a language added there does not typecheck until it is added here.
 */
export interface HostedStrings {
  /** `<title>` and the Open Graph title. */
  pageTitle: (restaurant: string) => string;
  /** The social preview's description. */
  description: (restaurant: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  backToPage: string;
  address: string;
  hours: string;
  closed: string;
  weekdays: Record<Weekday, string>;
  bookHeading: string;
  manageHeading: string;
  eventsHeading: string;
  /** Shown above the plain forms: scripts are off, so the page's own forms are in use. */
  noScriptNote: string;
  date: string;
  partySize: string;
  showTimes: string;
  time: string;
  /** After a time in the small hours of the date's night. */
  nextDay: string;
  noTimes: string;
  changeDateOrParty: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  notes: string;
  notifyEmail: string;
  termsAccepted: string;
  termsLink: string;
  book: string;
  bookedTitle: string;
  bookedPending: string;
  bookedConfirmed: string;
  reservationNumber: string;
  pin: string;
  pinOnce: string;
  reservationNumberField: string;
  pinField: string;
  showReservation: string;
  reservationFor: (party: number) => string;
  status: Record<ReservationStatus, string>;
  cancel: string;
  cancelled: string;
  cannotCancel: string;
  /** A message per error code; a code without one shows `fallbackError`. */
  errors: Partial<Record<AnyErrorCode, string>>;
  fallbackError: string;
  /** The form's token or its cookie is missing or stale, or it came from another site. */
  formExpired: string;
  poweredBy: string;
}

const en: HostedStrings = {
  pageTitle: (restaurant) => `Book a table at ${restaurant}`,
  description: (restaurant) => `Reserve a table at ${restaurant} online, see the opening hours, and change or cancel a booking.`,
  notFoundTitle: "Page not found",
  notFoundText: "There is no booking page at this address. Check the link, or ask the restaurant for its booking page.",
  errorTitle: "That did not work",
  backToPage: "Back to the booking page",
  address: "Address",
  hours: "Opening hours",
  closed: "closed",
  weekdays: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  bookHeading: "Book a table",
  manageHeading: "Your reservation",
  eventsHeading: "Events",
  noScriptNote: "Scripts are off in this browser: the forms below work without them.",
  date: "Date",
  partySize: "Guests",
  showTimes: "Show times",
  time: "Time",
  nextDay: "(next day)",
  noTimes: "No free times on this date for this party. Try another date or party size.",
  changeDateOrParty: "Change date or guests",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "E-mail",
  notes: "Notes for the restaurant",
  notifyEmail: "Notify me by e-mail",
  termsAccepted: "I accept the terms and conditions",
  termsLink: "Terms and conditions",
  book: "Book table",
  bookedTitle: "Thank you!",
  bookedPending: "Your request has reached the restaurant. You will hear from them once it is confirmed.",
  bookedConfirmed: "Your table is booked.",
  reservationNumber: "Reservation number",
  pin: "PIN",
  pinOnce: "Write down the number and PIN now: this page shows the PIN only once. You need both to change or cancel.",
  reservationNumberField: "Reservation number",
  pinField: "PIN",
  showReservation: "Show reservation",
  reservationFor: (party) => (party === 1 ? "1 guest" : `${party} guests`),
  status: {
    pending: "Waiting for the restaurant's confirmation",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    rejected: "Declined by the restaurant",
    seated: "Seated",
    completed: "Completed",
    no_show: "No-show",
  },
  cancel: "Cancel reservation",
  cancelled: "Your reservation is cancelled.",
  cannotCancel: "This reservation can no longer be cancelled online. Please call the restaurant.",
  errors: {
    invalid_request: "Please check this field.",
    terms_required: "Please accept the terms and conditions.",
    last_name_required: "Please enter your last name.",
    contact_required: "Please enter a phone number or an e-mail address.",
    notify_channel_required: "Please choose how you want to be notified.",
    booking_lead_time: "This time is too soon to book online.",
    booking_horizon: "This date is too far ahead to book.",
    outside_opening_hours: "The restaurant does not take bookings at this time.",
    slot_full: "This time has just been booked up. Please choose another.",
    invalid_credentials: "The reservation number or PIN is wrong.",
    not_editable: "This reservation can no longer be changed online.",
    rate_limit_exceeded: "Too many attempts. Please wait a while and try again.",
  },
  fallbackError: "Something went wrong. Please try again.",
  formExpired: "This form has expired or was sent from another page. We have loaded it again: please send it once more.",
  poweredBy: "Bookings by Couvert",
};

const de: HostedStrings = {
  pageTitle: (restaurant) => `Tisch reservieren bei ${restaurant}`,
  description: (restaurant) =>
    `Reservieren Sie online einen Tisch bei ${restaurant}, sehen Sie die Öffnungszeiten und ändern oder stornieren Sie eine Reservierung.`,
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Unter dieser Adresse gibt es keine Reservierungsseite. Prüfen Sie den Link oder fragen Sie das Restaurant.",
  errorTitle: "Das hat nicht geklappt",
  backToPage: "Zurück zur Reservierungsseite",
  address: "Adresse",
  hours: "Öffnungszeiten",
  closed: "geschlossen",
  weekdays: {
    monday: "Montag",
    tuesday: "Dienstag",
    wednesday: "Mittwoch",
    thursday: "Donnerstag",
    friday: "Freitag",
    saturday: "Samstag",
    sunday: "Sonntag",
  },
  bookHeading: "Tisch reservieren",
  manageHeading: "Ihre Reservierung",
  eventsHeading: "Veranstaltungen",
  noScriptNote: "In diesem Browser sind Skripte ausgeschaltet: Die Formulare unten funktionieren auch ohne.",
  date: "Datum",
  partySize: "Personen",
  showTimes: "Zeiten anzeigen",
  time: "Uhrzeit",
  nextDay: "(Folgetag)",
  noTimes: "An diesem Tag ist für diese Personenzahl nichts mehr frei. Versuchen Sie ein anderes Datum oder eine andere Personenzahl.",
  changeDateOrParty: "Datum oder Personen ändern",
  firstName: "Vorname",
  lastName: "Nachname",
  phone: "Telefon",
  email: "E-Mail",
  notes: "Hinweise für das Restaurant",
  notifyEmail: "Per E-Mail benachrichtigen",
  termsAccepted: "Ich akzeptiere die Geschäftsbedingungen",
  termsLink: "Geschäftsbedingungen",
  book: "Tisch reservieren",
  bookedTitle: "Vielen Dank!",
  bookedPending: "Ihre Anfrage ist beim Restaurant angekommen. Sie hören von ihm, sobald sie bestätigt ist.",
  bookedConfirmed: "Ihr Tisch ist reserviert.",
  reservationNumber: "Reservierungsnummer",
  pin: "PIN",
  pinOnce: "Notieren Sie Nummer und PIN jetzt: Die PIN wird nur einmal angezeigt. Sie brauchen beide, um zu ändern oder zu stornieren.",
  reservationNumberField: "Reservierungsnummer",
  pinField: "PIN",
  showReservation: "Reservierung anzeigen",
  reservationFor: (party) => (party === 1 ? "1 Person" : `${party} Personen`),
  status: {
    pending: "Wartet auf die Bestätigung des Restaurants",
    confirmed: "Bestätigt",
    cancelled: "Storniert",
    rejected: "Vom Restaurant abgelehnt",
    seated: "Platziert",
    completed: "Abgeschlossen",
    no_show: "Nicht erschienen",
  },
  cancel: "Reservierung stornieren",
  cancelled: "Ihre Reservierung ist storniert.",
  cannotCancel: "Diese Reservierung kann nicht mehr online storniert werden. Bitte rufen Sie das Restaurant an.",
  errors: {
    invalid_request: "Bitte prüfen Sie dieses Feld.",
    terms_required: "Bitte akzeptieren Sie die Geschäftsbedingungen.",
    last_name_required: "Bitte geben Sie Ihren Nachnamen ein.",
    contact_required: "Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an.",
    notify_channel_required: "Bitte wählen Sie, wie Sie benachrichtigt werden möchten.",
    booking_lead_time: "Für diese Uhrzeit ist es zu kurzfristig, um online zu reservieren.",
    booking_horizon: "Dieses Datum liegt zu weit in der Zukunft.",
    outside_opening_hours: "Zu dieser Zeit nimmt das Restaurant keine Reservierungen an.",
    slot_full: "Diese Uhrzeit ist gerade ausgebucht worden. Bitte wählen Sie eine andere.",
    invalid_credentials: "Reservierungsnummer oder PIN ist falsch.",
    not_editable: "Diese Reservierung kann nicht mehr online geändert werden.",
    rate_limit_exceeded: "Zu viele Versuche. Bitte warten Sie eine Weile und versuchen Sie es erneut.",
  },
  fallbackError: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  formExpired:
    "Dieses Formular ist abgelaufen oder wurde von einer anderen Seite gesendet. Wir haben es neu geladen: Bitte senden Sie es noch einmal.",
  poweredBy: "Reservierungen mit Couvert",
};

const fr: HostedStrings = {
  pageTitle: (restaurant) => `Réserver une table chez ${restaurant}`,
  description: (restaurant) =>
    `Réservez une table chez ${restaurant} en ligne, consultez les horaires d’ouverture, et modifiez ou annulez une réservation.`,
  notFoundTitle: "Page introuvable",
  notFoundText: "Il n’y a pas de page de réservation à cette adresse. Vérifiez le lien ou demandez au restaurant sa page de réservation.",
  errorTitle: "Cela n’a pas fonctionné",
  backToPage: "Retour à la page de réservation",
  address: "Adresse",
  hours: "Horaires d’ouverture",
  closed: "fermé",
  weekdays: {
    monday: "Lundi",
    tuesday: "Mardi",
    wednesday: "Mercredi",
    thursday: "Jeudi",
    friday: "Vendredi",
    saturday: "Samedi",
    sunday: "Dimanche",
  },
  bookHeading: "Réserver une table",
  manageHeading: "Votre réservation",
  eventsHeading: "Événements",
  noScriptNote: "Les scripts sont désactivés dans ce navigateur : les formulaires ci-dessous fonctionnent sans eux.",
  date: "Date",
  partySize: "Personnes",
  showTimes: "Afficher les horaires",
  time: "Heure",
  nextDay: "(lendemain)",
  noTimes: "Aucun horaire libre à cette date pour ce nombre de personnes. Essayez une autre date ou un autre nombre de personnes.",
  changeDateOrParty: "Modifier la date ou le nombre de personnes",
  firstName: "Prénom",
  lastName: "Nom",
  phone: "Téléphone",
  email: "E-mail",
  notes: "Remarques pour le restaurant",
  notifyEmail: "Me prévenir par e-mail",
  termsAccepted: "J’accepte les conditions générales",
  termsLink: "Conditions générales",
  book: "Réserver une table",
  bookedTitle: "Merci !",
  bookedPending: "Votre demande a été transmise au restaurant. Il reviendra vers vous dès qu’elle sera confirmée.",
  bookedConfirmed: "Votre table est réservée.",
  reservationNumber: "Numéro de réservation",
  pin: "Code PIN",
  pinOnce:
    "Notez dès maintenant le numéro et le code PIN : cette page n’affiche le code PIN qu’une seule fois. Ils vous seront demandés pour modifier ou annuler.",
  reservationNumberField: "Numéro de réservation",
  pinField: "Code PIN",
  showReservation: "Afficher la réservation",
  reservationFor: (party) => (party <= 1 ? `${party} personne` : `${party} personnes`),
  status: {
    pending: "En attente de la confirmation du restaurant",
    confirmed: "Confirmée",
    cancelled: "Annulée",
    rejected: "Refusée par le restaurant",
    seated: "À table",
    completed: "Terminée",
    no_show: "Non présenté",
  },
  cancel: "Annuler la réservation",
  cancelled: "Votre réservation est annulée.",
  cannotCancel: "Cette réservation ne peut plus être annulée en ligne. Veuillez appeler le restaurant.",
  errors: {
    invalid_request: "Veuillez vérifier ce champ.",
    terms_required: "Veuillez accepter les conditions générales.",
    last_name_required: "Veuillez indiquer votre nom.",
    contact_required: "Veuillez indiquer un numéro de téléphone ou une adresse e-mail.",
    notify_channel_required: "Veuillez choisir comment vous souhaitez être prévenu.",
    booking_lead_time: "Cet horaire est trop proche pour réserver en ligne.",
    booking_horizon: "Cette date est trop lointaine pour réserver.",
    outside_opening_hours: "Le restaurant ne prend pas de réservations à cet horaire.",
    slot_full: "Cet horaire vient d’être complet. Veuillez en choisir un autre.",
    invalid_credentials: "Le numéro de réservation ou le code PIN est incorrect.",
    not_editable: "Cette réservation ne peut plus être modifiée en ligne.",
    rate_limit_exceeded: "Trop de tentatives. Veuillez patienter un moment et réessayer.",
  },
  fallbackError: "Une erreur s’est produite. Veuillez réessayer.",
  formExpired: "Ce formulaire a expiré ou a été envoyé depuis une autre page. Nous l’avons rechargé : veuillez l’envoyer à nouveau.",
  poweredBy: "Réservations par Couvert",
};

const it: HostedStrings = {
  pageTitle: (restaurant) => `Prenoti un tavolo da ${restaurant}`,
  description: (restaurant) =>
    `Prenoti online un tavolo da ${restaurant}, consulti gli orari di apertura e modifichi o cancelli una prenotazione.`,
  notFoundTitle: "Pagina non trovata",
  notFoundText:
    "A questo indirizzo non c'è una pagina di prenotazione. Controlli il link o chieda al ristorante la sua pagina di prenotazione.",
  errorTitle: "Non ha funzionato",
  backToPage: "Torna alla pagina di prenotazione",
  address: "Indirizzo",
  hours: "Orari di apertura",
  closed: "chiuso",
  weekdays: {
    monday: "Lunedì",
    tuesday: "Martedì",
    wednesday: "Mercoledì",
    thursday: "Giovedì",
    friday: "Venerdì",
    saturday: "Sabato",
    sunday: "Domenica",
  },
  bookHeading: "Prenoti un tavolo",
  manageHeading: "La Sua prenotazione",
  eventsHeading: "Eventi",
  noScriptNote: "In questo browser gli script sono disattivati: i moduli qui sotto funzionano anche senza.",
  date: "Data",
  partySize: "Persone",
  showTimes: "Mostra gli orari",
  time: "Ora",
  nextDay: "(giorno dopo)",
  noTimes: "Nessun orario libero in questa data per questo numero di persone. Provi un'altra data o un altro numero di persone.",
  changeDateOrParty: "Cambia data o persone",
  firstName: "Nome",
  lastName: "Cognome",
  phone: "Telefono",
  email: "E-mail",
  notes: "Note per il ristorante",
  notifyEmail: "Avvisatemi per e-mail",
  termsAccepted: "Accetto i termini e condizioni",
  termsLink: "Termini e condizioni",
  book: "Prenota il tavolo",
  bookedTitle: "Grazie!",
  bookedPending: "La Sua richiesta è arrivata al ristorante. Avrà sue notizie non appena sarà confermata.",
  bookedConfirmed: "Il Suo tavolo è prenotato.",
  reservationNumber: "Numero di prenotazione",
  pin: "PIN",
  pinOnce: "Annoti subito il numero e il PIN: questa pagina mostra il PIN una sola volta. Servono entrambi per modificare o cancellare.",
  reservationNumberField: "Numero di prenotazione",
  pinField: "PIN",
  showReservation: "Mostra la prenotazione",
  reservationFor: (party) => (party === 1 ? "1 persona" : `${party} persone`),
  status: {
    pending: "In attesa della conferma del ristorante",
    confirmed: "Confermata",
    cancelled: "Cancellata",
    rejected: "Rifiutata dal ristorante",
    seated: "Al tavolo",
    completed: "Conclusa",
    no_show: "Non presentato",
  },
  cancel: "Cancella la prenotazione",
  cancelled: "La Sua prenotazione è cancellata.",
  cannotCancel: "Questa prenotazione non può più essere cancellata online. Chiami il ristorante.",
  errors: {
    invalid_request: "Controlli questo campo.",
    terms_required: "Accetti i termini e condizioni.",
    last_name_required: "Inserisca il cognome.",
    contact_required: "Inserisca un numero di telefono o un indirizzo e-mail.",
    notify_channel_required: "Scelga come desidera essere avvisato.",
    booking_lead_time: "Quest'orario è troppo vicino per prenotare online.",
    booking_horizon: "Questa data è troppo lontana per prenotare.",
    outside_opening_hours: "A quest'ora il ristorante non accetta prenotazioni.",
    slot_full: "Quest'orario è appena stato esaurito. Ne scelga un altro.",
    invalid_credentials: "Il numero di prenotazione o il PIN non è corretto.",
    not_editable: "Questa prenotazione non può più essere modificata online.",
    rate_limit_exceeded: "Troppi tentativi. Attenda un momento e riprovi.",
  },
  fallbackError: "Qualcosa è andato storto. Riprovi.",
  formExpired: "Questo modulo è scaduto o è stato inviato da un'altra pagina. L'abbiamo ricaricato: lo invii di nuovo.",
  poweredBy: "Prenotazioni con Couvert",
};

const es: HostedStrings = {
  pageTitle: (restaurant) => `Reservar mesa en ${restaurant}`,
  description: (restaurant) => `Reserve mesa en ${restaurant} en línea, consulte el horario de apertura y modifique o cancele una reserva.`,
  notFoundTitle: "Página no encontrada",
  notFoundText: "No hay ninguna página de reservas en esta dirección. Compruebe el enlace o pida al restaurante su página de reservas.",
  errorTitle: "No ha funcionado",
  backToPage: "Volver a la página de reservas",
  address: "Dirección",
  hours: "Horario de apertura",
  closed: "cerrado",
  weekdays: {
    monday: "Lunes",
    tuesday: "Martes",
    wednesday: "Miércoles",
    thursday: "Jueves",
    friday: "Viernes",
    saturday: "Sábado",
    sunday: "Domingo",
  },
  bookHeading: "Reservar mesa",
  manageHeading: "Su reserva",
  eventsHeading: "Eventos",
  noScriptNote: "Los scripts están desactivados en este navegador: los formularios de abajo funcionan sin ellos.",
  date: "Fecha",
  partySize: "Personas",
  showTimes: "Ver horas",
  time: "Hora",
  nextDay: "(día siguiente)",
  noTimes: "No hay horas libres en esta fecha para este número de personas. Pruebe otra fecha u otro número de personas.",
  changeDateOrParty: "Cambiar fecha o personas",
  firstName: "Nombre",
  lastName: "Apellidos",
  phone: "Teléfono",
  email: "Correo electrónico",
  notes: "Observaciones para el restaurante",
  notifyEmail: "Avisarme por correo electrónico",
  termsAccepted: "Acepto las condiciones generales",
  termsLink: "Condiciones generales",
  book: "Reservar mesa",
  bookedTitle: "¡Gracias!",
  bookedPending: "Su solicitud ha llegado al restaurante. Le avisarán en cuanto esté confirmada.",
  bookedConfirmed: "Su mesa está reservada.",
  reservationNumber: "Número de reserva",
  pin: "PIN",
  pinOnce: "Anote ahora el número y el PIN: esta página muestra el PIN solo una vez. Necesitará ambos para modificar o cancelar.",
  reservationNumberField: "Número de reserva",
  pinField: "PIN",
  showReservation: "Ver la reserva",
  reservationFor: (party) => (party === 1 ? "1 persona" : `${party} personas`),
  status: {
    pending: "Pendiente de confirmación por el restaurante",
    confirmed: "Confirmada",
    cancelled: "Cancelada",
    rejected: "Rechazada por el restaurante",
    seated: "En la mesa",
    completed: "Finalizada",
    no_show: "No presentado",
  },
  cancel: "Cancelar la reserva",
  cancelled: "Su reserva está cancelada.",
  cannotCancel: "Esta reserva ya no se puede cancelar en línea. Llame al restaurante.",
  errors: {
    invalid_request: "Compruebe este campo.",
    terms_required: "Acepte las condiciones generales.",
    last_name_required: "Indique sus apellidos.",
    contact_required: "Indique un número de teléfono o un correo electrónico.",
    notify_channel_required: "Elija cómo desea recibir los avisos.",
    booking_lead_time: "Esta hora está demasiado próxima para reservar en línea.",
    booking_horizon: "Esta fecha está demasiado lejos para reservar.",
    outside_opening_hours: "El restaurante no acepta reservas a esta hora.",
    slot_full: "Esta hora acaba de completarse. Elija otra.",
    invalid_credentials: "El número de reserva o el PIN no es correcto.",
    not_editable: "Esta reserva ya no se puede modificar en línea.",
    rate_limit_exceeded: "Demasiados intentos. Espere un momento y vuelva a intentarlo.",
  },
  fallbackError: "Algo ha salido mal. Vuelva a intentarlo.",
  formExpired: "Este formulario ha caducado o se envió desde otra página. Lo hemos vuelto a cargar: envíelo de nuevo.",
  poweredBy: "Reservas con Couvert",
};

const nl: HostedStrings = {
  pageTitle: (restaurant) => `Reserveer een tafel bij ${restaurant}`,
  description: (restaurant) =>
    `Reserveer online een tafel bij ${restaurant}, bekijk de openingstijden en wijzig of annuleer een reservering.`,
  notFoundTitle: "Pagina niet gevonden",
  notFoundText: "Op dit adres staat geen reserveringspagina. Controleer de link of vraag het restaurant naar zijn reserveringspagina.",
  errorTitle: "Dat is niet gelukt",
  backToPage: "Terug naar de reserveringspagina",
  address: "Adres",
  hours: "Openingstijden",
  closed: "gesloten",
  weekdays: {
    monday: "Maandag",
    tuesday: "Dinsdag",
    wednesday: "Woensdag",
    thursday: "Donderdag",
    friday: "Vrijdag",
    saturday: "Zaterdag",
    sunday: "Zondag",
  },
  bookHeading: "Reserveer een tafel",
  manageHeading: "Uw reservering",
  eventsHeading: "Evenementen",
  noScriptNote: "Scripts staan uit in deze browser: de formulieren hieronder werken ook zonder.",
  date: "Datum",
  partySize: "Personen",
  showTimes: "Tijden tonen",
  time: "Tijd",
  nextDay: "(volgende dag)",
  noTimes: "Op deze datum zijn er geen tijden vrij voor dit aantal personen. Probeer een andere datum of een ander aantal personen.",
  changeDateOrParty: "Datum of personen wijzigen",
  firstName: "Voornaam",
  lastName: "Achternaam",
  phone: "Telefoon",
  email: "E-mail",
  notes: "Opmerkingen voor het restaurant",
  notifyEmail: "Breng mij per e-mail op de hoogte",
  termsAccepted: "Ik ga akkoord met de algemene voorwaarden",
  termsLink: "Algemene voorwaarden",
  book: "Tafel reserveren",
  bookedTitle: "Hartelijk dank!",
  bookedPending: "Uw verzoek is bij het restaurant aangekomen. U hoort van het restaurant zodra het is bevestigd.",
  bookedConfirmed: "Uw tafel is gereserveerd.",
  reservationNumber: "Reserveringsnummer",
  pin: "PIN",
  pinOnce: "Noteer het nummer en de PIN nu: deze pagina toont de PIN maar één keer. U hebt beide nodig om te wijzigen of te annuleren.",
  reservationNumberField: "Reserveringsnummer",
  pinField: "PIN",
  showReservation: "Reservering tonen",
  reservationFor: (party) => (party === 1 ? "1 persoon" : `${party} personen`),
  status: {
    pending: "Wacht op bevestiging van het restaurant",
    confirmed: "Bevestigd",
    cancelled: "Geannuleerd",
    rejected: "Afgewezen door het restaurant",
    seated: "Aan tafel",
    completed: "Afgerond",
    no_show: "Niet verschenen",
  },
  cancel: "Reservering annuleren",
  cancelled: "Uw reservering is geannuleerd.",
  cannotCancel: "Deze reservering kan niet meer online worden geannuleerd. Bel het restaurant.",
  errors: {
    invalid_request: "Controleer dit veld.",
    terms_required: "Ga akkoord met de algemene voorwaarden.",
    last_name_required: "Vul uw achternaam in.",
    contact_required: "Vul een telefoonnummer of een e-mailadres in.",
    notify_channel_required: "Kies hoe u op de hoogte wilt worden gebracht.",
    booking_lead_time: "Deze tijd is te kort dag om online te reserveren.",
    booking_horizon: "Deze datum ligt te ver vooruit om te reserveren.",
    outside_opening_hours: "Het restaurant neemt op dit tijdstip geen reserveringen aan.",
    slot_full: "Deze tijd is zojuist volgeboekt. Kies een andere.",
    invalid_credentials: "Het reserveringsnummer of de PIN klopt niet.",
    not_editable: "Deze reservering kan niet meer online worden gewijzigd.",
    rate_limit_exceeded: "Te veel pogingen. Wacht even en probeer het opnieuw.",
  },
  fallbackError: "Er is iets misgegaan. Probeer het opnieuw.",
  formExpired:
    "Dit formulier is verlopen of is vanaf een andere pagina verstuurd. We hebben het opnieuw geladen: verstuur het nog een keer.",
  poweredBy: "Reserveringen via Couvert",
};

/** The page speaks every language of core/locale.ts `LANGS` (hosted-language.ts `PAGE_LANGS`). */
export const HOSTED_STRINGS: Record<Lang, HostedStrings> = { en, de, fr, it, es, nl };

/** The widget's words for a guest's field, in each language: the same sentence on the page with and without scripts. */
const GUEST_WORDS: Record<Lang, Messages> = { en: widgetEn, de: widgetDe, fr: widgetFr, it: widgetIt, es: widgetEs, nl: widgetNl };

/**
 * The message for a refusal, in the page's language: at a field, the widget's sentence saying what
 * to fix there ("Please enter a valid e-mail address, e.g. …"); else the page's for the code.
 */
export function errorText(page: { strings: HostedStrings; lang: Lang }, code: AnyErrorCode, field?: string): string {
  const words = GUEST_WORDS[page.lang];
  if (code === "contact_required" && field === "guest_email") return words.emailNeeded;
  if (code === "invalid_request" && field && field in words.invalid) return words.invalid[field as FormField];
  return page.strings.errors[code] ?? page.strings.fallbackError;
}
