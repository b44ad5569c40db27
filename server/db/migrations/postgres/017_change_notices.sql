-- A change made by any process reaches every server within 1 second (docs/api.md §3.4). Each server
-- keeps the keys, restaurants, events and content in memory, and LISTENs on couvert_changes
-- (db/change-watch.ts): every row written to one of these tables notifies it with the table's name,
-- delivered at commit (PostgreSQL sends one notice per name and transaction, however many rows). A
-- key's last use (last_used_at, written about once a minute) changes nothing kept and notifies no one.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('couvert_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER restaurants_notified AFTER INSERT OR UPDATE OR DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER restaurants_truncate_notified AFTER TRUNCATE ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER api_keys_notified AFTER INSERT OR UPDATE OF id, restaurant_id, key_hash, prefix, label, modules, allowed_origins, created_at, revoked_at, preview, expires_at, test OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER api_keys_truncate_notified AFTER TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER events_notified AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER events_truncate_notified AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();

CREATE TRIGGER content_notified AFTER INSERT OR UPDATE OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER content_truncate_notified AFTER TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
