-- Issue 30 "When the evening is full": guests wait for a full date and party, within a window of
-- local times. When room frees up that fits, the first waiting guest in order gets an offer: a
-- one-time claim link (only its SHA-256 hash is kept) valid for waitlist_offer_minutes. An entry
-- holds personal data (names, e-mail, phone) until the guest leaves or the date has passed.
ALTER TABLE restaurants ADD COLUMN waitlist_offer_minutes INTEGER NOT NULL DEFAULT 15 CHECK (waitlist_offer_minutes BETWEEN 1 AND 1440);

CREATE TABLE waitlist_entries (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  restaurant_id     TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  date              TEXT NOT NULL,
  party_size        INTEGER NOT NULL CHECK (party_size > 0),
  window_start      TEXT NOT NULL,
  window_end        TEXT NOT NULL,
  guest_first_name  TEXT,
  guest_last_name   TEXT NOT NULL,
  guest_email       TEXT NOT NULL,
  guest_phone       TEXT,
  guest_lang        TEXT NOT NULL DEFAULT 'en',
  status            TEXT NOT NULL CHECK (status IN ('waiting', 'offered', 'booked', 'left')),
  reservation_id    INTEGER REFERENCES reservations(id) ON DELETE SET NULL,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
);

-- The list of a day in order, and the waiting entries a freed stay is offered to.
CREATE INDEX waitlist_entries_by_day ON waitlist_entries (restaurant_id, date, id);

CREATE TABLE waitlist_offers (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  entry_id      INTEGER NOT NULL REFERENCES waitlist_entries(id) ON DELETE CASCADE,
  restaurant_id TEXT NOT NULL,
  token_hash    TEXT NOT NULL UNIQUE,
  starts_at     TEXT NOT NULL,
  expires_at    TEXT NOT NULL,
  state         TEXT NOT NULL CHECK (state IN ('open', 'claimed', 'expired', 'gone', 'withdrawn')),
  created_at    TEXT NOT NULL
);

-- The open offers that run out (the sweep), and a restaurant's open offers.
CREATE INDEX waitlist_offers_open ON waitlist_offers (state, expires_at);
CREATE INDEX waitlist_offers_by_entry ON waitlist_offers (entry_id);
