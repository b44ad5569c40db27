-- Test keys (docs/api.md §2.5): a key with `test` books into the restaurant's test space. Test
-- bookings never meet live ones: not in capacity, listings, counts or the export, and their messages
-- are recorded but never sent. Every row from before this version is live.
ALTER TABLE api_keys ADD COLUMN test INTEGER NOT NULL DEFAULT 0 CHECK (test IN (0, 1));
ALTER TABLE reservations ADD COLUMN space TEXT NOT NULL DEFAULT 'live' CHECK (space IN ('live', 'test'));
ALTER TABLE outbox ADD COLUMN space TEXT NOT NULL DEFAULT 'live' CHECK (space IN ('live', 'test'));

-- Test bookings expire after seven days: found by age without a scan.
CREATE INDEX reservations_test_by_age ON reservations(created_at) WHERE space = 'test';

-- covers_by_stay (migration 008) counts each space apart: the space joins its key, and the
-- triggers carry it. Rebuilt, since SQLite cannot change a primary key in place.
DROP TRIGGER covers_by_stay_insert;
DROP TRIGGER covers_by_stay_delete;
DROP TRIGGER covers_by_stay_update;
DROP TABLE covers_by_stay;

CREATE TABLE covers_by_stay (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  space          TEXT NOT NULL,
  starts_at      TEXT NOT NULL,
  ends_at        TEXT NOT NULL,
  covers         INTEGER NOT NULL,
  PRIMARY KEY (restaurant_id, space, starts_at, ends_at)
) WITHOUT ROWID;

INSERT INTO covers_by_stay (restaurant_id, space, starts_at, ends_at, covers)
SELECT restaurant_id, space, starts_at, ends_at, SUM(party_size) FROM reservations
WHERE status IN ('pending', 'confirmed', 'seated')
GROUP BY restaurant_id, space, starts_at, ends_at;

CREATE TRIGGER covers_by_stay_insert AFTER INSERT ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'seated')
BEGIN
  INSERT INTO covers_by_stay (restaurant_id, space, starts_at, ends_at, covers)
  VALUES (NEW.restaurant_id, NEW.space, NEW.starts_at, NEW.ends_at, NEW.party_size)
  ON CONFLICT (restaurant_id, space, starts_at, ends_at) DO UPDATE SET covers = covers + excluded.covers;
END;

CREATE TRIGGER covers_by_stay_delete AFTER DELETE ON reservations
WHEN OLD.status IN ('pending', 'confirmed', 'seated')
BEGIN
  UPDATE covers_by_stay SET covers = covers - OLD.party_size
  WHERE restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
  DELETE FROM covers_by_stay
  WHERE restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at
    AND covers <= 0;
END;

CREATE TRIGGER covers_by_stay_update AFTER UPDATE OF restaurant_id, space, status, party_size, starts_at, ends_at ON reservations
BEGIN
  UPDATE covers_by_stay SET covers = covers - OLD.party_size
  WHERE OLD.status IN ('pending', 'confirmed', 'seated')
    AND restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
  DELETE FROM covers_by_stay
  WHERE restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at
    AND covers <= 0;
  INSERT INTO covers_by_stay (restaurant_id, space, starts_at, ends_at, covers)
  SELECT NEW.restaurant_id, NEW.space, NEW.starts_at, NEW.ends_at, NEW.party_size
  WHERE NEW.status IN ('pending', 'confirmed', 'seated')
  ON CONFLICT (restaurant_id, space, starts_at, ends_at) DO UPDATE SET covers = covers + excluded.covers;
END;
