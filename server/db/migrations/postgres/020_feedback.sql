-- Issue 29 "After the visit": one row per completed booking whose guest was asked how it was
-- (docs/api.md §18). The link's token is kept only as its SHA-256 hash; rating, comment and
-- answered_at are set once by the guest's one answer; published_at by the owner's choice alone.
ALTER TABLE restaurants ADD COLUMN feedback_emails INTEGER NOT NULL DEFAULT 1 CHECK (feedback_emails IN (0, 1));

CREATE TABLE feedback (
  id              TEXT COLLATE "C" NOT NULL PRIMARY KEY,
  restaurant_id   TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  reservation_id  BIGINT NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
  token_hash      TEXT COLLATE "C" NOT NULL UNIQUE,
  expires_at      TEXT COLLATE "C" NOT NULL,
  rating          INTEGER CHECK (rating BETWEEN 1 AND 5),
  comment         TEXT,
  answered_at     TEXT COLLATE "C",
  published_at    TEXT COLLATE "C",
  created_at      TEXT COLLATE "C" NOT NULL,
  CHECK ((answered_at IS NULL) = (rating IS NULL)),
  CHECK (published_at IS NULL OR answered_at IS NOT NULL)
);
CREATE INDEX feedback_answered ON feedback (restaurant_id, answered_at);

-- Published feedback is part of GET /reviews, which servers keep in memory (migration 017).
CREATE TRIGGER feedback_notified AFTER INSERT OR UPDATE OR DELETE ON feedback
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER feedback_truncate_notified AFTER TRUNCATE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
