-- Notifications (docs/api.md §7b): what a restaurant tells its guests and itself, and the outbox
-- that carries every message, written in the same transaction as the write it reports.

ALTER TABLE restaurants ADD COLUMN address TEXT;
ALTER TABLE restaurants ADD COLUMN phone TEXT;
ALTER TABLE restaurants ADD COLUMN country TEXT;
ALTER TABLE restaurants ADD COLUMN website TEXT;
ALTER TABLE restaurants ADD COLUMN manage_url TEXT;
ALTER TABLE restaurants ADD COLUMN notification_emails TEXT NOT NULL DEFAULT '[]';
ALTER TABLE restaurants ADD COLUMN webhook_url TEXT;
-- The signing secret, sealed under the server secret; the owner sees it once (`couvert webhook secret`).
ALTER TABLE restaurants ADD COLUMN webhook_secret_sealed TEXT;
-- Restaurants from before this version keep confirming by hand; new ones are created 'auto'.
ALTER TABLE restaurants ADD COLUMN confirmation_mode TEXT NOT NULL DEFAULT 'manual' CHECK (confirmation_mode IN ('auto', 'manual'));
ALTER TABLE restaurants ADD COLUMN reminders_enabled INTEGER NOT NULL DEFAULT 1 CHECK (reminders_enabled IN (0, 1));

-- The language the messages about a reservation speak.
ALTER TABLE reservations ADD COLUMN guest_lang TEXT NOT NULL DEFAULT 'en' CHECK (guest_lang IN ('en', 'de'));

CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  restaurant_id   TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_id  INTEGER REFERENCES reservations(id) ON DELETE CASCADE,
  channel         TEXT NOT NULL CHECK (channel IN ('email', 'messaging', 'webhook')),
  topic           TEXT NOT NULL,
  recipient       TEXT NOT NULL,
  -- What the message is made from, sealed (a booking's message carries the PIN); emptied once sent.
  payload_sealed  TEXT,
  status          TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'skipped')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  not_before      TEXT NOT NULL,
  -- While a worker sends it: no other worker takes it before this instant, and only the worker
  -- holding the token may record what became of it.
  leased_until    TEXT,
  lease_token     TEXT,
  -- \`attempts\` when the owner last sent it again (\`couvert outbox retry\`): backoff counts from there.
  retry_from      INTEGER NOT NULL DEFAULT 0,
  last_error      TEXT,
  created_at      TEXT NOT NULL,
  sent_at         TEXT
);
CREATE INDEX outbox_due ON outbox(status, not_before);
CREATE INDEX outbox_by_restaurant ON outbox(restaurant_id, created_at);

CREATE TABLE outbox_attempts (
  message_id   INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  attempt      INTEGER NOT NULL,
  at           TEXT NOT NULL,
  outcome      TEXT NOT NULL CHECK (outcome IN ('sent', 'error')),
  error        TEXT,
  PRIMARY KEY (message_id, attempt)
);
