-- Tables mode (issue 27, docs/api.md §16.10). The room of a restaurant: areas, tables and
-- combinations of tables, each list in the owner's order (position). Ids are the owner's own, unique
-- within the restaurant; a combination's member tables are rows of room_combination_tables.
CREATE TABLE room_areas (
  restaurant_id    TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  id               TEXT NOT NULL,
  name             TEXT NOT NULL,
  position         INTEGER NOT NULL,
  bookable_online  INTEGER NOT NULL CHECK (bookable_online IN (0, 1)),
  PRIMARY KEY (restaurant_id, id)
);

CREATE TABLE room_tables (
  restaurant_id    TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  id               TEXT NOT NULL,
  name             TEXT NOT NULL,
  area_id          TEXT,
  position         INTEGER NOT NULL,
  min_seats        INTEGER NOT NULL CHECK (min_seats > 0),
  max_seats        INTEGER NOT NULL CHECK (max_seats >= min_seats),
  bookable_online  INTEGER NOT NULL CHECK (bookable_online IN (0, 1)),
  PRIMARY KEY (restaurant_id, id)
);

CREATE TABLE room_combinations (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  id             TEXT NOT NULL,
  position       INTEGER NOT NULL,
  min_seats      INTEGER NOT NULL CHECK (min_seats > 0),
  max_seats      INTEGER NOT NULL CHECK (max_seats >= min_seats),
  PRIMARY KEY (restaurant_id, id)
);

CREATE TABLE room_combination_tables (
  restaurant_id   TEXT NOT NULL,
  combination_id  TEXT NOT NULL,
  table_id        TEXT NOT NULL,
  position        INTEGER NOT NULL,
  PRIMARY KEY (restaurant_id, combination_id, table_id),
  FOREIGN KEY (restaurant_id, combination_id) REFERENCES room_combinations(restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, table_id) REFERENCES room_tables(restaurant_id, id) ON DELETE CASCADE
);

-- Who made a booking (online, staff, walk_in); the tables it holds as a JSON array of table ids
-- ('[]': none, as every booking from before this version and every booking in covers mode); and
-- whether the owner locked it there.
ALTER TABLE reservations ADD COLUMN source TEXT NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'staff', 'walk_in'));
ALTER TABLE reservations ADD COLUMN table_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE reservations ADD COLUMN table_locked INTEGER NOT NULL DEFAULT 0 CHECK (table_locked IN (0, 1));

-- The settings: every existing restaurant keeps covers mode, one stay for every party, no pacing.
ALTER TABLE restaurants ADD COLUMN capacity_mode TEXT NOT NULL DEFAULT 'covers' CHECK (capacity_mode IN ('covers', 'tables'));
ALTER TABLE restaurants ADD COLUMN dwell_minutes_by_party_size TEXT;
ALTER TABLE restaurants ADD COLUMN max_covers_starting_per_slot INTEGER;
