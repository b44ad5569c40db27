-- The owner console's accounts (docs/api.md §16): people, their role per restaurant, the one-time
-- links that let them set a password, their sessions, and failed sign-ins. Nothing here holds a
-- secret in clear: passwords as scrypt hashes, link tokens and session ids as SHA-256 digests,
-- e-mail addresses and client addresses in the failure log as HMAC tags.

CREATE TABLE users (
  id                   TEXT PRIMARY KEY,
  -- Lower-cased and trimmed: one person, one account, however they type their address.
  email                TEXT NOT NULL UNIQUE,
  -- NULL until the person follows their setup link.
  password_hash        TEXT,
  created_at           TEXT NOT NULL,
  password_changed_at  TEXT
);

CREATE TABLE memberships (
  user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  role           TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  created_at     TEXT NOT NULL,
  PRIMARY KEY (user_id, restaurant_id)
);
CREATE INDEX memberships_by_restaurant ON memberships(restaurant_id);

CREATE TABLE setup_links (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX setup_links_by_user ON setup_links(user_id);

CREATE TABLE sessions (
  id_hash       TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  -- The idle timeout counts from here; written at most once a minute.
  last_seen_at  TEXT NOT NULL
);
CREATE INDEX sessions_by_user ON sessions(user_id);

CREATE TABLE sign_in_failures (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  account_tag  TEXT NOT NULL,
  client_tag   TEXT NOT NULL,
  -- Epoch milliseconds.
  failed_at    INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_by_account ON sign_in_failures(account_tag, failed_at);
CREATE INDEX sign_in_failures_by_client ON sign_in_failures(client_tag, failed_at);

-- What the open consoles show live (docs/api.md §16.5): one row per reservation write, in the
-- write's own transaction, read by every server process in id order; kept for an hour.
CREATE TABLE live_events (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  restaurant_id       TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_number  INTEGER NOT NULL,
  kind                TEXT NOT NULL,
  -- Epoch milliseconds.
  created_at          INTEGER NOT NULL
);
