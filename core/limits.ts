/** Bounds shared by the server's validation and the widget's form (docs/api.md §1.1, §5.1, §6, §7.6, §8.3). */
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;
/** What a guest may type in the phone field (spaces, dashes, parentheses) before normalising. */
export const PHONE_INPUT_MAX_LENGTH = 40;
/** The fewest digits a phone number may have as a guest types it, before the server reads it in the restaurant's country. */
export const PHONE_LOCAL_MIN_DIGITS = 6;
/** A guest's special requests (docs/api.md §6.1), counted after trimming. */
export const GUEST_NOTES_MAX_LENGTH = 500;
export const MAX_STAY_MINUTES = 12 * 60;
/** The party the booking widget starts with (and asks the first month's times for) when its `party-size` says none. */
export const DEFAULT_PARTY_SIZE = 2;
export const PIN_LENGTH = 6;
/** No 0/O, 1/I/L: a PIN read aloud or copied by hand survives. */
export const PIN_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RESERVATION_NUMBER_MIN = 100_000;
export const RESERVATION_NUMBER_MAX = 99_999_999;
export const BODY_LIMIT_BYTES = 16 * 1024;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_TTL_HOURS = 24;

export const EVENTS_DEFAULTS = {
  embedMaxItems: 24,
  embedMaxItemsMin: 1,
  embedMaxItemsMax: 100,
  graceMinutes: 120,
} as const;

/** The longest texts of an event (docs/api.md §8.2): the server refuses longer ones, the console's form stops at them. */
export const EVENT_TEXT_MAX_LENGTH = { title: 200, description: 10_000, location: 300 } as const;

/** The longest CSV export of the owner console, both days counted (docs/api.md §16.6). */
export const EXPORT_MAX_DAYS = 366;

/** The most reservations one CSV export holds: a range holding more is refused (docs/api.md §16.6). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * The bounds of each whole-number restaurant setting (docs/api.md §10): the server's settings
 * schema enforces them, and the console's Settings screen checks them before sending.
 */
export const SETTING_BOUNDS = {
  defaultDwellMinutes: { min: 1, max: 12 * 60 },
  bookingLeadTimeHours: { min: 0, max: 24 * 30 },
  minMinutesBeforeClosing: { min: 0, max: 12 * 60 },
  minPartySize: { min: 1, max: 100 },
  maxPartySize: { min: 1, max: 100 },
  slotIntervalMinutes: { min: 1, max: 240 },
  bookingHorizonDays: { min: 1, max: 730 },
  maxCoversPerSlot: { min: 1, max: 10_000 },
  eventsGraceMinutes: { min: 0, max: 24 * 60 },
  waitlistOfferMinutes: { min: 1, max: 24 * 60 },
  /** Issue 29: months a booking's guest details are kept after the stay (GDPR Art. 5(1)(e)); default 24. */
  guestDataRetentionMonths: { min: 1, max: 120 },
} as const;
