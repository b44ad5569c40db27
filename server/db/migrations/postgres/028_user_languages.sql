-- Issue 28: owner e-mails in each user's language. The language a person chose in the console
-- (core/locale.ts LANGS, checked by the application), null until they choose one; their e-mails
-- from a restaurant then speak it instead of the restaurant's country's (docs/api.md §16).
ALTER TABLE users ADD COLUMN lang TEXT;

-- Each server keeps every restaurant's members' languages in memory for the owner e-mails a booking
-- writes (accounts/member-languages.ts): a choice or a membership written by another process drops
-- them (db/change-watch.ts, migration 017's notify_change).
CREATE TRIGGER users_lang_notified AFTER UPDATE OF lang ON users
  FOR EACH ROW EXECUTE FUNCTION notify_change();

CREATE TRIGGER memberships_notified AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_change();
CREATE TRIGGER memberships_truncate_notified AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change();
