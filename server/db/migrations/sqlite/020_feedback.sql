-- Issue 29 "After the visit": one row per completed booking whose guest was asked how it was
-- (docs/api.md §18). The link's token is kept only as its SHA-256 hash; rating, comment and
-- answered_at are set once by the guest's one answer; published_at by the owner's choice alone.
ALTER TABLE restaurants ADD COLUMN feedback_emails INTEGER NOT NULL DEFAULT 1 CHECK (feedback_emails IN (0, 1));

CREATE TABLE feedback (
  id              TEXT NOT NULL PRIMARY KEY,
  restaurant_id   TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_id  INTEGER NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
  token_hash      TEXT NOT NULL UNIQUE,
  expires_at      TEXT NOT NULL,
  rating          INTEGER CHECK (rating BETWEEN 1 AND 5),
  comment         TEXT,
  answered_at     TEXT,
  published_at    TEXT,
  created_at      TEXT NOT NULL,
  CHECK ((answered_at IS NULL) = (rating IS NULL)),
  CHECK (published_at IS NULL OR answered_at IS NOT NULL)
);
CREATE INDEX feedback_answered ON feedback (restaurant_id, answered_at);

-- Published feedback is part of GET /reviews, which servers keep in memory (migration 017).
INSERT INTO change_counts (table_name) VALUES ('feedback');

CREATE TRIGGER feedback_counted_insert AFTER INSERT ON feedback
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'feedback';
END;

CREATE TRIGGER feedback_counted_update AFTER UPDATE ON feedback
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'feedback';
END;

CREATE TRIGGER feedback_counted_delete AFTER DELETE ON feedback
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'feedback';
END;
