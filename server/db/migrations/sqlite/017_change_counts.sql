-- A change made by any process reaches every server within 1 second (docs/api.md §3.4). Each server
-- keeps the keys, restaurants, events and content in memory; it learns that another process
-- committed from PRAGMA data_version (db/change-watch.ts), and which of these tables changed from
-- these counts, which the triggers below move with every row written. A key's last use
-- (last_used_at, written about once a minute) changes nothing kept and moves no count.
CREATE TABLE change_counts (
  table_name TEXT PRIMARY KEY,
  changes    INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

INSERT INTO change_counts (table_name) VALUES ('restaurants'), ('api_keys'), ('events'), ('content');

CREATE TRIGGER restaurants_counted_insert AFTER INSERT ON restaurants
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'restaurants';
END;

CREATE TRIGGER restaurants_counted_update AFTER UPDATE ON restaurants
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'restaurants';
END;

CREATE TRIGGER restaurants_counted_delete AFTER DELETE ON restaurants
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'restaurants';
END;

CREATE TRIGGER api_keys_counted_insert AFTER INSERT ON api_keys
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'api_keys';
END;

CREATE TRIGGER api_keys_counted_update AFTER UPDATE OF id, restaurant_id, key_hash, prefix, label, modules, allowed_origins, created_at, revoked_at, preview, expires_at, test ON api_keys
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'api_keys';
END;

CREATE TRIGGER api_keys_counted_delete AFTER DELETE ON api_keys
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'api_keys';
END;

CREATE TRIGGER events_counted_insert AFTER INSERT ON events
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'events';
END;

CREATE TRIGGER events_counted_update AFTER UPDATE ON events
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'events';
END;

CREATE TRIGGER events_counted_delete AFTER DELETE ON events
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'events';
END;

CREATE TRIGGER content_counted_insert AFTER INSERT ON content
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'content';
END;

CREATE TRIGGER content_counted_update AFTER UPDATE ON content
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'content';
END;

CREATE TRIGGER content_counted_delete AFTER DELETE ON content
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'content';
END;
