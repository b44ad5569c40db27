import type { Database } from "../db/schema.ts";

/**
 * How a table's rows of one guest are found, from the guest's bookings (docs/api.md §20):
 * - `reservation`: `column` holds the id of one of the guest's reservations;
 * - `reservation number`: `restaurantColumn` and `column` hold the restaurant and the booking's number;
 * - `message`: `column` holds the id of a message (outbox row) about one of the guest's reservations;
 * - `contact`: the row names the guest itself by e-mail (`column`) or phone (`phoneColumn`), in one
 *   restaurant (`restaurantColumn`): for rows about the guest that name no booking (the waitlist);
 * - `profile`: `column` holds the id of the guest profile (docs/api.md §16.12) the guest's bookings
 *   are linked to. Erasure only: retention, which knows bookings and not a guest, leaves profiles.
 */
export type GuestKey =
  | { by: "reservation"; column: string }
  | { by: "reservation number"; restaurantColumn: string; column: string }
  | { by: "message"; column: string }
  | { by: "contact"; restaurantColumn: string; column: string; phoneColumn: string }
  | { by: "profile"; column: string };

/** One table where a guest's personal data lives, and what erasure and retention leave of it. */
export interface PersonalDataPlace {
  table: keyof Database & string;
  key: GuestKey;
  /** Only the rows this adds (raw SQL over the table's columns), e.g. guest-addressed messages. */
  onlyWhere?: string;
  /** Columns set to these values (`now` is the erasure's time, for a column that records it); absent: the rows are deleted. */
  blank?: (now: string) => Record<string, string | number | null>;
  /** JSON object columns (text) that lose these keys and keep the rest (a change request's other changes). */
  jsonKeys?: { column: string; keys: readonly string[] };
  /** The name under which a guest's export lists these rows, with the columns it shows; absent: not exported. */
  export?: { as: string; columns: readonly string[] };
}

/**
 * The waitlist's messages name no booking: found by their recipient, an address (an e-mail) or a
 * number (an offer by messaging); waitlist-data.ts finds the addresses and numbers the entries gave.
 */
export const WAITLIST_MESSAGES: PersonalDataPlace = {
  table: "outbox",
  key: { by: "contact", restaurantColumn: "restaurant_id", column: "recipient", phoneColumn: "recipient" },
  onlyWhere: "topic LIKE 'waitlist.%'",
  blank: () => ({ recipient: "", payload_sealed: null, last_error: null }),
};

/** The columns of a booking that name, reach or describe its guest; counts, dates, party sizes and statuses stay. */
export const GUEST_COLUMNS = ["guest_first_name", "guest_last_name", "guest_phone", "guest_email", "guest_notes", "occasion"] as const;

/**
 * Every place a guest's personal data lives, the one list erasure, retention and export work from
 * (server/privacy/privacy-repository.ts). A table added later that holds guest data adds an entry
 * here; the test "erasure leaves no trace" scans every table and column, so one left out fails it.
 *
 * Not here, on purpose: idempotency answers (sealed, gone within a day), live events and covers (no
 * personal data), sign-in and rate-limit rows (keyed by pseudonymous tags of accounts and addresses,
 * expiring on their own).
 */
export const PERSONAL_DATA: readonly PersonalDataPlace[] = [
  {
    table: "reservations",
    key: { by: "reservation", column: "id" },
    blank: (now) => ({
      guest_first_name: null,
      guest_last_name: "",
      guest_phone: null,
      guest_email: null,
      guest_notes: null,
      occasion: null,
      anonymised_at: now,
    }),
    export: {
      as: "bookings",
      columns: [
        "reservation_number",
        "status",
        "starts_at",
        "ends_at",
        "party_size",
        ...GUEST_COLUMNS,
        "guest_lang",
        "notify_email",
        "notify_whatsapp",
        "source",
        "space",
        "created_at",
        "updated_at",
      ],
    },
  },
  {
    table: "change_requests",
    key: { by: "reservation", column: "reservation_id" },
    jsonKeys: { column: "changes", keys: GUEST_COLUMNS },
    export: { as: "changeRequests", columns: ["reservation_id", "status", "changes", "submitted_at", "decided_at"] },
  },
  {
    // Messages to the guest: the address goes. Their sealed content goes at once (a sent one's went when it was sent).
    table: "outbox",
    key: { by: "reservation", column: "reservation_id" },
    onlyWhere: "topic LIKE 'guest.%'",
    blank: () => ({ recipient: "", payload_sealed: null, last_error: null }),
    export: { as: "messages", columns: ["reservation_id", "channel", "topic", "recipient", "status", "created_at", "sent_at"] },
  },
  {
    // The owner's e-mails and webhooks about the guest's bookings carry the guest's details sealed.
    table: "outbox",
    key: { by: "reservation", column: "reservation_id" },
    onlyWhere: "topic NOT LIKE 'guest.%'",
    blank: () => ({ payload_sealed: null, last_error: null }),
  },
  {
    // A transport's error may quote the address it refused.
    table: "outbox_attempts",
    key: { by: "message", column: "message_id" },
    blank: () => ({ error: null }),
  },
  {
    // The guest's own words after the visit; unpublished, so no review keeps them either.
    table: "feedback",
    key: { by: "reservation", column: "reservation_id" },
    blank: () => ({ comment: null, published_at: null }),
    export: { as: "feedback", columns: ["reservation_id", "rating", "comment", "answered_at", "published_at"] },
  },
  {
    // The profile's addresses and numbers, then the profile with the team's notes and tags (issue 29).
    table: "guest_contacts",
    key: { by: "profile", column: "profile_id" },
    export: { as: "contacts", columns: ["kind", "value"] },
  },
  {
    table: "guest_profiles",
    key: { by: "profile", column: "id" },
    export: { as: "profile", columns: ["tags", "owner_notes", "created_at", "updated_at"] },
  },
  {
    // Waiting for a full evening (issue 30): named by address, not by a booking; their offers go with them.
    table: "waitlist_entries",
    key: { by: "contact", restaurantColumn: "restaurant_id", column: "guest_email", phoneColumn: "guest_phone" },
    export: {
      as: "waitlist",
      columns: [
        "date",
        "party_size",
        "window_start",
        "window_end",
        "guest_first_name",
        "guest_last_name",
        "guest_email",
        "guest_phone",
        "status",
        "created_at",
      ],
    },
  },
  WAITLIST_MESSAGES,

  {
    // Failed manage attempts on the guest's booking number: tags derived from the client's IP address.
    table: "manage_failures",
    key: { by: "reservation number", restaurantColumn: "restaurant_id", column: "reservation_number" },
  },
];
