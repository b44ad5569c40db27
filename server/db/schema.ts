import type { Generated } from "kysely";

/**
 * The tables as Kysely sees them, one interface each, with the columns as stored. The same on
 * both engines: text, integers, booleans as 0/1, JSON as text, and every instant the API shows as
 * `toUtcIso` text (UTC, whole seconds, fixed width), so an instant range is a plain comparison
 * that uses its index. Instants only the server reads (lockouts, idempotency, rate limits) are
 * epoch milliseconds.
 */
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  restaurants: RestaurantsTable;
  api_keys: ApiKeysTable;
  reservations: ReservationsTable;
  change_requests: ChangeRequestsTable;
  manage_failures: ManageFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
  events: EventsTable;
  content: ContentTable;
  rate_limit_hits: RateLimitHitsTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  setup_links: SetupLinksTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  live_events: LiveEventsTable;
  covers_by_stay: CoversByStayTable;
  stay_versions: StayVersionsTable;
  room_areas: RoomAreasTable;
  room_tables: RoomTablesTable;
  room_combinations: RoomCombinationsTable;
  room_combination_tables: RoomCombinationTablesTable;
  feedback: FeedbackTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
  privacy_audit: PrivacyAuditTable;
  guest_profiles: GuestProfilesTable;
  guest_contacts: GuestContactsTable;
}

/** A guest's answer to "How was it?" (migration 020); one row per completed booking asked. */
export interface FeedbackTable {
  id: string;
  restaurant_id: string;
  reservation_id: number;
  token_hash: string;
  expires_at: string;
  rating: number | null;
  comment: string | null;
  answered_at: string | null;
  published_at: string | null;
  created_at: string;
}

/** Issue 30 (migration 022): guests waiting for a full date, in order. */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  restaurant_id: string;
  date: string;
  party_size: number;
  window_start: string;
  window_end: string;
  guest_first_name: string | null;
  guest_last_name: string;
  guest_email: string;
  guest_phone: string | null;
  guest_lang: string;
  status: string;
  reservation_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A freed stay offered to one waiting guest: the claim link's hash, valid until expires_at. */
export interface WaitlistOffersTable {
  id: Generated<number>;
  entry_id: number;
  restaurant_id: string;
  token_hash: string;
  starts_at: string;
  expires_at: string;
  state: string;
  created_at: string;
}

/** Every erasure and retention run (migration 021): who, when, how many rows; never whose data. */
export interface PrivacyAuditTable {
  id: Generated<number>;
  restaurant_id: string;
  /** `erasure` or `retention`. */
  action: string;
  /** `command line`, `retention`, or the console user's id. */
  actor: string;
  at: string;
  rows_changed: number;
  bookings_cancelled: Generated<number>;
}

/** Guest profiles (migration 019): what the owner adds to a guest; counts come from the linked reservations. */
export interface GuestProfilesTable {
  id: Generated<number>;
  restaurant_id: string;
  /** JSON array of tags. */
  tags: Generated<string>;
  owner_notes: string | null;
  created_at: string;
  updated_at: string;
}

/** A normalised e-mail or E.164 phone, naming one profile of its restaurant. */
export interface GuestContactsTable {
  restaurant_id: string;
  kind: "email" | "phone";
  value: string;
  profile_id: number;
}

/** Tables mode (migration 016): the room, each list in the owner's order. */
export interface RoomAreasTable {
  restaurant_id: string;
  id: string;
  name: string;
  position: number;
  bookable_online: number;
}

export interface RoomTablesTable {
  restaurant_id: string;
  id: string;
  name: string;
  area_id: string | null;
  position: number;
  min_seats: number;
  max_seats: number;
  bookable_online: number;
}

export interface RoomCombinationsTable {
  restaurant_id: string;
  id: string;
  position: number;
  min_seats: number;
  max_seats: number;
}

