-- The room (migration 016) is kept in memory by each server for seating bookings in tables mode
-- (server/tables/room-cache.ts): its tables join those whose writes every server hears of within
-- 1 second (migration 017, db/change-watch.ts).

CREATE TRIGGER room_areas_notified AFTER INSERT OR UPDATE OR DELETE ON room_areas
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_areas_truncate_notified AFTER TRUNCATE ON room_areas
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER room_tables_notified AFTER INSERT OR UPDATE OR DELETE ON room_tables
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_tables_truncate_notified AFTER TRUNCATE ON room_tables
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER room_combinations_notified AFTER INSERT OR UPDATE OR DELETE ON room_combinations
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_combinations_truncate_notified AFTER TRUNCATE ON room_combinations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER room_combination_tables_notified AFTER INSERT OR UPDATE OR DELETE ON room_combination_tables
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER room_combination_tables_truncate_notified AFTER TRUNCATE ON room_combination_tables
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
