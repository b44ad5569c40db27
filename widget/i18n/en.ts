import type { CalendarWords } from "../../core/time/calendar-words.ts";
import type { ErrorCode } from "../../core/errors.ts";
import type { Occasion } from "../../core/reservation/schemas.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";

/** Fields of the reservation form that have a message of their own for `invalid_request`. */
export type FormField =
  | "guest_first_name"
  | "guest_last_name"
  | "guest_phone"
  | "guest_email"
  | "party_size"
  | "starts_at"
  | "ends_at"
  | "guest_notes"
  | "occasion";

/**
 * The English texts shared by the Couvert elements: every other language is typed as `Messages`,
 * so a missing or misspelt key does not compile.
 */
export const en = {
  loading: "Loading…",
  retry: "Try again",
  /** After a 429: how long to wait. */
  wait: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    const span = seconds < 120 ? `${seconds} ${seconds === 1 ? "second" : "seconds"}` : `${minutes} minutes`;
    return `Please wait ${span}, then try again.`;
  },
  /** The countdown after a 429, with a span from `countdown` ("14 min 5 s"). */
  retryIn: (span: string) => `You can try again in ${span}.`,
  /** The parts of a wait (`countdown`): "14 min", "5 s". */
  minutesShort: (n: number) => `${n} min`,
  secondsShort: (n: number) => `${n} s`,
  copy: "Copy",
  copied: "Copied to the clipboard.",
  /** Shown beside the copy button (screen readers hear `copied`). */
  copiedShort: "✓ Copied",
  copyFailed: "Could not copy; please select the text and copy it.",
  required: "(required)",
  // Date and time picker
  date: "Date",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  closed: "closed",
  noTimes: "no free times",
  fullyBooked: "fully booked",
  /** A day's or a time's name with its state: "Monday, March 2, 2026, closed". */
  withState: (name: string, state: string) => `${name}, ${state}`,
  /** A date exception's note under the month. */
  dayNote: (day: string, note: string) => `${day}: ${note}`,
  time: "Time",
  /** The time group's name once a date is chosen. */
  timeOn: (day: string) => `Time, ${day}`,
  chooseDate: "Choose a date to see the free times.",
  timesFound: (n: number) => (n === 1 ? "1 free time" : `${n} free times`),
  noSlots: "There are no free times on this date.",
  nextDay: "(next day)",
  /** contact_required at guest_email: notify by e-mail was chosen without an address. */
  emailNeeded: "Please enter your e-mail address: your confirmation is sent there.",
  timesIn: (zone: string) => `Times in ${zone}`,
  currentTime: (when: string) => `Currently booked: ${when}. Choose a new time only to change it.`,
  timeForNewDate: "Please choose a time on the new date, or go back to the booked date.",
  // Party size
  partySize: "Party size",
  guests: (n: number) => (n === 1 ? "1 guest" : `${n} guests`),
  moreGuests: (n: number) => `More than ${n} guests`,
  largerGroups: (n: number) => `For more than ${n} guests, please contact the restaurant directly.`,
  // Guest details
  firstName: "First name",
  lastName: "Last name",
  contact: "How can we reach you?",
  contactHint: "A phone number or an e-mail address, at least one.",
  phone: "Phone",
  phoneHint: "As dialled in the restaurant's country, or with the country code, e.g. +49 30 1234567",
  email: "E-mail",
  notify: "Notifications",
  notifyHint: "How should we tell you about your reservation? Choose at least one.",
  notifyEmail: "Notify me by e-mail",
  notifyWhatsapp: "Notify me on WhatsApp",
  // Special requests
  occasion: "Occasion",
  noOccasion: "No particular occasion",
  occasions: { birthday: "Birthday", anniversary: "Anniversary", business: "Business", other: "Another occasion" } as Record<
    Occasion,
    string
  >,
  notes: "Special requests",
  notesHint: "Allergies, a wheelchair, a high chair… (optional)",
  /** The count under the notes once few characters are left. */
  charactersLeft: (n: number) => (n === 1 ? "1 character left" : `${n} characters left`),
  whatsapp: "WhatsApp",
  on: "on",
  off: "off",
  /** `terms` is the (linked) name of the terms. */
  acceptTerms: <T>(terms: T) => ["I accept the ", terms],
  terms: "terms and conditions",
  termsNewWindow: "(opens in a new window)",
  summary: (n: number) => (n === 1 ? "Please correct 1 entry." : `Please correct ${n} entries.`),
  // Reservation details
  reservationNumber: "Reservation number",
  pin: "PIN",
  name: "Name",
  status: "Status",
  notifications: "Notifications",
  none: "none",
  /** One changed field of a change request. */
  changed: (label: string, value: string) => `${label}: ${value}`,
  statuses: {
    pending: "Requested, waiting for the restaurant's confirmation",
    confirmed: "Confirmed",
    seated: "Seated",
    completed: "Completed",
    cancelled: "Cancelled",
    rejected: "Declined by the restaurant",
    no_show: "Marked as not attended",
  } as Record<ReservationStatus, string>,
  /** One clear sentence per API error code, plus `network_error`. */
  errors: {
    invalid_request: "Please check your entries.",
    terms_required: "Please accept the terms and conditions.",
    last_name_required: "Please enter your last name.",
    contact_required: "Please enter a phone number or an e-mail address.",
    notify_channel_required: "Please choose at least one way to be notified.",
    channel_not_deliverable: "This restaurant cannot send WhatsApp messages. Please choose e-mail.",
    booking_lead_time: "This time is too soon to book online. Please choose a later time.",
    booking_horizon: "This date is too far ahead to book. Please choose an earlier date.",
    outside_opening_hours: "The restaurant does not take bookings at this time. Please choose another time.",
    invalid_credentials: "The reservation number or PIN is not right. Please check both.",
    invalid_api_key: "This booking form is not set up correctly (invalid key). Please contact the restaurant.",
    not_editable: "This reservation has been cancelled, declined or closed, so it can no longer be changed.",
    module_not_enabled: "Online booking is not enabled for this form. Please contact the restaurant.",
    restaurant_not_published: "This restaurant does not take online bookings at the moment.",
    origin_not_allowed: "This form may not be used on this website. Please contact the restaurant.",
    preview_only: "This is a preview: nothing is booked, changed or cancelled here. On your website, this form works for real.",
    not_found: "This could not be found. Please contact the restaurant.",
    method_not_allowed: "This request is not supported. Please contact the restaurant.",
    slot_full: "This time is fully booked. Please choose another time.",
    idempotency_in_progress: "Your request is still being processed. Please wait a moment and try again.",
    payload_too_large: "Your entries are too long. Please shorten them.",
    unsupported_media_type: "This request could not be sent. Please contact the restaurant.",
    idempotency_key_reused: "Your entries changed while sending. Please send the form again.",
    rate_limit_exceeded: "Too many attempts.",
    internal_error: "Something went wrong on our side. Please try again.",
    database_busy: "We are very busy right now. Please try again in a moment.",
    network_error: "No connection to the booking service. Please check your connection and try again.",
  } as Record<ErrorCode | "network_error", string>,
  /** `invalid_request` at one field: what exactly to fix. */
  invalid: {
    guest_first_name: "Please shorten your first name (80 characters at most).",
    guest_last_name: "Please shorten your last name (80 characters at most).",
    guest_phone: "Please check the number: as dialled in the restaurant's country, or with the country code, e.g. +49 30 1234567.",
    guest_email: "Please enter a valid e-mail address, e.g. name@example.com.",
    party_size: "Please choose a party size from the list.",
    starts_at: "Please choose a time from the list.",
    ends_at: "Please choose a time from the list.",
    guest_notes: "Please shorten your special requests (500 characters at most) and leave out special characters.",
    occasion: "Please choose an occasion from the list.",
  } as Record<FormField, string>,
  /** Day and month names and how days and times are written, as Intl writes them (core/time/calendar-words.ts). */
  calendar: {
    weekdays: "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    weekdaysShort: "Mon Tue Wed Thu Fri Sat Sun",
    months: "January February March April May June July August September October November December",
    monthsShort: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    shortDay: (weekday: string, day: number, month: string) => `${weekday}, ${month} ${day}`,
    longDay: (weekday: string, day: number, month: string, year: number) => `${weekday}, ${month} ${day}, ${year}`,
    hourCycle: "h12",
    time: (hour: string, minutes: string, pm: boolean) => `${hour}:${minutes} ${pm ? "PM" : "AM"}`,
    paddedHour: false,
    dayAt: (day: string, time: string) => `${day} at ${time}`,
    // One "AM" or "PM" for both times when they share it: "7:00 – 10:00 PM" (String(): i18n.test passes stand-ins).
    timeRange: (from: string, to: string) => `${String(from).endsWith(String(to).slice(-2)) ? String(from).slice(0, -3) : from} – ${to}`,
  } satisfies CalendarWords as CalendarWords,
};

export type Messages = typeof en;
