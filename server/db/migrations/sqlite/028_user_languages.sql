-- Issue 28: owner e-mails in each user's language. The language a person chose in the console
-- (core/locale.ts LANGS, checked by the application), null until they choose one; their e-mails
-- from a restaurant then speak it instead of the restaurant's country's (docs/api.md §16).
ALTER TABLE users ADD COLUMN lang TEXT;

-- Each server keeps every restaurant's members' languages in memory for the owner e-mails a booking
-- writes (accounts/member-languages.ts): a choice or a membership written by another process drops
-- them (db/change-watch.ts, migration 017).
INSERT INTO change_counts (table_name) VALUES ('users'), ('memberships');

CREATE TRIGGER users_counted_lang AFTER UPDATE OF lang ON users
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'users';
END;

CREATE TRIGGER memberships_counted_insert AFTER INSERT ON memberships
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'memberships';
END;

CREATE TRIGGER memberships_counted_update AFTER UPDATE ON memberships
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'memberships';
END;

CREATE TRIGGER memberships_counted_delete AFTER DELETE ON memberships
BEGIN
  UPDATE change_counts SET changes = changes + 1 WHERE table_name = 'memberships';
END;
