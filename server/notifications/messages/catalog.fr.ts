import { plural } from "../../../core/plural.ts";
import type { Catalog } from "./catalog.en.ts";

/** French, with "vous": typed as the English catalog, so every key must be here. */
export const fr: Catalog = {
  formats: {
    when: "cccc d LLLL yyyy 'à' HH:mm",
    whenShort: "EEE d MMM, HH:mm",
    day: "cccc d LLLL",
    time: "HH:mm",
  },
  guests: (n) => plural("fr", n, { one: "# personne", other: "# personnes" }),
  labels: {
    restaurant: "Restaurant",
    address: "Adresse",
    phone: "Téléphone",
    website: "Site web",
    when: "Date et heure",
    time: "Horaire",
    until: "Jusqu’à",
    partySize: "Nombre de personnes",
    number: "Numéro de réservation",
    name: "Nom",
    email: "E-mail",
    status: "Statut",
    removed: "(supprimé)",
    notes: "Demandes particulières",
    occasion: "Occasion",
  },
  occasions: {
    birthday: "Anniversaire",
    anniversary: "Anniversaire de mariage",
    business: "Repas d’affaires",
    other: "Autre",
  },

  guest: {
    greeting: (name) => `Bonjour ${name},`,
    booking: "Votre réservation",
    pin: "Code PIN",
    keepPin: "Conservez ce code PIN : avec le numéro de réservation, il vous permet de modifier ou d’annuler votre réservation.",
    manage: "Modifier ou annuler votre réservation",
    view: "Voir votre réservation",
    signInHint: "Vous aurez besoin de votre numéro de réservation et de votre code PIN.",
    callRestaurant: (phone) => `Vous pouvez joindre le restaurant par téléphone au ${phone}.`,
    footer: (restaurant) => `Vous recevez cet e-mail suite à votre réservation chez ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t) => `Demande reçue : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Demande reçue – pas encore confirmée",
        lead: (t) =>
          `Merci pour votre demande de réservation chez ${t.restaurant}. Il s’agit d’une demande : le restaurant doit encore ` +
          "la confirmer, et vous recevrez un nouvel e-mail dès que ce sera fait.",
      },
      booking_confirmed: {
        subject: (t) => `Réservation confirmée : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation est confirmée",
        lead: (t) =>
          `Merci pour votre réservation. Votre table chez ${t.restaurant} est confirmée ; le restaurant se réjouit de vous accueillir.`,
      },
      change_applied: {
        subject: (t) => `Réservation modifiée : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation a été modifiée",
        lead: (t) => `La modification de votre réservation chez ${t.restaurant} a bien été enregistrée.`,
        changes: "Ce qui a changé",
      },
      changed_by_restaurant: {
        subject: (t) => `Modifiée par le restaurant : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation a été modifiée",
        lead: (t) =>
          `${t.restaurant} a modifié votre réservation. Vérifiez les détails ci-dessous ; s’ils ne vous conviennent pas, modifiez-la ou annulez-la avec le lien ci-dessous, ou appelez le restaurant.`,
        changes: "Ce qui a changé",
      },
      change_requested: {
        subject: (t) => `Demande de modification : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre demande de modification a été envoyée",
        lead: (t) => `${t.restaurant} va accepter ou refuser la modification demandée. En attendant, votre réservation reste inchangée.`,
        changes: "La modification demandée",
      },
      change_approved: {
        subject: (t) => `Modification acceptée : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre modification a été acceptée",
        lead: (t) => `${t.restaurant} a accepté la modification que vous avez demandée.`,
        changes: "Ce qui a changé",
      },
      change_declined: {
        subject: (t) => `Modification impossible : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre modification n’a pas pu être acceptée",
        lead: (t) => `Malheureusement, ${t.restaurant} n’a pas pu accepter la modification demandée. Votre réservation reste telle quelle.`,
        changes: "La modification demandée",
      },
      confirmed: {
        subject: (t) => `Réservation confirmée : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation est confirmée",
        lead: (t) => `Bonne nouvelle : ${t.restaurant} a confirmé votre réservation et se réjouit de vous accueillir.`,
      },
      rejected: {
        subject: (t) => `Réservation impossible : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation n’a pas pu être acceptée",
        lead: (t) => `Nous sommes désolés : ${t.restaurant} ne peut pas accepter votre demande de réservation pour le ${t.when}.`,
        tryAgain: "N’hésitez pas à demander un autre jour ou un autre horaire.",
        call: (phone) => `Le restaurant vous aidera volontiers à trouver un autre horaire : appelez le ${phone}.`,
      },
      cancelled: {
        subject: (t) => `Réservation annulée : ${t.restaurant}, ${t.whenShort}`,
        title: () => "Votre réservation a été annulée",
        lead: (t) => {
          if (t.cancelledBy === "guest")
            return `Vous avez annulé votre réservation chez ${t.restaurant} pour le ${t.when}. Merci d’avoir prévenu le restaurant.`;
          if (t.cancelledBy === "owner")
            return `${t.restaurant} a annulé votre réservation pour le ${t.when}. Nous vous prions de nous excuser pour ce désagrément.`;
          return `Votre réservation chez ${t.restaurant} pour le ${t.when} a été annulée.`;
        },
      },
      reminder: {
        subject: (t) => `Rappel : ${t.restaurant}, ${t.whenShort}`,
        title: (t) => {
          if (t.relativeDay === "today") return `À tout à l’heure, à ${t.time}`;
          if (t.relativeDay === "tomorrow") return `À demain, à ${t.time}`;
          return `À bientôt, le ${t.day} à ${t.time}`;
        },
        lead: (t) =>
          `Nous vous rappelons votre réservation chez ${t.restaurant}. Si vos projets ont changé, merci de prévenir le restaurant suffisamment tôt.`,
      },
      pin_reset: {
        subject: (t) => `Votre nouveau code PIN : ${t.restaurant}, réservation ${t.number}`,
        title: () => "Votre nouveau code PIN",
        lead: (t) => `Comme demandé, voici un nouveau code PIN pour votre réservation chez ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "La réservation",
    guest: "Client",
    openReservation: "Ouvrir dans la console",
    onCommandLine: "En ligne de commande :",
    statuses: {
      pending: "en attente de votre confirmation",
      confirmed: "confirmée",
      seated: "à table",
      completed: "terminée",
      cancelled: "annulée",
      rejected: "refusée",
      no_show: "non présenté",
    },
    footer: (restaurant) => `Vous recevez cet e-mail car cette adresse est avertie des réservations chez ${restaurant}.`,
    newRequest: {
      subject: (t) => `Nouvelle demande de réservation : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nouvelle demande de réservation",
      lead: (t) => `${t.guest} souhaite une table pour ${t.guests} le ${t.when}.`,
      next: "Confirmez-la ou refusez-la : le client attend votre réponse.",
    },
    newBooking: {
      subject: (t) => `Nouvelle réservation : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Nouvelle réservation",
      lead: (t) => `${t.guest} a réservé une table pour ${t.guests} le ${t.when}.`,
      next: "Elle a été confirmée automatiquement : rien à faire.",
    },
    requestChanged: {
      subject: (t) => `Demande de réservation modifiée : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Demande de réservation modifiée",
      lead: (t) => `${t.guest} a modifié sa demande de réservation, désormais pour ${t.guests} le ${t.when}.`,
      changes: "Ce qui a changé",
      next: "Elle attend toujours votre réponse : confirmez-la ou refusez-la telle qu’elle est maintenant.",
    },
    guestChanged: {
      subject: (t) => `Réservation modifiée : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Réservation modifiée par le client",
      lead: (t) => `${t.guest} a modifié sa réservation, désormais pour ${t.guests} le ${t.when}.`,
      changes: "Ce qui a changé",
      next: "Elle respectait toutes les règles et a donc été acceptée aussitôt ; le client en a été informé. Rien à faire.",
    },
    changeRequest: {
      subject: (t) => `Demande de modification : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Demande de modification",
      lead: (t) => `${t.guest} souhaite modifier la réservation pour ${t.guests} du ${t.when}.`,
      changes: "Modifications demandées",
      next: "Acceptez-la ou refusez-la : la réservation reste inchangée en attendant.",
    },
    guestCancelled: {
      subject: (t) => `Annulée par le client : ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Réservation annulée par le client",
      lead: (t) => `${t.guest} a annulé la réservation pour ${t.guests} du ${t.when}.`,
      next: "Rien à faire : la table est de nouveau libre.",
    },
  },

  invitation: {
    subject: (restaurant) => `Invitation à rejoindre ${restaurant} sur Couvert`,
    title: (restaurant) => `Rejoignez ${restaurant}`,
    lead: (restaurant, role) =>
      `Vous êtes invité à travailler dans la console de réservation de ${restaurant} en tant que ${role}. Choisissez votre mot de passe pour commencer.`,
    roles: { owner: "propriétaire", staff: "membre du personnel" },
    button: "Choisir votre mot de passe",
    expires: (when) => `Le lien fonctionne une seule fois, jusqu’au ${when}. S’il a expiré, demandez une nouvelle invitation.`,
    ignore: "Vous n’attendiez pas cet e-mail ? Ignorez-le : rien ne se passe sans le lien.",
  },

  calendar: {
    summary: (partySize, restaurant) => `Table pour ${plural("fr", partySize, { one: "# personne", other: "# personnes" })}, ${restaurant}`,
    description: (number) => `Numéro de réservation ${number}`,
  },
};
