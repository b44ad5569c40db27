-- The capacity check (docs/api.md §5.7) sums the guests of every occupying reservation whose stay
-- overlaps the new one. Summed row by row, its cost grows with the bookings of a slot; summed from
-- this table, one row per distinct stay (restaurant, start, end) of occupying reservations, it grows
-- only with the slots a stay can overlap. A trigger keeps it in the statement that changes a
-- reservation, so in its transaction; it is derived data (`couvert db copy` leaves it to the trigger).
CREATE TABLE covers_by_stay (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  starts_at      TEXT COLLATE "C" NOT NULL,
  ends_at        TEXT COLLATE "C" NOT NULL,
  covers         INTEGER NOT NULL,
  PRIMARY KEY (restaurant_id, starts_at, ends_at)
);

INSERT INTO covers_by_stay (restaurant_id, starts_at, ends_at, covers)
SELECT restaurant_id, starts_at, ends_at, SUM(party_size) FROM reservations
WHERE status IN ('pending', 'confirmed', 'seated')
GROUP BY restaurant_id, starts_at, ends_at;

CREATE FUNCTION covers_by_stay_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('pending', 'confirmed', 'seated') THEN
    UPDATE covers_by_stay SET covers = covers - OLD.party_size
    WHERE restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
    DELETE FROM covers_by_stay
    WHERE restaurant_id = OLD.restaurant_id AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at AND covers <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('pending', 'confirmed', 'seated') THEN
    INSERT INTO covers_by_stay (restaurant_id, starts_at, ends_at, covers)
    VALUES (NEW.restaurant_id, NEW.starts_at, NEW.ends_at, NEW.party_size)
    ON CONFLICT (restaurant_id, starts_at, ends_at) DO UPDATE SET covers = covers_by_stay.covers + EXCLUDED.covers;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER covers_by_stay_insert_or_delete AFTER INSERT OR DELETE ON reservations
FOR EACH ROW EXECUTE FUNCTION covers_by_stay_maintain();

CREATE TRIGGER covers_by_stay_update AFTER UPDATE OF restaurant_id, status, party_size, starts_at, ends_at ON reservations
FOR EACH ROW EXECUTE FUNCTION covers_by_stay_maintain();

-- Expired Idempotency-Key records are purged by age (docs/api.md §7.6): by this index, not a scan.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys(created_at);
