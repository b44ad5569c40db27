import type { Occasion } from "../../../core/reservation/schemas.ts";
import type { ReservationStatus } from "../../../core/reservation/status.ts";

/** What a guest message's sentences may name, already formatted for the message's language. */
export interface GuestTopic {
  restaurant: string;
  number: number;
  /** "Saturday, 4 July 2026, 19:30" */
  when: string;
  /** "Sat 4 Jul 19:30" */
  whenShort: string;
  /** "Saturday, 4 July" */
  day: string;
  /** "19:30" */
  time: string;
  /** The visit's day seen from the moment the message is written. */
  relativeDay: "today" | "tomorrow" | null;
  cancelledBy: "guest" | "owner" | null;
}

/** What an owner message's sentences may name. */
export interface OwnerTopic {
  restaurant: string;
  guest: string;
  /** "4 guests" */
  guests: string;
  when: string;
  whenShort: string;
}

/** The English texts of every e-mail; German is typed as `Catalog`, so a missing key does not compile. */
export const en = {
  /** luxon patterns, in the restaurant's zone. */
  formats: {
    when: "cccc, d LLLL yyyy 'at' HH:mm",
    whenShort: "EEE d MMM HH:mm",
    day: "cccc, d LLLL",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 guest" : `${n} guests`),
  labels: {
    restaurant: "Restaurant",
    address: "Address",
    phone: "Phone",
    website: "Website",
    when: "Date and time",
    /** A changed start, in a list of changes. */
    time: "Time",
    /** A changed end alone. */
    until: "Until",
    partySize: "Party size",
    number: "Reservation number",
    name: "Name",
    email: "E-mail",
    status: "Status",
    /** A contact detail a change removes. */
    removed: "(removed)",
    notes: "Special requests",
    occasion: "Occasion",
  },
  occasions: {
    birthday: "Birthday",
    anniversary: "Anniversary",
    business: "Business",
    other: "Other",
  } satisfies Record<Occasion, string>,

  guest: {
    greeting: (name: string) => `Hello ${name},`,
    booking: "Your booking",
    pin: "PIN",
    keepPin: "Keep this PIN: with the reservation number it lets you change or cancel your booking.",
    manage: "Change or cancel your booking",
    view: "View your booking",
    /** Under a manage link without the PIN in it. */
    signInHint: "You will need your reservation number and PIN.",
    callRestaurant: (phone: string) => `You can reach the restaurant by phone at ${phone}.`,
    footer: (restaurant: string) => `You are receiving this e-mail because of your booking at ${restaurant}.`,
    kinds: {
      booking_received: {
        subject: (t: GuestTopic) => `Request received: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Request received – not yet confirmed",
        lead: (t: GuestTopic) =>
          `Thank you for your booking request at ${t.restaurant}. Please note that this is a request: ` +
          "the restaurant still has to confirm it, and you will receive another e-mail once it has.",
      },
      booking_confirmed: {
        subject: (t: GuestTopic) => `Booking confirmed: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking is confirmed",
        lead: (t: GuestTopic) =>
          `Thank you for your booking. Your table at ${t.restaurant} is confirmed; the restaurant looks forward to your visit.`,
      },
      change_applied: {
        subject: (t: GuestTopic) => `Booking changed: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking has been changed",
        lead: (t: GuestTopic) => `The change to your booking at ${t.restaurant} has been made.`,
        changes: "What has changed",
      },
      changed_by_restaurant: {
        subject: (t: GuestTopic) => `Changed by the restaurant: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking has been changed",
        lead: (t: GuestTopic) =>
          `${t.restaurant} has changed your booking. Please check the details below; if they do not suit you, change or cancel it with the link below, or call the restaurant.`,
        changes: "What has changed",
      },
      change_requested: {
        subject: (t: GuestTopic) => `Change requested: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your change request has been sent",
        lead: (t: GuestTopic) =>
          `${t.restaurant} will approve or decline the change you asked for. Until then, your booking stays as it is.`,
        changes: "The change you asked for",
      },
      change_approved: {
        subject: (t: GuestTopic) => `Change approved: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your change has been approved",
        lead: (t: GuestTopic) => `${t.restaurant} has approved the change you asked for.`,
        changes: "What has changed",
      },
      change_declined: {
        subject: (t: GuestTopic) => `Change not possible: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your change could not be accepted",
        lead: (t: GuestTopic) => `Unfortunately, ${t.restaurant} could not accept the change you asked for. Your booking stays as it was.`,
        changes: "The change you asked for",
      },
      confirmed: {
        subject: (t: GuestTopic) => `Booking confirmed: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking is confirmed",
        lead: (t: GuestTopic) => `Good news: ${t.restaurant} has confirmed your booking and looks forward to your visit.`,
      },
      rejected: {
        subject: (t: GuestTopic) => `Booking not possible: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking could not be accepted",
        lead: (t: GuestTopic) => `We are sorry: ${t.restaurant} cannot accept your booking request for ${t.when}.`,
        /** Instead of calling, when the restaurant has no phone number. */
        tryAgain: "You are welcome to request another day or time.",
        call: (phone: string) => `The restaurant will gladly help you find another time: please call ${phone}.`,
      },
      cancelled: {
        subject: (t: GuestTopic) => `Booking cancelled: ${t.restaurant}, ${t.whenShort}`,
        title: () => "Your booking has been cancelled",
        lead: (t: GuestTopic) => {
          if (t.cancelledBy === "guest")
            return `You cancelled your booking at ${t.restaurant} for ${t.when}. Thank you for letting the restaurant know.`;
          if (t.cancelledBy === "owner")
            return `${t.restaurant} has cancelled your booking for ${t.when}. We are sorry for the inconvenience.`;
          return `Your booking at ${t.restaurant} for ${t.when} has been cancelled.`;
        },
      },
      reminder: {
        subject: (t: GuestTopic) => `Reminder: ${t.restaurant}, ${t.whenShort}`,
        title: (t: GuestTopic) => {
          if (t.relativeDay === "today") return `See you today at ${t.time}`;
          if (t.relativeDay === "tomorrow") return `See you tomorrow at ${t.time}`;
          return `See you on ${t.day} at ${t.time}`;
        },
        lead: (t: GuestTopic) =>
          `This is a reminder of your booking at ${t.restaurant}. If your plans have changed, please let the restaurant know in good time.`,
      },
      pin_reset: {
        subject: (t: GuestTopic) => `Your new PIN: ${t.restaurant}, reservation ${t.number}`,
        title: () => "Your new PIN",
        lead: (t: GuestTopic) => `As you asked, here is a new PIN for your booking at ${t.restaurant}.`,
      },
    },
  },

  owner: {
    booking: "The booking",
    guest: "Guest",
    openReservation: "Open in the console",
    onCommandLine: "On the command line:",
    statuses: {
      pending: "awaiting your confirmation",
      confirmed: "confirmed",
      seated: "seated",
      completed: "completed",
      cancelled: "cancelled",
      rejected: "rejected",
      no_show: "no-show",
    } satisfies Record<ReservationStatus, string>,
    footer: (restaurant: string) => `You are receiving this e-mail because this address is notified of bookings at ${restaurant}.`,
    newRequest: {
      subject: (t: OwnerTopic) => `New booking request: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "New booking request",
      lead: (t: OwnerTopic) => `${t.guest} would like a table for ${t.guests} on ${t.when}.`,
      next: "Confirm or reject it: the guest is waiting for your answer.",
    },
    newBooking: {
      subject: (t: OwnerTopic) => `New booking: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "New booking",
      lead: (t: OwnerTopic) => `${t.guest} has booked a table for ${t.guests} on ${t.when}.`,
      next: "It was confirmed automatically: no action is needed.",
    },
    requestChanged: {
      subject: (t: OwnerTopic) => `Booking request changed: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Booking request changed",
      lead: (t: OwnerTopic) => `${t.guest} has changed the booking request, now for ${t.guests} on ${t.when}.`,
      changes: "What changed",
      next: "It still waits for you: confirm or reject it as it is now.",
    },
    guestChanged: {
      subject: (t: OwnerTopic) => `Booking changed: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Booking changed by the guest",
      lead: (t: OwnerTopic) => `${t.guest} has changed their booking, now for ${t.guests} on ${t.when}.`,
      changes: "What changed",
      next: "It fitted every rule, so it was approved at once; the guest has been told. Nothing to do.",
    },
    changeRequest: {
      subject: (t: OwnerTopic) => `Change request: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Change request",
      lead: (t: OwnerTopic) => `${t.guest} would like to change the booking for ${t.guests} on ${t.when}.`,
      changes: "Requested changes",
      next: "Approve or decline it: the booking stays as it is until you do.",
    },
    guestCancelled: {
      subject: (t: OwnerTopic) => `Cancelled by guest: ${t.guest}, ${t.guests}, ${t.whenShort}`,
      title: () => "Booking cancelled by the guest",
      lead: (t: OwnerTopic) => `${t.guest} has cancelled the booking for ${t.guests} on ${t.when}.`,
      next: "No action is needed: the table is free again.",
    },
  },

  invitation: {
    subject: (restaurant: string) => `You are invited to ${restaurant} on Couvert`,
    title: (restaurant: string) => `Join ${restaurant}`,
    lead: (restaurant: string, role: string) =>
      `You have been invited to work at ${restaurant} as ${role} in its booking console. Choose your password to start.`,
    roles: { owner: "an owner", staff: "staff" },
    button: "Choose your password",
    expires: (when: string) => `The link works once, until ${when}. If it has run out, ask for a new invitation.`,
    ignore: "Not expecting this? Ignore this e-mail: nothing happens without the link.",
  },

  calendar: {
    summary: (partySize: number, restaurant: string) => `Table for ${partySize} at ${restaurant}`,
    description: (number: number) => `Reservation number ${number}`,
  },
};

export type Catalog = typeof en;
