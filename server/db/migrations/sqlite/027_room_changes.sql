-- The room (migration 016) is kept in memory by each server for seating bookings in tables mode
-- (server/tables/room-cache.ts): its tables join those whose writes every server hears of within
-- 1 second (migration 017, db/change-watch.ts).
INSERT INTO change_counts (table_name) VALUES ('room_areas'), ('room_tables'), ('room_combinations'), ('room_combination_tables');

CREATE TRIGGER room_areas_counted_insert AFTER INSERT ON room_areas
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_areas';
END;

CREATE TRIGGER room_areas_counted_update AFTER UPDATE ON room_areas
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_areas';
END;

CREATE TRIGGER room_areas_counted_delete AFTER DELETE ON room_areas
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_areas';
END;

CREATE TRIGGER room_tables_counted_insert AFTER INSERT ON room_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_tables';
END;

CREATE TRIGGER room_tables_counted_update AFTER UPDATE ON room_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_tables';
END;

CREATE TRIGGER room_tables_counted_delete AFTER DELETE ON room_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_tables';
END;

CREATE TRIGGER room_combinations_counted_insert AFTER INSERT ON room_combinations
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combinations';
END;

CREATE TRIGGER room_combinations_counted_update AFTER UPDATE ON room_combinations
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combinations';
END;

CREATE TRIGGER room_combinations_counted_delete AFTER DELETE ON room_combinations
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combinations';
END;

CREATE TRIGGER room_combination_tables_counted_insert AFTER INSERT ON room_combination_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combination_tables';
END;

CREATE TRIGGER room_combination_tables_counted_update AFTER UPDATE ON room_combination_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combination_tables';
END;

CREATE TRIGGER room_combination_tables_counted_delete AFTER DELETE ON room_combination_tables
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'room_combination_tables';
END;
