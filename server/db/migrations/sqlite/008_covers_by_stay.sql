-- The capacity check (docs/api.md §5.7) sums the guests of every occupying reservation whose stay
-- overlaps the new one. Summed row by row, its cost grows with the bookings of a slot; summed from
-- this table, one row per distinct stay (restaurant, start, end) of occupying reservations, it grows
-- only with the slots a stay can overlap. Triggers keep it in the statement that changes a
-- reservation, so in its transaction; it is derived data (`couvert db copy` leaves it to them).
CREATE TABLE covers_by_stay (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  starts_at      TEXT NOT NULL,
  ends_at        TEXT NOT NULL,
  covers         INTEGER NOT NULL,
  PRIMARY KEY (restaurant_id, starts_at, ends_at)
) WITHOUT ROWID;

INSERT INTO covers_by_stay (restaurant_id, starts_at, ends_at, covers)
SELECT restaurant_id, starts_at, ends_at, SUM(party_size) FROM reservations
WHERE status IN ('pending', 'confirmed', 'seated')
GROUP BY restaurant_id, starts_at, ends_at;

CREATE TRIGGER covers_by_stay_insert AFTER INSERT ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'seated')
BEGIN
  INSERT INTO covers_by_stay (restaurant_id, starts_at, ends_at, covers)
  VALUES (NEW.restaurant_id, NEW.starts_at, NEW.ends_at, NEW.party_size)
  ON CONFLICT (restaurant_id, starts_at, ends_at) DO UPDATE SET covers = covers + excluded.covers;
END;

CREATE TRIGGER covers_by_stay_delete AFTER DELETE ON reservations
WHEN OLD.status IN ('pending', 'confirmed', 'seated')
BEGIN
  UPDATE covers_by_stay SET covers = covers - OLD.party_size
  WHERE restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
  DELETE FROM covers_by_stay
  WHERE restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at AND covers <= 0;
END;

CREATE TRIGGER covers_by_stay_update AFTER UPDATE OF restaurant_id, status, party_size, starts_at, ends_at ON reservations
BEGIN
  UPDATE covers_by_stay SET covers = covers - OLD.party_size
  WHERE OLD.status IN ('pending', 'confirmed', 'seated')
    AND restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
  DELETE FROM covers_by_stay
  WHERE restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at AND covers <= 0;
  INSERT INTO covers_by_stay (restaurant_id, starts_at, ends_at, covers)
  SELECT NEW.restaurant_id, NEW.starts_at, NEW.ends_at, NEW.party_size WHERE NEW.status IN ('pending', 'confirmed', 'seated')
  ON CONFLICT (restaurant_id, starts_at, ends_at) DO UPDATE SET covers = covers + excluded.covers;
END;

-- Expired Idempotency-Key records are purged by age (docs/api.md §7.6): by this index, not a scan.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys(created_at);
