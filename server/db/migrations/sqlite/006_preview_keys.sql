-- Preview keys (docs/api.md §2.4): short-lived keys the owner console makes to show the widgets, even
-- before the restaurant is published; they read and never write. Any key past its expires_at is
-- refused like an unknown one. Keys from before this version are ordinary keys that never expire.

ALTER TABLE api_keys ADD COLUMN preview INTEGER NOT NULL DEFAULT 0 CHECK (preview IN (0, 1));
ALTER TABLE api_keys ADD COLUMN expires_at TEXT;
