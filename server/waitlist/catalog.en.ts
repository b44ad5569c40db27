/**
 * The waitlist's texts in English: its e-mails and its claim and leave pages. German is typed as
 * `WaitlistCatalog`, so a missing key does not compile; another language is one more file.
 */
export const en = {
  formats: {
    /** luxon patterns, in the restaurant's zone. */
    when: "cccc, d LLLL yyyy 'at' HH:mm",
    day: "cccc, d LLLL yyyy",
    time: "HH:mm",
  },
  guests: (n: number) => (n === 1 ? "1 guest" : `${n} guests`),
  labels: {
    restaurant: "Restaurant",
    when: "Date and time",
    day: "Date",
    window: "Between",
    party: "Party",
    details: "Details",
    number: "Reservation number",
    pin: "PIN",
  },
  joined: {
    subject: (restaurant: string) => `You are on the waitlist at ${restaurant}`,
    title: "You are on the waitlist",
    intro: (name: string, restaurant: string) =>
      `Hello ${name}, ${restaurant} has put you on its waitlist. When a table that fits frees up, we send you an offer by e-mail; the first guest to accept it gets the table.`,
  },
  offer: {
    subject: (restaurant: string) => `A table is free at ${restaurant}`,
    title: "A table is free for you",
    intro: (name: string, minutes: number) =>
      `Hello ${name}, a table has freed up. It is yours if you book it within ${minutes} minutes; after that it goes to the next guest on the list.`,
    claim: "Book this table",
    claimHint: "Another guest may have been quicker: the link tells you at once.",
  },
  leave: {
    link: "Leave the waitlist",
    hint: "If you no longer need a table, this takes you off the list.",
  },
  footer: (restaurant: string) => `You receive this e-mail because you asked to join the waitlist of ${restaurant}.`,
  page: {
    claimTitle: "Book the offered table",
    claimIntro: (restaurant: string) => `${restaurant} offers you this table. Booking it makes a reservation at once.`,
    claimButton: "Book this table",
    /** The checkbox, linked to the restaurant's terms, when it has some. */
    acceptTerms: "I accept the terms and conditions",
    bookedTitle: "Your table is booked",
    bookedIntro: "Keep the reservation number and PIN: you need both to change or cancel. They are shown only here and in your e-mail.",
    goneTitle: "This table has gone",
    goneIntro: "Another guest booked it first, or it is no longer free. You stay on the waitlist for the next table that frees up.",
    expiredTitle: "This offer has run out",
    expiredIntro: "The time to book this table is over; it went to the next guest. You stay on the waitlist.",
    usedTitle: "This offer was already used",
    usedIntro: "This link booked a table before; your confirmation e-mail holds its number and PIN.",
    unknownTitle: "Link not found",
    unknownIntro: "This link is not valid. Copy the whole link from the e-mail, or ask the restaurant.",
    leaveTitle: "Leave the waitlist",
    leaveIntro: (restaurant: string) => `Take yourself off the waitlist of ${restaurant}? You will get no more offers for this date.`,
    leaveButton: "Leave the waitlist",
    leftTitle: "You have left the waitlist",
    leftIntro: "You will get no more offers for this date.",
  },
};
export type WaitlistCatalog = typeof en;
