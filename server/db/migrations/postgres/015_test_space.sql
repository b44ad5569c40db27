-- Test keys (docs/api.md §2.5): a key with `test` books into the restaurant's test space. Test
-- bookings never meet live ones: not in capacity, listings, counts or the export, and their messages
-- are recorded but never sent. Every row from before this version is live.
ALTER TABLE api_keys ADD COLUMN test INTEGER NOT NULL DEFAULT 0 CHECK (test IN (0, 1));
ALTER TABLE reservations ADD COLUMN space TEXT COLLATE "C" NOT NULL DEFAULT 'live' CHECK (space IN ('live', 'test'));
ALTER TABLE outbox ADD COLUMN space TEXT COLLATE "C" NOT NULL DEFAULT 'live' CHECK (space IN ('live', 'test'));

-- Test bookings expire after seven days: found by age without a scan.
CREATE INDEX reservations_test_by_age ON reservations(created_at) WHERE space = 'test';

-- covers_by_stay (migration 008) counts each space apart: the space joins its key, and the trigger
-- function carries it.
ALTER TABLE covers_by_stay ADD COLUMN space TEXT COLLATE "C" NOT NULL DEFAULT 'live';
ALTER TABLE covers_by_stay ALTER COLUMN space DROP DEFAULT;
ALTER TABLE covers_by_stay DROP CONSTRAINT covers_by_stay_pkey;
ALTER TABLE covers_by_stay ADD PRIMARY KEY (restaurant_id, space, starts_at, ends_at);

CREATE OR REPLACE FUNCTION covers_by_stay_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('pending', 'confirmed', 'seated') THEN
    UPDATE covers_by_stay SET covers = covers - OLD.party_size
    WHERE restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at;
    DELETE FROM covers_by_stay
    WHERE restaurant_id = OLD.restaurant_id AND space = OLD.space AND starts_at = OLD.starts_at AND ends_at = OLD.ends_at
      AND covers <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('pending', 'confirmed', 'seated') THEN
    INSERT INTO covers_by_stay (restaurant_id, space, starts_at, ends_at, covers)
    VALUES (NEW.restaurant_id, NEW.space, NEW.starts_at, NEW.ends_at, NEW.party_size)
    ON CONFLICT (restaurant_id, space, starts_at, ends_at) DO UPDATE SET covers = covers_by_stay.covers + EXCLUDED.covers;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER covers_by_stay_update ON reservations;
CREATE TRIGGER covers_by_stay_update AFTER UPDATE OF restaurant_id, space, status, party_size, starts_at, ends_at ON reservations
FOR EACH ROW EXECUTE FUNCTION covers_by_stay_maintain();
