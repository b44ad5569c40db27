-- Tables mode keeps each restaurant's held stays in memory for seating bookings (issue 27,
-- server/tables/held-stays-memory.ts). A booking's write transaction reads its restaurant's
-- version here to know whether what it keeps is still what is stored: every change to an
-- occupying stay draws a new random version, so a rolled-back change restores the version with
-- the stays, and no two states ever share one. SQLite only: PostgreSQL reads the stays each time.
CREATE TABLE stay_versions (
  restaurant_id TEXT PRIMARY KEY REFERENCES restaurants(id) ON DELETE CASCADE,
  version       INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO stay_versions (restaurant_id, version)
SELECT restaurant_id, random() FROM reservations GROUP BY restaurant_id;

CREATE TRIGGER stay_versions_insert AFTER INSERT ON reservations
WHEN NEW.status IN ('pending', 'confirmed', 'seated')
BEGIN
  INSERT INTO stay_versions (restaurant_id, version) VALUES (NEW.restaurant_id, random())
  ON CONFLICT (restaurant_id) DO UPDATE SET version = excluded.version;
END;

CREATE TRIGGER stay_versions_delete AFTER DELETE ON reservations
WHEN OLD.status IN ('pending', 'confirmed', 'seated')
BEGIN
  UPDATE stay_versions SET version = random() WHERE restaurant_id = OLD.restaurant_id;
END;

CREATE TRIGGER stay_versions_update AFTER UPDATE OF restaurant_id, space, status, party_size, starts_at, ends_at, table_ids ON reservations
WHEN OLD.status IN ('pending', 'confirmed', 'seated') OR NEW.status IN ('pending', 'confirmed', 'seated')
BEGIN
  INSERT INTO stay_versions (restaurant_id, version) VALUES (NEW.restaurant_id, random())
  ON CONFLICT (restaurant_id) DO UPDATE SET version = excluded.version;
  UPDATE stay_versions SET version = random() WHERE restaurant_id = OLD.restaurant_id;
END;
