-- Restaurants and their settings. Opening hours are kept as JSON validated by core/hours.ts on
-- every write: they are always read and written whole.
CREATE TABLE restaurants (
  id                          TEXT PRIMARY KEY,
  slug                        TEXT NOT NULL UNIQUE,
  name                        TEXT NOT NULL,
  timezone                    TEXT NOT NULL,
  accent_hex                  TEXT NOT NULL DEFAULT '#9c4a2f',
  published                   INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  default_dwell_minutes       INTEGER NOT NULL DEFAULT 120,
  booking_lead_time_hours     INTEGER NOT NULL DEFAULT 2,
  min_minutes_before_closing  INTEGER NOT NULL DEFAULT 60,
  embed_form_footer_text      TEXT,
  min_party_size              INTEGER NOT NULL DEFAULT 1,
  max_party_size              INTEGER NOT NULL DEFAULT 12,
  slot_interval_minutes       INTEGER NOT NULL DEFAULT 15,
  booking_horizon_days        INTEGER NOT NULL DEFAULT 60,
  terms_url                   TEXT,
  max_covers_per_slot         INTEGER,
  weekly_hours                TEXT NOT NULL,
  date_exceptions             TEXT NOT NULL DEFAULT '[]',
  embed_max_items             INTEGER NOT NULL DEFAULT 24 CHECK (embed_max_items BETWEEN 1 AND 100),
  events_view_mode            TEXT NOT NULL DEFAULT 'list' CHECK (events_view_mode IN ('list', 'grid')),
  connected_platforms         TEXT NOT NULL DEFAULT '["native"]',
  show_all_platform_filter    INTEGER NOT NULL DEFAULT 0 CHECK (show_all_platform_filter IN (0, 1)),
  events_grace_minutes        INTEGER NOT NULL DEFAULT 120,
  created_at                  TEXT NOT NULL,
  updated_at                  TEXT NOT NULL
);

-- API keys: only the SHA-256 of the key is kept, with a short prefix for listings.
CREATE TABLE api_keys (
  id               TEXT PRIMARY KEY,
  restaurant_id    TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  key_hash         TEXT NOT NULL UNIQUE,
  prefix           TEXT NOT NULL,
  label            TEXT,
  modules          TEXT NOT NULL,
  allowed_origins  TEXT,
  created_at       TEXT NOT NULL,
  last_used_at     TEXT,
  revoked_at       TEXT
);
CREATE INDEX api_keys_restaurant ON api_keys(restaurant_id);

-- Reservations: the PIN only as an HMAC under the server secret.
CREATE TABLE reservations (
  id                  INTEGER PRIMARY KEY,
  restaurant_id       TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_number  INTEGER NOT NULL,
  pin_hmac            TEXT NOT NULL,
  status              TEXT NOT NULL CHECK (status IN ('pending','confirmed','seated','completed','cancelled','rejected','no_show')),
  guest_first_name    TEXT,
  guest_last_name     TEXT NOT NULL,
  guest_phone         TEXT,
  guest_email         TEXT,
  party_size          INTEGER NOT NULL CHECK (party_size > 0),
  starts_at           TEXT NOT NULL,
  ends_at             TEXT NOT NULL,
  notify_email        INTEGER NOT NULL CHECK (notify_email IN (0, 1)),
  notify_whatsapp     INTEGER NOT NULL CHECK (notify_whatsapp IN (0, 1)),
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL,
  UNIQUE (restaurant_id, reservation_number)
);
CREATE INDEX reservations_by_time ON reservations(restaurant_id, starts_at);

-- At most one change request per reservation: a newer one replaces the open one.
CREATE TABLE change_requests (
  reservation_id  INTEGER PRIMARY KEY REFERENCES reservations(id) ON DELETE CASCADE,
  status          TEXT NOT NULL CHECK (status IN ('open', 'approved', 'declined')),
  changes         TEXT NOT NULL,
  submitted_at    TEXT NOT NULL,
  decided_at      TEXT
);

-- Failed manage attempts, kept so a restart does not reset a PIN-guessing lockout.
CREATE TABLE manage_failures (
  id                  INTEGER PRIMARY KEY,
  restaurant_id       TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_number  INTEGER NOT NULL,
  client_ip           TEXT NOT NULL,
  failed_at           INTEGER NOT NULL
);
CREATE INDEX manage_failures_by_number ON manage_failures(restaurant_id, reservation_number, failed_at);
CREATE INDEX manage_failures_by_ip ON manage_failures(client_ip, failed_at);

-- Idempotent booking: the first response is kept encrypted (it holds the guest's PIN).
CREATE TABLE idempotency_keys (
  api_key_id          TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  idempotency_key     TEXT NOT NULL,
  body_hash           TEXT NOT NULL,
  state               TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
  status_code         INTEGER,
  response_encrypted  TEXT,
  created_at          INTEGER NOT NULL,
  PRIMARY KEY (api_key_id, idempotency_key)
);

CREATE TABLE events (
  id                    TEXT PRIMARY KEY,
  restaurant_id         TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  platform              TEXT NOT NULL,
  source                TEXT NOT NULL,
  external_event_id     TEXT,
  title                 TEXT NOT NULL,
  description           TEXT NOT NULL,
  cover_url             TEXT,
  cover_storage_path    TEXT,
  start_at              TEXT NOT NULL,
  end_at                TEXT,
  ticket_url            TEXT,
  location              TEXT,
  status                TEXT NOT NULL CHECK (status IN ('draft', 'published', 'archived')),
  external_url          TEXT,
  is_pinned             INTEGER NOT NULL DEFAULT 0 CHECK (is_pinned IN (0, 1)),
  created_at            TEXT NOT NULL,
  published_at          TEXT,
  UNIQUE (restaurant_id, platform, external_event_id)
);
CREATE INDEX events_by_restaurant ON events(restaurant_id, status, start_at);

-- The read-only modules' content, one validated JSON document per restaurant and module,
-- replaced whole on import.
CREATE TABLE content (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  module         TEXT NOT NULL CHECK (module IN ('menu', 'reviews', 'news', 'gallery')),
  document       TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (restaurant_id, module)
);