export interface RoomCombinationTablesTable {
  restaurant_id: string;
  combination_id: string;
  table_id: string;
  position: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface RestaurantsTable {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  accent_hex: Generated<string>;
  published: Generated<number>;
  default_dwell_minutes: Generated<number>;
  booking_lead_time_hours: Generated<number>;
  min_minutes_before_closing: Generated<number>;
  embed_form_footer_text: string | null;
  min_party_size: Generated<number>;
  max_party_size: Generated<number>;
  slot_interval_minutes: Generated<number>;
  booking_horizon_days: Generated<number>;
  terms_url: string | null;
  max_covers_per_slot: number | null;
  weekly_hours: string;
  date_exceptions: Generated<string>;
  /** docs/api.md §4 `services` as JSON; NULL: the one `main` service of weekly_hours (migration 009). */
  services: string | null;
  embed_max_items: Generated<number>;
  events_view_mode: Generated<string>;
  connected_platforms: Generated<string>;
  show_all_platform_filter: Generated<number>;
  events_grace_minutes: Generated<number>;
  address: string | null;
  phone: string | null;
  country: string | null;
  website: string | null;
  manage_url: string | null;
  notification_emails: Generated<string>;
  webhook_url: string | null;
  webhook_secret_sealed: string | null;
  confirmation_mode: Generated<string>;
  reminders_enabled: Generated<number>;
  auto_approve_changes: Generated<number>;
  feedback_emails: Generated<number>;
  /** Tables mode (migration 016): `covers` or `tables`; steps as JSON or NULL; pacing or NULL. */
  capacity_mode: Generated<string>;
  dwell_minutes_by_party_size: string | null;
  max_covers_starting_per_slot: number | null;
  waitlist_offer_minutes: Generated<number>;
  /** Months a booking's guest details are kept after the stay (migration 021). */
  guest_data_retention_months: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  restaurant_id: string;
  key_hash: string;
  prefix: string;
  label: string | null;
  modules: string;
  allowed_origins: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** 1: a console preview key (read-only, works while unpublished); 0 otherwise. */
  preview: Generated<number>;
  /** Past this instant the key is refused like an unknown one; null: never. */
  expires_at: string | null;
  /** 1: a test key (`ck_test_…`), whose bookings go to the test space; 0 otherwise. */
  test: Generated<number>;
}

export interface ReservationsTable {
  id: Generated<number>;
  restaurant_id: string;
  reservation_number: number;
  pin_hmac: string;
  status: string;
  guest_first_name: string | null;
  guest_last_name: string;
  guest_phone: string | null;
  guest_email: string | null;
  party_size: number;
  starts_at: string;
  ends_at: string;
  notify_email: number;
  notify_whatsapp: number;
  /** "en" or "de" only (its CHECK); the language itself is `guest_language` (migration 024). */
  guest_lang: Generated<string>;
  /** The language the guest booked in, one of core/locale.ts LANGS; null before migration 024. */
  guest_language: string | null;
  /** Special requests (docs/api.md §6.1), both optional. */
  guest_notes: string | null;
  occasion: string | null;
  /** `live`, or `test` for a test key's booking (docs/api.md §2.5). */
  space: Generated<string>;
  /** `online`, `staff` or `walk_in` (migration 016). */
  source: Generated<string>;
  /** The table ids it holds, as a JSON array; `[]` for none. */
  table_ids: Generated<string>;
  /** Its guest's profile (migration 019); null in the test space and without contact. */
  guest_profile_id: Generated<number | null>;
  table_locked: Generated<number>;
  /** When its guest details were erased or anonymised (migration 021); null while held. */
  anonymised_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ChangeRequestsTable {
  reservation_id: number;
  status: string;
  changes: string;
  submitted_at: string;
  decided_at: string | null;
}

export interface ManageFailuresTable {
  id: Generated<number>;
  restaurant_id: string;
  reservation_number: number;
  client_tag: string;
  /** Epoch milliseconds. */
  failed_at: number;
}

export interface IdempotencyKeysTable {
  api_key_id: string;
  idempotency_key: string;
  body_hash: string;
  state: string;
  status_code: number | null;
  response_encrypted: string | null;
  /** Epoch milliseconds. */
  created_at: number;
}

export interface EventsTable {
  id: string;
  restaurant_id: string;
  platform: string;
  source: string;
  external_event_id: string | null;
  title: string;
  description: string;
  cover_url: string | null;
  cover_storage_path: string | null;
  start_at: string;
  end_at: string | null;
  ticket_url: string | null;
  location: string | null;
  status: string;
  external_url: string | null;
  is_pinned: Generated<number>;
  created_at: string;
  published_at: string | null;
}

export interface ContentTable {
  restaurant_id: string;
  module: string;
  document: string;
  updated_at: string;
}

/** Rate-limit windows shared by every server process (PostgreSQL); epoch milliseconds. */
export interface RateLimitHitsTable {
  bucket: string;
  hits: number;
  reset_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  restaurant_id: string;
  reservation_id: number | null;
  channel: string;
  topic: string;
  recipient: string;
  payload_sealed: string | null;
  status: string;
  attempts: Generated<number>;
  not_before: string;
  leased_until: string | null;
  lease_token: string | null;
  retry_from: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** `test`: a test booking's message, recorded as it would go out and never sent. */
  space: Generated<string>;
  /** 1: queued by an erasure; its recipient and error are erased once it is sent or given up (migration 021). */
  erase_when_done: Generated<number>;
}

export interface OutboxAttemptsTable {
  message_id: number;
  attempt: number;
  at: string;
  outcome: string;
  error: string | null;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: string;
  password_changed_at: string | null;
  /** The console language the person chose (core/locale.ts LANGS), for their e-mails; null until they choose (migration 028). */
  lang: string | null;
}

export interface MembershipsTable {
  user_id: string;
  restaurant_id: string;
  role: string;
  created_at: string;
  /** Null while the invitation waits to be taken up through the restaurant's own link. */
  accepted_at: string | null;
}

export interface SetupLinksTable {
  token_hash: string;
  user_id: string;
  /** The restaurant whose invitation the link takes up. */
  restaurant_id: string;
  /** `owner` or `operator` (docs/api.md §16.1). */
  issued_by: string;
  expires_at: string;
  created_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  account_tag: string;
  client_tag: string;
  /** Epoch milliseconds. */
  failed_at: number;
  /** 1 once a right password was given: no longer a failure, still an attempt. */
  forgiven: Generated<number>;
}

export interface LiveEventsTable {
  id: Generated<number>;
  restaurant_id: string;
  reservation_number: number;
  kind: string;
  /** Epoch milliseconds. */
  created_at: number;
  /** PostgreSQL: the writing transaction (xid8, as text), set by the database; always NULL on SQLite. */
  tx_id: Generated<string | null>;
}

/** SQLite only (migration 029): a random version per restaurant, drawn anew at each change to an occupying stay. */
export interface StayVersionsTable {
  restaurant_id: string;
  version: number;
}

/** Guests of occupying reservations per distinct stay, kept by triggers (migration 008, docs/api.md §5.7). */
export interface CoversByStayTable {
  restaurant_id: string;
  space: string;
  starts_at: string;
  ends_at: string;
  covers: number;
}
